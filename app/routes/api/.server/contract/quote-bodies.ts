/**
 * Issue 31: the JSON bodies of the quote calls that are not a form's schema as it is. The rules are
 * the forms' (app/lib/schemas/quotes.ts); these only shape them for the API.
 */
import { z } from "zod";

import { optionalText } from "~/lib/schemas/fields";
import { basketAddSchema, basketLineSchema, quantityField, QUOTE_LIMITS, quoteRequestSchema } from "~/lib/schemas/quotes";

/** POST /api/quote-basket/: a product and how many (1 when left out); more of one already there adds up. */
export const basketAddBody = basketAddSchema.meta({ id: "QuoteBasketAdd" });

/** PATCH /api/quote-basket/{product_id}/: the quantity, the note, or both; a field left out keeps its value. */
export const basketChangeBody = z
  .object({ quantity: quantityField.optional(), note: optionalText(QUOTE_LIMITS.note).optional() })
  .meta({ id: "QuoteBasketChange" });

/**
 * POST /api/quotes/: the request's fields, and optionally the basket's lines as the client last
 * showed them (quantities and notes); products not in the basket are ignored, and products no
 * longer available are left out. The basket empties when the request is stored.
 */
export const quoteRequestBody = quoteRequestSchema
  .extend({ lines: z.array(basketLineSchema).max(QUOTE_LIMITS.basketLines).optional() })
  .meta({ id: "QuoteRequest" });
