/**
 * Issue 29, defect 5 and part of defect 9: /gu/account/inquiries and /hi/account/inquiries as a
 * Gujarati and a Hindi buyer meet them on a phone (390 px) with JavaScript off. Signed out, the
 * page sends the visitor to the login page of their language, which brings them back; signed in,
 * the statuses, the dates (in the Indian style of the language) and the items' titles are in that
 * language, and each inquiry shows what the buyer sent: its PI-/PF- reference, quantity, budget
 * and timeline.
 */
import type { Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";

import { gu } from "~/lib/copy/gu";
import { hi } from "~/lib/copy/hi";
import { myInquiriesCopy } from "~/lib/copy/my-data";

import { newApprovedAccount } from "./support/accounts";
import { createPortfolioInquiry, createProductInquiry, schema, testDb } from "./support/factories";
import { expect, test } from "./support/fixtures";

const WORDS = { gu, hi } as const;

test.use({ viewport: { width: 390, height: 844 } });
test.skip(
  ({ javaScriptEnabled }) => javaScriptEnabled !== false,
  "a walk with JavaScript off, the hardest case; the page is server-rendered the same with JavaScript on",
);

/** A demo item of `kind` with a title translated into `lang` (the seed's translations). */
function translatedItem(kind: "product" | "portfolio_item", lang: "gu" | "hi") {
  const table = kind === "product" ? schema.products : schema.portfolioItems;
  const t = schema.contentTranslations;
  return testDb()
    .select({ id: table.id, title: table.title, translated: t.value })
    .from(table)
    .innerJoin(t, and(eq(t.kind, kind), eq(t.item_id, table.id), eq(t.lang, lang), eq(t.field, "title")))
    .orderBy(table.id)
    .limit(1)
    .get()!;
}

/** Two inquiries as the item pages store them: a product one the team replied to, a project one waiting. */
function storedInquiries(account: { id: number; user_email: string }, lang: "gu" | "hi") {
  const product = translatedItem("product", lang);
  const project = translatedItem("portfolio_item", lang);
  const asker = { user_id: account.id, inquirer_name: "Meera Desai", inquirer_email: account.user_email };
  const productInquiry = createProductInquiry({
    ...asker,
    product_item: product.id,
    product_title: product.title,
    message: "Twelve boxes for a wedding, please.",
    quantity: 12,
    budget: 25000,
    delivery_timeline: "Before Diwali",
    status: "replied",
    reply_message: "Yes, in three weeks.",
    replied_at: "2026-03-16T05:00:00.000Z",
    created_at: "2026-03-14T06:30:00.000Z",
  });
  const projectInquiry = createPortfolioInquiry({
    ...asker,
    portfolio_item: project.id,
    portfolio_title: project.title,
    message: "A reception desk like this one?",
    budget: 4500,
    timeline: "By the end of March",
    created_at: "2026-03-20T09:00:00.000Z",
  });
  return { product: { ...product, inquiryId: productInquiry.id }, project: { ...project, inquiryId: projectInquiry.id } };
}

/** The day as an Indian reader of `lang` writes it (Latin digits, the month named in full, India's time zone). */
const dayIn = (lang: "gu" | "hi", iso: string) =>
  new Intl.DateTimeFormat(`${lang}-IN-u-nu-latn`, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date(iso));

async function logInHere(page: Page, email: string, password: string) {
  await page.locator("main input[name=user_email]").fill(email);
  await page.locator("main input[name=password]").fill(password);
  await page.locator("main form:has(input[name=password]) button[type=submit]").click();
}

for (const lang of ["gu", "hi"] as const) {
  test(`/${lang}/account/inquiries: signed out to /${lang}/login and back, then statuses, dates, titles and what was sent in ${lang === "gu" ? "Gujarati" : "Hindi"}`, async ({
    page,
  }, testInfo) => {
    const words = WORDS[lang].myInquiriesCopy;
    const account = newApprovedAccount(testInfo, `inquiries-${lang}`);
    const { product, project } = storedInquiries(account, lang);

    // Signed out: the login page of the visitor's language, which knows the way back.
    await page.goto(`/${lang}/account/inquiries`);
    await expect(page).toHaveURL((url) => url.pathname === `/${lang}/login` && url.searchParams.get("redirectTo") === `/${lang}/account/inquiries`);
    await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${lang}`));
    await expect(page.getByRole("heading", { level: 1, name: WORDS[lang].auth.loginTitle })).toBeVisible();
    await logInHere(page, account.user_email, account.password);
    await expect(page).toHaveURL((url) => url.pathname === `/${lang}/account/inquiries`);
    await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();

    const cards = page.getByTestId("my-inquiry");
    await expect(cards).toHaveCount(2);
    // Newest first: the project inquiry (20 March), then the product inquiry (14 March).
    const projectCard = cards.nth(0);
    const productCard = cards.nth(1);

    // Statuses in the page's language, never the panel's English.
    await expect(productCard.locator("[data-status=replied]")).toHaveText(words.statusLabels.replied);
    await expect(projectCard.locator("[data-status=pending]")).toHaveText(words.statusLabels.pending);
    for (const english of Object.values(myInquiriesCopy.statusLabels)) await expect(page.locator("main")).not.toContainText(english);

    // Dates in the Indian style of the language: 14 March 2026 with the month in its own script.
    const sent = productCard.locator("time").first();
    await expect(sent).toHaveAttribute("datetime", "2026-03-14T06:30:00.000Z");
    await expect(sent).toHaveText(dayIn(lang, "2026-03-14T06:30:00.000Z"));
    await expect(sent).toContainText(lang === "gu" ? "માર્ચ" : "मार्च");
    await expect(productCard.locator("time").nth(1)).toHaveText(dayIn(lang, "2026-03-16T05:00:00.000Z"));
    await expect(projectCard.locator("time").first()).toHaveText(dayIn(lang, "2026-03-20T09:00:00.000Z"));
    await expect(page.locator("main")).not.toContainText("Mar 2026");

    // The items' translated titles, linked in the page's language.
    const productTitle = productCard.getByRole("heading", { level: 2 });
    await expect(productTitle).toHaveText(product.translated);
    await expect(productTitle.getByRole("link")).toHaveAttribute("href", `/${lang}/products/${product.id}`);
    await expect(projectCard.getByRole("heading", { level: 2 })).toHaveText(project.translated);

    // What the buyer sent: the reference the emails name, quantity, budget, timeline.
    await expect(productCard.getByTestId("my-inquiry-reference")).toHaveText(`PI-${String(product.inquiryId).padStart(6, "0")}`);
    await expect(productCard.getByTestId("my-inquiry-quantity")).toHaveText("12");
    await expect(productCard.getByTestId("my-inquiry-budget")).toHaveText("₹25,000");
    await expect(productCard.getByTestId("my-inquiry-timeline")).toHaveText("Before Diwali");
    await expect(productCard.getByText(words.deliveryTimeline, { exact: true })).toBeVisible();
    await expect(projectCard.getByTestId("my-inquiry-reference")).toHaveText(`PF-${String(project.inquiryId).padStart(6, "0")}`);
    await expect(projectCard.getByTestId("my-inquiry-budget")).toHaveText("$4,500.00");
    await expect(projectCard.getByTestId("my-inquiry-timeline")).toHaveText("By the end of March");
    await expect(projectCard.getByTestId("my-inquiry-quantity")).toHaveCount(0);
    await expect(productCard.getByTestId("my-inquiry-reply")).toHaveText("Yes, in three weeks.");

    // Nothing makes the phone scroll sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("every account page sends a signed-out visitor to the login page of its language", async ({ page }) => {
  for (const path of ["/gu/account", "/hi/account/data", "/gu/account/data/delete", "/hi/account/inquiries?page=2"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    const location = new URL(response.headers().location!, "http://x");
    expect(location.pathname, path).toBe(`${path.slice(0, 3)}/login`);
    expect(location.searchParams.get("redirectTo"), path).toBe(path);
  }
  // English stays unprefixed.
  const english = await page.request.get("/account/inquiries", { maxRedirects: 0 });
  expect(english.headers().location).toBe(`/login?${new URLSearchParams({ redirectTo: "/account/inquiries" })}`);
});
