/**
 * The list page's body, for the four public lists: the hero with its counters; the spec's banner
 * when the list failed to load, or the search and category toolbar, the "Showing" line, the items
 * (or the empty state) and "Load More"; then the child route, an item opened over the list. In a
 * file of its own so that a detail page opened directly (no list behind it) does not download the
 * lists' code: PublicListRoute loads it only when a list is shown.
 */
import type { ReactNode } from "react";
import { Outlet } from "react-router";

import { PageHero } from "~/components/layout/page-hero";
import { useHydrated } from "~/components/ui/use-hydrated";
import { type CategoryOption, hasMore, type LoadMoreMode, PUBLIC_PAGE_SIZE, type PublicList } from "~/lib/listing";

import type { ListOutletContext } from "./detail-view";
import { EmptyState } from "./empty-state";
import { ListToolbar, type ViewOption } from "./list-toolbar";
import { LoadFailed } from "./load-failed";
import { LoadMore, ShowingLine } from "./load-more";
import type { PublicListCopy } from "./public-list-page";

export function PublicListPage<Item>({
  copy,
  list,
  query,
  stats,
  views,
  clearHref,
  nextPageHref,
  mode,
  outletContext,
  children,
}: {
  copy: PublicListCopy;
  list: PublicList<Item>;
  query: { q: string; category: number | null; view: string; page: number };
  /** The hero's counters, from the categories' counts (the whole collection, whatever the filters). */
  stats: (categories: CategoryOption[]) => { value: string; label: string }[];
  /** The layouts a visitor can switch between, when there is more than one. */
  views?: { defaultView: string; options: ViewOption[] };
  /** Where "clear the filters" leads from the empty state. */
  clearHref: string;
  /** The next page's address: "Load More" links to it while there is one. */
  nextPageHref: string;
  /**
   * "append": the next page shows the items so far and the new ones, and the link carries the
   * anchor of the first new item (the page gives its items the ids item-1, item-2...);
   * "replace": it shows the new ones only.
   */
  mode: LoadMoreMode;
  outletContext: ListOutletContext;
  /** The page's items, laid out as this list lays them out. */
  children: (results: Item[]) => ReactNode;
}) {
  const hydrated = useHydrated();
  const failed = "failed" in list;
  const loadMoreHref =
    failed || !hasMore(query.page, list.count) ? null : mode === "append" ? `${nextPageHref}#item-${query.page * PUBLIC_PAGE_SIZE + 1}` : nextPageHref;
  return (
    <>
      {/* "false" until this part, loaded after the page's shell, has hydrated (tests wait on it). */}
      <main id="main" data-hydrated={String(hydrated)}>
        <PageHero eyebrow={copy.eyebrow} title={copy.title} text={copy.text} stats={failed ? [] : stats(list.categories)} />
        <div className="mx-auto max-w-7xl px-4 py-10">
          {failed ? (
            <LoadFailed message={copy.loadFailed} />
          ) : (
            <>
              <ListToolbar
                searchLabel={copy.searchLabel}
                searchPlaceholder={copy.searchPlaceholder}
                q={query.q}
                category={query.category}
                categories={list.categories}
                allLabel={copy.allCategories}
                view={views ? query.view : undefined}
                defaultView={views?.defaultView}
                viewOptions={views?.options}
              />
              <ShowingLine shown={list.results.length} total={list.count} noun={copy.noun} />
              {list.results.length === 0 ? (
                <EmptyState title={copy.empty} hint={copy.emptyHint} clearHref={query.q || query.category ? clearHref : null} />
              ) : (
                children(list.results)
              )}
              {loadMoreHref ? <LoadMore href={loadMoreHref} label={copy.loadMore} /> : null}
            </>
          )}
        </div>
      </main>
      <Outlet context={outletContext} />
    </>
  );
}
