/**
 * The loader the four public lists share (/products, /gallery, /portfolio, /blog): the query
 * from the URL, one page of items with the category filter's options, or the failure the page
 * shows as the spec's banner (logged here, never an error page).
 */
import { type CategoryKind, listPublicCategoryChoices } from "~/.server/categories/categories";
import { type Lang, langOfPath } from "~/lib/i18n/locales";
import { type CategoryOption, type ListQuery, type LoadMoreMode, pageWindow, parseListQuery, type PublicList } from "~/lib/listing";

/** `lang`: the page's language (from its /gu or /hi prefix): the domain reads and searches in it. */
export type ListFilters = { q: string; category: number | null; page: number; pageSize: number; lang: Lang };

export function loadPublicList<View extends string, Item>(options: {
  request: Request;
  /** The child route's parameter: an item opened directly is a page of its own, with no list behind it. */
  openedItem: string | undefined;
  views: readonly View[];
  defaultView: View;
  mode: LoadMoreMode;
  /** Names the list in the log when it fails. */
  name: string;
  load: (filters: ListFilters) => { results: Item[]; count: number; categories: CategoryOption[] };
}): { query: ListQuery<View>; list: PublicList<Item> | null } {
  const url = new URL(options.request.url);
  const query = parseListQuery(url.searchParams, options.views, options.defaultView);
  const lang = langOfPath(url.pathname);
  if (options.openedItem) return { query, list: null };
  try {
    return { query, list: options.load({ q: query.q, category: query.category, ...pageWindow(query.page, options.mode), lang }) };
  } catch (error) {
    console.error(`${options.name} list failed`, error);
    return { query, list: { failed: true } };
  }
}

/**
 * What a public list's `load` gives: one page of rows, each as its card shows it, with the
 * options of the category filter (the whole collection's counts, whatever the filters).
 */
export function pageWithCategories<Row, Item>(
  page: { results: Row[]; count: number },
  kind: CategoryKind,
  toItem: (row: Row) => Item,
  filters?: { lang: Lang },
) {
  return { results: page.results.map(toItem), count: page.count, categories: listPublicCategoryChoices(kind, { lang: filters?.lang }) };
}
