/**
 * Issue 31, the quote calls of the API against the production build: the buyer's basket, request,
 * quotes and answers; the team's list, pricing, sending, order and steps; each refusal mapped as
 * the rest of the API maps them (404 not found, 409 with the domain's message, 400 field errors);
 * a buyer never reads nor answers another buyer's quote (404); no token 401, a buyer on the team's
 * calls 403 and the team on the buyer's 403 (the pages' rule, one permission table), a store
 * manager allowed. Every answer is checked against the OpenAPI description
 * (fixtures.ts), so the document and the answers cannot drift.
 */
import { eq } from "drizzle-orm";

import { createProduct, createUser, schema, testDb } from "../e2e/support/factories";
import { expect, test } from "./fixtures";
import { adminToken, apiToken, approvedClient, bearer, E2E_ADMIN } from "./support";

const inDays = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The seller's details a quotation needs before it can be sent, when the test server has none yet. */
function sellerSettings() {
  const settings = testDb().select().from(schema.siteSettings).get();
  if (settings?.legal_name && settings.gstin && settings.state_code && settings.invoice_address) return;
  testDb()
    .update(schema.siteSettings)
    .set({ legal_name: "Surat Sadeli Works LLP", gstin: "24AAACC1206D1ZM", state_code: "24", invoice_address: "14 Zampa Bazaar, Surat 395003" })
    .run();
}

const REQUEST = { delivery_city: "Mumbai", delivery_state: "27", gstin: "", needed_by: "", message: "For our hotel's lobby" };

