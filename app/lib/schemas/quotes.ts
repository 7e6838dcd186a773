/**
 * Issue 31: the rules of the quote basket, the buyer's request and answer, the team's pricing
 * and the order's steps. The same schemas read a form post and a JSON body.
 */
import { quoteRuleCopy as copy } from "../copy/quotes";
import { validation } from "../copy/validation";
import { type GstinProblem, gstinProblem, normalizeGstin } from "../gst/gstin";
import { rupeesTextToPaise } from "../gst/money";
import { GST_RATES_BP, type GstRateBp } from "../gst/rates";
import { isStateCode } from "../gst/states";
import { ORDER_STATUSES, QUOTATION_LINE_KINDS } from "../statuses";
import { optionalText, requiredText } from "./fields";
import { whenMissing, z } from "./zod";

export const QUOTE_LIMITS = {
  basketLines: 50,
  pricedLines: 60,
  quantity: 10_000,
  note: 300,
  message: 2000,
  city: 100,
  poNumber: 50,
  reason: 1000,
  terms: 4000,
  description: 300,
} as const;

/** A whole number from a form string or a JSON number. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.union([z.number(), z.string()]).transform((raw, ctx): number => {
    const value = typeof raw === "number" ? raw : /^\s*\d{1,6}\s*$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(value) || value < min || value > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return value;
  });

export const quantityField = wholeNumber(copy.quantityWhole, 1, QUOTE_LIMITS.quantity);
const productIdField = wholeNumber(copy.productMissing, 1, 999_999_999);

/** "Add to quote": a product and how many. */
export const basketAddSchema = z.object({ product_id: productIdField, quantity: quantityField.optional().transform((value) => value ?? 1) });
export type BasketAdd = z.infer<typeof basketAddSchema>;

/** A basket line as the basket page posts it back. */
export const basketLineSchema = z.object({ product_id: productIdField, quantity: quantityField, note: optionalText(QUOTE_LIMITS.note) });
export type BasketLine = z.infer<typeof basketLineSchema>;

const GSTIN_MESSAGES: Record<GstinProblem, string> = { length: copy.gstinLength, shape: copy.gstinShape, state: copy.gstinState, check: copy.gstinCheck };

/** An optional GSTIN: spaces dropped, capitals; "" when not given. */
export const gstinField = optionalText(20).transform((text, ctx) => {
  const gstin = normalizeGstin(text);
  if (gstin === "") return "";
  const problem = gstinProblem(gstin);
  if (problem) {
    ctx.addIssue({ code: "custom", message: GSTIN_MESSAGES[problem] });
    return z.NEVER;
  }
  return gstin;
});

/** A GST state code from the list (the delivery state, the workshop's state). */
export const stateCodeField = (message: string) => z.string({ error: message }).trim().refine(isStateCode, message);

/** YYYY-MM-DD that is a real day. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isDay = (text: string) =>
  DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** The day in India now (UTC+5:30), as YYYY-MM-DD: what "today" means for dates on a quotation. */
export const indianToday = (moment = new Date()): string => new Date(moment.getTime() + 330 * 60_000).toISOString().slice(0, 10);

const optionalDayNotPast = (invalid: string, past: string) =>
  optionalText(10).transform((text, ctx): string | null => {
    if (text === "") return null;
    if (!isDay(text)) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    if (text < indianToday()) {
      ctx.addIssue({ code: "custom", message: past });
      return z.NEVER;
    }
    return text;
  });

/** The request's own fields (the lines come from the basket). */
export const quoteRequestSchema = z.object({
  delivery_city: requiredText(copy.deliveryCityRequired, QUOTE_LIMITS.city),
  delivery_state: stateCodeField(copy.deliveryStateRequired),
  gstin: gstinField,
  needed_by: optionalDayNotPast(copy.neededByDate, copy.neededByPast),
  message: optionalText(QUOTE_LIMITS.message),
});
export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>;

