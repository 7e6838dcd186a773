/**
 * Public lists keep search, category, view and page in the URL query string, so plain GET forms
 * and links drive them with JavaScript off, and any state can be shared as a link. Absurd
 * values (negative, huge, binary) are clamped, never an error.
 */
import { parseId } from "./ids";

export const PUBLIC_PAGE_SIZE = 12;
/** The furthest "Load More" goes: 100 pages of 12 is more than the catalogue will hold. */
export const MAX_PAGE = 100;
export const MAX_SEARCH_LENGTH = 100;

export type ListQuery<View extends string = string> = {
  q: string;
  category: number | null;
  page: number;
  view: View;
};

/** A search box's text as every list reads it: no control characters, spaces collapsed, at most MAX_SEARCH_LENGTH. */
export function cleanSearch(value: string | null): string {
  if (!value) return "";
  // Control characters and stray surrogates are dropped; whitespace is collapsed.
  return value
    .replace(/[\u0000-\u001f\u007f]|[\ud800-\udfff]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);
}

function positiveInteger(value: string | null): number | null {
  const number = parseId(value?.trim());
  return number !== null && number >= 1 ? number : null;
}

/** The furthest a panel list pages: far past any list the studio keeps. */
export const MAX_PANEL_PAGE = 100_000;

/**
 * The one reader of `?page=` for every list, public and panel: a whole number from 1 to `max`.
 * Absent or absurd (negative, a fraction, text) is page 1; too large (even past 9 digits) is `max`.
 */
export function pageParam(searchParams: URLSearchParams, max: number = MAX_PANEL_PAGE): number {
  const raw = (searchParams.get("page") ?? "").trim();
  if (!/^\d+$/.test(raw)) return 1;
  const page = raw.length > 9 ? max : Number(raw);
  return page < 1 ? 1 : Math.min(page, max);
}

/** A list URL at another page, keeping its other query parameters (page 1 has no `page`). */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set("page", String(page));
  else params.delete("page");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function parseListQuery<View extends string>(searchParams: URLSearchParams, views: readonly View[], defaultView: View): ListQuery<View> {
  const requestedView = searchParams.get("view") as View | null;
  return {
    q: cleanSearch(searchParams.get("q")),
    category: positiveInteger(searchParams.get("category")),
    page: pageParam(searchParams, MAX_PAGE),
    view: requestedView && views.includes(requestedView) ? requestedView : defaultView,
  };
}

/** A list URL with only the parameters that differ from the defaults. */
export function listHref<View extends string>(pathname: string, query: ListQuery<View>, defaultView: View, changes: Partial<ListQuery<View>> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.category) params.set("category", String(next.category));
  if (next.view !== defaultView) params.set("view", next.view);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Lists that append pages show page 1..N; the gallery shows page N alone (spec section 4). */
export type LoadMoreMode = "append" | "replace";

/** One option of a list's category filter, with how many items it holds. */
export type CategoryOption = { id: number; name: string; count: number; untranslated?: readonly string[] };

/** What a public list's loader gives: a page of items with the filter's options, or a failure. */
export type PublicList<Item> = { failed: true } | { results: Item[]; count: number; categories: CategoryOption[] };

export function pageWindow(page: number, mode: LoadMoreMode, pageSize = PUBLIC_PAGE_SIZE): { page: number; pageSize: number } {
  return mode === "append" ? { page: 1, pageSize: page * pageSize } : { page, pageSize };
}

/** Load More shows only while there is more to load. */
export function hasMore(page: number, total: number, pageSize = PUBLIC_PAGE_SIZE): boolean {
  return page * pageSize < total && page < MAX_PAGE;
}

/** Comma text to a clean list: trimmed, no empties, no repeats (ignoring case). */
export function splitList(text: string | null | undefined): string[] {
  const items = new Map<string, string>();
  for (const part of (text ?? "").split(",")) {
    const item = part.trim();
    if (item && !items.has(item.toLowerCase())) items.set(item.toLowerCase(), item);
  }
  return [...items.values()];
}
