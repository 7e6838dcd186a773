/**
 * Issue 29, in English, Gujarati and Hindi, JavaScript off as on: the blog's RSS and Atom feeds are
 * named in the head of the blog and the home page and linked on the blog, are served with their
 * types, and parse as XML in the browser (DOMParser), a title with & < > " ' and a Gujarati one
 * read back as written. On a product that is not available, the spec's inquiry stays a disabled
 * 'Out of Stock'; a guest is asked to log in; a signed-in buyer taps "Notify me" (twice: one
 * request) and asks to make one (the inquiry form's messages), and the team's list shows the
 * request with its kind.
 */
import type { Page } from "@playwright/test";
import { and, eq } from "drizzle-orm";

import { gu } from "~/lib/copy/gu";
import { hi } from "~/lib/copy/hi";
import { en } from "~/lib/copy/site";

import { logInAsAdmin, logInAsNewBuyer } from "./support/accounts";
import { createBlogPost, createProduct, createTranslation, schema, testDb } from "./support/factories";
import { expect, test } from "./support/fixtures";

const LANGUAGES = [
  { lang: "en", prefix: "", copy: en },
  { lang: "gu", prefix: "/gu", copy: gu },
  { lang: "hi", prefix: "/hi", copy: hi },
] as const;

const TRICKY = `Boxes & <lids> "quoted" 'single'`;

/** The feed's titles as the browser's XML parser reads them; null when it is not well formed. */
async function parsedTitles(page: Page, xml: string, itemTag: "item" | "entry") {
  return page.evaluate(
    ([text, tag]) => {
      const document = new DOMParser().parseFromString(text, "application/xml");
      if (document.getElementsByTagName("parsererror").length > 0) return null;
      return Array.from(document.getElementsByTagName(tag)).map((item) => item.getElementsByTagName("title")[0]?.textContent ?? "");
    },
    [xml, itemTag] as const,
  );
}

/** The first category of the demo data of a kind (the test's rows go under it). */
const firstCategory = (table: typeof schema.productCategories | typeof schema.blogCategories) =>
  testDb().select({ id: table.id }).from(table).orderBy(table.id).limit(1).get()!.id;

/**
 * A product of its own that is not available, in an existing category. Dated long ago, so these
 * picture-less test products never crowd the first page of /products that other tests read
 * (light-pages.spec.ts counts its card pictures).
 */
function unavailableProduct(title: string): number {
  return createProduct({
    title,
    description: "Made to order in rosewood.",
    price: 9000,
    category: firstCategory(schema.productCategories),
    is_available: false,
    stock_quantity: 0,
    created_at: "2001-01-01T00:00:00.000Z",
  }).id;
}

test.describe("the blog's feeds", () => {
  test.beforeAll(() => {
    // The newest published post: a title with every character XML escapes, and its Gujarati translation.
    const post = createBlogPost({ title: TRICKY, content: "## Care & <polish>\n- dust", excerpt: "A & B", category: firstCategory(schema.blogCategories) });
    createTranslation({ kind: "blog_post", item_id: post.id, lang: "gu", field: "title", value: `${TRICKY} સાદેલી` });
  });

  for (const { lang, prefix, copy } of LANGUAGES) {
    test(
      `${lang}: named in the head of the blog and the home page, linked on the blog, served and well formed`,
      { tag: "@read" },
      async ({ page, baseURL }) => {
        for (const path of [`${prefix}/blog`, prefix || "/"]) {
          await page.goto(path);
          for (const format of ["rss", "atom"] as const) {
            const link = page.locator(`head link[rel="alternate"][type="application/${format}+xml"]`);
            await expect(link).toHaveAttribute("href", `${baseURL}${prefix}/blog/${format}.xml`);
            // The feed is not one of the page's language versions (those are the hreflang links).
            await expect(link).not.toHaveAttribute("hreflang");
          }
        }
        await page.goto(`${prefix}/blog`);
        await expect(page.getByText(copy.feedCopy.follow)).toBeVisible();
        const rssLink = page.getByRole("link", { name: copy.feedCopy.rss, exact: true });
        await expect(rssLink).toHaveAttribute("href", `${prefix}/blog/rss.xml`);
        await expect(page.getByRole("link", { name: copy.feedCopy.atom, exact: true })).toHaveAttribute("href", `${prefix}/blog/atom.xml`);

        const expectedTitle = lang === "gu" ? `${TRICKY} સાદેલી` : TRICKY;
        for (const [format, itemTag, type] of [
          ["rss", "item", "application/rss+xml; charset=utf-8"],
          ["atom", "entry", "application/atom+xml; charset=utf-8"],
        ] as const) {
          const response = await page.request.get(`${prefix}/blog/${format}.xml`);
          expect(response.status()).toBe(200);
          expect(response.headers()["content-type"]).toBe(type);
          expect(response.headers()["cache-control"]).toBe("public, max-age=900");
          const titles = await parsedTitles(page, await response.text(), itemTag);
          expect(titles, `${prefix}/blog/${format}.xml is well formed`).not.toBeNull();
          expect(titles!.length).toBeGreaterThan(1);
          expect(titles!.length).toBeLessThanOrEqual(20);
          expect(titles).toContain(expectedTitle);
        }
      },
    );
  }

  test("an unknown language prefix has no feed", { tag: "@read" }, async ({ page }) => {
    expect((await page.request.get("/xx/blog/rss.xml")).status()).toBe(404);
  });
});

