/**
 * Issue 21: the first paint and the largest picture do not wait behind the hydration code. The
 * document names no module to fetch with the HTML (no modulepreload link, no static import in
 * React Router's module script); the modules are fetched after the page's load event, and the
 * page hydrates then (app/.server/render/first-paint.ts). Each page's own CSS is in its head and
 * the stylesheet is fetched only to hydrate; a blog post does not hydrate (decision 019). The
 * figures: bench/first-paint-notes.md.
 */
import { expect, test } from "@playwright/test";

import { waitForHydration } from "./support/hydration";

const PAGES = ["/", "/products", "/blog", "/gu/products"];

test("a public page's HTML names no module to fetch before the page has loaded; its stylesheet link is disabled", async ({ request }) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('rel="modulepreload"');
    const moduleScript = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(moduleScript, path).toContain('window.addEventListener("load"');
    expect(moduleScript, path).not.toMatch(/^\s*import\s/m);
    const head = html.slice(0, html.indexOf("</head>"));
    const links = head.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
    expect(links, path).toHaveLength(1);
    expect(links[0], path).toContain('disabled=""');
    expect(head, path).toMatch(/<style nonce="[^"]+">@layer/);
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

test("a public page is styled by the CSS in its head: no stylesheet is fetched for the first paint", async ({ page }, testInfo) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  for (const path of ["/about", "/gu/products", "/blog"]) {
    await page.goto(path);
    // The header's own utilities (sticky, its border) and the page's heading font come from the inline rules.
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "sticky");
    await expect(page.locator("main h1").first()).toHaveCSS("font-family", /Iowan Old Style/);
  }
  // Without JavaScript no page fetches the stylesheet; with it, the first page fetches it once, to hydrate.
  if (testInfo.project.name === "js-off") expect(stylesheets).toEqual([]);
});

test("once hydrated, the whole stylesheet is enabled and loaded, for the pages opened in the browser next", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "Without JavaScript the stylesheet stays disabled: each page brings its own rules.");
  await page.goto("/about");
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href?.includes("/assets/")).map((sheet) => sheet.cssRules.length)))
    .toEqual([expect.any(Number)]);
  const linked = await page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    return { disabled: link?.hasAttribute("disabled"), rules: link?.sheet?.cssRules.length ?? 0 };
  });
  expect(linked.disabled).toBe(false);
  // More rules than the about page uses: the products' cards are styled when the browser opens them.
  expect(linked.rules).toBeGreaterThan(await page.evaluate(() => document.querySelector<HTMLStyleElement>("head style")?.sheet?.cssRules.length ?? 0));
  await page.getByRole("navigation").getByRole("link", { name: "Products", exact: true }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.locator("main article").first()).toHaveCSS("display", /block|flex|grid/);
});

test("a blog post is sent without hydration: no script, no hydration data, and it still reads and works", async ({ page }, testInfo) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const blog = await (await page.request.get("/blog")).text();
  const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(blog)![1]!;
  const html = await (await page.request.get(`/blog/${slug}`)).text();
  expect(html).not.toContain("__reactRouter");
  expect(html).not.toContain('type="module"');
  expect(html).not.toContain('rel="modulepreload"');

  await page.goto(`/blog/${slug}`);
  await expect(page.locator("main h1")).toBeVisible();
  expect(scripts).toEqual([]);
  // Its links are plain links, its forms plain forms: the footer's newsletter form posts and comes back.
  await page.getByRole("link", { name: /All articles/ }).click();
  await expect(page).toHaveURL(/\/blog$/);
  if (testInfo.project.name === "js-on") await waitForHydration(page);
});

test("content protection works from the first paint: before hydration, and on a post that never hydrates", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "Content protection is a script; without JavaScript only printing is blocked, by CSS.");
  // The hydration modules held back: the page stays the server's HTML.
  await page.route(/\/assets\/.*\.js$/, () => undefined);
  const blog = await (await page.request.get("/blog")).text();
  const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(blog)![1]!;
  for (const path of ["/about", `/blog/${slug}`]) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const heading = page.locator("main h1").first();
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((element) => element.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true }))), path).toBe(false);
    expect(await heading.evaluate((element) => element.dispatchEvent(new Event("copy", { bubbles: true, cancelable: true }))), path).toBe(false);
    await page.keyboard.press("PrintScreen");
    await expect(page.getByTestId("screen-blackout"), path).toBeAttached();
    await expect(page.getByTestId("screen-blackout"), path).not.toBeAttached();
  }
});

test("on a post, the theme switch changes the scheme in place and keeps the reader's place", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "Without JavaScript the switch posts and comes back (shell.spec.ts), as on every page.");
  await page.setViewportSize({ width: 390, height: 844 });
  const blog = await (await page.request.get("/blog")).text();
  const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(blog)![1]!;
  await page.goto(`/blog/${slug}`);
  await page.evaluate(() => window.scrollTo(0, 600));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await page.locator('header button[data-theme-option="dark"]:visible').click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The choice is kept: the next page (here the same one, loaded again) is dark.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});

test("the home page asks React Router's /__manifest for each of its links' routes once", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "Needs JavaScript: route discovery is React Router's, after hydration.");
  const asked: string[][] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/__manifest") asked.push((url.searchParams.get("paths") ?? "").split(","));
  });
  // The first answer is held, as on a slow link, while the page changes: hydration's own changes,
  // then a link added below. Each change sets off another discovery while the first is on its way.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route("**/__manifest?*", async (route) => {
    if (first) {
      first = false;
      await held;
    }
    await route.continue();
  });
  await page.goto("/");
  await waitForHydration(page);
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/forgot-password";
    link.dataset.discover = "true";
    document.body.append(link);
  });
  // The added link's discovery has been asked: every discovery before it has been too.
  await expect.poll(() => asked.some((paths) => paths.includes("/forgot-password"))).toBe(true);
  release();
  // Both answers are applied: the header's /about and the added link's route are known.
  await page.waitForFunction(() => {
    const ids = Object.keys((window as unknown as { __reactRouterManifest: { routes: object } }).__reactRouterManifest.routes);
    return ids.some((id) => id.endsWith("/about")) && ids.some((id) => id.endsWith("/forgot-password"));
  });
  expect(asked.filter((paths) => paths.includes("/about"))).toHaveLength(1);
  expect(asked.filter((paths) => paths.includes("/forgot-password"))).toHaveLength(1);
});
