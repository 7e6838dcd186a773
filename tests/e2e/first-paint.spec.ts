/**
 * Issue 21, kept by supported means (issue 30, decisions 018 and 019): a public page carries the
 * public stylesheet (every class but the panel's) inline in its head, under the response's CSP nonce, so its first paint needs
 * no other request; the panel links it. A blog post does not hydrate. Content protection is an
 * inline script that works from the first paint. Nothing rewrites the rendered HTML: React
 * Router's own module script and preloads are sent as it writes them.
 */
import { expect, test } from "@playwright/test";

import { logInAsAdmin } from "./support/accounts";
import { waitForHydration } from "./support/hydration";

const PAGES = ["/", "/products", "/blog", "/gu/products", "/about"];

test("a public page's head has the public stylesheet inline under the response's nonce, and links none", async ({ page }) => {
  for (const path of PAGES) {
    const response = await page.goto(path);
    const nonce = /'nonce-([^']+)'/.exec(response!.headers()["content-security-policy"] ?? "")?.[1];
    const head = await page.evaluate(() => ({
      links: document.querySelectorAll('link[rel="stylesheet"]').length,
      styles: [...document.head.querySelectorAll<HTMLStyleElement>('style[data-stylesheet="app"]')].map((style) => ({
        nonce: style.nonce,
        text: style.textContent ?? "",
      })),
    }));
    expect(head.links, path).toBe(0);
    expect(head.styles, path).toHaveLength(1);
    const sheet = head.styles[0];
    expect(sheet!.nonce, path).toBe(nonce);
    // The public pages' classes, not the panel's: its phone tables and its menu are left out.
    expect(sheet!.text, path).toContain(".sr-only");
    expect(sheet!.text, path).not.toContain(".table-cards");
    expect(sheet!.text, path).not.toContain(".panel-menu");
  }
});

test("the dark rules are a second inline sheet, each rule once, whose media the theme decides (decision 036)", async ({ page, context }) => {
  const response = await page.goto("/products");
  const nonce = /'nonce-([^']+)'/.exec(response!.headers()["content-security-policy"] ?? "")?.[1];
  const sheets = await page.evaluate(() => {
    const text = (name: string) => document.head.querySelector<HTMLStyleElement>(`style[data-stylesheet="${name}"]`);
    const dark = text("dark")!;
    return { main: text("app")!.textContent ?? "", dark: dark.textContent ?? "", media: dark.getAttribute("media"), nonce: dark.nonce };
  });
  expect(sheets.nonce).toBe(nonce);
  // Without a choice, the system's scheme decides.
  expect(sheets.media).toBe("(prefers-color-scheme: dark)");
  // Each dark class is in the dark sheet, once, and nowhere in the other; no build marker is left.
  expect(sheets.dark).toContain(".dark\\:bg-rosewood-950{");
  expect(sheets.dark.split(".dark\\:bg-rosewood-950{").length).toBe(2);
  expect(sheets.main).not.toContain(".dark\\:");
  expect(`${sheets.main}${sheets.dark}`).not.toContain("data-dark-sheet");
  // A visitor's choice: dark always, light never.
  const origin = new URL(page.url()).origin;
  const choose = (theme: string) =>
    context.addCookies([{ name: "sadeli_theme", value: encodeURIComponent(Buffer.from(JSON.stringify(theme)).toString("base64")), url: origin }]);
  await choose("dark");
  await page.reload();
  await expect(page.locator('style[data-stylesheet="dark"]')).toHaveAttribute("media", "all");
  await choose("light");
  await page.reload();
  await expect(page.locator('style[data-stylesheet="dark"]')).toHaveAttribute("media", "not all");
});

test("dark mode looks the same with and without JavaScript: the system's scheme, a choice against it, and a switch in place", async ({ page }, testInfo) => {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const IVORY = "rgb(255, 253, 248)";
  const ROSEWOOD = "rgb(29, 17, 12)";
  const blog = await (await page.request.get("/blog")).text();
  const post = `/blog/${/href="\/blog\/([a-z0-9-]+)"/.exec(blog)![1]!}`;
  for (const path of ["/", post]) {
    await page.context().clearCookies();
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(path);
    expect(await background(), path).toBe(ROSEWOOD);
    await page.emulateMedia({ colorScheme: "light" });
    expect(await background(), path).toBe(IVORY);
    if (testInfo.project.name === "js-on" && path === "/") await waitForHydration(page);
    // The switch: in place with JavaScript (hydrated, or a post's own script), a post and back without.
    await page.locator('header button[data-theme-option="dark"]:visible').click();
    await expect(page.locator("html"), path).toHaveAttribute("data-theme", "dark");
    await expect.poll(background, { message: path }).toBe(ROSEWOOD);
    // Chosen light on a dark system: light.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.locator('header button[data-theme-option="light"]:visible').click();
    await expect(page.locator("html"), path).toHaveAttribute("data-theme", "light");
    await expect.poll(background, { message: path }).toBe(IVORY);
    await page.reload();
    expect(await background(), path).toBe(IVORY);
  }
});

test("a public page is styled with no stylesheet fetched, and so is the next page the router opens", async ({ page }, testInfo) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  for (const path of ["/about", "/gu/products", "/blog"]) {
    await page.goto(path);
    // The header's own utilities (sticky, its border) and the page's heading font come from the inline rules.
    await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
    await expect(page.locator("main h1").first()).toHaveCSS("font-family", /Iowan Old Style/);
  }
  if (testInfo.project.name === "js-on") {
    await waitForHydration(page);
    await page.getByRole("navigation").getByRole("link", { name: "Products", exact: true }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.locator("main article").first()).toHaveCSS("display", /block|flex|grid/);
  }
  expect(stylesheets).toEqual([]);
});

test("a panel page links the stylesheet instead: one file, cached for all of the panel's pages", async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto("/panel/products");
  const head = await page.evaluate(() => ({
    links: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
    inline: document.querySelectorAll('style[data-stylesheet="app"]').length,
  }));
  expect(head.links).toEqual([expect.stringMatching(/^\/assets\/app-[\w-]+\.css$/)]);
  expect(head.inline).toBe(0);
  await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
});

test("the panel opened by the router from a public page gets the panel's stylesheet; back on the site it stays styled", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "the router opens pages only with JavaScript");
  await logInAsAdmin(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByTestId("account-name").first().locator("xpath=ancestor::details").locator("summary").click();
  await page.getByRole("link", { name: "Admin Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/panel$/);
  // The inline sheet lacks the panel's rules: the whole stylesheet is linked and loaded.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.styleSheets].some(
          (sheet) => /\/assets\/app-[\w-]+\.css$/.test(sheet.href ?? "") && [...sheet.cssRules].some((rule) => rule.cssText.includes(".table-cards")),
        ),
      ),
    )
    .toBe(true);
  expect(await page.locator('style[data-stylesheet="app"]').count()).toBe(1);
  await page.getByRole("link", { name: "Back to Website" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
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
  // The hydration modules held back (a slow link): the page stays the server's HTML.
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
