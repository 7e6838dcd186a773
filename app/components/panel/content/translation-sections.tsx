/**
 * The translations of an item in its own form (issue 19, docs/decisions/013): a section per
 * language, each a plain <details> (opens and closes without JavaScript) with the kind's
 * translatable fields as ordinary form fields named translations.gu.title, translations.hi.tags...
 * A section opens by itself when it holds an error. The hidden translations.sent tells the server
 * that the form carried its translations, so a field emptied here is removed.
 */
import type { PanelField } from "~/components/panel/fields";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { LengthCounter } from "~/components/ui/length-counter";
import { CONTENT_LANGUAGES, TRANSLATABLE, type TranslationKind, TRANSLATIONS_SENT_FIELD } from "~/lib/content-translations";
import { panelTranslationsCopy as copy } from "~/lib/copy/panel-translations";

/** Texts long enough for a text area. */
const MULTILINE = new Set(["description", "content", "excerpt"]);
/** Texts whose limit is shown as a live count, with no maxLength to cut a paste (issue 32): as the English field's registry place says. */
const COUNTED = new Set(["meta_description"]);

type Fieldset = Record<string, PanelField>;
const fieldsetOf = (field: PanelField) => (field as unknown as { getFieldset(): Fieldset }).getFieldset();

/** Every field of the sections, in order: for the form's error summary. */
export function translationSummaryFields(field: PanelField, kind: TranslationKind): PanelField[] {
  const languages = fieldsetOf(field);
  return CONTENT_LANGUAGES.flatMap((lang) => {
    const texts = fieldsetOf(languages[lang]!);
    return Object.keys(TRANSLATABLE[kind]).map((name) => texts[name]!);
  });
}

/** The sections of a form whose `translations` field is `field`, for a record of `kind`. */
export function TranslationSections({ field, kind }: { field: PanelField; kind: TranslationKind }) {
  const languages = fieldsetOf(field);
  const limits = TRANSLATABLE[kind] as Record<string, number>;
  const names = Object.keys(limits);
  return (
    <fieldset className="rounded-xl border border-rosewood-200 p-4 dark:border-rosewood-700">
      <legend className="px-1 text-sm font-semibold tracking-wide text-rosewood-800 uppercase dark:text-brass-300">{copy.legend}</legend>
      <input type="hidden" name={TRANSLATIONS_SENT_FIELD} value="1" />
      <p className="mt-1 text-sm text-rosewood-700 dark:text-rosewood-200">{copy.intro}</p>
      <div className="mt-3 space-y-3">
        {CONTENT_LANGUAGES.map((lang) => {
          const texts = fieldsetOf(languages[lang]!);
          const filled = names.filter((name) => typeof texts[name]?.initialValue === "string" && texts[name]!.initialValue !== "").length;
          const hasError = names.some((name) => texts[name]?.errors?.length);
          return (
            <details key={lang} open={hasError || undefined} className="rounded-lg border border-rosewood-200 dark:border-rosewood-700" data-translation={lang}>
              <summary className="cursor-pointer px-3 py-2 font-medium">
                {copy.section(lang)} <span className="text-sm font-normal text-rosewood-600 dark:text-rosewood-300">· {copy.filled(filled, names.length)}</span>
              </summary>
              {/* The section's labels and fields are in its language (every field is optional: the intro says so). */}
              <div lang={lang} className="grid gap-4 px-3 pt-1 pb-3">
                {names.map((name) => {
                  const label = copy.label(kind, lang, name);
                  if (COUNTED.has(name)) {
                    return (
                      <div key={name}>
                        <TextAreaField field={texts[name]!} label={label} rows={2} />
                        <LengthCounter inputId={texts[name]!.id} max={limits[name]!} />
                      </div>
                    );
                  }
                  return MULTILINE.has(name) ? (
                    <TextAreaField key={name} field={texts[name]!} label={label} rows={name === "content" ? 10 : 4} maxLength={limits[name]} />
                  ) : (
                    <TextField key={name} field={texts[name]!} label={label} maxLength={limits[name]} />
                  );
                })}
              </div>
            </details>
          );
        })}
      </div>
    </fieldset>
  );
}
