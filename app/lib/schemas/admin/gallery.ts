/**
 * The gallery item form (spec section 5): title, image (an upload or a URL) and category are
 * required; price is an optional number with cents, read as a float or null; the category is
 * read as an integer. The same schema reads a form post (strings, "on" checkboxes, a file) and a
 * JSON body (numbers and booleans).
 *
 * Fields that may be empty are written as optional-then-transform (not preprocess): Conform turns
 * an empty field into undefined and does not run preprocessors for absent values.
 */
import { contentAdminCopy as copy } from "../../copy/panel-content";
import { validation } from "../../copy/validation";
import { splitList } from "../../listing";
import { checkbox, checkboxOnByDefault, optionalText, requiredText } from "../fields";
import { translationsFieldFor } from "../translations-field";
import { z } from "../zod";

export const MAX_PRICE = 100_000_000;

export { optionalText, requiredText };

/** A category id: a select's text or a JSON number, required, a positive integer. */
export const categoryIdField = z
  .union([z.number(), z.string()])
  .optional()
  .transform((value, context) => {
    const text = typeof value === "string" ? value.trim() : value;
    if (text === undefined || text === "") {
      context.addIssue({ code: "custom", message: copy.categoryRequired });
      return z.NEVER;
    }
    const id = Number(text);
    if (!Number.isInteger(id) || id < 1 || id > 999_999_999) {
      context.addIssue({ code: "custom", message: copy.categoryMissing });
      return z.NEVER;
    }
    return id;
  });

/** An optional price in dollars: blank is null; otherwise a number of at least 0, kept to cents. */
export const priceField = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value, context) => {
    const text = typeof value === "string" ? value.trim() : value;
    if (text === undefined || text === null || text === "") return null;
    const amount = typeof text === "number" ? text : Number(text);
    if (!Number.isFinite(amount)) {
      context.addIssue({ code: "custom", message: copy.priceInvalid });
      return z.NEVER;
    }
    if (amount < 0) {
      context.addIssue({ code: "custom", message: copy.priceNegative });
      return z.NEVER;
    }
    if (amount > MAX_PRICE) {
      context.addIssue({ code: "custom", message: copy.priceTooLarge });
      return z.NEVER;
    }
    return Math.round(amount * 100) / 100;
  });

/** A link shown to visitors: blank, or an absolute http(s) URL. */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** An image address: blank, an absolute http(s) URL, or a path on this site (/uploads/...). */
export const imageUrlField = z
  .string()
  .trim()
  .max(500, validation.tooLong(500))
  .nullish()
  .transform((text) => text ?? "")
  .refine((text) => text === "" || isWebUrl(text) || /^\/(?!\/)[^\s\\]*$/.test(text), copy.imageUrlInvalid);

/** The uploaded file of an image field; Conform turns "no file chosen" into undefined. */
export const imageFileField = z.file().optional();

/** Comma text, cleaned: trimmed items, no blanks, no repeats (ignoring case), ", " between. */
export function commaListField(max: number) {
  return optionalText(max).transform((text) => splitList(text).join(", "));
}

/** An upload kept from an earlier send of the form (checked by the server: images/form-image.ts). */
export const pendingImageField = z.string().max(500).optional();

/** An image field is filled when it has a URL, a chosen file or a kept upload. */
export function hasImage(value: { image_url?: unknown; image_file?: unknown; pending_image?: unknown }): boolean {
  return Boolean(value.image_url) || value.image_file instanceof File || Boolean(value.pending_image);
}

/** Run an object-level rule even when other fields failed, so every message shows at once. */
export const always = () => true;

/**
 * The texts of a gallery item that may have a Gujarati and a Hindi version, with their limits (the
 * English field's): content-translations' TRANSLATABLE.gallery_item reads them from here, so a new
 * translated field is named once, beside its rule (docs/decisions/037).
 */
export const GALLERY_ITEM_TRANSLATED = { title: 200, description: 5000, image_alt_text: 200, tags: 500 } as const;

export const galleryItemSchema = z
  .object({
    title: requiredText(copy.titleRequired, 200),
    image_url: imageUrlField,
    image_file: imageFileField,
    pending_image: pendingImageField,
    image_alt_text: optionalText(200),
    category: categoryIdField,
    description: optionalText(5000),
    price: priceField,
    tags: commaListField(500),
    is_featured: checkbox,
    is_available: checkboxOnByDefault,
    translations: translationsFieldFor(GALLERY_ITEM_TRANSLATED),
  })
  .refine(hasImage, { path: ["image_url"], message: copy.imageRequired, when: always });

export type GalleryItemForm = z.infer<typeof galleryItemSchema>;
/** What the domain module saves: the form without its file (the file becomes `image_url`). */
export type GalleryItemInput = Omit<GalleryItemForm, "image_file" | "pending_image">;
/** A gallery item's field names as its form and its label registry (app/lib/copy/fields/gallery-item.ts) know them: the file is the image's way in. */
export type GalleryItemFieldName = Exclude<keyof typeof galleryItemSchema.shape, "translations" | "image_file" | "pending_image">;
