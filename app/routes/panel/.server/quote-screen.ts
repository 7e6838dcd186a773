/**
 * /panel/quotes/:id (issue 31): what the page shows of a quote, and its posts. The domain
 * (app/.server/quotes) does the work and the arithmetic; this only reads the form, calls it and
 * answers (a redirect with a toast, or the form again with its errors at the fields).
 *
 * Posts, by `intent` (or Conform's list intents, the JavaScript-off "Add line" and "Remove"):
 * - draft / send: savePricing, once per submission key (decision 008);
 * - confirm: confirmOrder (an accepted quotation becomes an order);
 * - advance: advanceOrder (the order's next step, with carrier and tracking for a dispatch).
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";

import type { User } from "~/.server/accounts/users";
import { advanceOrder, confirmOrder } from "~/.server/quotes/orders";
import { type PricingResult, pricingStart, savePricing } from "~/.server/quotes/pricing";
import type { QuotationView } from "~/.server/quotes/quotation";
import { quoteForTeam, revisionsOfQuote } from "~/.server/quotes/read";
import { submissionKeyOf, type Submitted, withSubmissionKey } from "~/.server/submissions/keys";
import { quotePanelCopy as copy } from "~/lib/copy/quotes";
import { formatDate } from "~/lib/dates";
import { amountInWords } from "~/lib/gst/amount-in-words";
import { formatPaise } from "~/lib/gst/money";
import { formatHalfRate, formatRate } from "~/lib/gst/rates";
import { stateName } from "~/lib/gst/states";
import { orderStepSchema, pricingSchema } from "~/lib/schemas/quotes";
import { ORDER_STATUSES } from "~/lib/statuses";
import { readFormData } from "~/routes/.server/form-data";
import { redirectWithToast } from "~/routes/.server/toast";

export type QuoteActionData = { pricing?: SubmissionResult<string[]>; step?: SubmissionResult<string[]>; error?: string };

/** A revision's lines and totals as the page prints them (the domain's quotationView, formatted). */
function totalsDisplay(view: QuotationView, label: string) {
  const { totals } = view;
  return {
    label,
    revision: view.revision.revision,
    supply: totals.supply,
    lines: totals.lines.map((line) => ({
      position: line.position,
      kind: line.kind,
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      unitPrice: formatPaise(line.unitPricePaise),
      discount: line.discountPaise ? formatPaise(line.discountPaise) : "",
      taxable: formatPaise(line.taxablePaise),
      rate: formatRate(line.rateBp),
      tax: formatPaise(line.cgstPaise + line.sgstPaise + line.igstPaise),
      amount: formatPaise(line.amountPaise),
    })),
    taxSummary: totals.taxSummary.map((row) => ({
      hsn: row.hsn,
      rate: formatRate(row.rateBp),
      halfRate: formatHalfRate(row.rateBp),
      taxable: formatPaise(row.taxablePaise),
      cgst: formatPaise(row.cgstPaise),
      sgst: formatPaise(row.sgstPaise),
      igst: formatPaise(row.igstPaise),
    })),
    taxable: formatPaise(totals.taxablePaise),
    cgst: formatPaise(totals.cgstPaise),
    sgst: formatPaise(totals.sgstPaise),
    igst: formatPaise(totals.igstPaise),
    roundOff: formatPaise(totals.roundOffPaise),
    total: formatPaise(totals.totalPaise),
    words: amountInWords(totals.totalPaise),
  };
}
export type TotalsDisplay = ReturnType<typeof totalsDisplay>;

/** The principal goods line (the largest amount) gives packing and freight their HSN code and rate (decision 039). */
function principalOf(lines: { kind: string; hsn: string; quantity: string; unit_price: string; rate_bp: string }[]) {
  const amount = (line: (typeof lines)[number]) => (Number(line.quantity) || 0) * (Number(line.unit_price) || 0);
  const goods = lines.filter((line) => line.kind === "goods");
  const principal = goods.reduce<(typeof goods)[number] | undefined>((best, line) => (!best || amount(line) > amount(best) ? line : best), undefined);
  return { hsn: principal?.hsn ?? "", rate_bp: principal?.rate_bp ?? "500" };
}

