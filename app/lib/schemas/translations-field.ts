/**
 * The schema of a record's translations (issue 19, docs/decisions/013), written over the limits of
 * its translated fields. A module of its own, under the models' schemas and content-translations:
 * a model's zod rules (./admin/products.ts) name its translated fields and their limits, and
 * content-translations reads those names back (docs/decisions/032), with no import cycle.
 */
import { validation } from "../copy/validation";
import { splitList } from "../listing";
import { unixLineBreaks } from "./fields";
import { z } from "./zod";

/** The languages a record's texts may be translated into (English is the record itself). */
export const CONTENT_LANGUAGES = ["gu", "hi"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The hidden field a form with translation sections sends: its languages are then replaced whole. */
export const TRANSLATIONS_SENT_FIELD = "translations.sent";

const LIST_FIELDS: ReadonlySet<string> = new Set(["tags", "technologies"]);

/** Per language, the texts that have a translation. */
export type TextsByLanguage<Field extends string> = Partial<Record<ContentLanguage, Partial<Record<Field, string>>>>;

/** One translated text: trimmed, at most the English field's length, "" when blank (no translation). */
function translatedText(field: string, max: number) {
  const text = z
    .string()
    .trim()
    .max(max, validation.tooLong(max))
    .nullish()
    .transform((value) => unixLineBreaks(value ?? ""));
  return LIST_FIELDS.has(field) ? text.transform((value) => splitList(value).join(", ")) : text;
}

/**
 * The `translations` field of a form and JSON body over these limits: `translations.gu.title` in a
 * form post, `{"translations": {"gu": {"title": "..."}}}` in JSON. Optional throughout; blanks are
 * dropped. Out: the languages to replace, each with the texts it keeps (a language left out stays
 * as it is; a form, which sends `translations.sent`, replaces both, so clearing a field removes it).
 */
export function translationsFieldFor<Limits extends Record<string, number>>(limits: Limits) {
  type Field = keyof Limits & string;
  const language = z.object(Object.fromEntries(Object.entries(limits).map(([field, max]) => [field, translatedText(field, max)]))).nullish();
  return z
    .object({ sent: z.string().max(10).optional(), gu: language, hi: language })
    .nullable()
    .transform((value): TextsByLanguage<Field> | undefined => {
      if (!value) return undefined;
      const out: TextsByLanguage<Field> = {};
      for (const lang of CONTENT_LANGUAGES) {
        const texts = value[lang] as Record<string, string> | null | undefined;
        if (texts === undefined && value.sent === undefined) continue;
        out[lang] = Object.fromEntries(Object.entries(texts ?? {}).filter(([, text]) => text !== "")) as Partial<Record<Field, string>>;
      }
      return out;
    })
    .optional();
}
