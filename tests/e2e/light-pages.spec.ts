/**
 * Issue 14, section 7: light pages when JavaScript is off. Chromium loads every <img> of a page
 * when scripting is off (lazy or not), so the pictures behind the hero's hidden slides are not in
 * the server's HTML at all, and cards offer phones a small AVIF copy (600 px) before the WebP
 * widths. The byte budgets themselves are measured by `npm run bench` (bench/budgets.ts).
 */
import { expect, type Page, test } from "@playwright/test";

import { waitForHydration } from "./support/hydration";

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 };

/** The addresses of uploaded images the page asked for. */
function uploadRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/uploads/")) requested.push(pathname);
  });
  return requested;
}

/** The address each loaded <img> shows (its `currentSrc`), in or out of `selector`. */
const shownSources = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src).pathname));

const DEMO_PRODUCTS = "/products (Gift Sets)";

/** The products list filtered to the demo's "Gift Sets", whose id is read from the filter's options. */
async function demoProductsAddress(page: Page): Promise<string> {
  await page.goto("/products");
  const id = await page.locator("main select[name=category] option", { hasText: "Gift Sets" }).first().getAttribute("value");
  expect(id).toMatch(/^\d+$/);
  return `/products?category=${id}`;
}

test.describe("on a phone (390x844 at 2x)", () => {
  test.use(PHONE);

  test("the hero's hidden slides download nothing until shown", async ({ page }, testInfo) => {
    const requested = uploadRequests(page);
    await page.goto("/");
    await page.waitForLoadState("load");
    const hero = page.getByRole("region", { name: /highlights/ });
    // Their text and links are there for everyone; their pictures are not.
    await expect(page.locator("#slide-2 h2")).not.toBeEmpty();
    await expect(page.locator("#slide-3 h2")).not.toBeEmpty();
    await expect(hero.locator("img")).toHaveCount(0);

    if (testInfo.project.name === "js-off") {
      // Every image asked for is one the page shows outside the hero.
      const shown = await shownSources(page, "main img");
      expect(shown.length).toBeGreaterThan(5);
      expect(requested.length).toBeGreaterThan(0);
      for (const address of requested) expect(shown, address).toContain(address);
      return;
    }
    await waitForHydration(page);
    // Scrolled into view by its dot, the slide gets its picture, and only then is it asked for.
    const before = requested.length;
    await page.getByRole("link", { name: "Show slide 2" }).click();
    const picture = page.locator("#slide-2 img");
    await expect(picture).toHaveCount(1);
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const [source] = await shownSources(page, "#slide-2 img");
    expect(requested.slice(before)).toContain(source);
    await expect(page.locator("#slide-3 img")).toHaveCount(0);
  });

  // The products list is newest first: other tests' products (most without a picture, many with
  // "Sadeli" in their words) would fill its first page, so it is filtered to a demo category no test adds to.
  for (const path of ["/", DEMO_PRODUCTS, "/gallery"]) {
    test(`${path}: card pictures offer phones a 600 px AVIF before the WebP widths, and a phone takes it`, async ({ page }) => {
      await page.goto(path === DEMO_PRODUCTS ? await demoProductsAddress(page) : path);
      const pictures = page.locator("main picture");
      expect(await pictures.count()).toBeGreaterThan(2);
      for (const picture of await pictures.all()) {
        const source = picture.locator("source");
        await expect(source).toHaveAttribute("type", "image/avif");
        await expect(source).toHaveAttribute("media", "(max-width: 639px)");
        await expect(source).toHaveAttribute("srcset", /^\/uploads\/[a-z]+\/[a-z0-9]+-600w\.avif 600w$/);
        await expect(source).toHaveAttribute("sizes", /100vw/);
        await expect(picture.locator("img")).toHaveAttribute("srcset", /-400w\.webp 400w, .*-800w\.webp 800w/);
      }
      // The first card on screen has loaded its phone copy.
      const first = pictures.first().locator("img");
      await first.scrollIntoViewIfNeeded();
      await expect
        .poll(() => first.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).currentSrc))
        .toMatch(/-600w\.avif$/);
    });
  }
});

test.describe("on a desktop (1366x900)", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("cards keep the WebP widths (the phones' copy is not used)", async ({ page }) => {
    // A demo category: the newest-first page may hold only other tests' products, without pictures.
    await page.goto(await demoProductsAddress(page));
    const first = page.locator("main picture img").first();
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).currentSrc)).toMatch(/-\d+w\.webp$/);
  });
});