export const acceptQuotationSchema = z.object({ po_number: optionalText(QUOTE_LIMITS.poNumber) });
export const declineQuotationSchema = z.object({ reason: requiredText(copy.declineReasonRequired, QUOTE_LIMITS.reason) });

/** An amount in rupees with at most two decimals, typed by the team ("2450.50") or a JSON number. */
const rupeesField = (optional: boolean) =>
  z
    .union([z.number(), z.string()])
    .optional()
    .transform((raw, ctx): number => {
      if (raw === undefined || (typeof raw === "string" && raw.trim() === "")) {
        if (optional) return 0;
        ctx.addIssue({ code: "custom", message: copy.amountInvalid });
        return z.NEVER;
      }
      // A JSON number by its shortest decimal text (2450.1 -> "2450.1"), never by multiplying a float.
      const paise = rupeesTextToPaise(typeof raw === "number" ? String(raw) : raw);
      if (paise === null || paise < 0 || paise > 100_000_000_000) {
        ctx.addIssue({ code: "custom", message: copy.amountInvalid });
        return z.NEVER;
      }
      return paise;
    });

const rateField = z.union([z.number(), z.string()]).transform((raw, ctx): GstRateBp => {
  const value = typeof raw === "number" ? raw : /^\d{1,5}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!(GST_RATES_BP as readonly number[]).includes(value)) {
    ctx.addIssue({ code: "custom", message: copy.rateInvalid });
    return z.NEVER;
  }
  return value as GstRateBp;
});

export const pricedLineSchema = z
  .object({
    kind: z
      .enum(QUOTATION_LINE_KINDS)
      .optional()
      .transform((kind) => kind ?? "goods"),
    product_id: z
      .union([z.number(), z.string()])
      .nullish()
      .transform((raw) => {
        const value = typeof raw === "string" ? (/^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : null) : (raw ?? null);
        return value && value > 0 ? value : null;
      }),
    description: requiredText(copy.descriptionRequired, QUOTE_LIMITS.description),
    hsn: optionalText(8).refine((code) => code === "" || /^(\d{4}|\d{6}|\d{8})$/.test(code), copy.hsnInvalid),
    quantity: quantityField,
    unit_price: rupeesField(false),
    discount: rupeesField(true),
    rate_bp: rateField,
  })
  .superRefine((line, ctx) => {
    if (line.discount > line.quantity * line.unit_price) ctx.addIssue({ code: "custom", path: ["discount"], message: copy.discountTooLarge });
  });
export type PricedLineInput = z.infer<typeof pricedLineSchema>;

/** The team's pricing of a quotation (a draft saved, or sent). */
export const pricingSchema = z.object({
  lines: z.array(pricedLineSchema).min(1, copy.linesRequired).max(QUOTE_LIMITS.pricedLines, validation.tooLong(QUOTE_LIMITS.pricedLines)),
  valid_until: z
    .string({ error: whenMissing(copy.validUntilRequired) })
    .trim()
    .refine(isDay, copy.validUntilRequired)
    .refine((day) => day >= indianToday(), copy.validUntilPast),
  terms: optionalText(QUOTE_LIMITS.terms),
  internal_notes: optionalText(QUOTE_LIMITS.terms),
});
export type PricingInput = z.infer<typeof pricingSchema>;

/** An order's next step, with the carrier and tracking number when it is dispatched. */
export const orderStepSchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    carrier: optionalText(100),
    tracking_number: optionalText(100),
    note: optionalText(QUOTE_LIMITS.note),
  })
  .superRefine((step, ctx) => {
    if (step.status === "dispatched" && (!step.carrier || !step.tracking_number)) {
      ctx.addIssue({ code: "custom", path: [step.carrier ? "tracking_number" : "carrier"], message: copy.trackingRequired });
    }
  });
export type OrderStep = z.infer<typeof orderStepSchema>;
