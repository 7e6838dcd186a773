/**
 * Issue 19: the public site in English, Gujarati and Hindi. Every public route answers in each
 * language with its <html lang> and its alternates; the language switch keeps the page and its
 * query; the contact form's errors are in Hindi on /hi/contact; an unknown prefix is a 404; the
 * browser's preferred language is suggested, never forced; text that fell back to English says so.
 * Run in both projects: the pages need no JavaScript.
 */
import { expect, type Page, test } from "@playwright/test";

import { gu } from "~/lib/copy/gu";
import { hi } from "~/lib/copy/hi";

const ROUTES = [
  "/",
  "/about",
  "/products",
  "/products?q=box&view=list",
  "/products/1",
  "/gallery",
  "/gallery/1",
  "/portfolio",
  "/portfolio/1",
  "/blog",
  "/blog/a-short-history-of-surat-sadeli",
  "/contact",
  "/newsletter",
  "/login",
  "/signup",
  "/business-register",
  "/privacy",
  "/terms",
];
const LANGUAGES = [
  { prefix: "", tag: "en-IN" },
  { prefix: "/gu", tag: "gu-IN" },
  { prefix: "/hi", tag: "hi-IN" },
];
const at = (prefix: string, route: string) => (prefix && route === "/" ? prefix : prefix + route.replace(/^\/(?=\?)/, "/"));

test("every public route answers in English, Gujarati and Hindi with its lang and alternates", { tag: "@http" }, async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  for (const route of ROUTES) {
    const path = route.split("?")[0]!;
    for (const { prefix, tag } of LANGUAGES) {
      const url = at(prefix, route);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`<html lang="${tag}"`);
      for (const [hreflang, other] of [
        ["en-IN", ""],
        ["gu-IN", "/gu"],
        ["hi-IN", "/hi"],
        ["x-default", ""],
      ] as const) {
        const href = `${baseURL}${other && path === "/" ? other : other + path}`;
        expect(html, `${url} names ${hreflang}`).toContain(`<link rel="alternate" hrefLang="${hreflang}" href="${href}"/>`);
      }
      expect(html, url).toContain(`<meta property="og:locale" content="${tag.replace("-", "_")}"/>`);
    }
  }
});

test("an unknown language prefix, and English under a prefix, are the 'Artwork Not Found' page", { tag: "@http" }, async ({ request }) => {
  for (const url of ["/xx/products", "/en/products", "/fr", "/gu/no-such-artwork"]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
  }
  expect(await (await request.get("/gu/no-such-artwork")).text()).toContain(gu.notFound.title);
});

test("the language switch leads to the same page and query in the other language, and links stay in the language", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/products?q=box&view=list");
  const header = page.getByRole("banner");
  await header.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "ગુજરાતી" }).click();
  await expect(page).toHaveURL(/\/gu\/products\?q=box&view=list$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "gu-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(gu.productsCopy.title);
  await expect(page.getByRole("searchbox").or(page.getByRole("textbox", { name: gu.productsCopy.searchLabel }))).toHaveValue("box");
  // Links inside the page keep its language.
  await header.getByRole("link", { name: gu.siteShellCopy.navigation.contact, exact: true }).click();
  await expect(page).toHaveURL(/\/gu\/contact$/);
  await header.getByRole("navigation", { name: gu.siteShellCopy.languageSwitch }).getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi\/contact$/);
  await header.getByRole("navigation", { name: hi.siteShellCopy.languageSwitch }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});

test("the mobile menu has the language switch", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/hi/gallery?view=grid");
  await page.getByText(hi.header.menu, { exact: true }).click();
  await page.getByRole("navigation", { name: hi.siteShellCopy.languageSwitch }).getByRole("link", { name: "ગુજરાતી" }).click();
  await expect(page).toHaveURL(/\/gu\/gallery\?view=grid$/);
});

async function submitEmptyContact(page: Page) {
  await page.goto("/hi/contact");
  await page.getByRole("button", { name: hi.contactCopy.submit }).click();
}

