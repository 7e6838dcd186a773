/**
 * Translated content (issue 19, docs/decisions/013): which texts of which records may have a
 * Gujarati or Hindi version, and the form/JSON schema of those versions. English is the record
 * itself; a translation is optional field by field, and a blank one means "show the English".
 * Shared by the domain (app/.server/translations/), the panel's forms and the JSON API.
 */
import { BLOG_CATEGORY_TRANSLATED, BLOG_POST_TRANSLATED } from "./schemas/admin/blog";
import { GALLERY_ITEM_TRANSLATED } from "./schemas/admin/gallery";
import { PORTFOLIO_ITEM_TRANSLATED } from "./schemas/admin/portfolio";
import { PRODUCT_TRANSLATED } from "./schemas/admin/products";
import { CONTENT_LANGUAGES, type ContentLanguage, translationsFieldFor } from "./schemas/translations-field";

export { CONTENT_LANGUAGES, type ContentLanguage, TRANSLATIONS_SENT_FIELD } from "./schemas/translations-field";
/** A language a public read may ask for. */
export const READ_LANGUAGES = ["en", ...CONTENT_LANGUAGES] as const;
export type ReadLanguage = (typeof READ_LANGUAGES)[number];

export const isContentLanguage = (value: unknown): value is ContentLanguage => CONTENT_LANGUAGES.includes(value as ContentLanguage);

/** The language's own name, as its readers write it (the panel's section headings). */
export const LANGUAGE_NAMES: Record<ContentLanguage, { english: string; own: string }> = {
  gu: { english: "Gujarati", own: "ગુજરાતી" },
  hi: { english: "Hindi", own: "हिन्दी" },
};

/**
 * The visible texts of each kind of record that may be translated, with the English field's
 * limit (the same limit holds for a translation). `list`: comma text (tags), kept as "a, b, c".
 */
export const TRANSLATABLE = {
  /** A product's are named by its zod rules (app/lib/schemas/admin/products.ts), beside each field's rule. */
  product: PRODUCT_TRANSLATED,
  product_category: { name: 100, description: 1000 },
  gallery_category: { name: 100, description: 1000 },
  portfolio_category: { name: 100, description: 1000 },
  /** A blog category's, a gallery item's, a portfolio item's and a post's are named by their zod rules (app/lib/schemas/admin/*.ts), beside each rule. */
  blog_category: BLOG_CATEGORY_TRANSLATED,
  gallery_item: GALLERY_ITEM_TRANSLATED,
  portfolio_item: PORTFOLIO_ITEM_TRANSLATED,
  blog_post: BLOG_POST_TRANSLATED,
  /**
   * The site settings' one row (id 1, issue 29, docs/decisions/029): its description, shown in the
   * footer, the home page's first slide and the about page. The site's name (a brand) and the
   * address (for maps, couriers and the structured data) stay as written.
   */
  site_settings: { site_description: 1000 },
} as const;
export type TranslationKind = keyof typeof TRANSLATABLE;
export type TranslatedField<K extends TranslationKind> = keyof (typeof TRANSLATABLE)[K] & string;

/** A record's translations: per language, the fields that have one. */
export type Translations<K extends TranslationKind = TranslationKind> = Partial<Record<ContentLanguage, Partial<Record<TranslatedField<K>, string>>>>;

export function translatedFields<K extends TranslationKind>(kind: K): TranslatedField<K>[] {
  return Object.keys(TRANSLATABLE[kind]) as TranslatedField<K>[];
}

/** The `translations` field of a kind's form and JSON body (./schemas/translations-field.ts). */
export function translationsField<K extends TranslationKind>(kind: K) {
  return translationsFieldFor(TRANSLATABLE[kind] as Record<TranslatedField<K>, number>);
}
