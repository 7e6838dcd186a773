/**
 * Issue 31, the quotation PDF: a quotation made through the domain (basket, request, pricing,
 * sending, a revision) is rendered, read back with poppler's `pdftotext -layout` and checked for
 * its numbers (each line's taxable value and tax, the tax summary, the totals, the round off, the
 * words), its names (a Gujarati and a Hindi product title come out as those letters), the rupee
 * sign, the number and "Revision 2"; its first page is rendered to PNG with `pdftoppm` and the UPI
 * QR code decoded (jsQR) to the payment link of the total. Then the two routes: the buyer gets
 * their own PDF, another buyer 404, a guest goes to log in, the team gets any revision.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createSession } from "~/.server/accounts/sessions";
import { db, schema } from "~/.server/db";
import { addToBasket } from "~/.server/quotes/basket";
import { renderQuotationPdf, scriptRuns } from "~/.server/quotes/pdf";
import { latestDraft, latestSentRevision, pricingStart, savePricing } from "~/.server/quotes/pricing";
import { sendQuoteRequest } from "~/.server/quotes/requests";
import { pricingSchema, quoteRequestSchema } from "~/lib/schemas/quotes";
import { browserSessionCookie } from "~/routes/.server/auth";
import { loader as panelPdf } from "~/routes/panel/quotes/pdf";
import { loader as buyerPdf } from "~/routes/site/account/quote-pdf";

import { createAdmin, createProduct, createUser } from "../support/factories";

const GUJARATI_TITLE = "સાડેલી ઘરેણાંની પેટી";
const HINDI_TITLE = "सादेली साइड टेबल";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "quotation-pdf-"));
afterAll(() => (process.env.KEEP_PDF ? undefined : fs.rmSync(folder, { recursive: true, force: true })));

function sellerSettings() {
  const row = {
    id: 1,
    site_name: "Surat Sadeli Works",
    legal_name: "Surat Sadeli Works LLP",
    gstin: "24AAACC1206D1ZM",
    state_code: "24",
    invoice_address: "14 Zampa Bazaar, Surat 395003, Gujarat",
    bank_account_name: "Surat Sadeli Works LLP",
    bank_account_number: "50200012345678",
    bank_ifsc: "HDFC0000123",
    bank_name: "HDFC Bank, Ring Road, Surat",
    upi_id: "suratsadeli@okhdfc",
    quote_validity_days: 15,
    quote_terms: "Prices in Indian rupees. Advance with the order, balance before dispatch. Delivery in 3 to 4 weeks.",
    default_hsn_code: "4420",
    default_gst_rate_bp: 500,
  };
  db().insert(schema.siteSettings).values(row).onConflictDoUpdate({ target: schema.siteSettings.id, set: row }).run();
}

let fileCount = 0;
function pdfText(pdf: Buffer): string {
  const file = path.join(folder, `q${++fileCount}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

/** The layout line (a row of a table), spaces squeezed, that holds `marker`. */
const lineWith = (text: string, marker: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .find((line) => line.includes(marker));

type Priced = ReturnType<typeof pricingStart> & {};

function quotation({
  city,
  state,
  gstin,
  lines,
  price,
}: {
  city: string;
  state: string;
  gstin: string;
  lines: [number, number][];
  price: (start: Priced) => void;
}) {
  const admin = createAdmin();
  const buyer = createUser({ user_name: "Meera Shah", business_name: "Lobby Gifts Pvt Ltd" });
  for (const [productId, quantity] of lines) expect(addToBasket(buyer.id, { product_id: productId, quantity }).ok).toBe(true);
  const request = quoteRequestSchema.parse({ delivery_city: city, delivery_state: state, gstin, needed_by: "", message: "" });
  const sent = sendQuoteRequest(buyer, [], request);
  if (!sent.ok) throw new Error("request refused");
  const start = pricingStart(sent.record.id)!;
  price(start);
  expect(savePricing(admin, sent.record.id, pricingSchema.parse(start), { send: true }).ok).toBe(true);
  return { admin, buyer, quoteId: sent.record.id };
}

const extra = (kind: "packing" | "freight", description: string, hsn: string, price: string, rate: string) => ({
  kind,
  product_id: "",
  description,
  hsn,
  quantity: "1",
  unit_price: price,
  discount: "",
  rate_bp: rate,
});

beforeAll(() => sellerSettings());

describe("between states (Surat to Mumbai): IGST", () => {
  let made: ReturnType<typeof quotation>;
  let pdf: Buffer;
  let text: string;

  beforeAll(async () => {
    const box = createProduct({ title: GUJARATI_TITLE, price: 2450, hsn_code: "4420", gst_rate_bp: 500 });
    const table = createProduct({ title: HINDI_TITLE, price: 18999.5, hsn_code: "9403", gst_rate_bp: 1800 });
    made = quotation({
      city: "Mumbai",
      state: "27",
      gstin: "27AAPFU0939F1ZV",
      lines: [
        [box.id, 12],
        [table.id, 2],
      ],
      price: (start) => {
        start.lines.push(extra("packing", "Packing in wooden crates", "4420", "850", "500"));
        start.lines.push(extra("freight", "Freight to Mumbai", "9965", "1200.75", "1800"));
      },
    });
    // Revision 2: a discount of ₹1,000 on the boxes.
    const start = pricingStart(made.quoteId)!;
    start.lines[0]!.discount = "1000";
    expect(savePricing(made.admin, made.quoteId, pricingSchema.parse(start), { send: true })).toMatchObject({ ok: true, record: { revision: 2 } });
    pdf = await renderQuotationPdf(made.quoteId, latestSentRevision(made.quoteId)!.id);
    text = pdfText(pdf);
  });

  it("is a small A4 PDF", () => {
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // Fonts subset: a page of text in three scripts stays well under 100 KB.
    expect(pdf.length).toBeLessThan(100_000);
    const info = execFileSync("pdfinfo", [path.join(folder, "q1.pdf")], { encoding: "utf8" });
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(info).toMatch(/Pages:\s+1\n/);
  });

  it("names the seller, the buyer, the number, the date and the revision", () => {
    const quote = db()
      .select()
      .from(schema.quotes)
      .all()
      .find((row) => row.id === made.quoteId)!;
    expect(text).toContain("Surat Sadeli Works");
    expect(text).toContain("Surat Sadeli Works LLP");
    expect(text).toContain("GSTIN: 24AAACC1206D1ZM");
    expect(text).toContain("14 Zampa Bazaar, Surat 395003, Gujarat");
    expect(text).toContain("Lobby Gifts Pvt Ltd");
    expect(text).toContain("Meera Shah");
    expect(text).toContain("GSTIN: 27AAPFU0939F1ZV");
    expect(text).toContain("Mumbai, Maharashtra (27)");
    expect(text).toContain("Between states: IGST");
    expect(quote.quote_number).toMatch(/^QT\/\d{4}-\d{2}\/\d{4}$/);
    expect(text).toContain(quote.quote_number!);
    expect(text).toContain("Revision 2");
    expect(text).not.toContain("DRAFT");
    const sentAt = latestSentRevision(made.quoteId)!.sent_at!;
    const india = new Date(Date.parse(sentAt) + 330 * 60_000);
    const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    expect(text).toContain(`${india.getUTCDate()} ${months[india.getUTCMonth()]} ${india.getUTCFullYear()}`);
  });

  it("prints the Gujarati and Hindi titles as those letters", () => {
    expect(text).toContain(GUJARATI_TITLE);
    expect(text).toContain(HINDI_TITLE);
  });

  it("prints each line's taxable value, IGST and amount", () => {
    // 12 x 2,450.00 - 1,000.00 = 28,400.00; 5% = 1,420.00.
    expect(lineWith(text, GUJARATI_TITLE)).toMatch(/4420 12 2,450\.00 1,000\.00 28,400\.00 1,420\.00 29,820\.00/);
    // 2 x 18,999.50 = 37,999.00; 18% = 6,839.82.
    expect(lineWith(text, HINDI_TITLE)).toMatch(/9403 2 18,999\.50 - 37,999\.00 6,839\.82 44,838\.82/);
    expect(lineWith(text, "Packing in wooden crates")).toMatch(/4420 1 850\.00 - 850\.00 42\.50 892\.50/);
    // 18% of 1,200.75 is 216.135: 216.14, rounded half up to the paisa.
    expect(lineWith(text, "Freight to Mumbai")).toMatch(/9965 1 1,200\.75 - 1,200\.75 216\.14 1,416\.89/);
    expect(text).toContain("@5%");
    expect(text).toContain("@18%");
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it("sums the tax by HSN code and rate, then the totals, the round off and the words", () => {
    expect(lineWith(text, "4420 5%")).toMatch(/4420 5% 29,250\.00 1,462\.50 1,462\.50/);
    expect(lineWith(text, "9403 18%")).toMatch(/9403 18% 37,999\.00 6,839\.82 6,839\.82/);
    expect(lineWith(text, "9965 18%")).toMatch(/9965 18% 1,200\.75 216\.14 216\.14/);
    expect(lineWith(text, "Taxable value")).toContain("₹68,449.75");
    expect(lineWith(text, "IGST ₹")).toContain("₹8,518.46");
    // 76,968.21 to the rupee.
    expect(lineWith(text, "Round off")).toContain("-₹0.21");
    expect(lineWith(text, "Total ₹")).toContain("₹76,968.00");
    expect(text).toContain("Rupees Seventy Six Thousand Nine Hundred Sixty Eight Only");
  });

  it("carries the terms, the bank details and a UPI QR code for the total that decodes", async () => {
    expect(text).toContain("Advance with the order, balance before dispatch.");
    expect(text).toContain("Account no.: 50200012345678");
    expect(text).toContain("IFSC: HDFC0000123");
    expect(text).toContain("UPI: suratsadeli@okhdfc");
    expect(text).toContain("Scan to pay ₹76,968.00 by UPI");

    const file = path.join(folder, "q1.pdf");
    execFileSync("pdftoppm", ["-r", "150", "-png", "-f", "1", "-l", "1", "-singlefile", file, path.join(folder, "page")]);
    const { data, info } = await sharp(path.join(folder, "page.png")).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBeGreaterThanOrEqual(1240); // A4 at 150 dpi: 8.27 in
    const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(found).not.toBeNull();
    const link = new URL(found!.data);
    expect(link.protocol).toBe("upi:");
    expect(found!.data.startsWith("upi://pay?")).toBe(true);
    const quoteNumber = db()
      .select()
      .from(schema.quotes)
      .all()
      .find((row) => row.id === made.quoteId)!.quote_number!;
    expect(Object.fromEntries(link.searchParams)).toEqual({
      pa: "suratsadeli@okhdfc",
      pn: "Surat Sadeli Works LLP",
      am: "76968.00",
      cu: "INR",
      tn: quoteNumber,
    });
  });
});

describe("inside Gujarat (Surat to Vadodara): CGST + SGST", () => {
  it("splits each line's GST, the odd paisa to CGST, and rounds the total up", async () => {
    const panel = createProduct({ title: "Peacock Panel", price: 1000.2, hsn_code: "4420", gst_rate_bp: 500 });
    const { quoteId } = quotation({ city: "Vadodara", state: "24", gstin: "", lines: [[panel.id, 3]], price: () => {} });
    const text = pdfText(await renderQuotationPdf(quoteId, latestSentRevision(quoteId)!.id));
    expect(text).toContain("Within the seller's state: CGST + SGST");
    expect(text).toContain("GSTIN: Not given (unregistered)");
    // 3 x 1,000.20 = 3,000.60; 5% = 150.03: CGST 75.02 + SGST 75.01.
    expect(lineWith(text, "Peacock Panel")).toMatch(/4420 3 1,000\.20 - 3,000\.60 75\.02 75\.01 3,150\.63/);
    expect(text).toContain("@2.5%");
    expect(text).not.toContain("IGST");
    expect(lineWith(text, "4420 5%")).toMatch(/4420 5% 3,000\.60 75\.02 75\.01 150\.03/);
    expect(lineWith(text, "CGST ₹")).toContain("₹75.02");
    expect(lineWith(text, "SGST ₹")).toContain("₹75.01");
    expect(lineWith(text, "Round off")).toContain("+₹0.37");
    expect(lineWith(text, "Total ₹")).toContain("₹3,151.00");
    expect(text).toContain("Rupees Three Thousand One Hundred Fifty One Only");
  });
});

describe("a title in three scripts", () => {
  const MIXED = "Peacock Box (મોર પેટી, मोर डिब्बा) 2";

  it("is cut into runs by script, spaces and punctuation kept with the run before them", () => {
    expect(scriptRuns(MIXED)).toEqual([
      { script: "latin", text: "Peacock Box (" },
      { script: "gujarati", text: "મોર પેટી, " },
      { script: "devanagari", text: "मोर डिब्बा) 2" },
    ]);
    expect(scriptRuns("12 સેટ")).toEqual([{ script: "gujarati", text: "12 સેટ" }]);
    expect(scriptRuns("")).toEqual([]);
  });

  it("prints in one table cell and reads back whole", async () => {
    const product = createProduct({ title: MIXED, price: 500, hsn_code: "4420", gst_rate_bp: 500 });
    const { quoteId } = quotation({ city: "Jaipur", state: "08", gstin: "", lines: [[product.id, 1]], price: () => {} });
    const text = pdfText(await renderQuotationPdf(quoteId, latestSentRevision(quoteId)!.id));
    expect(text.replace(/\s+/g, " ")).toContain(MIXED);
    expect(lineWith(text, "Peacock Box")).toMatch(/4420 1 500\.00 - 500\.00 25\.00 525\.00/);
  });
});

describe("a long quotation", () => {
  it("runs onto more pages with the table's heading again, every line and the total once, a footer on each page", async () => {
    const category = createProduct().category;
    const products = Array.from({ length: 45 }, (_, index) =>
      createProduct({
        category,
        title: index % 3 ? `Inlay Coaster Set ${index + 1}` : `સાડેલી કોસ્ટર સેટ ${index + 1}`,
        price: 100 + index,
        hsn_code: "4420",
        gst_rate_bp: 500,
      }),
    );
    const { quoteId } = quotation({
      city: "Delhi",
      state: "07",
      gstin: "",
      lines: products.map((product) => [product.id, 2] as [number, number]),
      price: () => {},
    });
    const pdf = await renderQuotationPdf(quoteId, latestSentRevision(quoteId)!.id);
    const text = pdfText(pdf);
    const pages = text.split("\f").filter((page) => page.trim());
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(pages.filter((page) => page.includes("Description HSN/SAC") || /Description\s+HSN\/SAC/.test(page)).length).toBeGreaterThanOrEqual(2);
    for (let index = 0; index < 45; index++) expect(text).toContain(index % 3 ? `Inlay Coaster Set ${index + 1}` : `સાડેલી કોસ્ટર સેટ ${index + 1}`);
    // 2 x (100 + ... + 144) = 10,980.00 taxable; 5% = 549.00; 11,529.00 in all.
    expect(lineWith(text, "Total ₹")).toContain("₹11,529.00");
    expect(text.match(/Rupees Eleven Thousand Five Hundred Twenty Nine Only/g)).toHaveLength(1);
  });
});

describe("the routes", () => {
  const cookieOf = (userId: number) => browserSessionCookie(createSession(userId, "browser")).then((header) => header.split(";")[0]!);
  const get = (url: string, cookie?: string) => new Request(`http://site.test${url}`, { headers: cookie ? { Cookie: cookie } : {} });
  const status = async (run: () => Promise<unknown>) => {
    try {
      const answer = await run();
      return answer instanceof Response ? answer : new Response(null, { status: 200 });
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      if (thrown && typeof thrown === "object" && "init" in thrown) return new Response(null, (thrown as { init: ResponseInit }).init);
      throw thrown;
    }
  };
  const buyerGet = (id: number, cookie?: string) =>
    status(() => buyerPdf({ request: get(`/account/quotes/${id}/pdf`, cookie), params: { id: String(id) }, context: {} } as never));
  const panelGet = (id: number, query: string, cookie?: string) =>
    status(() => panelPdf({ request: get(`/panel/quotes/${id}/pdf${query}`, cookie), params: { id: String(id) }, context: {} } as never));

  it("give the buyer the last revision sent of their own quote, and nobody else's", async () => {
    const product = createProduct({ title: "Inlay Tray", price: 1500, hsn_code: "4420", gst_rate_bp: 500 });
    const { admin, buyer, quoteId } = quotation({ city: "Pune", state: "27", gstin: "", lines: [[product.id, 4]], price: () => {} });
    // A draft of revision 2 stays the team's.
    const start = pricingStart(quoteId)!;
    start.lines[0]!.unit_price = "1400";
    savePricing(admin, quoteId, pricingSchema.parse(start), { send: false });
    expect(latestDraft(quoteId)?.revision).toBe(2);

    const own = await buyerGet(quoteId, await cookieOf(buyer.id));
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("application/pdf");
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    const number = db()
      .select()
      .from(schema.quotes)
      .all()
      .find((row) => row.id === quoteId)!.quote_number!;
    expect(own.headers.get("Content-Disposition")).toBe(`attachment; filename="${number.replaceAll("/", "-")}-rev1.pdf"`);
    const ownText = pdfText(Buffer.from(await own.arrayBuffer()));
    expect(ownText).toContain("Revision 1");
    expect(ownText).toContain("6,000.00"); // 4 x 1,500: the sent price, not the draft's

    const stranger = createUser();
    expect((await buyerGet(quoteId, await cookieOf(stranger.id))).status).toBe(404);
    expect((await buyerGet(999_999, await cookieOf(buyer.id))).status).toBe(404);
    const guest = await buyerGet(quoteId);
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/account/quotes/${quoteId}/pdf`)}`);

    // Not yet quoted: nothing to download.
    const waiting = createUser();
    addToBasket(waiting.id, { product_id: product.id, quantity: 1 });
    const asked = sendQuoteRequest(
      waiting,
      [],
      quoteRequestSchema.parse({ delivery_city: "Pune", delivery_state: "27", gstin: "", needed_by: "", message: "" }),
    );
    if (!asked.ok) throw new Error("refused");
    expect((await buyerGet(asked.record.id, await cookieOf(waiting.id))).status).toBe(404);

    // The team: any revision; the draft is marked DRAFT and has no payment QR code.
    const team = await cookieOf(admin.id);
    const draft = await panelGet(quoteId, "?revision=2", team);
    expect(draft.status).toBe(200);
    expect(draft.headers.get("Content-Disposition")).toBe(`attachment; filename="${number.replaceAll("/", "-")}-rev2-draft.pdf"`);
    const draftText = pdfText(Buffer.from(await draft.arrayBuffer()));
    expect(draftText).toContain("DRAFT");
    expect(draftText).toContain("Revision 2");
    expect(draftText).toContain("5,600.00"); // 4 x 1,400
    expect(draftText).not.toContain("Scan to pay");
    const first = await panelGet(quoteId, "?revision=1", team);
    expect(pdfText(Buffer.from(await first.arrayBuffer()))).toContain("Revision 1");
    expect(pdfText(Buffer.from(await (await panelGet(quoteId, "", team)).arrayBuffer()))).toContain("Revision 2");
    expect((await panelGet(quoteId, "?revision=3", team)).status).toBe(404);
    expect((await panelGet(quoteId, "?revision=x", team)).status).toBe(404);
    expect((await panelGet(999_999, "", team)).status).toBe(404);
    const manager = createUser({ user_type: 3 });
    expect((await panelGet(quoteId, "?revision=1", await cookieOf(manager.id))).status).toBe(200);
    // A buyer is not the team: sent home; a guest logs in.
    const refused = await panelGet(quoteId, "", await cookieOf(buyer.id));
    expect([refused.status, refused.headers.get("Location")]).toEqual([302, "/"]);
    expect((await panelGet(quoteId, "")).headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});
