/** The panel's words for an item's translations (issue 19): the sections of its form. */
import { type ContentLanguage, LANGUAGE_NAMES } from "../content-translations";

export const panelTranslationsCopy = {
  legend: "Translations",
  intro: "Optional. A field left blank shows the English text on the Gujarati or Hindi page.",
  section: (lang: ContentLanguage) => `${LANGUAGE_NAMES[lang].english} (${LANGUAGE_NAMES[lang].own})`,
  filled: (count: number, total: number) => `${count} of ${total} translated`,
  /** The field's label in a language's section: the English label and the language. */
  label: (label: string, lang: ContentLanguage) => `${label} in ${LANGUAGE_NAMES[lang].english}`,
} as const;
