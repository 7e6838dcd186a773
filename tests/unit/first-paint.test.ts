/** Issue 21: React Router's module script rewritten to start hydration after the load event; the page's critical CSS inlined. */
import { describe, expect, it } from "vitest";

import { indexStylesheet } from "~/.server/render/critical-css";
import { hydrateAfterLoad, hydratesAfterLoad, inlineCriticalCss } from "~/.server/render/first-paint";

const NONCE = "abc123==";
/** The shape React Router 7's `<Scripts>` renders (React hoists the preloads into the head). */
const page = [
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/framework-2.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/root-3.js" nonce="${NONCE}"/>`,
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-4.css"/></head><body><main>Hello</main>`,
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${NONCE}" type="module" async="">;`,
  `import * as route0 from "/assets/root-3.js";`,
  `import * as route1 from "/assets/home-5.js";`,
  `  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-1.js"}};`,
  `  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};`,
  ``,
  `import("/assets/entry.client-1.js");</script></body></html>`,
].join("\n");

describe("hydrateAfterLoad", () => {
  const result = hydrateAfterLoad(page);
  const script = /<script nonce="abc123==" type="module" async="">([\s\S]*?)<\/script>/.exec(result)?.[1] ?? "";

  it("takes the modulepreload links out of the document and keeps everything else of the head", () => {
    expect(result).not.toContain('<link rel="modulepreload"');
    expect(result).toContain(`<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-4.css"/>`);
    expect(result).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`);
  });

  it("keeps the module script (and its nonce) but with no static import: the route modules are imported in a function run on load", () => {
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-3.js"), import("/assets/home-5.js")]);');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script).toContain('import("/assets/entry.client-1.js");');
    expect(script).toContain('if (document.readyState === "complete") hydrate(); else window.addEventListener("load", hydrate, { once: true });');
    // The entry is imported last, after the manifest and the route modules are in place.
    expect(script.indexOf('import("/assets/entry.client-1.js")')).toBeGreaterThan(script.indexOf("__reactRouterRouteModules"));
  });

  it("adds the same preloads when it runs, so the modules are fetched side by side rather than one import after another", () => {
    expect(script).toContain('["/assets/entry.client-1.js","/assets/framework-2.js","/assets/root-3.js"]');
    expect(script).toContain('link.rel = "modulepreload"');
  });

  it("leaves a document without React Router's module script as it is", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Error</p></body></html>";
    expect(hydrateAfterLoad(plain)).toBe(plain);
  });

  it("runs as a module script (the rewritten body parses)", () => {
    // An async arrow with awaits and a top-level statement: a syntax error would throw here.
    expect(() => new Function(script.replaceAll("import(", "Promise.resolve("))).not.toThrow();
  });
});

describe("hydratesAfterLoad", () => {
  it("is every public page, in every language, and no page of the panel", () => {
    for (const path of ["/", "/products", "/products/9", "/gu/blog/a-post", "/contact", "/login", "/panelists"])
      expect(hydratesAfterLoad(path), path).toBe(true);
    for (const path of ["/panel", "/panel/", "/panel/portfolio", "/panel/products/3/edit"]) expect(hydratesAfterLoad(path), path).toBe(false);
  });
});

describe("inlineCriticalCss", () => {
  const sheet = indexStylesheet(".flex{display:flex}.grid{display:grid}body{margin:0}");
  const withPage = (body: string) =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link nonce="${NONCE}" rel="stylesheet" href="/assets/app-4.css"/></head><body>${body}</body></html>`;

  it("puts the page's rules in a style under the response's nonce before the stylesheet link, which it disables", () => {
    const result = inlineCriticalCss(withPage('<div class="flex">a</div>'), () => sheet);
    expect(result).toContain(
      `<style nonce="${NONCE}">.flex{display:flex}body{margin:0}</style><link nonce="${NONCE}" rel="stylesheet" href="/assets/app-4.css" disabled=""/></head>`,
    );
    expect(result).not.toContain("display:grid");
  });

  it("enables the disabled stylesheet in the hydration script, before any module is imported, and runs the entry once it has loaded", () => {
    const script =
      /<script nonce="abc123==" type="module" async="">([\s\S]*?)<\/script>/.exec(hydrateAfterLoad(inlineCriticalCss(page, () => sheet)))?.[1] ?? "";
    const enable = script.indexOf('link[rel="stylesheet"][disabled]');
    expect(enable).toBeGreaterThan(-1);
    expect(enable).toBeLessThan(script.indexOf("await Promise.all(["));
    // React draws what only it shows (a dialog) with the whole stylesheet in: the entry waits for it (or its failure).
    expect(script).toContain('link.addEventListener("error", done, { once: true })');
    expect(script.indexOf("await Promise.all(sheets);")).toBeGreaterThan(-1);
    expect(script.indexOf("await Promise.all(sheets);")).toBeLessThan(script.indexOf('import("/assets/entry.client-1.js")'));
  });

  it("leaves the document as it is when the stylesheet is not a built file, or has no link in the head", () => {
    const html = withPage('<div class="flex">a</div>');
    expect(inlineCriticalCss(html, () => null)).toBe(html);
    const bodyLinkOnly = `<html><head></head><body><link nonce="${NONCE}" rel="stylesheet" href="/assets/app-4.css"/></body></html>`;
    expect(inlineCriticalCss(bodyLinkOnly, () => sheet)).toBe(bodyLinkOnly);
  });

  it("never writes a rule that would end the style element early", () => {
    // Built at run time: the test's own transform escapes a literal closing tag.
    const hostile = indexStylesheet(`.flex::after{content:"${"<"}/style><script>alert(1)${"<"}/script>"}`);
    const result = inlineCriticalCss(withPage('<div class="flex">a</div>'), () => hostile);
    // The style element ends once, after the rule (PostCSS writes the text's "<" escaped); a stylesheet it could not escape is not inlined.
    expect(result.split("</style").length).toBe(2);
  });
});
