/**
 * Issue 31: the team prices a quote request. A draft revision is saved and saved again; sending
 * it copies the seller from Settings, gives the quote its number (QT/2026-27/0007) the first time
 * and shows it to the buyer. Revising a sent quotation starts a new draft from it; when sent,
 * revision 2 replaces 1 for the buyer. A quotation the buyer has answered is not revised.
 */
import { and, desc, eq, max } from "drizzle-orm";

import type { User } from "~/.server/accounts/users";
import { recordAudit } from "~/.server/activity/audit";
import { type AppDatabase, db, schema, writeTransaction } from "~/.server/db";
import { notifyQuotationSent } from "~/.server/email/notifications";
import { type Done, notFound, type Refused, refused } from "~/.server/result";
import { quoteRuleCopy } from "~/lib/copy/quotes";
import { paiseToRupeesText, priceToPaise } from "~/lib/gst/money";
import { quotationTotals, supplyBetween } from "~/lib/gst/quotation-totals";
import { isGstRate } from "~/lib/gst/rates";
import { indianToday, type PricingInput } from "~/lib/schemas/quotes";

import { nextDocumentNumber } from "./numbers";
import { asPricedInput, type RevisionRow } from "./quotation";
import { quoteRequestReference } from "./requests";
import { currentSeller, quoteDefaults, sellerIsComplete } from "./seller";

const { quotes, quotationRevisions: revisions, quotationLines, quoteRequestLines, products } = schema;

/** What the pricing form starts from: text as the form posts it back. */
export type PricingStart = {
  lines: Array<{ kind: string; product_id: string; description: string; hsn: string; quantity: string; unit_price: string; discount: string; rate_bp: string }>;
  valid_until: string;
  terms: string;
  internal_notes: string;
};

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function latestRevision(tx: AppDatabase, quoteId: number, state?: "draft" | "sent"): RevisionRow | undefined {
  return tx
    .select()
    .from(revisions)
    .where(state ? and(eq(revisions.quote_id, quoteId), eq(revisions.state, state)) : eq(revisions.quote_id, quoteId))
    .orderBy(desc(revisions.revision))
    .get();
}

/**
 * The pricing form's values: the draft being priced; or, to revise, the last sent revision; or,
 * for a new request, each requested product at its price with its HSN code and GST rate (the
 * product's own, else Settings' defaults), the validity and terms from Settings.
 */
export function pricingStart(quoteId: number): PricingStart | null {
  const database = db();
  const quote = database.select().from(quotes).where(eq(quotes.id, quoteId)).get();
  if (!quote) return null;
  const revision = latestRevision(database, quoteId, "draft") ?? latestRevision(database, quoteId, "sent");
  if (revision) {
    const lines = database.select().from(quotationLines).where(eq(quotationLines.revision_id, revision.id)).orderBy(quotationLines.position).all();
    return {
      lines: lines.map((line) => ({
        kind: line.kind,
        product_id: line.product_id ? String(line.product_id) : "",
        description: line.description,
        hsn: line.hsn,
        quantity: String(line.quantity),
        unit_price: paiseToRupeesText(line.unit_price_paise),
        discount: line.discount_paise ? paiseToRupeesText(line.discount_paise) : "",
        rate_bp: String(line.rate_bp),
      })),
      valid_until: revision.state === "draft" ? revision.valid_until : addDays(indianToday(), quoteDefaults().validityDays),
      terms: revision.terms,
      internal_notes: revision.internal_notes,
    };
  }
  const defaults = quoteDefaults();
  const requested = database
    .select({ line: quoteRequestLines, price: products.price, hsn: products.hsn_code, rate: products.gst_rate_bp })
    .from(quoteRequestLines)
    .leftJoin(products, eq(products.id, quoteRequestLines.product_id))
    .where(eq(quoteRequestLines.quote_id, quoteId))
    .orderBy(quoteRequestLines.position)
    .all();
  return {
    lines: requested.map(({ line, price, hsn, rate }) => ({
      kind: "goods",
      product_id: line.product_id ? String(line.product_id) : "",
      description: line.product_title,
      hsn: hsn || defaults.hsn,
      quantity: String(line.quantity),
      unit_price: price === null ? "" : paiseToRupeesText(priceToPaise(price)),
      discount: "",
      rate_bp: String(rate !== null && isGstRate(rate) ? rate : defaults.rateBp),
    })),
    valid_until: addDays(indianToday(), defaults.validityDays),
    terms: defaults.terms,
    internal_notes: "",
  };
}

