/**
 * Issue 31: the records of the quote calls (the basket, a quote as its buyer reads it, a quote as
 * the team reads it, an order) as zod schemas, and the functions that write them from the
 * domain's reads (app/.server/quotes/read.ts). Money is in paise and rates in basis points, as
 * the domain keeps them; the totals are the domain's arithmetic, never recomputed here. The
 * buyer's record has no internal notes and no drafts: its schema has no field for them.
 */
import { z } from "zod";

import type { BasketItem } from "~/.server/quotes/basket";
import type { OrderEventRow, OrderRow } from "~/.server/quotes/orders";
import type { QuotationView, RevisionRow } from "~/.server/quotes/quotation";
import type { QuoteDetail, QuoteSummary, TeamQuoteDetail } from "~/.server/quotes/read";
import { amountInWords } from "~/lib/gst/amount-in-words";
import { ORDER_STATUSES, QUOTATION_LINE_KINDS, QUOTATION_REVISION_STATES, QUOTE_STATUSES } from "~/lib/statuses";

const paise = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}, in paise (1 rupee = 100 paise).` });
const day = z.string().meta({ description: "A day, YYYY-MM-DD (India's calendar)." });
const moment = z.string().meta({ description: "A moment, ISO 8601 in UTC." });

export const basketItemRecord = z
  .object({
    product_id: z.number().int(),
    title: z.string(),
    image_url: z.string(),
    price: z.number().meta({ description: "The product's listed price in rupees (the quotation's prices are the team's)." }),
    sku: z.string().nullable(),
    is_available: z.boolean().meta({ description: "A product no longer available stays in the basket and is left out when the request is sent." }),
    quantity: z.number().int(),
    note: z.string(),
  })
  .meta({ id: "QuoteBasketItem" });

export const quoteSummaryRecord = z
  .object({
    id: z.number().int(),
    reference: z.string().meta({ description: "The request's reference, QR-000042." }),
    quote_number: z.string().nullable().meta({ description: "QT/2026-27/0007 once a quotation was sent." }),
    status: z.enum(QUOTE_STATUSES).meta({ description: "`expired` is a quotation still waiting for the buyer after its last valid day." }),
    buyer_name: z.string(),
    business_name: z.string(),
    delivery_city: z.string(),
    created_at: moment,
    updated_at: moment,
    lines: z.number().int().meta({ description: "How many products were asked for." }),
    revision: z.number().int().nullable().meta({ description: "The last revision sent to the buyer." }),
    valid_until: day.nullable(),
    total_paise: paise("The total of the last revision sent").nullable(),
    order_number: z.string().nullable(),
  })
  .meta({ id: "QuoteSummary" });

const requestedLineRecord = z
  .object({ position: z.number().int(), product_id: z.number().int().nullable(), product_title: z.string(), quantity: z.number().int(), note: z.string() })
  .meta({ id: "QuoteRequestLine" });

const quotationLineRecord = z
  .object({
    position: z.number().int(),
    kind: z.enum(QUOTATION_LINE_KINDS),
    product_id: z.number().int().nullable(),
    description: z.string(),
    hsn: z.string(),
    quantity: z.number().int(),
    unit_price_paise: paise("The unit price"),
    discount_paise: paise("The discount on the line"),
    rate_bp: z.number().int().meta({ description: "The GST rate in basis points (500 = 5%)." }),
    taxable_paise: paise("Quantity x price - discount"),
    cgst_paise: paise("CGST (intra-state supply)"),
    sgst_paise: paise("SGST (intra-state supply)"),
    igst_paise: paise("IGST (inter-state supply)"),
    amount_paise: paise("Taxable value and its GST"),
  })
  .meta({ id: "QuotationLine" });

const taxSummaryRecord = z
  .object({
    hsn: z.string(),
    rate_bp: z.number().int(),
    taxable_paise: paise("Taxable value"),
    cgst_paise: paise("CGST"),
    sgst_paise: paise("SGST"),
    igst_paise: paise("IGST"),
  })
  .meta({ id: "QuotationTaxSummaryRow" });

const sellerRecord = z
  .object({
    name: z.string(),
    legal_name: z.string(),
    gstin: z.string(),
    state_code: z.string(),
    address: z.string(),
    email: z.string(),
    phone: z.string(),
    bank_account_name: z.string(),
    bank_account_number: z.string(),
    bank_ifsc: z.string(),
    bank_name: z.string(),
    upi_id: z.string(),
  })
  .meta({ id: "QuotationSeller" });

const quotationShape = {
  revision: z.number().int(),
  valid_until: day,
  sent_at: moment.nullable(),
  terms: z.string(),
  seller: sellerRecord,
  supply: z.enum(["intra-state", "inter-state"]),
  lines: z.array(quotationLineRecord),
  tax_summary: z.array(taxSummaryRecord),
  taxable_paise: paise("The taxable value"),
  cgst_paise: paise("All CGST"),
  sgst_paise: paise("All SGST"),
  igst_paise: paise("All IGST"),
  round_off_paise: paise("What takes the total to the nearest rupee (-49 to +50)"),
  total_paise: paise("The total to pay, a whole number of rupees"),
  total_in_words: z.string().meta({ description: "The total in words (Indian numbering)." }),
};

/** The quotation as the buyer reads it: the last revision sent. */
export const quotationRecord = z.object(quotationShape).meta({ id: "Quotation" });
/** A revision as the team reads it: a draft or a sent one, with the team's notes. */
export const teamQuotationRecord = z
  .object({ ...quotationShape, id: z.number().int(), state: z.enum(QUOTATION_REVISION_STATES), internal_notes: z.string() })
  .meta({ id: "TeamQuotation" });

export const orderRecord = z
  .object({
    id: z.number().int(),
    order_number: z.string().meta({ description: "SO/2026-27/0001." }),
    status: z.enum(ORDER_STATUSES),
    carrier: z.string(),
    tracking_number: z.string(),
    created_at: moment,
    updated_at: moment,
    events: z
      .array(z.object({ status: z.enum(ORDER_STATUSES), note: z.string(), at: moment }))
      .meta({ description: "Each step with its moment, oldest first." }),
  })
  .meta({ id: "Order" });

const quoteShape = {
  ...quoteSummaryRecord.shape,
  delivery_state: z.string().meta({ description: "The GST state code of the delivery (the place of supply)." }),
  gstin: z.string(),
  needed_by: day.nullable(),
  message: z.string(),
  po_number: z.string(),
  decline_reason: z.string(),
  accepted_at: moment.nullable(),
  declined_at: moment.nullable(),
  requested: z.array(requestedLineRecord),
  order: orderRecord.nullable(),
};

/** A quote as its buyer reads it: never a draft, never the team's notes. */
export const buyerQuoteRecord = z.object({ ...quoteShape, quotation: quotationRecord.nullable() }).meta({ id: "Quote" });

const revisionSummaryRecord = z
  .object({
    id: z.number().int(),
    revision: z.number().int(),
    state: z.enum(QUOTATION_REVISION_STATES),
    valid_until: day,
    total_paise: paise("The revision's total"),
    created_at: moment,
    sent_at: moment.nullable(),
  })
  .meta({ id: "QuotationRevisionSummary" });

/** A quote as the team reads it: the buyer's contact, the last revision sent and the draft, with notes, and every revision. */
export const teamQuoteRecord = z
  .object({
    ...quoteShape,
    buyer_email: z.string(),
    buyer_phone: z.string(),
    quotation: teamQuotationRecord.nullable(),
    draft: teamQuotationRecord.nullable(),
    revisions: z.array(revisionSummaryRecord),
  })
  .meta({ id: "TeamQuote" });

// --- Writing the records from the domain's reads ---

export const basketItemData = (item: BasketItem): z.infer<typeof basketItemRecord> => ({ ...item, is_available: Boolean(item.is_available) });

export const quoteSummaryData = (summary: QuoteSummary): z.infer<typeof quoteSummaryRecord> => ({ ...summary });

function quotationData(view: QuotationView): z.infer<typeof quotationRecord> {
  const { revision, totals, seller } = view;
  return {
    revision: revision.revision,
    valid_until: revision.valid_until,
    sent_at: revision.sent_at,
    terms: revision.terms,
    seller: { ...seller },
    supply: totals.supply,
    lines: totals.lines.map((line) => ({
      position: line.position,
      kind: line.kind,
      product_id: line.product_id,
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      unit_price_paise: line.unitPricePaise,
      discount_paise: line.discountPaise,
      rate_bp: line.rateBp,
      taxable_paise: line.taxablePaise,
      cgst_paise: line.cgstPaise,
      sgst_paise: line.sgstPaise,
      igst_paise: line.igstPaise,
      amount_paise: line.amountPaise,
    })),
    tax_summary: totals.taxSummary.map((row) => ({
      hsn: row.hsn,
      rate_bp: row.rateBp,
      taxable_paise: row.taxablePaise,
      cgst_paise: row.cgstPaise,
      sgst_paise: row.sgstPaise,
      igst_paise: row.igstPaise,
    })),
    taxable_paise: totals.taxablePaise,
    cgst_paise: totals.cgstPaise,
    sgst_paise: totals.sgstPaise,
    igst_paise: totals.igstPaise,
    round_off_paise: totals.roundOffPaise,
    total_paise: totals.totalPaise,
    total_in_words: amountInWords(totals.totalPaise),
  };
}

const teamQuotationData = (view: QuotationView): z.infer<typeof teamQuotationRecord> => ({
  ...quotationData(view),
  id: view.revision.id,
  state: view.revision.state,
  internal_notes: view.revision.internal_notes,
});

export function orderData(order: { order: OrderRow; events: OrderEventRow[] } | null): z.infer<typeof orderRecord> | null {
  if (!order) return null;
  const { id, order_number, status, carrier, tracking_number, created_at, updated_at } = order.order;
  return {
    id,
    order_number,
    status,
    carrier,
    tracking_number,
    created_at,
    updated_at,
    events: order.events.map((event) => ({ status: event.status, note: event.note, at: event.at })),
  };
}

function quoteFields(detail: QuoteDetail) {
  const { quote } = detail;
  return {
    ...quoteSummaryData(detail.summary),
    delivery_state: quote.delivery_state,
    gstin: quote.gstin,
    needed_by: quote.needed_by,
    message: quote.message,
    po_number: quote.po_number,
    decline_reason: quote.decline_reason,
    accepted_at: quote.accepted_at,
    declined_at: quote.declined_at,
    requested: detail.requested.map(({ position, product_id, product_title, quantity, note }) => ({ position, product_id, product_title, quantity, note })),
    order: orderData(detail.order),
  };
}

/** Field by field: a field the team keeps (internal notes, drafts) cannot slip into the buyer's answer. */
export const buyerQuoteData = (detail: QuoteDetail): z.infer<typeof buyerQuoteRecord> => ({
  ...quoteFields(detail),
  quotation: detail.quotation ? quotationData(detail.quotation) : null,
});

export const teamQuoteData = (detail: TeamQuoteDetail, revisions: readonly RevisionRow[]): z.infer<typeof teamQuoteRecord> => ({
  ...quoteFields(detail),
  buyer_email: detail.quote.buyer_email,
  buyer_phone: detail.quote.buyer_phone,
  quotation: detail.quotation ? teamQuotationData(detail.quotation) : null,
  draft: detail.draft ? teamQuotationData(detail.draft) : null,
  revisions: revisions.map(({ id, revision, state, valid_until, total_paise, created_at, sent_at }) => ({
    id,
    revision,
    state,
    valid_until,
    total_paise,
    created_at,
    sent_at,
  })),
});
