/**
 * Issue 21: a Gujarati or Hindi page's hydration data carries the copy that page shows, not its
 * language's whole copy (the site layout sends the shell's sections, each route its own:
 * copySections). So a page's HTML holds no other page's words, and a client-side navigation
 * within a language brings the next page's words with its data (the layout's are not sent again):
 * every public page reached that way says what its full load says (which languages-no-english.spec.ts
 * reads with JavaScript off).
 */
import type { Page } from "@playwright/test";

import { gu } from "~/lib/copy/gu";
import { hi } from "~/lib/copy/hi";

import { type ServerProcess, startServer } from "../support/server-process";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

/** The part of a page after its markup: React Router's context and the loaders' data. */
async function hydrationData(html: string): Promise<string> {
  const start = html.indexOf("window.__reactRouterContext");
  expect(start, "the page carries React Router's hydration data").toBeGreaterThan(0);
  return html.slice(start);
}

test("the hydration data of /gu/products carries the list's words and not the contact, account or about pages'", { tag: "@http" }, async ({ request }) => {
  const response = await request.get("/gu/products");
  expect(response.status()).toBe(200);
  const data = await hydrationData(await response.text());
  // The page's own words and the shell's are there: the components read them when they hydrate.
  expect(data).toContain(gu.productsCopy.searchPlaceholder);
  expect(data).toContain(gu.header.login);
  // Words only other pages show are not.
  for (const [name, text] of [
    ["the contact form's", gu.contactCopy.subtitle],
    ["the account pages'", gu.accountCopy.forgotIntro],
    ["the about page's", gu.aboutCopy.metaDescription],
    ["the data page's", gu.myDataCopy.intro],
    ["the newsletter page's (beyond the footer form's words)", gu.newsletterCopy.pageSubtitle],
  ]) {
    expect(data.includes(text!), `${name} words in /gu/products' data`).toBe(false);
  }
});

test("a Hindi product page's data carries no portfolio inquiry words and no other list's", { tag: "@http" }, async ({ request }) => {
  const data = await hydrationData(await (await request.get("/hi/products/1")).text());
  expect(data).toContain(hi.inquiryPageCopy.aboutPiece);
  expect(data.includes(hi.portfolioCopy.metaDescription)).toBe(false);
  expect(data.includes(hi.blogCopy.metaDescription)).toBe(false);
});

test("a client-side navigation from /gu to /gu/contact shows the contact form in Gujarati", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "a client-side navigation needs JavaScript; without it every page is a new document (languages-no-english.spec.ts)");
  await page.goto("/gu");
  await waitForHydration(page);
  // Marks this document: a full load would lose the mark.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.locator(`header a[href="/gu/contact"]`).first().click();
  await expect(page).toHaveURL(/\/gu\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: gu.contactCopy.title })).toBeVisible();
  await expect(page.getByLabel(gu.contactCopy.labels.name)).toBeVisible();
  await expect(page.getByLabel(gu.contactCopy.labels.subject)).toBeVisible();
  await expect(page.getByRole("button", { name: gu.contactCopy.submit })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(gu.contactCopy.metaTitle));
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // The shell's words stay (the layout's data is kept).
  await expect(page.locator("footer").getByRole("button", { name: gu.newsletterCopy.submit })).toBeVisible();
});

test("a product opened over the Gujarati list shows its page's words in Gujarati", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the dialog over the list needs JavaScript; without it the product is a page of its own (languages-no-english.spec.ts)");
  await page.goto("/gu/products");
  await waitForHydration(page);
  await page.locator('a[href^="/gu/products/"]').first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(gu.inquiryPageCopy.aboutPiece)).toBeVisible();
  await expect(dialog.getByText(gu.productFacts.category).first()).toBeVisible();
  await dialog.getByRole("button", { name: gu.shellWords.close }).click();
  await expect(dialog).toBeHidden();
});

/**
 * Every public page, in an order where no item follows its own list (from its list an item opens
 * as a dialog over it, which a full load of the item does not show).
 */
const HOPS = [
  "/products",
  "/gallery/1",
  "/gallery?view=masonry",
  "/portfolio/1",
  "/portfolio?view=list",
  "/blog/a-short-history-of-surat-sadeli",
  "/blog",
  "/products/1",
  "/contact",
  "/newsletter",
  "/login",
  "/signup",
  "/business-register",
  "/forgot-password",
  "/reset-password",
  "/privacy",
  "/terms",
  "/about",
  "/",
];

/** What a page says: its title and its main part's text. */
const shown = (page: Page) => page.evaluate(() => ({ title: document.title, main: document.querySelector("main")?.innerText ?? "" }));

/** The demo content on a server of its own: other specs change the shared one's lists while this compares them. */
let demo: ServerProcess | undefined;

test.afterAll(async () => {
  await demo?.stop();
});

test("every public page reached by a client-side navigation in Gujarati and Hindi says what its full load says", async ({ browser, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "client-side navigations need JavaScript; the js-off walk of languages-no-english.spec.ts reads the full loads");
  test.setTimeout(240_000);
  demo ??= await startServer();
  const context = await browser.newContext({ baseURL: demo.url });
  const [visitor, reference] = [await context.newPage(), await context.newPage()];
  for (const prefix of ["/gu", "/hi"]) {
    await visitor.goto(`${prefix}/about`);
    await waitForHydration(visitor);
    await visitor.evaluate(() => Object.assign(window, { __sameDocument: true }));
    for (const hop of HOPS) {
      const url = hop === "/" ? prefix : prefix + hop;
      await reference.goto(url);
      // A blog post is sent without hydration (decision 019): its full load is the server's HTML.
      if (!hop.startsWith("/blog/")) await waitForHydration(reference);
      const full = await shown(reference);
      type Router = { navigate(to: string): Promise<void> };
      await visitor.evaluate((to) => (window as unknown as { __reactRouterDataRouter: Router }).__reactRouterDataRouter.navigate(to), url);
      await expect.poll(() => shown(visitor), { message: `${url} after a client-side navigation` }).toEqual(full);
    }
    expect(await visitor.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), `${prefix}: one document all along`).toBe(true);
  }
  await context.close();
});
