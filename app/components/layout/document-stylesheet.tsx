/**
 * The site's stylesheet in the document's head (decision 019). A public page carries it whole,
 * inline, under the response's CSP nonce: its first paint needs no other request. A panel page
 * links it, so the staff's browser caches it once for all the panel's pages.
 *
 * The text comes from Vite's `?inline` import and is written on the server only (as the page's
 * scripts are, page-scripts.tsx); the production bundle carries neither the text nor the import.
 * The browser keeps the `<style>` the server wrote: React does not rewrite an element whose
 * `dangerouslySetInnerHTML` prop is the same object from render to render, and hydration leaves it
 * as it is. The dev server's browser bundle has the text too, so that a change of the stylesheet
 * reaches an open page.
 */
import { useState } from "react";

import css from "~/app.css?inline";
import stylesheet from "~/app.css?url";
import { useNonce } from "~/components/nonce";

if (import.meta.env.SSR && css.toLowerCase().includes("</style")) throw new Error("app.css cannot be inlined: it contains </style");

const INLINE = { __html: import.meta.env.SSR || import.meta.env.DEV ? css : "" };

/** Whether a document shows its stylesheet inline: every page but the panel's. */
export const stylesheetInline = (pathname: string) => pathname !== "/panel" && !pathname.startsWith("/panel/");

/**
 * `inline`: this page's choice. The first page's choice holds for the whole document: a public
 * page opened by the router from the panel keeps the panel's link, a panel page opened from a
 * public page the inline sheet (both are the whole stylesheet).
 */
export function DocumentStylesheet({ inline }: { inline: boolean }) {
  const nonce = useNonce();
  const [inlined] = useState(inline);
  if (!inlined) return <link rel="stylesheet" href={stylesheet} />;
  return <style nonce={nonce} data-stylesheet="app" suppressHydrationWarning dangerouslySetInnerHTML={INLINE} />;
}
