/**
 * Issue 21: the first paint and the largest picture do not wait behind the hydration code. The
 * document names no module to fetch with the HTML (no modulepreload link, no static import in
 * React Router's module script); the modules are fetched after the page's load event, and the
 * page hydrates then (app/.server/render/first-paint.ts). The figures: bench/first-paint-notes.md.
 */
import { expect, test } from "@playwright/test";

import { waitForHydration } from "./support/hydration";

const PAGES = ["/", "/products", "/blog", "/gu/products"];

test("a public page's HTML names no module to fetch before the page has loaded; the stylesheet is linked as before", async ({ request }) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('rel="modulepreload"');
    const moduleScript = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(moduleScript, path).toContain('window.addEventListener("load"');
    expect(moduleScript, path).not.toMatch(/^\s*import\s/m);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [], path).toHaveLength(1);
  }
});

test("the browser fetches the hydration modules after the load event, and the page hydrates", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "Needs JavaScript: it checks when the modules are fetched and that the page hydrates.");
  for (const path of ["/products", "/"]) {
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
      return { loadEventStart: navigation.loadEventStart, scriptStarts: scripts.map((entry) => ({ name: entry.name, startTime: entry.startTime })) };
    });
    expect(timing.scriptStarts.length, path).toBeGreaterThan(5);
    for (const script of timing.scriptStarts) expect(script.startTime, `${path}: ${script.name}`).toBeGreaterThanOrEqual(timing.loadEventStart);
  }
});
