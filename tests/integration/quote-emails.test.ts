/**
 * Issue 31, the emails of quotes and orders (docs/decisions/043): each step of the domain queues
 * its email in the same transaction, to the right person, in the buyer's language; the quotation's
 * email carries its PDF, rendered by the worker when it sends (the renderer here is a test's, the
 * real one is quotes/pdf.ts); a renderer that fails leaves the email for its next attempt.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db, schema } from "~/.server/db";
import { registerAttachmentRenderer } from "~/.server/email/attachments";
import { processOutboxOnce } from "~/.server/email/worker";
import { addToBasket } from "~/.server/quotes/basket";
import { answerQuotation } from "~/.server/quotes/decisions";
import { advanceOrder, confirmOrder } from "~/.server/quotes/orders";
import { pricingStart, savePricing } from "~/.server/quotes/pricing";
import { registerQuotationAttachment } from "~/.server/quotes/quotation-attachment";
import { sendQuoteRequest } from "~/.server/quotes/requests";
import { indianToday, orderStepSchema, pricingSchema, quoteRequestSchema } from "~/lib/schemas/quotes";

import { createAdmin, createProduct, createUser, setSiteSettings, WORKSHOP } from "../support/email-fixtures";
import { createSmtpSink, type SmtpSink } from "../support/smtp-sink";

const SELLER = {
  legal_name: "Surat Sadeli Works LLP",
  gstin: "24AAACC1206D1ZM",
  state_code: "24",
  invoice_address: "14 Zampa Bazaar, Surat 395003",
  quote_validity_days: 15,
  quote_terms: "50% advance, balance before dispatch.",
  default_hsn_code: "4420",
  default_gst_rate_bp: 500,
};

/** A few bytes that start like a PDF: what the test renderer answers. */
const pdfBytes = (quoteId: number, revisionId: number) => Buffer.from(`%PDF-1.7\n% quotation ${quoteId} revision ${revisionId}\n%%EOF\n`, "latin1");

let sink: SmtpSink;
let unregister: () => void = () => {};
const rendered: Array<[number, number]> = [];

beforeAll(async () => {
  sink = await createSmtpSink();
  await sink.start();
});
afterAll(async () => {
  await sink.stop();
});
beforeEach(() => {
  setSiteSettings({ ...SELLER, email_notifications: true, support_email: WORKSHOP.support_email });
  sink.messages.length = 0;
  rendered.length = 0;
  unregister = registerAttachmentRenderer("quotation", async ({ quoteId, revisionId }) => {
    rendered.push([quoteId, revisionId]);
    return pdfBytes(quoteId, revisionId);
  });
  // Whatever an earlier test left due is not this test's.
  db().update(schema.emailOutbox).set({ status: "sent" }).where(eq(schema.emailOutbox.status, "pending")).run();
});
afterEach(() => unregister());

const outboxOf = (prefix: string) =>
  db()
    .select()
    .from(schema.emailOutbox)
    .all()
    .filter((row) => row.reference.startsWith(prefix));

function requested(language: "en" | "gu" | "hi" = "en") {
  const buyer = createUser({ language });
  const box = createProduct({ title: "Sadeli Jewellery Box", price: 2450 });
  expect(addToBasket(buyer.id, { product_id: box.id, quantity: 12 }).ok).toBe(true);
  const sent = sendQuoteRequest(
    buyer,
    [],
    quoteRequestSchema.parse({ delivery_city: "Mumbai", delivery_state: "27", gstin: "", needed_by: "", message: "For the hotel lobby" }),
  );
  if (!sent.ok) throw new Error("request refused");
  return { buyer, quote: sent.record };
}

function quoted(language: "en" | "gu" | "hi" = "en") {
  const { buyer, quote } = requested(language);
  const admin = createAdmin();
  const result = savePricing(admin, quote.id, pricingSchema.parse(pricingStart(quote.id)!), { send: true });
  if (!result.ok) throw new Error(result.message);
  return { buyer, admin, quote, revision: result.record };
}

/** Leaves pending only the buyer's quotation email of a quote (the team's request email is another test's). */
function onlyQuotationPending(quoteId: number) {
  for (const row of db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.status, "pending")).all())
    if (!row.reference.startsWith(`quote:${quoteId}:revision:`))
      db().update(schema.emailOutbox).set({ status: "sent" }).where(eq(schema.emailOutbox.id, row.id)).run();
}

