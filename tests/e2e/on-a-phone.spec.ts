/**
 * Issue 29: what a visitor on a 390 x 844 phone met with JavaScript on. "Load More" left the
 * gallery's visitor at the footer with no way back but Back; the hero's dots sat below the first
 * screen and a tap on one lifted the chosen slide above it; the menu opened before the page had
 * hydrated (a slow link, decision 018) snapped shut when it did.
 */
import { expect, type Page, test } from "@playwright/test";

import { withTestDatabase } from "./support/environment";
import { waitForHydration } from "./support/hydration";

test.use({ viewport: { width: 390, height: 844 } });

const count = (sql: string) => withTestDatabase((database) => (database.prepare(sql).get() as { n: number }).n);

/** Two animation frames: whatever an effect of the last render started has been drawn. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe("Load More and Previous", () => {
  test("gallery: Load More lands on the new page's first artwork, focused, and Previous leads back the same way", async ({ page }, testInfo) => {
    const total = count("select count(*) as n from gallery_items where is_available = 1");
    // The demo's gallery has more than a page (the spec's 12); the test needs page 2.
    expect(total).toBeGreaterThan(12);
    await page.goto("/gallery");
    const jsOn = testInfo.project.name === "js-on";
    if (jsOn) await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Previous" })).toHaveCount(0);
    await page.getByRole("link", { name: "Load More" }).click();
    await expect(page.getByText(`Showing ${Math.min(12, total - 12)} of ${total} artworks`)).toBeVisible();
    await expect(page).toHaveURL(/\/gallery\?page=2#item-1$/);
    const first = page.locator("main #item-1");
    await expect(first).toBeInViewport();
    if (jsOn) await expect(first.getByRole("link").first()).toBeFocused();

    const previous = page.getByRole("link", { name: "Previous" });
    await expect(previous).toHaveAttribute("href", "/gallery#item-1");
    await previous.click();
    await expect(page.getByText(`Showing 12 of ${total} artworks`)).toBeVisible();
    await expect(page).toHaveURL(/\/gallery#item-1$/);
    await expect(page.locator("main #item-1")).toBeInViewport();
    if (jsOn) await expect(page.locator("main #item-1").getByRole("link").first()).toBeFocused();
    await expect(page.getByRole("link", { name: "Previous" })).toHaveCount(0);
  });

  test("products: Load More keeps page 1 above and moves the focus to the first new product", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "js-off", "Without JavaScript the browser follows #item-13 itself; the focus is the script's part.");
    const total = count("select count(*) as n from products");
    expect(total).toBeGreaterThan(12);
    await page.goto("/products");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Load More Products" }).click();
    await expect(page.getByText(`Showing ${Math.min(24, total)} of ${total} products`)).toBeVisible();
    const firstNew = page.locator("main #item-13");
    await expect(firstNew).toBeInViewport();
    await expect(firstNew.getByRole("link").first()).toBeFocused();
    // Appending lists keep page 1 on the page: no Previous.
    await expect(page.getByRole("link", { name: "Previous" })).toHaveCount(0);
  });
});

test.describe("the home page's slider", () => {
  test("the dots are on the first screen, and the slide a dot chooses is in view", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "js-off", "Without JavaScript the dots are anchors and the browser scrolls to the slide (home.spec.ts).");
    await page.goto("/");
    await waitForHydration(page);
    const dots = page.getByRole("navigation", { name: "Slides" }).getByRole("link");
    await expect(dots.nth(1)).toBeInViewport();
    // A visitor who has scrolled into slide 1 (it is 150vh tall) taps dot 2.
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(page.locator("#slide-2 h2")).toBeInViewport();
    await expect(page.locator("#slide-2")).toBeInViewport({ ratio: 0.8 });
    await expect(dots.nth(1)).toBeInViewport();
  });
});

test.describe("the mobile menu opened before the page is interactive", () => {
  for (const path of ["/", "/products", "/gu/contact"]) {
    test(`stays open when ${path} hydrates`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name === "js-off", "Without JavaScript there is no hydration to survive (shell.spec.ts opens the menu).");
      // The hydration modules are held back, as on a slow link, until the menu is open.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // Not until "load": the held modules (React Router's module script and its preloads) hold the load event back.
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const menu = page.getByRole("banner").locator("details:has(nav)");
      await menu.locator("summary").click();
      await expect(menu).toHaveAttribute("open", "");
      await expect(menu.getByRole("navigation").first()).toBeVisible();
      release();
      await waitForHydration(page);
      // Hydration's effects ran (the enhanced fields came after them); two frames more for anything they started.
      await twoFrames(page);
      expect(await menu.evaluate((element: HTMLDetailsElement) => element.open)).toBe(true);
      // Hydrated, it still closes as a menu should.
      await page.keyboard.press("Escape");
      await expect(menu).not.toHaveAttribute("open", "");
    });
  }
});