export type PricingResult = Done<RevisionRow> | Refused<"not_found" | "not_allowed">;

/** Saves the pricing as the draft revision; with `send`, sends it to the buyer in the same transaction. */
export function savePricing(actor: Pick<User, "id" | "user_email">, quoteId: number, input: PricingInput, { send }: { send: boolean }): PricingResult {
  return writeTransaction((tx): PricingResult => {
    const quote = tx.select().from(quotes).where(eq(quotes.id, quoteId)).get();
    if (!quote) return notFound();
    if (quote.status !== "requested" && quote.status !== "quoted") return refused("not_allowed", quoteRuleCopy.alreadyDecided);
    const seller = currentSeller();
    if (send && !sellerIsComplete(seller)) return refused("not_allowed", quoteRuleCopy.sellerIncomplete);

    let revision = latestRevision(tx, quoteId, "draft");
    if (!revision) {
      const last =
        tx
          .select({ value: max(revisions.revision) })
          .from(revisions)
          .where(eq(revisions.quote_id, quoteId))
          .get()?.value ?? 0;
      revision = tx
        .insert(revisions)
        .values({ quote_id: quoteId, revision: last + 1, valid_until: input.valid_until, created_by: actor.id })
        .returning()
        .get();
    }
    tx.delete(quotationLines).where(eq(quotationLines.revision_id, revision.id)).run();
    const rows = tx
      .insert(quotationLines)
      .values(
        input.lines.map((line, index) => ({
          revision_id: revision.id,
          position: index + 1,
          kind: line.kind,
          product_id: line.product_id,
          description: line.description,
          hsn: line.hsn,
          quantity: line.quantity,
          unit_price_paise: line.unit_price,
          discount_paise: line.discount,
          rate_bp: line.rate_bp,
        })),
      )
      .returning()
      .all();
    const totals = quotationTotals(rows.map(asPricedInput), supplyBetween(seller.state_code, quote.delivery_state));
    const now = new Date().toISOString();
    const saved = tx
      .update(revisions)
      .set({
        valid_until: input.valid_until,
        terms: input.terms,
        internal_notes: input.internal_notes,
        total_paise: totals.totalPaise,
        ...(send ? { state: "sent" as const, sent_at: now, seller: JSON.stringify(seller) } : {}),
      })
      .where(eq(revisions.id, revision.id))
      .returning()
      .get();
    const number = quote.quote_number ?? (send ? nextDocumentNumber(tx, "QT") : null);
    if (send) {
      const sent = tx.update(quotes).set({ status: "quoted", quote_number: number, updated_at: now }).where(eq(quotes.id, quoteId)).returning().get()!;
      // The buyer's email, in their language, with the PDF the worker renders and attaches when it sends.
      notifyQuotationSent(tx, sent, saved);
    }
    const name = number ?? quoteRequestReference(quoteId);
    recordAudit(actor, send ? "status_change" : "update", "Quotation", quoteId, `${name} revision ${saved.revision} ${send ? "sent" : "saved as draft"}`);
    return { ok: true, record: saved };
  });
}

/** The draft being priced, if any (the pricing screen says so). */
export function latestDraft(quoteId: number): RevisionRow | undefined {
  return latestRevision(db(), quoteId, "draft");
}

/** The revision the buyer sees: the last one sent. */
export function latestSentRevision(quoteId: number, database: AppDatabase = db()): RevisionRow | undefined {
  return latestRevision(database, quoteId, "sent");
}
