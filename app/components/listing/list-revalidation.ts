/**
 * When a list's item opens over it (or an inquiry is posted from that dialog), the list behind
 * is left as it is: only the item's own route loads. Everything else reloads as usual.
 */
import type { ShouldRevalidateFunction } from "react-router";

export function keepListBehindDetail(param: "id" | "slug"): ShouldRevalidateFunction {
  return ({ currentParams, nextParams, currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
    const opensDetail = !currentParams[param] && nextParams[param] && currentUrl.search === nextUrl.search && !formMethod;
    const postsFromDetail = Boolean(formMethod && formMethod !== "GET" && currentParams[param] && nextParams[param]);
    if (opensDetail || postsFromDetail) return false;
    return defaultShouldRevalidate;
  };
}

/** The whole collection, whatever the filters: the heroes' counters. */
export const totalOf = (categories: { count: number }[]) => categories.reduce((sum, category) => sum + category.count, 0);