/** The attachment part of a raw message: its headers and decoded bytes. */
function attachmentOf(raw: string) {
  const match =
    /Content-Type: ([^;\r\n]+);?[^\r\n]*(?:\r\n[ \t][^\r\n]*)*\r\n(?:[^\r\n]+\r\n)*?Content-Disposition: attachment;\s*filename=([^\r\n]+)\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/i.exec(
      raw,
    );
  if (!match) return null;
  return { contentType: match[1]!.trim(), filename: match[2]!.replace(/"/g, "").trim(), content: Buffer.from(match[3]!.replace(/\s+/g, ""), "base64") };
}

describe("the emails of quotes and orders", () => {
  it("a new request tells the team, with the QR reference, Reply-To the buyer", () => {
    const { buyer, quote } = requested();
    const rows = outboxOf(`quote:${quote.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to_address: WORKSHOP.support_email, reply_to: buyer.user_email, attachment: null });
    expect(rows[0]!.subject).toContain(`QR-${String(quote.id).padStart(6, "0")}`);
    expect(rows[0]!.text_body).toContain("12 x: Sadeli Jewellery Box");
    expect(rows[0]!.text_body).toContain(`/panel/quotes/${quote.id}`);
  });

  it("a sent quotation goes to the buyer in their language, with the number, revision, total, validity, link, and names its PDF", () => {
    const { buyer, quote, revision } = quoted("hi");
    const rows = outboxOf(`quote:${quote.id}:revision:`);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    const number = db().select().from(schema.quotes).where(eq(schema.quotes.id, quote.id)).get()!.quote_number!;
    expect(row.to_address).toBe(buyer.user_email);
    expect(row.subject).toBe(`${WORKSHOP.site_name} की ओर से कोटेशन ${number} (संशोधन 1)`);
    expect(row.text_body).toContain(`/hi/account/quotes/${quote.id}`);
    expect(row.text_body).toContain("कुल (GST सहित)");
    expect(row.text_body).toMatch(/₹[\d,]+\.\d\d/);
    expect(revision.total_paise).toBeGreaterThan(0);
    expect(JSON.parse(row.attachment!)).toEqual({ kind: "quotation", quoteId: quote.id, revisionId: revision.id });
    // A draft saved again is not sent: no second email.
    expect(outboxOf(`quote:${quote.id}:revision:`)).toHaveLength(1);
  });

  it("a draft saved without sending queues nothing for the buyer", () => {
    const { quote } = requested();
    const admin = createAdmin();
    expect(savePricing(admin, quote.id, pricingSchema.parse(pricingStart(quote.id)!), { send: false }).ok).toBe(true);
    expect(outboxOf(`quote:${quote.id}:revision:`)).toHaveLength(0);
  });

  it("the sent email carries the PDF: filename, content type and bytes", async () => {
    const { quote, revision } = quoted("gu");
    onlyQuotationPending(quote.id);
    const result = await processOutboxOnce({ transport: sink.url });
    expect(result.sent).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toContain("ભાવપત્ર");
    const attachment = attachmentOf(mail!.raw);
    const number = db().select().from(schema.quotes).where(eq(schema.quotes.id, quote.id)).get()!.quote_number!;
    expect(attachment).toEqual({
      contentType: "application/pdf",
      filename: `Quotation-${number.replace(/\//g, "-")}-R1.pdf`,
      content: pdfBytes(quote.id, revision.id),
    });
    expect(rendered).toEqual([[quote.id, revision.id]]);
  });

  it("with the renderer the site registers at start, the attachment is the quotation's real PDF", async () => {
    unregister();
    unregister = registerQuotationAttachment();
    const { quote } = quoted();
    onlyQuotationPending(quote.id);
    expect((await processOutboxOnce({ transport: sink.url })).sent).toBe(1);
    const [mail] = await sink.waitFor(1);
    const attachment = attachmentOf(mail!.raw)!;
    expect(attachment.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "quote-mail-")), "quotation.pdf");
    fs.writeFileSync(file, attachment.content);
    const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    const number = db().select().from(schema.quotes).where(eq(schema.quotes.id, quote.id)).get()!.quote_number!;
    expect(text).toContain(number);
    expect(text).toContain("Surat Sadeli Works LLP");
  });

  it("a renderer that fails leaves the email pending for its next attempt, and the next attempt sends it whole", async () => {
    const { quote, revision } = quoted();
    onlyQuotationPending(quote.id);
    unregister();
    unregister = registerAttachmentRenderer("quotation", async () => {
      throw new Error("the PDF library is away");
    });
    const first = await processOutboxOnce({ transport: sink.url });
    expect(first).toMatchObject({ sent: 0, retrying: 1 });
    const [row] = outboxOf(`quote:${quote.id}:revision:`);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.last_error).toContain("the PDF library is away");
    expect(sink.messages).toHaveLength(0);

    unregister();
    unregister = registerAttachmentRenderer("quotation", async ({ quoteId, revisionId }) => pdfBytes(quoteId, revisionId));
    const second = await processOutboxOnce({ transport: sink.url, asOf: new Date(Date.now() + 2 * 60_000) });
    expect(second.sent).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(attachmentOf(mail!.raw)?.content).toEqual(pdfBytes(quote.id, revision.id));
  });

  it("with no renderer registered the email waits; it is never sent without its PDF", async () => {
    const { quote } = quoted();
    onlyQuotationPending(quote.id);
    unregister();
    const result = await processOutboxOnce({ transport: sink.url });
    expect(result).toMatchObject({ sent: 0, retrying: 1 });
    expect(outboxOf(`quote:${quote.id}:revision:`)[0]!.last_error).toContain("No renderer");
    expect(sink.messages).toHaveLength(0);
  });

  it("a renderer registered over another, taken away, puts the earlier one back (start-up's stays after a test's)", async () => {
    const { quote, revision } = quoted();
    onlyQuotationPending(quote.id);
    const takeAway = registerAttachmentRenderer("quotation", async () => Buffer.from("%PDF-over"));
    takeAway();
    expect((await processOutboxOnce({ transport: sink.url })).sent).toBe(1);
    const [mail] = await sink.waitFor(1);
    expect(attachmentOf(mail!.raw)?.content).toEqual(pdfBytes(quote.id, revision.id));
  });

  it("acceptance and decline reach the buyer (their language) and the team", () => {
    const accepted = quoted("gu");
    expect(answerQuotation(accepted.buyer.id, accepted.quote.id, { accept: true, po_number: "PO-778" }).ok).toBe(true);
    const acceptRows = outboxOf(`quote:${accepted.quote.id}:accepted`);
    expect(acceptRows.map((row) => row.to_address).sort()).toEqual([accepted.buyer.user_email, WORKSHOP.support_email].sort());
    const toBuyer = acceptRows.find((row) => row.to_address === accepted.buyer.user_email)!;
    expect(toBuyer.subject).toContain("સ્વીકાર્યું");
    expect(toBuyer.text_body).toContain("PO-778");
    expect(acceptRows.find((row) => row.to_address === WORKSHOP.support_email)!.subject).toMatch(/accepted by Mistry Handicrafts$/);

    const declined = quoted("en");
    expect(answerQuotation(declined.buyer.id, declined.quote.id, { accept: false, reason: "Over our budget" }).ok).toBe(true);
    const declineRows = outboxOf(`quote:${declined.quote.id}:declined`);
    expect(declineRows).toHaveLength(2);
    expect(declineRows.find((row) => row.to_address === declined.buyer.user_email)!.text_body).toContain("Over our budget");
  });

  it("each order step reaches the buyer in their language; the dispatch names the carrier and tracking number", () => {
    const { buyer, admin, quote } = quoted("hi");
    expect(answerQuotation(buyer.id, quote.id, { accept: true, po_number: "" }).ok).toBe(true);
    const order = confirmOrder(admin, quote.id);
    if (!order.ok) throw new Error(order.message);
    for (const step of [
      { status: "in_production", carrier: "", tracking_number: "", note: "" },
      { status: "dispatched", carrier: "Blue Dart", tracking_number: "BD-44120987", note: "Two cartons" },
      { status: "delivered", carrier: "", tracking_number: "", note: "" },
    ])
      expect(advanceOrder(admin, order.record.id, orderStepSchema.parse(step)).ok).toBe(true);
    const rows = outboxOf(`order:${order.record.id}:`);
    expect(rows.map((row) => row.reference)).toEqual(
      ["confirmed", "in_production", "dispatched", "delivered"].map((step) => `order:${order.record.id}:${step}`),
    );
    expect(rows.every((row) => row.to_address === buyer.user_email)).toBe(true);
    expect(rows[0]!.subject).toBe(`ऑर्डर ${order.record.order_number}: पक्का हुआ`);
    const dispatch = rows[2]!;
    expect(dispatch.text_body).toContain("Blue Dart");
    expect(dispatch.text_body).toContain("BD-44120987");
    expect(dispatch.text_body).toContain("Two cartons");
    expect(dispatch.text_body).toContain(`/hi/account/quotes/${quote.id}`);
    // A step refused (back to production) queues nothing.
    expect(advanceOrder(admin, order.record.id, orderStepSchema.parse({ status: "in_production" })).ok).toBe(false);
    expect(outboxOf(`order:${order.record.id}:`)).toHaveLength(4);
  });

  it("the dates stay India's: the validity shown is the revision's day", () => {
    const { quote, revision } = quoted();
    const row = outboxOf(`quote:${quote.id}:revision:`)[0]!;
    expect(revision.valid_until >= indianToday()).toBe(true);
    const [year, month, day] = revision.valid_until.split("-").map(Number);
    const shown = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" }).format(new Date(Date.UTC(year!, month! - 1, day!)));
    expect(row.text_body).toContain(`Valid until: ${shown}`);
  });
});
