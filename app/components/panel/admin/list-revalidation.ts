/**
 * With single fetch every loader reloads on every navigation unless its route says otherwise. A
 * panel list whose child (view, new, edit, delete) opens as a dialog over it must say otherwise:
 * opening the child, and posting inside it (a refused form, a mark-read), keep the list's data as
 * it is, so it stays behind the dialog; leaving the child for the list reloads it, so it is fresh.
 * Opened directly or without JavaScript, the list's loader skips the list and the child is a page.
 */
import type { ShouldRevalidateFunction } from "react-router";

export function keepPanelListBehindChild(listPath: string): ShouldRevalidateFunction {
  const inChild = (url: URL) => url.pathname.replace(/\/+$/, "") !== listPath;
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
    const posting = Boolean(formMethod && formMethod.toUpperCase() !== "GET");
    if (!inChild(currentUrl) && inChild(nextUrl) && !posting) return false;
    if (inChild(currentUrl) && inChild(nextUrl) && posting) return false;
    if (inChild(currentUrl) && !inChild(nextUrl)) return true;
    return defaultShouldRevalidate;
  };
}