test("the contact form's errors are in Hindi on /hi/contact", async ({ page }) => {
  await submitEmptyContact(page);
  await expect(page.getByText(hi.validation.nameRequired).first()).toBeVisible();
  await expect(page.getByText(hi.validation.subjectRequired).first()).toBeVisible();
  await expect(page.getByText(hi.validation.messageRequired).first()).toBeVisible();
  await expect(page.getByText("Name is required")).toHaveCount(0);
  // Bad input at a field: the Hindi message for it.
  await page.getByRole("textbox", { name: hi.contactCopy.labels.email, exact: true }).fill("not-an-email");
  await page.getByRole("textbox", { name: hi.contactCopy.labels.message, exact: true }).fill("short");
  await page.getByRole("button", { name: hi.contactCopy.submit }).click();
  await expect(page.getByText(hi.validation.emailInvalid).first()).toBeVisible();
  await expect(page.getByText(hi.validation.messageMin).first()).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/contact/);
});

test("a browser that prefers Hindi is offered the Hindi page, never sent there; dismissed, the offer stays away", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "hi-IN", extraHTTPHeaders: { "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.5" } });
  const page = await context.newPage();
  const response = await page.goto("/products?page=1");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/products\?page=1$/);
  const offer = page.getByRole("complementary", { name: hi.serverWords.suggestion.link });
  await expect(offer.getByRole("link", { name: hi.serverWords.suggestion.link })).toHaveAttribute("href", "/hi/products?page=1");
  await offer.getByRole("button", { name: hi.serverWords.suggestion.dismiss }).click();
  await expect(page).toHaveURL(/\/products\?page=1$/);
  await expect(page.getByRole("complementary", { name: hi.serverWords.suggestion.link })).toHaveCount(0);
  await page.goto("/about");
  await expect(page.getByRole("complementary", { name: hi.serverWords.suggestion.link })).toHaveCount(0);
  await context.close();
});

test("a visitor who prefers English is not shown the suggestion, even after a Hindi visitor saw the same page", async ({ browser, baseURL }) => {
  const hindi = await browser.newContext({ baseURL, locale: "hi-IN", extraHTTPHeaders: { "Accept-Language": "hi" } });
  const english = await browser.newContext({ baseURL, locale: "en-IN", extraHTTPHeaders: { "Accept-Language": "en-IN,en;q=0.9" } });
  const first = await hindi.newPage();
  await first.goto("/blog");
  await expect(first.getByRole("complementary", { name: hi.serverWords.suggestion.link })).toBeVisible();
  const second = await english.newPage();
  await second.goto("/blog");
  await expect(second.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(second.getByRole("complementary")).toHaveCount(0);
  await hindi.close();
  await english.close();
});

test('a text with no translation shows in English, marked lang="en"', { tag: "@read" }, async ({ page }) => {
  await page.goto("/products/1");
  const english = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
  await page.goto("/gu/products/1");
  const title = page.getByRole("heading", { level: 1 });
  const gujarati = (await title.textContent())?.trim();
  // Either the product has its Gujarati title, or the English one shows and says so.
  if (gujarati === english) await expect(title).toHaveAttribute("lang", "en");
  else await expect(title).not.toHaveAttribute("lang", "en");
  // The page's own words are Gujarati all the same.
  await expect(page.getByRole("navigation", { name: gu.siteShellCopy.languageSwitch }).first()).toBeAttached();
});

test("the sitemap names every page in its three languages", { tag: "@http" }, async ({ request, baseURL }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain(`<loc>${baseURL}/gu/products</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/hi/about</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/contact"/>`);
});

test("login refusals are in Gujarati on /gu/login, and the page's links stay in Gujarati", async ({ page }) => {
  await page.goto("/gu/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(gu.auth.loginTitle);
  await page.getByRole("textbox", { name: gu.auth.emailLabel }).fill("nobody-here@example.in");
  await page.getByLabel(gu.auth.passwordLabel, { exact: true }).fill("not-the-password-1");
  await page.getByRole("button", { name: gu.auth.signIn }).click();
  await expect(page.getByText(gu.auth.invalidCredentials)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: gu.auth.registerLink })).toHaveAttribute("href", "/gu/signup");
});

test("the privacy policy on /hi/privacy says its text is English and marks it so", { tag: "@read" }, async ({ page }) => {
  await page.goto("/hi/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.legalCopy.privacyTitle);
  await expect(page.getByText(hi.legalCopy.englishOnly)).toBeVisible();
  await expect(page.locator('main [lang="en"]').first()).toBeAttached();
});