test("a buyer's basket, request, quotation, answer and order, through the API end to end", async ({ request }) => {
  sellerSettings();
  const client = await approvedClient(request, "quoter");
  const other = await approvedClient(request, "otherbuyer");
  const asBuyer = bearer(client.token);
  const asOther = bearer(other.token);
  const asTeam = bearer(adminToken());
  const box = createProduct({ title: `API quote box ${Date.now()}`, price: 2450, hsn_code: "4420", gst_rate_bp: 1200 });
  const gone = createProduct({ title: `API gone box ${Date.now()}`, is_available: false });

  // The basket: add, add again (adds up), refused products, change, remove.
  expect((await request.post("/api/quote-basket/", { data: { product_id: box.id, quantity: 4 }, headers: asBuyer })).status()).toBe(201);
  const added = await request.post("/api/quote-basket/", { data: { product_id: box.id, quantity: 2 }, headers: asBuyer });
  expect(((await added.json()) as { data: { quantity: number } }).data.quantity).toBe(6);
  expect((await request.post("/api/quote-basket/", { data: { product_id: gone.id }, headers: asBuyer })).status()).toBe(409);
  expect((await request.post("/api/quote-basket/", { data: { product_id: 999_999_999 }, headers: asBuyer })).status()).toBe(404);
  const badQuantity = await request.post("/api/quote-basket/", { data: { product_id: box.id, quantity: 0 }, headers: asBuyer });
  expect(badQuantity.status()).toBe(400);
  expect(Object.keys(((await badQuantity.json()) as { errors: object }).errors)).toEqual(["quantity"]);
  const changed = await request.patch(`/api/quote-basket/${box.id}/`, { data: { quantity: 12, note: "Gold lining" }, headers: asBuyer });
  expect(((await changed.json()) as { data: unknown }).data).toMatchObject({ quantity: 12, note: "Gold lining" });
  expect((await request.patch(`/api/quote-basket/${gone.id}/`, { data: { quantity: 2 }, headers: asBuyer })).status()).toBe(404);
  expect((await request.delete(`/api/quote-basket/${gone.id}/`, { headers: asBuyer })).status()).toBe(404);
  // Another buyer's basket is their own: this one's line is not in it.
  expect((await request.patch(`/api/quote-basket/${box.id}/`, { data: { quantity: 1 }, headers: asOther })).status()).toBe(404);
  const basket = (await (await request.get("/api/quote-basket/", { headers: asBuyer })).json()) as { count: number; results: Array<{ product_id: number }> };
  expect(basket.results.map((line) => line.product_id)).toEqual([box.id]);

  // The request: field errors, then sent; a repeated post finds the basket empty and stores nothing.
  const invalid = await request.post("/api/quotes/", { data: { ...REQUEST, delivery_state: "99", gstin: "27AAPFU0939F1ZX" }, headers: asBuyer });
  expect(invalid.status()).toBe(400);
  expect(Object.keys(((await invalid.json()) as { errors: object }).errors).sort()).toEqual(["delivery_state", "gstin"]);
  const sent = await request.post("/api/quotes/", { data: REQUEST, headers: asBuyer });
  expect(sent.status()).toBe(201);
  const quote = ((await sent.json()) as { data: { id: number; reference: string; status: string; requested: Array<{ quantity: number; note: string }> } }).data;
  expect(quote).toMatchObject({ status: "requested", reference: `QR-${String(quote.id).padStart(6, "0")}` });
  expect(quote.requested).toEqual([expect.objectContaining({ quantity: 12, note: "Gold lining" })]);
  const repeated = await request.post("/api/quotes/", { data: REQUEST, headers: asBuyer });
  expect(repeated.status()).toBe(409);
  expect(((await (await request.get("/api/quotes/", { headers: asBuyer })).json()) as { count: number }).count).toBe(1);

  // Another buyer: 404 for every call about this quote (its existence is not told).
  expect((await request.get(`/api/quotes/${quote.id}/`, { headers: asOther })).status()).toBe(404);
  expect((await request.post(`/api/quotes/${quote.id}/accept/`, { data: {}, headers: asOther })).status()).toBe(404);
  expect((await request.post(`/api/quotes/${quote.id}/decline/`, { data: { reason: "No" }, headers: asOther })).status()).toBe(404);
  expect(((await (await request.get("/api/quotes/", { headers: asOther })).json()) as { count: number }).count).toBe(0);

  // The team: the list, nothing to send yet, a draft with internal notes.
  const waiting = (await (await request.get("/api/admin/quotes/?status=requested", { headers: asTeam })).json()) as { results: Array<{ id: number }> };
  expect(waiting.results.map((row) => row.id)).toContain(quote.id);
  expect((await request.post(`/api/admin/quotes/${quote.id}/send/`, { headers: asTeam })).status()).toBe(409);
  const pricing = {
    lines: [
      { kind: "goods", product_id: box.id, description: "Sadeli Jewellery Box", hsn: "4420", quantity: 12, unit_price: "2450.50", discount: "", rate_bp: 1200 },
    ],
    valid_until: inDays(10),
    terms: "50% advance.",
    internal_notes: "SECRET-MARGIN-NOTE",
  };
  const wrongPricing = await request.put(`/api/admin/quotes/${quote.id}/pricing/`, {
    data: { ...pricing, lines: [{ ...pricing.lines[0], unit_price: "24.505", rate_bp: 700 }] },
    headers: asTeam,
  });
  expect(wrongPricing.status()).toBe(400);
  expect(Object.keys(((await wrongPricing.json()) as { errors: object }).errors).sort()).toEqual(["lines.0.rate_bp", "lines.0.unit_price"]);
  const draft = await request.put(`/api/admin/quotes/${quote.id}/pricing/`, { data: pricing, headers: asTeam });
  expect(draft.status()).toBe(200);
  const team = ((await draft.json()) as { data: { draft: { internal_notes: string; total_paise: number; lines: unknown[] }; quotation: null } }).data;
  expect(team.quotation).toBeNull();
  expect(team.draft.internal_notes).toBe("SECRET-MARGIN-NOTE");
  // 12 x 2450.50 = 29,406.00; IGST 12% (Maharashtra from Gujarat) = 3,528.72; 32,934.72 rounds to 32,935.
  expect(team.draft.total_paise).toBe(3_293_500);
  // The buyer sees no draft.
  const before = await request.get(`/api/quotes/${quote.id}/`, { headers: asBuyer });
  expect(((await before.json()) as { quotation: unknown }).quotation).toBeNull();

  // Sent: the buyer reads the quotation, never the notes.
  const sentQuotation = await request.post(`/api/admin/quotes/${quote.id}/send/`, { headers: asTeam });
  expect(sentQuotation.status()).toBe(200);
  const afterSend = ((await sentQuotation.json()) as { data: { quote_number: string; draft: unknown; revisions: Array<{ state: string }> } }).data;
  expect(afterSend.quote_number).toMatch(/^QT\/\d{4}-\d{2}\/\d{4}$/);
  expect(afterSend.draft).toBeNull();
  expect(afterSend.revisions.map((revision) => revision.state)).toEqual(["sent"]);
  const mine = await request.get(`/api/quotes/${quote.id}/`, { headers: asBuyer });
  const mineText = await mine.text();
  expect(mineText).not.toContain("SECRET-MARGIN-NOTE");
  expect(mineText).not.toContain("internal_notes");
  const buyerQuote = JSON.parse(mineText) as {
    status: string;
    quotation: {
      revision: number;
      total_paise: number;
      igst_paise: number;
      tax_summary: unknown[];
      total_in_words: string;
      lines: Array<{ unit_price_paise: number }>;
    };
  };
  expect(buyerQuote.status).toBe("quoted");
  expect(buyerQuote.quotation).toMatchObject({ revision: 1, total_paise: 3_293_500, igst_paise: 352_872 });
  expect(buyerQuote.quotation.lines[0]!.unit_price_paise).toBe(245_050);
  expect(buyerQuote.quotation.tax_summary).toHaveLength(1);
  expect(buyerQuote.quotation.total_in_words).toMatch(/^Rupees Thirty[- ]Two Thousand Nine Hundred Thirty[- ]Five Only$/);

  // The answer: a decline needs a reason; accepted; a second answer is refused.
  expect((await request.post(`/api/quotes/${quote.id}/decline/`, { data: { reason: " " }, headers: asBuyer })).status()).toBe(400);
  const accepted = await request.post(`/api/quotes/${quote.id}/accept/`, { data: { po_number: "PO-778" }, headers: asBuyer });
  expect(accepted.status()).toBe(200);
  expect(((await accepted.json()) as { data: unknown }).data).toMatchObject({ status: "accepted", po_number: "PO-778" });
  const again = await request.post(`/api/quotes/${quote.id}/decline/`, { data: { reason: "Changed our mind" }, headers: asBuyer });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message.length).toBeGreaterThan(0);
  // An answered quotation is not priced again.
  expect((await request.put(`/api/admin/quotes/${quote.id}/pricing/`, { data: pricing, headers: asTeam })).status()).toBe(409);

  // The order and its steps.
  const confirmed = await request.post(`/api/admin/quotes/${quote.id}/confirm-order/`, { headers: asTeam });
  expect(confirmed.status()).toBe(201);
  const order = ((await confirmed.json()) as { data: { id: number; order_number: string; status: string } }).data;
  expect(order).toMatchObject({ status: "confirmed", order_number: expect.stringMatching(/^SO\//) });
  expect((await request.post(`/api/admin/quotes/${quote.id}/confirm-order/`, { headers: asTeam })).status()).toBe(409);
  const noTracking = await request.post(`/api/admin/orders/${order.id}/steps/`, { data: { status: "dispatched", carrier: "Blue Dart" }, headers: asTeam });
  expect(noTracking.status()).toBe(400);
  expect(Object.keys(((await noTracking.json()) as { errors: object }).errors)).toEqual(["tracking_number"]);
  expect((await request.post(`/api/admin/orders/${order.id}/steps/`, { data: { status: "in_production" }, headers: asTeam })).status()).toBe(201);
  expect((await request.post(`/api/admin/orders/${order.id}/steps/`, { data: { status: "confirmed" }, headers: asTeam })).status()).toBe(409);
  const dispatched = await request.post(`/api/admin/orders/${order.id}/steps/`, {
    data: { status: "dispatched", carrier: "Blue Dart", tracking_number: "BD-44120987" },
    headers: asTeam,
  });
  expect(((await dispatched.json()) as { data: unknown }).data).toMatchObject({ status: "dispatched", carrier: "Blue Dart", tracking_number: "BD-44120987" });
  expect((await request.post("/api/admin/orders/999999999/steps/", { data: { status: "delivered" }, headers: asTeam })).status()).toBe(404);
  const followed = (await (await request.get(`/api/quotes/${quote.id}/`, { headers: asBuyer })).json()) as {
    status: string;
    order: { events: Array<{ status: string }> };
  };
  expect(followed.status).toBe("ordered");
  expect(followed.order.events.map((event) => event.status)).toEqual(["confirmed", "in_production", "dispatched"]);
});

test("who may call: no token 401, a buyer on the team's calls 403 and the team on the buyer's 403, a store manager allowed, a wrong filter 400", async ({
  request,
}) => {
  const client = await approvedClient(request, "quoterole");
  const manager = createUser({ user_type: 3, user_email: `manager.${Date.now()}@example.in` });
  for (const path of ["/api/quote-basket/", "/api/quotes/", "/api/quotes/1/", "/api/admin/quotes/"]) expect((await request.get(path)).status(), path).toBe(401);
  expect((await request.post("/api/quotes/", { data: REQUEST })).status()).toBe(401);
  for (const path of ["/api/admin/quotes/", "/api/admin/quotes/1/"])
    expect((await request.get(path, { headers: bearer(client.token) })).status(), path).toBe(403);
  expect((await request.post("/api/admin/quotes/1/send/", { headers: bearer(client.token) })).status()).toBe(403);
  expect((await request.post("/api/admin/orders/1/steps/", { data: { status: "delivered" }, headers: bearer(client.token) })).status()).toBe(403);
  const asManager = bearer(apiToken(manager.id));
  expect((await request.get("/api/admin/quotes/", { headers: asManager })).status()).toBe(200);
  // The team is no buyer (the permission table's "request:quotes", as on the pages): 403 on the buyer's calls, nothing stored.
  const product = createProduct({ title: `Team Basket Box ${Date.now()}` });
  const admin = testDb().select().from(schema.users).where(eq(schema.users.user_email, E2E_ADMIN.email)).get()!;
  for (const [who, team] of [
    ["manager", manager.id],
    ["admin", admin.id],
  ] as const) {
    const asTeam = bearer(apiToken(team));
    for (const path of ["/api/quote-basket/", "/api/quotes/", "/api/quotes/1/"])
      expect((await request.get(path, { headers: asTeam })).status(), `${who} ${path}`).toBe(403);
    expect((await request.post("/api/quote-basket/", { data: { product_id: product.id, quantity: 2 }, headers: asTeam })).status(), who).toBe(403);
    expect((await request.patch(`/api/quote-basket/${product.id}/`, { data: { quantity: 3 }, headers: asTeam })).status(), who).toBe(403);
    expect((await request.post("/api/quotes/", { data: REQUEST, headers: asTeam })).status(), who).toBe(403);
    expect((await request.post("/api/quotes/1/accept/", { data: {}, headers: asTeam })).status(), who).toBe(403);
    expect(testDb().select().from(schema.quoteBasketItems).where(eq(schema.quoteBasketItems.user_id, team)).all(), who).toEqual([]);
    expect(testDb().select().from(schema.quotes).where(eq(schema.quotes.user_id, team)).all(), who).toEqual([]);
  }
  const wrong = await request.get("/api/admin/quotes/?status=lost", { headers: asManager });
  expect(wrong.status()).toBe(400);
  expect(Object.keys(((await wrong.json()) as { errors: object }).errors)).toEqual(["status"]);
  // Unknown fields are refused by name, as in every body of the API.
  const extra = await request.post("/api/quote-basket/", { data: { product_id: 1, user_id: 1 }, headers: bearer(client.token) });
  expect(extra.status()).toBe(400);
  expect(Object.keys(((await extra.json()) as { errors: object }).errors)).toEqual(["user_id"]);
});
