/**
 * A panel list whose add, edit and delete routes open as dialogs over it: when one of them is
 * opened from the list (a plain GET navigation to a path below the list's), the list's loader is
 * not run again. Without this the loader would see the child's URL, answer "no list" (it does so
 * on purpose, for the full-page view without JavaScript) and the dialog would become a page.
 * Posts, redirects after a save, and going back to the list reload as usual.
 */
import type { ShouldRevalidateFunction } from "react-router";

export function keepListBehindChild(listPath: string): ShouldRevalidateFunction {
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
    const opensChild = !formMethod && currentUrl.pathname === listPath && nextUrl.pathname.startsWith(`${listPath}/`);
    return opensChild ? false : defaultShouldRevalidate;
  };
}
