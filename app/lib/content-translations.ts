/**
 * Translated content (issue 19, docs/decisions/013): which texts of which records may have a
 * Gujarati or Hindi version, and the form/JSON schema of those versions. English is the record
 * itself; a translation is optional field by field, and a blank one means "show the English".
 * Shared by the domain (app/.server/translations/), the panel's forms and the JSON API.
 */
import { validation } from "./copy/validation";
import { splitList } from "./listing";
import { z } from "./schemas/zod";

/** The languages a record's texts may be translated into (English is the record itself). */
export const CONTENT_LANGUAGES = ["gu", "hi"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
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
  product: { title: 200, short_description: 300, description: 10_000, material: 100, crafting_time: 100, tags: 500 },
  product_category: { name: 100, description: 1000 },
  gallery_category: { name: 100, description: 1000 },
  portfolio_category: { name: 100, description: 1000 },
  blog_category: { name: 100 },
  gallery_item: { title: 200, description: 5000, image_alt_text: 200, tags: 500 },
  portfolio_item: { title: 200, short_description: 300, description: 10_000, technologies: 1000, client_name: 200 },
  blog_post: { title: 200, excerpt: 1000, content: 100_000, featured_image_alt: 200, tags: 1000, meta_description: 160 },
  /**
   * The site settings' one row (id 1, issue 29, docs/decisions/029): its description, shown in the
   * footer, the home page's first slide and the about page. The site's name (a brand) and the
   * address (for maps, couriers and the structured data) stay as written.
   */
  site_settings: { site_description: 1000 },
} as const;
export type TranslationKind = keyof typeof TRANSLATABLE;
export type TranslatedField<K extends TranslationKind> = keyof (typeof TRANSLATABLE)[K] & string;

const LIST_FIELDS: ReadonlySet<string> = new Set(["tags", "technologies"]);

/** A record's translations: per language, the fields that have one. */
export type Translations<K extends TranslationKind = TranslationKind> = Partial<Record<ContentLanguage, Partial<Record<TranslatedField<K>, string>>>>;

export function translatedFields<K extends TranslationKind>(kind: K): TranslatedField<K>[] {
  return Object.keys(TRANSLATABLE[kind]) as TranslatedField<K>[];
}

/** One translated text: trimmed, at most the English field's length, "" when blank (no translation). */
function translatedText(field: string, max: number) {
  const text = z
    .string()
    .trim()
    .max(max, validation.tooLong(max))
    .nullish()
    .transform((value) => value ?? "");
  return LIST_FIELDS.has(field) ? text.transform((value) => splitList(value).join(", ")) : text;
}

/** The hidden field a form with translation sections sends: its languages are then replaced whole. */
export const TRANSLATIONS_SENT_FIELD = "translations.sent";

/**
 * The `translations` field of a kind's form and JSON body: `translations.gu.title` in a form post,
 * `{"translations": {"gu": {"title": "..."}}}` in JSON. Optional throughout; blanks are dropped.
 * Out: the languages to replace, each with the texts it keeps (a language left out stays as it
 * is; a form, which sends `translations.sent`, replaces both, so clearing a field removes it).
 */
export function translationsField<K extends TranslationKind>(kind: K) {
  const limits = TRANSLATABLE[kind] as Record<string, number>;
  const language = z.object(Object.fromEntries(Object.entries(limits).map(([field, max]) => [field, translatedText(field, max)]))).nullish();
  return z
    .object({ sent: z.string().max(10).optional(), gu: language, hi: language })
    .nullable()
    .transform((value): Translations<K> | undefined => {
      if (!value) return undefined;
      const out: Translations<K> = {};
      for (const lang of CONTENT_LANGUAGES) {
        const texts = value[lang] as Record<string, string> | null | undefined;
        if (texts === undefined && value.sent === undefined) continue;
        out[lang] = Object.fromEntries(Object.entries(texts ?? {}).filter(([, text]) => text !== "")) as Partial<Record<TranslatedField<K>, string>>;
      }
      return out;
    })
    .optional();
}
