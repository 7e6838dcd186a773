/**
 * A category's fields, of every kind (docs/decisions/032, 037): product, gallery and portfolio
 * categories have a name, a description and Active; a blog category a name and a slug. Each
 * field's label in English, Gujarati and Hindi, and its place in the panel's form; the panel's
 * form and its translation sections read them here. Every field of the kinds' zod rules
 * (app/lib/schemas/admin/categories.ts, blog.ts) must have an entry in each list.
 *
 * Each language is a constant of its own, so an English page's bundle carries only English.
 */
import type { blogCategorySchema } from "../../schemas/admin/blog";
import type { contentCategorySchema, productCategorySchema } from "../../schemas/admin/categories";
import type { PanelPlace } from "./registry";

type Shape = typeof productCategorySchema.shape & typeof contentCategorySchema.shape & typeof blogCategorySchema.shape;
/** The field names of every kind of category. */
export type CategoryFieldName = Exclude<keyof Shape, "translations">;

export const categoryLabelsEn = {
  name: "Name",
  slug: "Slug",
  description: "Description",
  is_active: "Active",
} as const satisfies Record<CategoryFieldName, string>;

export const categoryLabelsGu: Record<CategoryFieldName, string> = {
  name: "નામ",
  slug: "સરનામાનો ભાગ (slug)",
  description: "વર્ણન",
  is_active: "સક્રિય",
};

export const categoryLabelsHi: Record<CategoryFieldName, string> = {
  name: "नाम",
  slug: "पते का हिस्सा (slug)",
  description: "विवरण",
  is_active: "सक्रिय",
};

/** A category form has one section: its fields in this order (a kind draws those its rules have). */
export const categoryFormPlaces: Record<CategoryFieldName, PanelPlace<"category">> = {
  name: { section: "category" },
  slug: { section: "category", hint: "Leave blank to build it from the name." },
  description: { section: "category", input: "textarea", rows: 3 },
  is_active: { section: "category", input: "checkbox" },
};
