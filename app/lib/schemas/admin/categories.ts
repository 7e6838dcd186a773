/**
 * Category forms (spec section 5): the name is required ('Category name is required' for product
 * categories, 'Name is required' for the others); a blank product category description is null.
 * Checkboxes post "on" or nothing, JSON sends booleans: both read the same.
 */
import { translationsField } from "../../content-translations";
import { panelCopy } from "../../copy/panel";
import { validation } from "../../copy/validation";
import { checkboxOnByDefault, unixLineBreaks } from "../fields";
import { whenMissing, z } from "../zod";

export { checkbox } from "../fields";

const description = z
  .string()
  .overwrite(unixLineBreaks)
  .trim()
  .max(1000, validation.tooLong(1000))
  .nullish()
  .transform((text) => text ?? "");

export const productCategorySchema = z.object({
  name: z
    .string({ error: whenMissing(panelCopy.categoryNameRequired) })
    .trim()
    .min(1, panelCopy.categoryNameRequired)
    .max(100, validation.tooLong(100)),
  description: description.transform((text) => (text === "" ? null : text)),
  is_active: checkboxOnByDefault,
  translations: translationsField("product_category"),
});

export const contentCategorySchema = z.object({
  name: z
    .string({ error: whenMissing(panelCopy.nameRequired) })
    .trim()
    .min(1, panelCopy.nameRequired)
    .max(100, validation.tooLong(100)),
  description,
  is_active: checkboxOnByDefault,
  // Gallery and portfolio categories have the same fields: one limit set serves both kinds.
  translations: translationsField("gallery_category"),
});

export type ProductCategoryInput = z.infer<typeof productCategorySchema>;
export type ContentCategoryInput = z.infer<typeof contentCategorySchema>;
