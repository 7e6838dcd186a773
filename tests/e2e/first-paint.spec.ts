/**
 * Issue 21: the first paint does not wait behind the hydration code. React Router's
 * `modulepreload` links come before the stylesheet in the head; they are marked
 * fetchpriority="low" (app/entry.server.tsx), so Chromium fetches the stylesheet (and the LCP
 * image) first, and the page still hydrates. The figures: bench/first-paint-notes.md.
 */
import { expect, test } from "@playwright/test";

import { waitForHydration } from "./support/hydration";

const PAGES = ["/", "/products", "/blog", "/gu/products"];

test("every modulepreload link of a public page asks for low priority; the stylesheet does not", async ({ request }) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length, path).toBeGreaterThan(0);
    for (const link of preloads) expect(link, path).toContain('fetchpriority="low"');
    const stylesheet = head.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
    expect(stylesheet, path).toHaveLength(1);
    expect(stylesheet[0], path).not.toContain("fetchpriority");
  }
});

test("the browser fetches the hydration modules at low priority, the stylesheet first, and the page hydrates", async ({ page, browserName }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "Needs JavaScript: it checks that the page hydrates from the low-priority modules.");
  test.skip(browserName !== "chromium", "Request priorities are read through Chromium's DevTools protocol.");
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  const priorities = new Map<string, string>();
  session.on("Network.requestWillBeSent", (event) => {
    const { pathname } = new URL(event.request.url);
    if (pathname.startsWith("/assets/")) priorities.set(pathname, event.request.initialPriority);
  });
  const response = await page.goto("/products");
  await waitForHydration(page);
  const scripts = [...priorities].filter(([path]) => path.endsWith(".js"));
  const styles = [...priorities].filter(([path]) => path.endsWith(".css"));
  expect(scripts.length).toBeGreaterThan(5);
  // The modules the document names (its modulepreloads; React drops some of the links once it has
  // hydrated) are Low; a chunk the code imports later (a list's body) may be asked for at the
  // browser's own priority once the page is up.
  const html = (await response?.text()) ?? "";
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  expect(preloaded.length).toBeGreaterThan(5);
  for (const path of preloaded) expect(priorities.get(path), path).toBe("Low");
  expect(styles).toEqual([[expect.stringMatching(/^\/assets\/app-.*\.css$/), "VeryHigh"]]);
});
