/**
 * The page the four public lists share (/products, /gallery, /portfolio, /blog): the hero with
 * its counters; then the spec's banner when the list failed to load, or the search and category
 * toolbar, the "Showing" line, the items (or the empty state) and "Load More"; and after the
 * page, the child route: an item opened from the list shows as a dialog over it. Each list
 * gives its words, its counters, its layouts and how its items are laid out.
 */
import type { ReactNode } from "react";
import { Outlet } from "react-router";

import { PageHero } from "~/components/layout/page-hero";
import { listingCopy } from "~/lib/copy/languages";
import type { Copy } from "~/lib/copy/site";
import { countPlus } from "~/lib/format";
import { localePath, unprefixed } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useLang } from "~/lib/i18n/use-copy";
import { type CategoryOption, hasMore, listHref, type ListQuery, type LoadMoreMode, PUBLIC_PAGE_SIZE, type PublicList } from "~/lib/listing";
import { pageMeta } from "~/lib/seo";

import type { ListOutletContext } from "./detail-view";
import { EmptyState } from "./empty-state";
import { totalOf } from "./list-revalidation";
import { ListToolbar, type ViewOption } from "./list-toolbar";
import { LoadFailed } from "./load-failed";
import { LoadMore, ShowingLine } from "./load-more";

/** The words each list has (app/lib/copy/catalogue.ts and stories.ts). */
export type PublicListCopy = {
  eyebrow: string;
  title: string;
  text: string;
  searchLabel: string;
  searchPlaceholder: string;
  allCategories: string;
  loadMore: string;
  empty: string;
  emptyHint: string;
  loadFailed: string;
  noun: string;
};

/**
 * What a public list is, for its loader (loadPublicList) and its page (PublicListRoute): its
 * address, its layouts (the default one first), whether "Load More" appends or replaces, and
 * its name in the log.
 */
export type PublicListDefinition<View extends string> = {
  path: string;
  views: readonly [View, ...View[]];
  defaultView: View;
  mode: LoadMoreMode;
  name: string;
};

export function definePublicList<View extends string>(
  path: string,
  views: readonly [View, ...View[]],
  mode: LoadMoreMode,
  name: string,
): PublicListDefinition<View> {
  return { path, views, defaultView: views[0], mode, name };
}

type ListSection = "productsCopy" | "galleryCopy" | "portfolioCopy" | "blogCopy";

/** The list's title and description in the page's language, on the list's own address only: an item opened over it has its own. */
export function publicListMeta<Section extends ListSection>(path: string, section: Section, english: Copy[Section]) {
  return ({ matches, location }: { matches: Parameters<typeof pageMeta>[0]; location: { pathname: string } }) => {
    if (unprefixed(location.pathname) !== path) return [];
    const copy = metaCopy(matches, section, english);
    return pageMeta(matches, { title: copy.metaTitle, description: copy.metaDescription, path });
  };
}

/**
 * A public list's page from its loader's data: with an item opened directly (no list behind
 * it), only the item; otherwise the list page, its addresses made from the query (the next
 * page, the layouts, clearing the filters, and each item's, which keeps the list's query so
 * the item's page links back to the same list).
 */
export function PublicListRoute<Item, View extends string>({
  list: definition,
  data: { query, list },
  copy,
  viewLabels,
  children,
}: {
  list: PublicListDefinition<View>;
  data: { query: ListQuery<View>; list: PublicList<Item> | null };
  /** With the way back from an item to the list, and the hero's counters: the items, the categories, then the list's own. */
  copy: PublicListCopy & { listLabel: string; stats: { count: string; more: readonly { value: string; label: string }[] } };
  /** The layouts' names, when a visitor can switch between them. */
  viewLabels?: Record<View, string>;
  /** The page's items; `itemHref` gives an item's address from its id or slug. */
  children: (results: Item[], itemHref: (key: string | number) => string) => ReactNode;
}) {
  const { views, defaultView, mode } = definition;
  // Every address the list makes keeps the page's language (/gu/products?page=2).
  const path = localePath(useLang(), definition.path);
  const words = useCopy("listing", listingCopy);
  const href = (changes: Partial<ListQuery<View>> = {}) => listHref(path, query, defaultView, changes);
  const outletContext: ListOutletContext = { overList: list !== null, listHref: href(), listLabel: copy.listLabel };
  if (list === null) return <Outlet context={outletContext} />;
  const search = href().slice(path.length);
  const itemHref = (key: string | number) => `${path}/${encodeURIComponent(String(key))}${search}`;
  return (
    <PublicListPage
      copy={copy}
      list={list}
      query={query}
      stats={(categories) => [
        { value: countPlus(totalOf(categories)), label: copy.stats.count },
        { value: `${categories.length}`, label: words.categories },
        ...copy.stats.more,
      ]}
      views={
        viewLabels
          ? {
              defaultView,
              options: views.map((view) => ({
                value: view,
                label: (words.views as Record<string, string>)[view] ?? viewLabels[view],
                href: href({ view }),
                active: query.view === view,
              })),
            }
          : undefined
      }
      clearHref={href({ q: "", category: null, page: 1 })}
      nextPageHref={href({ page: query.page + 1 })}
      mode={mode}
      outletContext={outletContext}
    >
      {(results) => children(results, itemHref)}
    </PublicListPage>
  );
}

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
  const failed = "failed" in list;
  const loadMoreHref =
    failed || !hasMore(query.page, list.count) ? null : mode === "append" ? `${nextPageHref}#item-${query.page * PUBLIC_PAGE_SIZE + 1}` : nextPageHref;
  return (
    <>
      <main id="main">
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
