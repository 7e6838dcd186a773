/**
 * Product and portfolio inquiries (spec sections 3 and 5): the message is required after
 * trimming; quantity is a whole number of at least 1; budget a number; an empty timeline is
 * left out. The same schemas read a form post and a JSON body.
 */
import { z } from "./zod";
import { MAX_LENGTH } from "../constants";
import { inquiryCopy } from "../copy/inquiries";
import { validation } from "../copy/validation";

const itemId = z.coerce.number().int().positive();

const message = z
  .string({ error: inquiryCopy.messageRequired })
  .trim()
  .min(1, inquiryCopy.messageRequired)
  .max(MAX_LENGTH.message, validation.tooLong(MAX_LENGTH.message));

/** Empty, null or blank means "not given". */
const emptyToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const budget = z.preprocess(
  emptyToUndefined,
  z.coerce.number({ error: inquiryCopy.budgetNumber }).refine(Number.isFinite, inquiryCopy.budgetNumber).min(0, inquiryCopy.budgetMin).max(1e12, inquiryCopy.budgetNumber).optional(),
);

const timeline = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(200, validation.tooLong(200)).optional(),
);

export const productInquirySchema = z.object({
  product_item: itemId,
  message,
  quantity: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: inquiryCopy.quantityWhole }).int(inquiryCopy.quantityWhole).min(1, inquiryCopy.quantityMin).max(100_000, inquiryCopy.quantityWhole).optional(),
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
