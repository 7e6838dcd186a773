/**
 * Issue 31, the buyer, in the browser with JavaScript on and off at 390 px: "Add to quote" on a
 * product page and on a card of the list, the header's count, the basket page (a quantity
 * changed, a GSTIN refused at its field with nothing lost, the request sent once however often it
 * is posted), the request in /account/quotes, the quotation once the team has sent it (its lines
 * and totals), the acceptance with a purchase-order number, and the order's steps once the team
 * confirms and dispatches it (the team's side set by the factories: the panel has its own tests).
 * The basket in Gujarati; another buyer's quote is a 404; a guest sees no "Add to quote".
 */
import { eq } from "drizzle-orm";

import { quoteRuleCopy } from "~/lib/copy/quotes";
import { formatPaise } from "~/lib/gst/money";

import {
  confirmOrderAndAdvance,
  createProduct,
  createQuoteRequest,
  createUser,
  schema,
  sendQuotationFor,
  someProductCategory,
  testDb,
  unique,
} from "./support/factories";
import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

test.use({ viewport: { width: 390, height: 844 } });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
const accountOf = (email: string) => testDb().select().from(schema.users).where(eq(schema.users.user_email, email.toLowerCase())).get()!;
const quotesOf = (userId: number) => testDb().select().from(schema.quotes).where(eq(schema.quotes.user_id, userId)).all();

