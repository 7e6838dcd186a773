/**
 * Issue 31, what the team's quote page reads beside quoteForTeam: every revision of a quote, first
 * to last, drafts and sent ones, with the date each was sent and its total (the page's revision
 * history), and the createQuoteRequest factory the browser tests set the scene with.
 */
import { describe, expect, it } from "vitest";

import { db, schema } from "~/.server/db";
import { pricingStart, savePricing } from "~/.server/quotes/pricing";
import { quoteCounts, quoteForTeam, revisionsOfQuote } from "~/.server/quotes/read";
import { pricingSchema } from "~/lib/schemas/quotes";

import { createAdmin, createProduct, createQuoteRequest } from "../support/factories";

function sellerReady() {
  const row = {
    id: 1,
    site_name: "Surat Sadeli Works",
    legal_name: "Surat Sadeli Works LLP",
    gstin: "24AAACC1206D1ZM",
    state_code: "24",
    invoice_address: "Surat",
  };
  db().insert(schema.siteSettings).values(row).onConflictDoUpdate({ target: schema.siteSettings.id, set: row }).run();
}

describe("the team's revision history", () => {
  it("lists drafts and sent revisions in order, with their sending date and total", () => {
    sellerReady();
    const admin = createAdmin();
    const product = createProduct({ title: "Peacock Box", price: 1000, hsn_code: "4420", gst_rate_bp: 500 });
    const before = quoteCounts().requested;
    const quote = createQuoteRequest({ lines: [{ product_id: product.id, quantity: 3, note: "Gift wrap" }] });
    expect(quoteCounts().requested).toBe(before + 1);
    expect(quoteForTeam(quote.id)!.requested).toMatchObject([{ product_title: "Peacock Box", quantity: 3, note: "Gift wrap" }]);
    expect(revisionsOfQuote(quote.id)).toEqual([]);

    const priced = () => pricingSchema.parse(pricingStart(quote.id)!);
    expect(savePricing(admin, quote.id, priced(), { send: false }).ok).toBe(true);
    expect(revisionsOfQuote(quote.id)).toMatchObject([{ revision: 1, state: "draft", sent_at: null, total_paise: 315_000 }]);
    expect(savePricing(admin, quote.id, priced(), { send: true }).ok).toBe(true);
    expect(savePricing(admin, quote.id, priced(), { send: false }).ok).toBe(true);
    const history = revisionsOfQuote(quote.id);
    expect(history.map((revision) => [revision.revision, revision.state])).toEqual([
      [1, "sent"],
      [2, "draft"],
    ]);
    expect(history[0]!.sent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(quoteCounts().requested).toBe(before);
  });
});