test.describe("a product that is not available", () => {
  test("a guest sees the disabled 'Out of Stock' and is asked to log in", async ({ page }) => {
    const id = unavailableProduct("Guest's Peacock Tray");
    await page.goto(`/products/${id}`);
    await expect(page.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
    await expect(page.getByText(en.productRequestCopy.guestText)).toBeVisible();
    await expect(page.getByRole("link", { name: "Login to Inquire" })).toHaveAttribute("href", `/login?redirectTo=${encodeURIComponent(`/products/${id}`)}`);
    await expect(page.getByRole("button", { name: en.productRequestCopy.notifyButton })).toHaveCount(0);
  });

  for (const { lang, prefix, copy } of LANGUAGES) {
    test(`${lang}: a signed-in buyer taps Notify me (twice: one request) and asks to make one`, async ({ page }, testInfo) => {
      // A sign-up, two posts and three pages on a shared 2-core machine.
      test.slow();
      const title = `Requested Box ${lang} ${testInfo.project.name} ${Date.now().toString(36)}`;
      const id = unavailableProduct(title);
      const buyer = await logInAsNewBuyer(page, testInfo);
      await page.goto(`${prefix}/products/${id}`);
      // The spec's inquiry stays disabled.
      await expect(page.getByRole("button", { name: copy.inquiryCopy.outOfStock })).toBeDisabled();
      await expect(page.getByRole("button", { name: copy.inquiryCopy.sendInquiry })).toHaveCount(0);

      const notify = page.getByRole("button", { name: copy.productRequestCopy.notifyButton });
      await notify.dblclick();
      await expect(page.getByRole("status").filter({ hasText: copy.productRequestCopy.notifySent })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix}/products/${id}$`));
      await expect(page.getByText(copy.productRequestCopy.notifyWaiting)).toBeVisible();
      await expect(page.getByRole("button", { name: copy.productRequestCopy.notifyButton })).toHaveCount(0);

      // Ask to make one: the inquiry's own messages, in the page's language.
      const make = page.locator(`form#product-make-${id}`);
      await make.getByRole("button", { name: copy.productRequestCopy.makeButton }).click();
      await expect(page.locator(`form#product-make-${id} [data-field-error="message"]`)).toHaveText(copy.inquiryCopy.messageRequired);
      await page.locator(`form#product-make-${id} [name="message"]`).fill(`Two like this for a wedding (${lang})`);
      await page.locator(`form#product-make-${id} [name="quantity"]`).fill("2");
      await page.locator(`form#product-make-${id} [name="delivery_timeline"]`).fill("before Diwali");
      await page.locator(`form#product-make-${id}`).getByRole("button", { name: copy.productRequestCopy.makeButton }).click();
      await expect(page.getByRole("status").filter({ hasText: copy.productRequestCopy.makeSent })).toBeVisible();

      const { productInquiries: inquiries, users } = schema;
      const rows = testDb()
        .select({
          request_kind: inquiries.request_kind,
          message: inquiries.message,
          quantity: inquiries.quantity,
          delivery_timeline: inquiries.delivery_timeline,
        })
        .from(inquiries)
        .where(and(eq(inquiries.product_item, id), eq(inquiries.inquirer_email, buyer.user_email)))
        .orderBy(inquiries.id)
        .all();
      expect(rows).toEqual([
        { request_kind: "notify", message: "", quantity: null, delivery_timeline: null },
        { request_kind: "make", message: `Two like this for a wedding (${lang})`, quantity: 2, delivery_timeline: "before Diwali" },
      ]);
      // The account reads this language from now on: the email that the piece is back is written in it.
      const account = testDb().select({ language: users.language }).from(users).where(eq(users.user_email, buyer.user_email)).get()!;
      expect(account.language).toBe(lang);

      // The buyer's own list labels each request by its kind.
      await page.goto(`${prefix}/account/inquiries`);
      const mine = page.getByTestId("my-inquiry").filter({ hasText: title });
      await expect(mine.filter({ hasText: copy.productRequestCopy.kinds.notify })).toHaveCount(1);
      await expect(mine.filter({ hasText: copy.productRequestCopy.kinds.make })).toHaveCount(1);
    });
  }

  test("the team's inquiries show a Notify me request with its kind, and filter by it", async ({ browser, page }, testInfo) => {
    test.slow();
    const title = `Panel Notify Box ${testInfo.project.name} ${Date.now().toString(36)}`;
    const id = unavailableProduct(title);
    await logInAsNewBuyer(page, testInfo);
    await page.goto(`/products/${id}`);
    await page.getByRole("button", { name: en.productRequestCopy.notifyButton }).click();
    await expect(page.getByText(en.productRequestCopy.notifyWaiting)).toBeVisible();

    const team = await browser.newPage();
    await logInAsAdmin(team);
    await team.goto(`/panel/product-inquiries?q=${encodeURIComponent(title)}`);
    const card = team.getByRole("listitem").filter({ hasText: title });
    await expect(card.locator('[data-request-kind="notify"]')).toHaveText("Notify me");
    await expect(card.getByText("Asked to be emailed when this piece is available again.")).toBeVisible();
    await team.getByRole("link", { name: "Make one" }).click();
    await expect(team.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
    await team.getByRole("link", { name: "Notify me" }).click();
    await expect(team.getByRole("listitem").filter({ hasText: title })).toHaveCount(1);
    await team.close();
  });
});
