/**
 * A priced revision read whole: its lines and the arithmetic of app/lib/gst/quotation-totals.ts,
 * the seller it was sent by (or, for a draft, the seller Settings name now) and the supply the
 * delivery state makes of it. Every screen, the PDF and the API show a quotation through this.
 */
import { asc, eq } from "drizzle-orm";

import { type AppDatabase, db, schema } from "~/.server/db";
import { type QuotationTotals, quotationTotals, supplyBetween } from "~/lib/gst/quotation-totals";
import type { GstRateBp } from "~/lib/gst/rates";

import { currentSeller, parseSeller, type Seller } from "./seller";

export type RevisionRow = typeof schema.quotationRevisions.$inferSelect;
export type QuotationLineRow = typeof schema.quotationLines.$inferSelect;
export type QuoteRow = typeof schema.quotes.$inferSelect;

export type PricedQuotationLine = QuotationLineRow & { rateBp: GstRateBp };

export type QuotationView = {
  revision: RevisionRow;
  seller: Seller;
  totals: QuotationTotals<LineInput>;
};

type LineInput = {
  id: number;
  position: number;
  kind: QuotationLineRow["kind"];
  product_id: number | null;
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  discountPaise: number;
  rateBp: GstRateBp;
};

export function revisionLines(revisionId: number, database: AppDatabase = db()): QuotationLineRow[] {
  return database
    .select()
    .from(schema.quotationLines)
    .where(eq(schema.quotationLines.revision_id, revisionId))
    .orderBy(asc(schema.quotationLines.position))
    .all();
}

/** The lines as the arithmetic takes them. */
export const asPricedInput = (line: QuotationLineRow): LineInput => ({
  id: line.id,
  position: line.position,
  kind: line.kind,
  product_id: line.product_id,
  description: line.description,
  hsn: line.hsn,
  quantity: line.quantity,
  unitPricePaise: line.unit_price_paise,
  discountPaise: line.discount_paise,
  rateBp: line.rate_bp as GstRateBp,
});

export function quotationView(quote: Pick<QuoteRow, "delivery_state">, revision: RevisionRow, database: AppDatabase = db()): QuotationView {
  const seller = parseSeller(revision.seller) ?? currentSeller();
  const supply = supplyBetween(seller.state_code, quote.delivery_state);
  return { revision, seller, totals: quotationTotals(revisionLines(revision.id, database).map(asPricedInput), supply) };
}
