/**
 * When a list reloads, for lists whose children (an item, or the panel's new/edit/delete/view)
 * open as dialogs over them. With single fetch every loader runs on every navigation unless its
 * route says otherwise, so:
 * - opening a child from the list keeps the list's data: the child shows as a dialog over it;
 * - a post inside the child (an inquiry, a refused form) leaves the list alone too;
 * - going from one child to another (a view to its Close confirmation, and Cancel back) keeps
 *   the list as it is: loaded, the next child is a dialog over it; never loaded, a page again;
 * - leaving a child for the list always reloads the list: when the child was opened directly (or
 *   without JavaScript) the list was never loaded.
 */
import type { ShouldRevalidateFunction } from "react-router";

import { unprefixed } from "~/lib/i18n/locales";

export function keepListBehindChild(listPath: string): ShouldRevalidateFunction {
  // The public lists' addresses in any language: /gu/products/1 is a child of /products.
  const isChild = (url: URL) => unprefixed(url.pathname).startsWith(`${listPath}/`);
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
    const submits = Boolean(formMethod && formMethod.toUpperCase() !== "GET");
    if (!submits && isChild(currentUrl) && !isChild(nextUrl)) return true;
    if (!submits && !isChild(currentUrl) && isChild(nextUrl) && currentUrl.search === nextUrl.search) return false;
    if (submits && isChild(currentUrl) && isChild(nextUrl)) return false;
    if (!submits && isChild(currentUrl) && isChild(nextUrl) && currentUrl.search === nextUrl.search) return false;
    return defaultShouldRevalidate;
  };
}

/** The whole collection, whatever the filters: the heroes' counters. */
export const totalOf = (categories: { count: number }[]) => categories.reduce((sum, category) => sum + category.count, 0);
