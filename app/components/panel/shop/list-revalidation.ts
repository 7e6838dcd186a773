/**
 * When a panel list reloads. With JavaScript, opening a child (new, edit, delete, view) keeps the
 * list's data, so the child shows as a dialog over it; a post from the child that stays there (a
 * validation error) leaves the list alone too. Coming back from a child always reloads the list:
 * when the child was opened directly, the list was never loaded.
 */
import type { ShouldRevalidateFunction } from "react-router";

export function keepPanelListBehindChild(listPath: string): ShouldRevalidateFunction {
  const isChild = (url: URL) => url.pathname.startsWith(`${listPath}/`);
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
    const submits = Boolean(formMethod && formMethod.toUpperCase() !== "GET");
    if (!submits && isChild(currentUrl) && !isChild(nextUrl)) return true;
    if (!submits && !isChild(currentUrl) && isChild(nextUrl) && currentUrl.search === nextUrl.search) return false;
    if (submits && isChild(currentUrl) && isChild(nextUrl)) return false;
    return defaultShouldRevalidate;
  };
}
