/**
 * The portfolio item form (spec section 5): title, category and full description are required;
 * price is at least 0 with cents; technologies are comma text without repeats (the tag adder
 * refuses a repeat in the browser, the server drops any that arrive); the completion date
 * defaults to today. The image is optional, as an upload or a URL.
 */
import { contentAdminCopy as copy } from "../../copy/panel-content";
import { checkbox, checkboxOnByDefault } from "../fields";
import { translationsFieldFor } from "../translations-field";
import { z } from "../zod";
import { categoryIdField, commaListField, imageFileField, imageUrlField, isWebUrl, optionalText, pendingImageField, priceField, requiredText } from "./gallery";

/** Today in the workshop's time zone, as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** YYYY-MM-DD; blank means today. */
export const completionDateField = z
  .string()
  .trim()
  .nullish()
  .transform((text, context) => {
    if (!text) return todayInIndia();
    if (!isCalendarDate(text)) {
      context.addIssue({ code: "custom", message: copy.dateInvalid });
      return z.NEVER;
    }
    return text;
  });

export const projectUrlField = optionalText(500).refine((text) => text === "" || isWebUrl(text), copy.urlInvalid);

/** A portfolio item's texts that may have a Gujarati and a Hindi version, with their limits (read by content-translations' TRANSLATABLE). */
export const PORTFOLIO_ITEM_TRANSLATED = { title: 200, short_description: 300, description: 10_000, technologies: 1000, client_name: 200 } as const;

export const portfolioItemSchema = z.object({
  title: requiredText(copy.titleRequired, 200),
  category: categoryIdField,
  description: requiredText(copy.descriptionRequired, 10_000),
  short_description: optionalText(300),
  client_name: optionalText(200),
  project_url: projectUrlField,
  completion_date: completionDateField,
  price: priceField,
  technologies: commaListField(1000),
  is_featured: checkbox,
  is_public: checkboxOnByDefault,
  image_url: imageUrlField,
  image_file: imageFileField,
  pending_image: pendingImageField,
  translations: translationsFieldFor(PORTFOLIO_ITEM_TRANSLATED),
});

export type PortfolioItemForm = z.infer<typeof portfolioItemSchema>;
/** What the domain module saves: the form without its file (the file becomes `image_url`). */
export type PortfolioItemInput = Omit<PortfolioItemForm, "image_file" | "pending_image">;
/** A portfolio item's field names as its form and its label registry (app/lib/copy/fields/portfolio-item.ts) know them. */
export type PortfolioItemFieldName = Exclude<keyof typeof portfolioItemSchema.shape, "translations" | "image_file" | "pending_image">;
