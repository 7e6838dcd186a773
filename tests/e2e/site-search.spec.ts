/**
 * The site search (issue 29) as a visitor uses it, in English, Gujarati and Hindi, on a phone
 * (390 px: the box at the top of the menu) and a desktop (1366 px: the header's magnifier, then the
 * search page's box; the header holds the box itself from 1536 px): the header -> the ranked results with the words found marked -> a result's page in the same
 * language. Both projects run it: with JavaScript off the forms and links are plain HTML, with it
 * on React Router navigates. Also: a misspelt English word, nothing found, Previous/Next.
 */
import type { Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";

const LANGUAGES = [
  { prefix: "", query: "jewellery", results: /results for “jewellery”/ },
  { prefix: "/gu", query: "પેટી", results: /“પેટી” માટે \d+ પરિણામ/ },
  { prefix: "/hi", query: "डिब्बा", results: /“डिब्बा” के लिए \d+ नतीजे/ },
] as const;

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
] as const;

/** Types the words in the header's box (in the menu on a phone; on a desktop the search page's, through the header's link) and sends them with Enter. */
async function searchFromHeader(page: Page, words: string, phone: boolean) {
  if (phone) {
    await page.locator("header details summary").last().click();
    await page.locator("#menu-search").fill(words);
    await page.locator("#menu-search").press("Enter");
  } else {
    // At 1366 px the header's row is full: its magnifier leads to the search page's own box.
    await expect(page.locator("#menu-search")).toBeHidden();
    await expect(page.locator("#header-search")).toBeHidden();
    await page.locator('header a[href$="/search"]').click();
    await expect(page).toHaveURL(/\/search$/);
    await page.locator("main").getByRole("searchbox").fill(words);
    await page.locator("main").getByRole("searchbox").press("Enter");
  }
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`${viewport.name} ${language.prefix || "/"}: the header's search finds "${language.query}" and opens a result in the same language`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(language.prefix || "/");
      await searchFromHeader(page, language.query, viewport.name === "phone");

      await expect(page).toHaveURL(new RegExp(`^[^?]*${language.prefix}/search\\?q=`));
      await expect(page.getByRole("heading", { level: 2, name: language.results })).toBeVisible();
      const results = page.getByRole("list", { name: /.+/ }).filter({ has: page.locator("article") });
      const first = results.locator("article").first();
      await expect(first.locator("mark").first()).toBeVisible();
      await expect(first.locator("mark").first()).toHaveText(new RegExp(language.query.slice(0, 3), "i"));
      // The page fits the phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      const link = first.getByRole("link");
      const href = await link.getAttribute("href");
      expect(href).toMatch(new RegExp(`^${language.prefix}/(products|gallery|portfolio|blog)/`));
      const title = (await link.textContent())!.trim();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      // A page of its own (JavaScript off) or the list's dialog over it (on): the item's title heads it.
      await expect(page.getByRole("heading", { name: title, exact: true }).first()).toBeVisible();
    });
  }
}

test("from 1536 px the header holds the box itself", async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto("/gu/about");
  await expect(page.locator('header a[href$="/search"]')).toBeHidden();
  await page.locator("#header-search").fill("પેટી");
  await page.locator("#header-search").press("Enter");
  await expect(page).toHaveURL(/\/gu\/search\?q=/);
  await expect(page.locator("article mark").first()).toHaveText(/પેટી/);
});

test("a misspelt English word shows the results of the closest word and says so", { tag: "@read" }, async ({ page }) => {
  await page.goto("/search?q=jewelery");
  await expect(page.getByTestId("search-corrected")).toContainText("Nothing was found for “jewelery”. Showing results for jewellery");
  await expect(page.getByRole("heading", { level: 2, name: /results for “jewellery”/ })).toBeVisible();
  await expect(page.locator("article mark").first()).toHaveText(/jewellery/i);
});

test("nothing found: a clear empty state with the collections to browse; an empty query asks for words", { tag: "@read" }, async ({ page }) => {
  await page.goto("/hi/search?q=qqqzzzxx");
  await expect(page.getByRole("heading", { level: 2, name: "“qqqzzzxx” के लिए कुछ नहीं मिला" })).toBeVisible();
  await expect(page.getByRole("link", { name: "गैलरी" }).last()).toHaveAttribute("href", "/hi/gallery");
  await page.goto("/search");
  await expect(page.getByText("Type a word or two above")).toBeVisible();
  await expect(page.locator("article")).toHaveCount(0);
});

test("Previous and Next are plain links that keep the words; the page is canonical at /search and not indexed", async ({ page }) => {
  await page.goto("/search?q=sadeli");
  const heading = page.getByRole("heading", { level: 2, name: /results for “sadeli”/ });
  const total = Number(/(\d+) results/.exec((await heading.textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(10);
  await expect(page.locator("article")).toHaveCount(10);
  await page.getByRole("link", { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/search\?q=sadeli&page=2$/);
  await expect(page.locator("article")).toHaveCount(Math.min(10, total - 10));
  await page.getByRole("link", { name: /Previous/ }).click();
  await expect(page).toHaveURL(/\/search\?q=sadeli$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/search$/);
  await expect(page.locator('link[rel="alternate"][hreflang="gu-IN"]')).toHaveAttribute("href", /\/gu\/search$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
