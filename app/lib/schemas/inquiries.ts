/**
 * Product and portfolio inquiries (spec sections 3 and 5): the message is required after
 * trimming; quantity is a whole number of at least 1; budget a number; an empty timeline is
 * left out. The same schemas read a form post and a JSON body.
 */
import { MAX_LENGTH } from "../constants";
import { inquiryCopy } from "../copy/inquiries";
import { validation } from "../copy/validation";
import { whenMissing, z } from "./zod";

const itemId = z.coerce.number().int().positive();

const message = z
  .string({ error: whenMissing(inquiryCopy.messageRequired) })
  .trim()
  .min(1, inquiryCopy.messageRequired)
  .max(MAX_LENGTH.message, validation.tooLong(MAX_LENGTH.message));

/** Empty, null or blank means "not given". */
const emptyToUndefined = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value);

/**
 * An optional field that also takes null (the spec: "number or null", "text or null"): null and
 * blanks read as not given. Written nullish so the API description says null is accepted.
 */
const notGiven = <Value extends z.ZodType>(value: Value) => z.preprocess(emptyToUndefined, value.nullish()).transform((given) => given ?? undefined);

const budget = notGiven(
  z.coerce
    .number({ error: inquiryCopy.budgetNumber })
    .refine(Number.isFinite, inquiryCopy.budgetNumber)
    .min(0, inquiryCopy.budgetMin)
    .max(1e12, inquiryCopy.budgetNumber),
);

const timeline = notGiven(z.string().trim().max(200, validation.tooLong(200)));

export const productInquirySchema = z.object({
  product_item: itemId,
  message,
  quantity: notGiven(
    z.coerce
      .number({ error: inquiryCopy.quantityWhole })
      .int(inquiryCopy.quantityWhole)
      .min(1, inquiryCopy.quantityMin)
      .max(100_000, inquiryCopy.quantityWhole),
  ),
  budget,
  delivery_timeline: timeline,
});

export const portfolioInquirySchema = z.object({
  portfolio_item: itemId,
  message,
  budget,
  timeline,
});

export type ProductInquiryInput = z.infer<typeof productInquirySchema>;
export type PortfolioInquiryInput = z.infer<typeof portfolioInquirySchema>;

/**
 * Issue 29: the requests a signed-in buyer can make about a product that is not available (the
 * spec's inquiry stays refused for it). "Notify me" carries only the product; "Ask to make one"
 * the inquiry's fields and messages. `request_kind` tells them apart, in a form post and in the
 * JSON API's submit body alike.
 */
export const notifyRequestSchema = z.object({ request_kind: z.literal("notify"), product_item: itemId });
export const makeRequestSchema = productInquirySchema.extend({ request_kind: z.literal("make") });
export const productRequestSchema = z.discriminatedUnion("request_kind", [notifyRequestSchema, makeRequestSchema]);

export type ProductRequestInput = z.infer<typeof productRequestSchema>;

/**
 * The body of the JSON API's POST /api/products/inquiries/submit/ as documented (issue 29): the
 * spec's inquiry (no `request_kind`, or 'inquiry'), or one of the requests above. The route reads
 * `request_kind` first and validates with the one schema it names, so an inquiry's errors stay
 * field by field as before.
 */
export const productSubmitSchema = z.union([
  productInquirySchema.extend({ request_kind: z.literal("inquiry").optional() }),
  notifyRequestSchema,
  makeRequestSchema,
]);