test("a buyer adds two products, sends the basket once, accepts the quotation and follows the order", async ({ asClient: page, clientAccount }, testInfo) => {
  test.setTimeout(120_000);
  const jsOn = testInfo.project.use.javaScriptEnabled !== false;
  const buyer = accountOf(clientAccount.user_email);
  const category = someProductCategory().id;
  const box = createProduct({ title: unique("Peacock Jewellery Box "), price: 2450, category });
  const tray = createProduct({ title: unique("Sadeli Serving Tray "), price: 1299.5, category });

  // On the product page: a quantity, "Add to quote".
  await page.goto(`/products/${box.id}`);
  if (jsOn) await waitForHydration(page);
  const onPage = page.getByTestId("add-to-quote");
  await onPage.getByLabel("Quantity").fill("3");
  await onPage.getByRole("button", { name: "Add to quote" }).click();
  if (jsOn) await expect(onPage.getByRole("status")).toHaveText("Added to your quote basket");
  else {
    // Without JavaScript: back on the product's page, with the toast.
    await expect(page).toHaveURL(new RegExp(`/products/${box.id}$`));
    await expect(page.getByText("Added to your quote basket")).toBeVisible();
  }
  await expect(page.getByTestId("basket-count")).toHaveText("1");

  // On its card in the list.
  await page.goto(`/products?q=${encodeURIComponent(tray.title)}`);
  if (jsOn) await waitForHydration(page);
  const card = page.locator("article", { has: page.getByRole("heading", { name: tray.title }) });
  await card.getByRole("button", { name: "Add to quote" }).click();
  if (jsOn) await expect(card.getByRole("status")).toHaveText("Added to your quote basket");
  else await expect(page.getByText("Added to your quote basket")).toBeVisible();
  await expect(page.getByTestId("basket-count")).toHaveText("2");

  // The basket: two lines; a quantity changed and saved.
  await page.getByTestId("basket-link").click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your quote basket" })).toBeVisible();
  const lines = page.getByTestId("basket-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).getByLabel("Quantity")).toHaveValue("3");
  await lines.nth(1).getByLabel("Quantity").fill("5");
  await lines.nth(1).getByLabel("Note for this item").fill("Walnut finish");
  await page.getByRole("button", { name: "Update basket" }).click();
  await expect(page.getByText("Your quote basket is saved.")).toBeVisible();
  await expect(lines.nth(1).getByLabel("Quantity")).toHaveValue("5");

  // A wrong GSTIN: refused at its field, nothing typed is lost, nothing stored.
  await page.getByLabel("Delivery city").fill("Mumbai");
  await page.getByLabel("Delivery state").selectOption({ label: "Maharashtra" });
  await page.getByLabel("GSTIN").fill("27AAPFU0939F1ZW");
  await page.getByLabel("Message").fill("For the hotel's lobby shop");
  await lines.nth(0).getByLabel("Quantity").fill("4");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.locator("#gstin-error")).toHaveText(quoteRuleCopy.gstinCheck);
  await expect(page.getByLabel("GSTIN")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Delivery city")).toHaveValue("Mumbai");
  await expect(page.getByLabel("Delivery state")).toHaveValue("27");
  await expect(page.getByLabel("Message")).toHaveValue("For the hotel's lobby shop");
  await expect(lines.nth(0).getByLabel("Quantity")).toHaveValue("4");
  expect(quotesOf(buyer.id)).toHaveLength(0);

  // Fixed and sent with a double tap; then the same post again, as a browser re-posts it: one request.
  await page.getByLabel("GSTIN").fill("27AAPFU0939F1ZV");
  const form = page.locator("main form");
  const posted = await form.evaluate((element) => [...new FormData(element as HTMLFormElement)].map(([name, value]) => [name, String(value)]));
  await page.getByRole("button", { name: "Send request" }).dblclick();
  await expect(page).toHaveURL(/\/account\/quotes\/\d+$/);
  const repost = await page.request.post("/quote", {
    form: Object.fromEntries([...posted.filter(([name]) => name !== "intent" && name !== "_enhanced"), ["intent", "send"]]),
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(repost.status()).toBe(302);
  const stored = quotesOf(buyer.id);
  expect(stored).toHaveLength(1);
  const quote = stored[0]!;
  expect(repost.headers().location).toBe(`/account/quotes/${quote.id}`);
  const reference = `QR-${String(quote.id).padStart(6, "0")}`;
  await expect(page.getByText(`Your quote request ${reference} is sent.`)).toBeVisible();
  await expect(page.getByTestId("quote-status")).toHaveText("Requested");
  await expect(page.getByTestId("requested-line")).toHaveCount(2);
  await expect(page.getByTestId("requested-line").nth(0)).toContainText("Quantity: 4");
  await expect(page.getByTestId("requested-line").nth(1)).toContainText("Walnut finish");
  expect(testDb().select().from(schema.quotes).where(eq(schema.quotes.id, quote.id)).get()?.gstin).toBe("27AAPFU0939F1ZV");

  // The basket is empty now: a clear empty state with the way back to the products.
  await page.getByTestId("basket-link").click();
  await expect(page.getByTestId("basket-empty")).toContainText("Your quote basket is empty");
  await expect(page.getByTestId("basket-empty").getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/products");

  // The list of quotes: the request, requested.
  await page.goto("/account/quotes");
  const row = page.getByTestId("my-quote").filter({ hasText: reference });
  await expect(row.getByTestId("quote-status")).toHaveText("Requested");

  // The team prices it (Gujarat to Maharashtra: IGST) and sends it.
  const { totals, number } = sendQuotationFor(
    quote.id,
    [
      { description: box.title, hsn: "4420", quantity: 4, unitPricePaise: 245_000, rateBp: 500 },
      { description: tray.title, hsn: "4419", quantity: 5, unitPricePaise: 129_950, discountPaise: 10_000, rateBp: 1200 },
      { kind: "freight", description: "Freight to Mumbai", hsn: "9965", quantity: 1, unitPricePaise: 50_000, rateBp: 500 },
    ],
    { validUntil: inDays(15) },
  );
  // 9,800.00 + 6,397.50 + 500.00 taxable; IGST 490.00 + 767.70 + 25.00; 17,980.20 rounds to 17,980.
  expect(totals.totalPaise).toBe(1_798_000);
  await page.reload();
  await expect(row.getByTestId("quote-status")).toHaveText("Quoted");
  await expect(row.getByTestId("quote-total")).toHaveText(formatPaise(totals.totalPaise));
  await row.getByRole("link").click();
  await expect(page.getByTestId("quotation-number")).toHaveText(number);
  await expect(page.getByTestId("quotation-revision")).toHaveText("Revision 1");
  await expect(page.getByTestId("quotation-line")).toHaveCount(3);
  await expect(page.getByTestId("quotation-lines")).toContainText("IGST");
  await expect(page.getByTestId("quotation-totals")).toContainText("₹16,697.50");
  await expect(page.getByTestId("quotation-totals")).toContainText("₹1,282.70");
  await expect(page.getByTestId("quotation-totals")).toContainText("-₹0.20");
  await expect(page.getByTestId("quotation-total")).toHaveText("₹17,980.00");
  await expect(page.getByTestId("quotation-in-words")).toHaveText("Rupees Seventeen Thousand Nine Hundred Eighty Only");
  await expect(page.getByTestId("quotation-upi")).toHaveText("sadeliworks@hdfcbank");
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `/account/quotes/${quote.id}/pdf`);

  // Accepted with a purchase-order number.
  await page.getByLabel("Purchase order number").fill("PO-7781");
  await page.getByRole("button", { name: "Accept quotation" }).click();
  await expect(page.getByText("Thank you: the quotation is accepted. We will confirm your order.")).toBeVisible();
  await expect(page.getByTestId("quote-status")).toHaveText("Accepted");
  await expect(page.getByTestId("quote-accepted")).toContainText("Your purchase order: PO-7781");
  await expect(page.getByRole("button", { name: "Accept quotation" })).toHaveCount(0);

  // The team confirms it and dispatches it: the steps with their dates, the carrier and tracking number.
  const order = confirmOrderAndAdvance(quote.id, [
    { status: "in_production" },
    { status: "dispatched", carrier: "Blue Dart", tracking_number: "BD123456789IN" },
  ]);
  await page.reload();
  await expect(page.getByTestId("quote-status")).toHaveText("Ordered");
  await expect(page.getByTestId("order")).toContainText(`Order ${order.order_number}`);
  const steps = page.getByTestId("order-step");
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText("Confirmed");
  await expect(steps.nth(1)).toContainText("In production");
  await expect(steps.nth(2)).toContainText("Dispatched");
  await expect(steps.nth(2).locator("time")).not.toBeEmpty();
  await expect(page.getByTestId("order-carrier")).toHaveText("Blue Dart");
  await expect(page.getByTestId("order-tracking")).toHaveText("BD123456789IN");
});

test("the basket in Gujarati: its words, and a refusal in Gujarati at its field", async ({ asClient: page, clientAccount }, testInfo) => {
  const jsOn = testInfo.project.use.javaScriptEnabled !== false;
  const buyer = accountOf(clientAccount.user_email);
  const product = createProduct({ title: unique("Gujarati Basket Box "), category: someProductCategory().id });
  testDb().insert(schema.quoteBasketItems).values({ user_id: buyer.id, product_id: product.id, quantity: 2 }).run();
  await page.goto("/gu/quote");
  if (jsOn) await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("તમારી ભાવપત્રક ટોપલી");
  await expect(page.getByRole("button", { name: "ટોપલી સાચવો" })).toBeVisible();
  await expect(page.getByLabel("ડિલિવરીનું શહેર")).toBeVisible();
  await page.getByLabel("ડિલિવરીનું રાજ્ય").selectOption("24");
  await page.getByRole("button", { name: "વિનંતી મોકલો" }).click();
  await expect(page.locator("#delivery_city-error")).toHaveText("ડિલિવરીનું શહેર લખવું જરૂરી છે");
  await expect(page.getByText("કૃપા કરીને નીચેની ભૂલો સુધારો.")).toBeVisible();
  await expect(page.getByTestId("basket-count")).toHaveText("1");
  await expect(page.locator("html")).toHaveAttribute("lang", "gu-IN");
  expect(quotesOf(buyer.id)).toHaveLength(0);
});

test("another buyer's quote is a 404; a guest is asked to log in and sees no Add to quote; the team is no buyer @read", async ({
  asClient: page,
  asManager,
  browser,
}) => {
  const owner = createUser();
  const product = createProduct({ title: unique("Private Quote Box "), category: someProductCategory().id });
  const theirs = createQuoteRequest({ user_id: owner.id, lines: [{ product_id: product.id, quantity: 2 }] });
  const response = await page.goto(`/account/quotes/${theirs.id}`);
  expect(response?.status()).toBe(404);
  expect(await page.content()).not.toContain(product.title);

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto("/gu/quote");
  await expect(guestPage).toHaveURL(/\/gu\/login\?redirectTo=%2Fgu%2Fquote$/);
  await guestPage.goto(`/products/${product.id}`);
  await expect(guestPage.getByRole("link", { name: "Login to Inquire" })).toBeVisible();
  await expect(guestPage.getByTestId("add-to-quote")).toHaveCount(0);
  await expect(guestPage.getByTestId("basket-link")).toHaveCount(0);
  await guest.close();

  // A store manager is the team: no basket, no "Add to quote"; the basket page sends them to their account.
  await asManager.goto(`/products/${product.id}`);
  await expect(asManager.getByTestId("add-to-quote")).toHaveCount(0);
  await expect(asManager.getByTestId("basket-link")).toHaveCount(0);
  await asManager.goto("/hi/quote");
  await expect(asManager).toHaveURL(/\/hi\/account$/);
});

test("an answer to another buyer's quotation is a 404 and changes nothing @http", async ({ asClient: page }, testInfo) => {
  const owner = createUser();
  const theirs = createQuoteRequest({
    user_id: owner.id,
    lines: [{ product_id: createProduct({ title: unique("Guarded Box "), category: someProductCategory().id }).id, quantity: 2 }],
  });
  sendQuotationFor(theirs.id, [{ description: "Guarded Box", hsn: "4420", quantity: 1, unitPricePaise: 100_000, rateBp: 500 }], { validUntil: inDays(10) });
  const answer = await page.request.post(`/account/quotes/${theirs.id}`, {
    form: { intent: "accept", po_number: "PO-STEAL" },
    headers: { Origin: String(testInfo.project.use.baseURL) },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(404);
  expect(testDb().select().from(schema.quotes).where(eq(schema.quotes.id, theirs.id)).get()).toMatchObject({ status: "quoted", po_number: "" });
});
