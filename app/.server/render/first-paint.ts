/**
 * Issue 21: the rendered document, rearranged so that the first paint and the largest picture do
 * not wait behind the hydration code (app/entry.server.tsx applies it to every page). Figures:
 * bench/first-paint-notes.md.
 */
import fs from "node:fs";
import path from "node:path";

import { clientFolder } from "../build-folder";
import { criticalCss, type IndexedStylesheet, indexStylesheet } from "./critical-css";

/**
 * The pages rewritten: the public site's, for issue 21's visitor on a slow link. The panel is used
 * by the workshop's staff, and its lists open their forms in dialogs that only hydration wires
 * up: its pages hydrate with the HTML, as before.
 */
export const hydratesAfterLoad = (pathname: string) => pathname !== "/panel" && !pathname.startsWith("/panel/");

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
/** React Router's `<Scripts>` module script: the route modules' imports, the manifest, then the entry. */
const MODULE_SCRIPT = /(<script nonce="[^"]*" type="module" async="">)([\s\S]*?)(<\/script>)/;
const ROUTE_IMPORT = /^\s*import \* as (route\d+) from ("[^"]+");\s*$/gm;

/**
 * Hydration starts after the page's `load` event instead of with the HTML.
 *
 * React Router names every module of the page twice: `modulepreload` links, which React hoists into
 * the head, and the static imports of its module script. Both start the downloads at once (110-120
 * KB at "High" priority), beside the stylesheet and the largest picture; on a slow link they
 * compete, and Lighthouse's simulation counts every script that arrives before the first paint and
 * before the largest paint as holding them back. Here the preload links leave the head and the
 * module script becomes one that, once the page has loaded (its stylesheet and its eager pictures,
 * so the first and the largest paint are done), adds the same preloads and imports the same
 * modules, then runs React Router's own code unchanged (the manifest, the route modules, the entry).
 *
 * Until then the page is the server's HTML, which works without JavaScript (links and forms).
 * A document whose module script is not of the expected shape is returned as it is.
 */
export function hydrateAfterLoad(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const imports = [...body.matchAll(ROUTE_IMPORT)].map((match) => ({ name: match[1]!, href: match[2]! }));
  if (!imports.length) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const rest = body.replace(ROUTE_IMPORT, "");
  const started = [
    "const hydrate = async () => {",
    // The whole stylesheet, held back while the page's own rules painted it (inlineCriticalCss):
    // fetched beside the modules, and in before React draws what only it shows (a dialog, a viewer).
    'const sheets = [...document.querySelectorAll(\'link[rel="stylesheet"][disabled]\')].map((link) => new Promise((done) => { link.addEventListener("load", done, { once: true }); link.addEventListener("error", done, { once: true }); link.removeAttribute("disabled"); }));',
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${imports.map((each) => each.name).join(", ")}] = await Promise.all([${imports.map((each) => `import(${each.href})`).join(", ")}]);`,
    "await Promise.all(sheets);",
    rest,
    "};",
    'if (document.readyState === "complete") hydrate(); else window.addEventListener("load", hydrate, { once: true });',
  ].join("\n");
  return html.replace(whole, () => `${open}${started}${close}`).replace(MODULE_PRELOAD, "");
}

/** The head's stylesheet link as React Router's `<Links>` renders it: its nonce and its address. */
const STYLESHEET_LINK = /<link nonce="([^"]*)" rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/;

/** The built stylesheets by address, indexed once; null where none is on disk (the dev server's CSS). */
const indexedStylesheets = new Map<string, IndexedStylesheet | null>();

function builtStylesheet(href: string): IndexedStylesheet | null {
  let sheet = indexedStylesheets.get(href);
  if (sheet === undefined) {
    const file = path.join(clientFolder(), href);
    sheet = fs.existsSync(file) ? indexStylesheet(fs.readFileSync(file, "utf8")) : null;
    indexedStylesheets.set(href, sheet);
  }
  return sheet;
}

/**
 * A `<style>` with the rules this page's markup uses (critical-css.ts), under the same nonce,
 * goes before the head's stylesheet link, and the link is disabled: a browser does not fetch a
 * disabled stylesheet, so the first paint needs no other request, and the HTML's first 14 KB
 * hold its CSS with the header and the heading. The link stays in the document for hydration,
 * which expects it where `<Links>` renders it; the hydration script enables it first
 * (hydrateAfterLoad), so the whole stylesheet is there, and cached, for the pages the visitor
 * opens next. Without JavaScript each page brings its own rules and no stylesheet is fetched. A
 * document without the expected link, or whose stylesheet is not on disk, is returned as it is.
 */
export function inlineCriticalCss(html: string, sheetFor: (href: string) => IndexedStylesheet | null = builtStylesheet): string {
  const link = STYLESHEET_LINK.exec(html);
  const headEnd = html.indexOf("</head>");
  if (!link || headEnd < 0 || link.index > headEnd) return html;
  const [whole, nonce, href] = link as unknown as [string, string, string];
  const sheet = sheetFor(href);
  if (!sheet) return html;
  const css = criticalCss(sheet, html);
  if (/<\/style/i.test(css)) return html;
  const disabled = whole.replace(/\/>$/, ' disabled=""/>');
  return html.replace(whole, () => `<style nonce="${nonce}">${css}</style>${disabled}`);
}
