/**
 * Issue 31, the domain against a real SQLite file: the basket, the request, the team's pricing
 * (draft, send, revise), the buyer's answer, the order and its steps, with the rules each step
 * keeps (only the buyer's own quote, only while it waits and is valid, numbers never shared).
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { db, schema } from "~/.server/db";
import { addToBasket, basketCount, basketOf, removeFromBasket, saveBasket } from "~/.server/quotes/basket";
import { answerQuotation } from "~/.server/quotes/decisions";
import { advanceOrder, confirmOrder } from "~/.server/quotes/orders";
import { pricingStart, savePricing } from "~/.server/quotes/pricing";
import { quoteCounts, quoteForBuyer, quoteForTeam, quotesForTeam, quotesOfBuyer } from "~/.server/quotes/read";
import { sendQuoteRequest } from "~/.server/quotes/requests";
import { quoteRuleCopy } from "~/lib/copy/quotes";
import { financialYearOf } from "~/lib/gst/financial-year";
import { indianToday, orderStepSchema, pricingSchema, quoteRequestSchema } from "~/lib/schemas/quotes";

import { createAdmin, createProduct, createUser } from "../support/factories";

const FY = financialYearOf(new Date());
const inDays = (days: number) => new Date(Date.parse(`${indianToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function sellerSettings(values: Partial<typeof schema.siteSettings.$inferInsert> = {}) {
  const row = {
    id: 1,
    site_name: "Surat Sadeli Works",
    legal_name: "Surat Sadeli Works LLP",
    gstin: "24AAACC1206D1ZM",
    state_code: "24",
    invoice_address: "14 Zampa Bazaar, Surat 395003",
    quote_validity_days: 15,
    quote_terms: "50% advance, balance before dispatch.",
    default_hsn_code: "4420",
    default_gst_rate_bp: 500,
    ...values,
  };
  db().insert(schema.siteSettings).values(row).onConflictDoUpdate({ target: schema.siteSettings.id, set: row }).run();
}

const request = (values: Record<string, unknown> = {}) =>
  quoteRequestSchema.parse({
    delivery_city: "Mumbai",
    delivery_state: "27",
    gstin: "27AAPFU0939F1ZV",
    needed_by: "",
    message: "For our hotel's lobby",
    ...values,
  });

function requestedQuote() {
  const buyer = createUser();
  const box = createProduct({ title: "Sadeli Jewellery Box", price: 2450, hsn_code: "", gst_rate_bp: null });
  const table = createProduct({ title: "Sadeli Side Table", price: 18999.5, hsn_code: "9403", gst_rate_bp: 1800 });
  expect(addToBasket(buyer.id, { product_id: box.id, quantity: 12 }).ok).toBe(true);
  expect(addToBasket(buyer.id, { product_id: table.id, quantity: 2 }).ok).toBe(true);
  const sent = sendQuoteRequest(buyer, [], request());
  if (!sent.ok) throw new Error("request refused");
  return { buyer, box, table, quote: sent.record };
}

const pricing = (quoteId: number, change: (start: NonNullable<ReturnType<typeof pricingStart>>) => void = () => {}) => {
  const start = pricingStart(quoteId)!;
  change(start);
  return pricingSchema.parse(start);
};

beforeEach(() => sellerSettings());

describe("the quote basket", () => {
  it("adds, adds again, saves quantities and notes, removes; refuses what cannot be quoted", () => {
    const buyer = createUser();
    const box = createProduct();
    const gone = createProduct({ is_available: false });
    expect(addToBasket(buyer.id, { product_id: box.id, quantity: 3 })).toEqual({ ok: true, record: { quantity: 3 } });
    expect(addToBasket(buyer.id, { product_id: box.id, quantity: 2 })).toEqual({ ok: true, record: { quantity: 5 } });
    expect(addToBasket(buyer.id, { product_id: box.id, quantity: 10_000 })).toEqual({ ok: true, record: { quantity: 10_000 } });
    expect(addToBasket(buyer.id, { product_id: gone.id, quantity: 1 })).toMatchObject({ ok: false, reason: "unavailable" });
    expect(addToBasket(buyer.id, { product_id: 999_999, quantity: 1 })).toMatchObject({ ok: false, reason: "not_found" });
    saveBasket(buyer.id, [{ product_id: box.id, quantity: 4, note: "Walnut finish" }]);
    expect(basketOf(buyer.id)).toMatchObject([{ product_id: box.id, quantity: 4, note: "Walnut finish" }]);
    expect(basketCount(buyer.id)).toBe(1);
    removeFromBasket(buyer.id, box.id);
    expect(basketOf(buyer.id)).toEqual([]);
  });

  it("holds at most 50 products", () => {
    const buyer = createUser();
    const category = createProduct().category;
    for (let index = 0; index < 50; index++) expect(addToBasket(buyer.id, { product_id: createProduct({ category }).id, quantity: 1 }).ok).toBe(true);
    expect(addToBasket(buyer.id, { product_id: createProduct({ category }).id, quantity: 1 })).toMatchObject({ ok: false, message: quoteRuleCopy.basketFull });
  });
});

describe("the request", () => {
  it("copies the buyer and the available products, takes the posted quantities, takes them out of this buyer's basket only", () => {
    const buyer = createUser({ business_name: "Taj Lobby Stores" });
    const other = createUser();
    const box = createProduct({ title: "Peacock Box" });
    const hidden = createProduct({ title: "Gone Box" });
    addToBasket(buyer.id, { product_id: box.id, quantity: 1 });
    addToBasket(buyer.id, { product_id: hidden.id, quantity: 1 });
    addToBasket(other.id, { product_id: box.id, quantity: 7 });
    db().update(schema.products).set({ is_available: false }).where(eq(schema.products.id, hidden.id)).run();
    const sent = sendQuoteRequest(buyer, [{ product_id: box.id, quantity: 6, note: "Gift wrap" }], request(), { lang: "gu" });
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(sent.record).toMatchObject({ status: "requested", business_name: "Taj Lobby Stores", delivery_state: "27", gstin: "27AAPFU0939F1ZV" });
    const detail = quoteForBuyer(buyer.id, sent.record.id)!;
    expect(detail.requested).toMatchObject([{ product_title: "Peacock Box", quantity: 6, note: "Gift wrap" }]);
    // The unavailable one stays in the basket (marked so on the page), for when it is back.
    expect(basketOf(buyer.id)).toMatchObject([{ product_id: hidden.id, is_available: false }]);
    expect(basketOf(other.id)).toMatchObject([{ product_id: box.id, quantity: 7 }]);
    expect(db().select().from(schema.users).where(eq(schema.users.id, buyer.id)).get()?.language).toBe("gu");
  });

  it("an empty basket stores nothing", () => {
    const buyer = createUser();
    expect(sendQuoteRequest(buyer, [], request())).toMatchObject({ ok: false, reason: "empty", message: quoteRuleCopy.basketEmpty });
    expect(quotesOfBuyer(buyer.id)).toEqual([]);
  });

  it("checks the GSTIN, the state and the date at the field", () => {
    const errors = (values: Record<string, unknown>) =>
      quoteRequestSchema
        .safeParse({ delivery_city: "Pune", delivery_state: "27", ...values })
        .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(errors({ gstin: "27AAPFU0939F1ZW" })).toEqual([["gstin", quoteRuleCopy.gstinCheck]]);
    expect(errors({ gstin: "27AAPFU0939F1Z" })).toEqual([["gstin", quoteRuleCopy.gstinLength]]);
    expect(errors({ gstin: " 27aapfu0939f1zv " })).toBeUndefined();
    expect(errors({ delivery_state: "99" })).toEqual([["delivery_state", quoteRuleCopy.deliveryStateRequired]]);
    expect(errors({ needed_by: "2020-01-01" })).toEqual([["needed_by", quoteRuleCopy.neededByPast]]);
    expect(errors({ needed_by: "2027-02-30" })).toEqual([["needed_by", quoteRuleCopy.neededByDate]]);
    expect(errors({ delivery_city: "  " })).toEqual([["delivery_city", quoteRuleCopy.deliveryCityRequired]]);
  });
});

describe("pricing, sending and revising", () => {
  it("starts from the products' prices with their HSN code and rate, or Settings' defaults", () => {
    const { quote } = requestedQuote();
    const start = pricingStart(quote.id)!;
    expect(start.lines).toMatchObject([
      { description: "Sadeli Jewellery Box", quantity: "12", unit_price: "2450", hsn: "4420", rate_bp: "500" },
      { description: "Sadeli Side Table", quantity: "2", unit_price: "18999.50", hsn: "9403", rate_bp: "1800" },
    ]);
    expect(start.valid_until).toBe(inDays(15));
    expect(start.terms).toBe("50% advance, balance before dispatch.");
  });

  it("a draft is the team's alone; sending numbers it; a revision keeps the number and replaces the first for the buyer", () => {
    const admin = createAdmin();
    const { buyer, quote } = requestedQuote();
    const draft = savePricing(
      admin,
      quote.id,
      pricing(quote.id, (start) => (start.internal_notes = "Buyer is a repeat client")),
      { send: false },
    );
    expect(draft).toMatchObject({ ok: true, record: { revision: 1, state: "draft" } });
    expect(quoteForBuyer(buyer.id, quote.id)!.quotation).toBeNull();
    expect(quoteForTeam(quote.id)!.draft?.revision.internal_notes).toBe("Buyer is a repeat client");

    const sent = savePricing(admin, quote.id, pricing(quote.id), { send: true });
    expect(sent).toMatchObject({ ok: true, record: { revision: 1, state: "sent" } });
    const first = quoteForBuyer(buyer.id, quote.id)!;
    expect(first.summary.status).toBe("quoted");
    expect(first.quote.quote_number).toMatch(new RegExp(`^QT/${FY}/\\d{4}$`));
    expect(first.quotation!.revision.internal_notes).toBe("");
    // Mumbai (27) from Surat (24): IGST. 12 x 2450 at 5% + 2 x 18999.50 at 18%.
    expect(first.quotation!.totals).toMatchObject({ supply: "inter-state", taxablePaise: 2_940_000 + 3_799_900, cgstPaise: 0, igstPaise: 147_000 + 683_982 });
    expect(first.quotation!.seller.legal_name).toBe("Surat Sadeli Works LLP");

    sellerSettings({ legal_name: "Renamed Later LLP" });
    const revised = savePricing(
      admin,
      quote.id,
      pricing(quote.id, (start) => (start.lines[0]!.discount = "1000")),
      { send: true },
    );
    expect(revised).toMatchObject({ ok: true, record: { revision: 2, state: "sent" } });
    const second = quoteForBuyer(buyer.id, quote.id)!;
    expect(second.quote.quote_number).toBe(first.quote.quote_number);
    expect(second.quotation!.revision.revision).toBe(2);
    expect(second.quotation!.totals.taxablePaise).toBe(first.quotation!.totals.taxablePaise - 100_000);
    // The first revision still reads as it was sent.
    expect(second.quotation!.seller.legal_name).toBe("Renamed Later LLP");
  });

  it("inside Gujarat the tax is CGST + SGST", () => {
    const admin = createAdmin();
    const buyer = createUser();
    addToBasket(buyer.id, { product_id: createProduct({ price: 1000 }).id, quantity: 3 });
    const quote = sendQuoteRequest(buyer, [], request({ delivery_city: "Vadodara", delivery_state: "24", gstin: "" }));
    if (!quote.ok) throw new Error("refused");
    savePricing(admin, quote.record.id, pricing(quote.record.id), { send: true });
    expect(quoteForBuyer(buyer.id, quote.record.id)!.quotation!.totals).toMatchObject({
      supply: "intra-state",
      cgstPaise: 7500,
      sgstPaise: 7500,
      igstPaise: 0,
      totalPaise: 315_000,
    });
  });

  it("is not sent without the seller's details", () => {
    const admin = createAdmin();
    const { quote } = requestedQuote();
    sellerSettings({ gstin: "" });
    expect(savePricing(admin, quote.id, pricing(quote.id), { send: true })).toMatchObject({ ok: false, message: quoteRuleCopy.sellerIncomplete });
    expect(savePricing(admin, quote.id, pricing(quote.id), { send: false }).ok).toBe(true);
  });

  it("numbers are never shared, in order within the financial year", () => {
    const admin = createAdmin();
    const numbers = Array.from({ length: 3 }, () => {
      const { quote } = requestedQuote();
      savePricing(admin, quote.id, pricing(quote.id), { send: true });
      return quoteForTeam(quote.id)!.quote.quote_number!;
    });
    const sequence = numbers.map((number) => Number(number.split("/")[2]));
    expect(new Set(numbers).size).toBe(3);
    expect(sequence[1]).toBe(sequence[0]! + 1);
    expect(sequence[2]).toBe(sequence[1]! + 1);
  });

  it("refuses a discount above the line and a rate that is not a GST rate, at the field", () => {
    const { quote } = requestedQuote();
    const start = pricingStart(quote.id)!;
    start.lines[0]!.discount = "9999999";
    start.lines[1]!.rate_bp = "700";
    const issues = pricingSchema.safeParse(start).error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toHaveLength(2);
    expect(issues).toEqual(
      expect.arrayContaining([
        ["lines.1.rate_bp", quoteRuleCopy.rateInvalid],
        ["lines.0.discount", quoteRuleCopy.discountTooLarge],
      ]),
    );
  });
});

describe("the buyer's answer and the order", () => {
  function quoted() {
    const admin = createAdmin();
    const detail = requestedQuote();
    savePricing(admin, detail.quote.id, pricing(detail.quote.id), { send: true });
    return { admin, ...detail };
  }

  it("another buyer cannot see or answer it", () => {
    const { quote } = quoted();
    const stranger = createUser();
    expect(quoteForBuyer(stranger.id, quote.id)).toBeNull();
    expect(answerQuotation(stranger.id, quote.id, { accept: true, po_number: "" })).toMatchObject({ ok: false, reason: "not_found" });
  });

  it("accept with a PO number, then the team confirms the order and moves it forward, never back", () => {
    const { admin, buyer, quote } = quoted();
    expect(answerQuotation(buyer.id, quote.id, { accept: true, po_number: "PO-7781" })).toMatchObject({
      ok: true,
      record: { status: "accepted", po_number: "PO-7781" },
    });
    expect(answerQuotation(buyer.id, quote.id, { accept: false, reason: "Changed mind" })).toMatchObject({ ok: false, message: quoteRuleCopy.notWaiting });
    expect(quoteCounts().accepted).toBeGreaterThanOrEqual(1);
    const order = confirmOrder(admin, quote.id);
    expect(order).toMatchObject({ ok: true, record: { status: "confirmed" } });
    if (!order.ok) return;
    expect(order.record.order_number).toMatch(new RegExp(`^SO/${FY}/\\d{4}$`));
    expect(confirmOrder(admin, quote.id)).toMatchObject({ ok: false, message: quoteRuleCopy.notAccepted });
    expect(advanceOrder(admin, order.record.id, orderStepSchema.parse({ status: "in_production" })).ok).toBe(true);
    expect(orderStepSchema.safeParse({ status: "dispatched", carrier: "DTDC" }).error?.issues[0]?.message).toBe(quoteRuleCopy.trackingRequired);
    expect(advanceOrder(admin, order.record.id, orderStepSchema.parse({ status: "dispatched", carrier: "DTDC", tracking_number: "D123456789" }))).toMatchObject(
      {
        ok: true,
        record: { status: "dispatched", carrier: "DTDC", tracking_number: "D123456789" },
      },
    );
    expect(advanceOrder(admin, order.record.id, orderStepSchema.parse({ status: "in_production" }))).toMatchObject({
      ok: false,
      message: quoteRuleCopy.orderStepBack,
    });
    const detail = quoteForBuyer(buyer.id, quote.id)!;
    expect(detail.summary.status).toBe("ordered");
    expect(detail.order!.events.map((event) => event.status)).toEqual(["confirmed", "in_production", "dispatched"]);
  });

  it("decline needs a reason; an expired quotation reads expired and cannot be accepted", () => {
    const { buyer, quote } = quoted();
    expect(answerQuotation(buyer.id, quote.id, { accept: false, reason: "Over budget" })).toMatchObject({
      ok: true,
      record: { status: "declined", decline_reason: "Over budget" },
    });

    const second = quoted();
    db()
      .update(schema.quotationRevisions)
      .set({ valid_until: inDays(-1) })
      .where(eq(schema.quotationRevisions.quote_id, second.quote.id))
      .run();
    expect(quoteForBuyer(second.buyer.id, second.quote.id)!.summary.status).toBe("expired");
    expect(answerQuotation(second.buyer.id, second.quote.id, { accept: true, po_number: "" })).toMatchObject({ ok: false, message: quoteRuleCopy.expired });
    expect(quotesForTeam({ status: "expired" }).quotes.map((row) => row.id)).toContain(second.quote.id);
    expect(quotesForTeam({ status: "quoted" }).quotes.map((row) => row.id)).not.toContain(second.quote.id);
  });
});
