/**
 * The site's stylesheet in the document's head (decision 019). A public page carries the public
 * stylesheet (site.css: every class but the panel's) whole, inline, under the response's CSP
 * nonce: its first paint needs no other request. A panel page links the whole one (app.css), so
 * the staff's browser caches it once for all the panel's pages.
 *
 * The text comes from Vite's `?inline` import and is written on the server only (as the page's
 * scripts are, page-scripts.tsx); the production bundle carries neither the text nor the import.
 * The browser keeps the `<style>` the server wrote: React does not rewrite an element whose
 * `dangerouslySetInnerHTML` prop is the same object from render to render, and hydration leaves it
 * as it is. The dev server's browser bundle has the text too, so that a change of the stylesheet
 * reaches an open page.
 */
import { useState } from "react";

import stylesheet from "~/app.css?url";
import { useNonce } from "~/components/nonce";
import type { Theme } from "~/lib/theme";
import css, { dark } from "~/site.css?inline";

if (import.meta.env.SSR && `${css}${dark}`.toLowerCase().includes("</style")) throw new Error("site.css cannot be inlined: it contains </style");

const INLINE = { __html: import.meta.env.SSR || import.meta.env.DEV ? css : "" };
const DARK = { __html: import.meta.env.SSR || import.meta.env.DEV ? dark : "" };

/**
 * When the dark rules apply (decision 036): the visitor's choice of dark always, of light never,
 * and without a choice when the system's scheme is dark. The theme switch changes it in place
 * (this component on a page that hydrated, static-page-theme.ts on one that did not).
 */
export function darkRulesMedia(theme: Theme): string {
  if (theme === "dark") return "all";
  return theme === "light" ? "not all" : "(prefers-color-scheme: dark)";
}

/** Whether a document shows its stylesheet inline: every page but the panel's. */
export const stylesheetInline = (pathname: string) => pathname !== "/panel" && !pathname.startsWith("/panel/");

/**
 * `inline`: this page's choice. The first page's choice holds for the whole document, the inline
 * sheet being the server's alone: a public page opened by the router from the panel keeps the
 * panel's link (the whole stylesheet serves it too). A panel page opened from a public page needs
 * the panel's classes the inline sheet lacks: it adds the link, with a precedence so that React
 * shows the panel once the stylesheet has loaded rather than unstyled before.
 */
export function DocumentStylesheet({ inline, theme }: { inline: boolean; theme: Theme }) {
  const nonce = useNonce();
  const [inlined] = useState(inline);
  if (!inlined) return <link rel="stylesheet" href={stylesheet} />;
  return (
    <>
      <style nonce={nonce} data-stylesheet="app" suppressHydrationWarning dangerouslySetInnerHTML={INLINE} />
      <style nonce={nonce} data-stylesheet="dark" media={darkRulesMedia(theme)} suppressHydrationWarning dangerouslySetInnerHTML={DARK} />
      {inline ? null : <link rel="stylesheet" href={stylesheet} precedence="panel" />}
    </>
  );
}