export function loadQuoteScreen(id: number, url: URL) {
  const detail = quoteForTeam(id);
  if (!detail) throw data(null, { status: 404 });
  const { quote, summary, requested, quotation, draft, order } = detail;
  const revisions = revisionsOfQuote(id);
  const pricable = quote.status === "requested" || quote.status === "quoted";
  const revising = pricable && (quote.status === "requested" || Boolean(draft) || url.searchParams.has("revise"));
  const start = revising ? pricingStart(id) : null;
  const nextRevision = draft?.revision.revision ?? (revisions.at(-1)?.revision ?? 0) + 1;
  const shownTotals = draft
    ? totalsDisplay(draft, copy.totalsOfDraft(draft.revision.revision))
    : quotation
      ? totalsDisplay(quotation, copy.totalsOfSent(quotation.revision.revision))
      : null;
  const currentStep = order ? ORDER_STATUSES.indexOf(order.order.status) : -1;
  return {
    quote: {
      id: quote.id,
      reference: summary.reference,
      number: quote.quote_number,
      status: summary.status,
      buyer_name: quote.buyer_name,
      business_name: quote.business_name,
      buyer_email: quote.buyer_email,
      buyer_phone: quote.buyer_phone,
      delivery: `${quote.delivery_city}, ${stateName(quote.delivery_state) ?? quote.delivery_state}`,
      gstin: quote.gstin,
      needed_by: quote.needed_by ? formatDate(quote.needed_by) : "",
      message: quote.message,
      received: formatDate(quote.created_at),
      po_number: quote.po_number,
      accepted_at: quote.accepted_at ? formatDate(quote.accepted_at) : "",
      declined_at: quote.declined_at ? formatDate(quote.declined_at) : "",
      decline_reason: quote.decline_reason,
    },
    requested: requested.map((line) => ({ id: line.id, title: line.product_title, quantity: line.quantity, note: line.note })),
    pricing: start
      ? {
          start,
          heading: draft ? copy.pricingDraft(nextRevision) : copy.pricingNew(nextRevision),
          principal: principalOf(start.lines),
          // The stored draft's identity: after a save the form starts again from what was stored.
          key: `${draft?.revision.id ?? "new"}-${draft?.revision.total_paise ?? 0}-${revisions.length}`,
        }
      : null,
    canRevise: quote.status === "quoted" && !draft && !revising,
    nextRevision,
    totals: shownTotals,
    revisions: revisions.map((revision) => ({
      revision: revision.revision,
      state: revision.state,
      sent: revision.sent_at ? formatDate(revision.sent_at) : "",
      validUntil: formatDate(revision.valid_until),
      total: formatPaise(revision.total_paise),
    })),
    order: order
      ? {
          number: order.order.order_number,
          status: order.order.status,
          carrier: order.order.carrier,
          tracking_number: order.order.tracking_number,
          nextSteps: ORDER_STATUSES.filter((_, index) => index > currentStep),
          events: order.events.map((event) => ({ id: event.id, status: event.status, note: event.note, at: formatDate(event.at), iso: event.at })),
        }
      : null,
  };
}

const DOOR = "panel/quotes";

export async function handleQuotePost(request: Request, id: number, user: User) {
  const detail = quoteForTeam(id);
  if (!detail) throw data(null, { status: 404 });
  const here = `/panel/quotes/${id}`;
  const form = await readFormData(request);
  const intent = form.get("intent");
  const key = submissionKeyOf(form, DOOR);

  // Save or send the pricing, or a list intent of the form (add a line, remove one) without JavaScript.
  if (intent === "draft" || intent === "send" || form.has("__intent__")) {
    const submission = parseWithZod(form, { schema: pricingSchema });
    if (submission.status !== "success" || (intent !== "draft" && intent !== "send")) {
      // A list intent answers the form as it was typed, the line added or taken away (200); errors are 400.
      return data<QuoteActionData>({ pricing: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
    }
    const send = intent === "send";
    let stored: Submitted<PricingResult>;
    try {
      stored = await withSubmissionKey(key, () => savePricing(user, id, submission.value, { send }));
    } catch (error) {
      console.error("Saving a quotation failed:", error);
      return data<QuoteActionData>({ pricing: submission.reply({ formErrors: [copy.failed] }) }, { status: 500 });
    }
    if (!stored.repeated && !stored.value.ok) {
      if (stored.value.reason === "not_found") throw data(null, { status: 404 });
      return data<QuoteActionData>({ pricing: submission.reply({ formErrors: [stored.value.message] }) }, { status: 409 });
    }
    // A repeat (a second tap on Send) is answered as the first: the same page and toast.
    const number = quoteForTeam(id)?.quote.quote_number ?? "";
    return redirectWithToast(here, { type: "success", message: send ? copy.sent(number) : copy.draftSaved });
  }

  if (intent === "confirm") {
    const stored = await withSubmissionKey(key, () => confirmOrder(user, id));
    if (!stored.repeated && !stored.value.ok) {
      if (stored.value.reason === "not_found") throw data(null, { status: 404 });
      return data<QuoteActionData>({ error: stored.value.message }, { status: 409 });
    }
    const number = quoteForTeam(id)?.order?.order.order_number ?? "";
    return redirectWithToast(here, { type: "success", message: copy.orderConfirmed(number) });
  }

  if (intent === "advance") {
    const submission = parseWithZod(form, { schema: orderStepSchema });
    if (submission.status !== "success") return data<QuoteActionData>({ step: submission.reply() }, { status: 400 });
    const order = detail.order?.order;
    if (!order) return data<QuoteActionData>({ step: submission.reply({ formErrors: [copy.unknownAction] }) }, { status: 409 });
    const step = submission.value;
    const stored = await withSubmissionKey(key, () => advanceOrder(user, order.id, step));
    if (!stored.repeated && !stored.value.ok) {
      if (stored.value.reason === "not_found") throw data(null, { status: 404 });
      return data<QuoteActionData>({ step: submission.reply({ formErrors: [stored.value.message] }) }, { status: 409 });
    }
    return redirectWithToast(here, { type: "success", message: copy.orderMoved(copy.orderStatusLabels[step.status]) });
  }

  return data<QuoteActionData>({ error: copy.unknownAction }, { status: 400 });
}
