/**
 * The admin product form (spec section 5): title, category, price and description are required
 * ('Please fill in all required fields' for the form, a message at each missing field);
 * original_price, stock_quantity and weight are null when empty; tags are comma text. The same
 * schema reads a form post (strings, "on" for checkboxes) and a JSON body (numbers, booleans).
 *
 * Written as optional-then-transform (not preprocess): Conform turns an empty field into
 * undefined and does not run preprocessors for absent values.
 */
import { productPanelCopy as copy } from "../../copy/panel-shop";
import { publishingCopy } from "../../copy/publishing";
import { validation } from "../../copy/validation";
import { GST_RATES_BP } from "../../gst/rates";
import { parseId } from "../../ids";
import { splitList } from "../../listing";
import { checkbox, checkboxOnByDefault, keptOnPut, optionalText, scheduleTimeField } from "../fields";
import { translationsFieldFor } from "../translations-field";
import { z } from "../zod";

export const PRODUCT_LIMITS = {
  title: 200,
  shortDescription: 300,
  description: 10_000,
  sku: 64,
  text: 100,
  tags: 500,
  imageUrl: 500,
  maxPrice: 1e10,
  maxStock: 1_000_000,
} as const;

/** A number from a form string or a JSON number; null when empty. */
function optionalNumber(messages: { number: string; min: string }, options: { integer?: boolean; max: number }) {
  return z
    .union([z.number(), z.string()])
    .nullish()
    .transform((raw, ctx): number | null => {
      const text = typeof raw === "string" ? raw.trim() : raw;
      if (text === null || text === undefined || text === "") return null;
      const value = typeof text === "number" ? text : /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(value) || (options.integer && !Number.isInteger(value)) || value > options.max) {
        ctx.addIssue({ code: "custom", message: messages.number });
        return z.NEVER;
      }
      if (value < 0) {
        ctx.addIssue({ code: "custom", message: messages.min });
        return z.NEVER;
      }
      return value;
    });
}

/** A category id; anything that is not one cannot exist. */
const categoryField = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((raw, ctx): number | null => {
    const text = typeof raw === "string" ? raw.trim() : raw;
    if (text === null || text === undefined || text === "") return null;
    const value = typeof text === "number" ? text : (parseId(text) ?? Number.NaN);
    if (!Number.isInteger(value) || value < 1) {
      ctx.addIssue({ code: "custom", message: copy.categoryMissing });
      return z.NEVER;
    }
    return value;
  });

/** An external https URL or one of our own paths (a stored upload); "" means no image. */
const imageUrlField = z
  .string()
  .trim()
  .max(PRODUCT_LIMITS.imageUrl, validation.tooLong(PRODUCT_LIMITS.imageUrl))
  .nullish()
  .transform((url, ctx) => {
    if (!url) return "";
    if (/^\/(?!\/)[^\s\\]*$/.test(url)) return url;
    try {
      const parsed = new URL(url);
      if ((parsed.protocol === "https:" || parsed.protocol === "http:") && parsed.hostname) return parsed.toString();
    } catch {
      // Falls through to the message.
    }
    ctx.addIssue({ code: "custom", message: copy.imageUrlInvalid });
    return z.NEVER;
  });

/** An HSN code (4, 6 or 8 digits), or "" for the default in Settings (issue 31). */
export const hsnCodeField = optionalText(8).refine((code) => code === "" || /^(\d{4}|\d{6}|\d{8})$/.test(code), copy.hsnInvalid);

/** A GST rate in basis points (500 = 5%), from a select or a JSON number; null: the default in Settings. */
export const gstRateField = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((raw, ctx): number | null => {
    const text = typeof raw === "string" ? raw.trim() : raw;
    if (text === null || text === undefined || text === "") return null;
    const value = typeof text === "number" ? text : /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
    if (!(GST_RATES_BP as readonly number[]).includes(value)) {
      ctx.addIssue({ code: "custom", message: copy.gstRateInvalid });
      return z.NEVER;
    }
    return value;
  });

/**
 * The texts that may have a Gujarati and a Hindi version, with their limits (the English field's):
 * content-translations' TRANSLATABLE.product reads them from here, so a new translated field is
 * named once, beside its rule.
 */
export const PRODUCT_TRANSLATED = {
  title: PRODUCT_LIMITS.title,
  short_description: PRODUCT_LIMITS.shortDescription,
  description: PRODUCT_LIMITS.description,
  material: PRODUCT_LIMITS.text,
  crafting_time: PRODUCT_LIMITS.text,
  tags: PRODUCT_LIMITS.tags,
} as const;

/** The fields a product must have, with the spec's message at each (the form marks the others "(optional)"). */
export const PRODUCT_REQUIRED = [
  ["title", copy.titleRequired],
  ["category", copy.categoryRequired],
  ["price", copy.priceRequired],
  ["description", copy.descriptionRequired],
] as const;

/**
 * A product's fields, each declared once: the panel's form takes its inputs' limits
 * (getZodConstraint), its defaults and its error summary from this object (docs/decisions/032).
 */
export const productObject = z.object({
  title: optionalText(PRODUCT_LIMITS.title),
  short_description: optionalText(PRODUCT_LIMITS.shortDescription),
  description: optionalText(PRODUCT_LIMITS.description),
  category: categoryField,
  price: optionalNumber({ number: copy.priceNumber, min: copy.priceMin }, { max: PRODUCT_LIMITS.maxPrice }),
  original_price: optionalNumber({ number: copy.originalPriceNumber, min: copy.originalPriceMin }, { max: PRODUCT_LIMITS.maxPrice }),
  stock_quantity: optionalNumber({ number: copy.stockWhole, min: copy.stockMin }, { integer: true, max: PRODUCT_LIMITS.maxStock }),
  sku: optionalText(PRODUCT_LIMITS.sku).transform((sku) => (sku === "" ? null : sku)),
  material: optionalText(PRODUCT_LIMITS.text),
  dimensions: optionalText(PRODUCT_LIMITS.text),
  weight: optionalNumber({ number: copy.weightNumber, min: copy.weightMin }, { max: 100_000 }),
  crafting_time: optionalText(PRODUCT_LIMITS.text),
  hsn_code: keptOnPut(hsnCodeField),
  gst_rate_bp: keptOnPut(gstRateField),
  tags: z
    .union([optionalText(PRODUCT_LIMITS.tags), z.array(z.string())])
    .transform((tags) => splitList(Array.isArray(tags) ? tags.join(",") : tags).join(", ")),
  image_url: imageUrlField,
  is_featured: checkbox,
  is_available: checkboxOnByDefault,
  /** Issue 32: a hidden product the server makes available at this time (UTC; typed in IST). */
  available_at: scheduleTimeField(publishingCopy.availableAtInvalid),
  translations: translationsFieldFor(PRODUCT_TRANSLATED),
});

export const productSchema = productObject
  // Runs even when other fields failed, so every missing required field is named at once.
  .superRefine(
    (value, ctx) => {
      const missing = PRODUCT_REQUIRED.filter(([name]) => value[name] === null || value[name] === undefined || value[name] === "");
      for (const [name, message] of missing) ctx.addIssue({ code: "custom", path: [name], message });
      if (missing.length > 0) ctx.addIssue({ code: "custom", path: [], message: copy.requiredFields });
    },
    { when: () => true },
  )
  .transform((value) => ({ ...value, category: value.category!, price: value.price! }));

export type ProductInput = z.infer<typeof productSchema>;
/** A product's field names as its form and its label registry (app/lib/copy/fields/product.ts) know them. */
export type ProductFieldName = Exclude<keyof typeof productObject.shape, "translations">;
