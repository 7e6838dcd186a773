/**
 * The page the four public lists share (/products, /gallery, /portfolio, /blog): the list's
 * definition, its meta, and the route's component, which shows the list's body
 * (public-list-body.tsx) with the child route over it, or the child route alone when an item is
 * opened directly. Each list gives its words, its counters, its layouts and how its items are
 * laid out.
 */
import { lazy, type ReactNode, Suspense } from "react";
import { Outlet } from "react-router";

import { CardsOverList } from "~/components/cards/card-link-context";
import { listingCopy } from "~/lib/copy/listing";
import type { Copy } from "~/lib/copy/site";
import { countPlus } from "~/lib/format";
import { localePath, unprefixed } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useLang } from "~/lib/i18n/use-copy";
import { listHref, type ListQuery, type LoadMoreMode, type PublicList } from "~/lib/listing";
import { pageMeta } from "~/lib/seo";

import type { ListOutletContext } from "./detail-view";
import { totalOf } from "./list-revalidation";
import type { PublicListPage as PublicListBody } from "./public-list-body";

/**
 * The list's body is downloaded only where a list is shown: a product, post or picture opened
 * directly needs none of the toolbar, pager or "Load More" (about 1.2 KB compressed less on every
 * detail page). The server renders the whole document before it answers (entry.server.tsx), so the
 * body is always in the HTML; in the browser its part of the page hydrates once its file arrives.
 */
const PublicListPage = lazy(() => import("./public-list-body").then((module) => ({ default: module.PublicListPage }))) as typeof PublicListBody;

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
    // No fallback: the server's HTML stays until the body hydrates; after a client-side
    // navigation the list shows once its file is there.
    <Suspense fallback={null}>
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
        previousPageHref={href({ page: Math.max(query.page - 1, 1) })}
        mode={mode}
        outletContext={outletContext}
      >
        {(results) => <CardsOverList.Provider value={true}>{children(results, itemHref)}</CardsOverList.Provider>}
      </PublicListPage>
    </Suspense>
  );
}
