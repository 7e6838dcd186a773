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
import { type CategoryOption, hasMore, type LoadMoreMode, type PublicList } from "~/lib/listing";

import type { ListOutletContext } from "./detail-view";
import { EmptyState } from "./empty-state";
import { ListToolbar, type ViewOption } from "./list-toolbar";
import { LoadFailed } from "./load-failed";
import { firstNewItemId, LoadMore, ShowingLine, useListItemTarget } from "./load-more";
import type { PublicListCopy } from "./public-list-page";

export function PublicListPage<Item>({
  copy,
  list,
  query,
  stats,
  views,
  clearHref,
  nextPageHref,
  previousPageHref,
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
  /** The previous page's address, for a list whose pages replace each other ("replace"): "Previous" links to it from page 2 on. */
  previousPageHref: string;
  /**
   * "append": the next page shows the items so far and the new ones; "replace": it shows the new
   * ones only, and from page 2 on "Previous" leads back. Either way the link carries the anchor of
   * the first new item (the page gives its items the ids item-1, item-2...), so the visitor lands on
   * it, with JavaScript or without (useListItemTarget moves the focus there too).
   */
  mode: LoadMoreMode;
  outletContext: ListOutletContext;
  /** The page's items, laid out as this list lays them out. */
  children: (results: Item[]) => ReactNode;
}) {
  const hydrated = useHydrated();
  useListItemTarget();
  const failed = "failed" in list;
  const loadMoreHref = failed || !hasMore(query.page, list.count) ? null : `${nextPageHref}#${firstNewItemId(query.page, mode)}`;
  const previousHref = !failed && mode === "replace" && query.page > 1 ? `${previousPageHref}#item-1` : null;
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
              <LoadMore href={loadMoreHref} label={copy.loadMore} previousHref={previousHref} />
            </>
          )}
        </div>
      </main>
      <Outlet context={outletContext} />
    </>
  );
}
