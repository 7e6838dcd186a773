/**
 * The panel's words for an item's translations (issue 19): the sections of its form. A section's
 * fields are labelled in its own language (the translator's; the English form above names the same
 * fields in the same order), which also keeps every label of the form distinct.
 */
import { type ContentLanguage, LANGUAGE_NAMES, type TranslationKind } from "../content-translations";
import { productLabelsGu, productLabelsHi } from "./fields/product";

const GUJARATI = {
  title: "શીર્ષક",
  name: "નામ",
  short_description: "ટૂંકું વર્ણન",
  description: "વર્ણન",
  excerpt: "સારાંશ",
  content: "લેખ",
  image_alt_text: "છબીનું લખાણ (alt)",
  featured_image_alt: "છબીનું લખાણ (alt)",
  tags: "ટૅગ",
  technologies: "તકનીકો",
  meta_description: "સર્ચ એન્જિન માટે વર્ણન",
  site_description: "સાઇટનું વર્ણન",
  client_name: "ગ્રાહક",
} as const;

const HINDI: Record<keyof typeof GUJARATI, string> = {
  title: "शीर्षक",
  name: "नाम",
  short_description: "संक्षिप्त विवरण",
  description: "विवरण",
  excerpt: "सारांश",
  content: "लेख",
  image_alt_text: "चित्र का पाठ (alt)",
  featured_image_alt: "चित्र का पाठ (alt)",
  tags: "टैग",
  technologies: "तकनीकें",
  meta_description: "सर्च इंजन के लिए विवरण",
  site_description: "साइट का विवरण",
  client_name: "ग्राहक",
};

/** Each translatable field's label in each language, for the models that have no registry of their own yet. */
const LABELS: Record<ContentLanguage, Record<string, string>> = { gu: GUJARATI, hi: HINDI };

/** The models whose labels live in their registry (docs/decisions/032): the same words as their public facts. */
const REGISTRIES: Partial<Record<TranslationKind, Record<ContentLanguage, Record<string, string>>>> = {
  product: { gu: productLabelsGu, hi: productLabelsHi },
};

/** Comma text (tags, technologies): the translator is told how to write the list. */
const LIST_FIELDS: ReadonlySet<string> = new Set(["tags", "technologies"]);
const LIST_HINT: Record<ContentLanguage, string> = { gu: "અલ્પવિરામથી અલગ", hi: "अल्पविराम से अलग" };

export const panelTranslationsCopy = {
  legend: "Translations",
  intro: "Optional. A field left blank shows the English text on the Gujarati or Hindi page.",
  section: (lang: ContentLanguage) => `${LANGUAGE_NAMES[lang].english} (${LANGUAGE_NAMES[lang].own})`,
  filled: (count: number, total: number) => `${count} of ${total} translated`,
  /** A translated field's label in a section: its model's registry's (copy/fields/*), with the list hint of comma text. */
  label: (kind: TranslationKind, lang: ContentLanguage, name: string): string => {
    const label = (REGISTRIES[kind]?.[lang] ?? LABELS[lang])[name] ?? name;
    return LIST_FIELDS.has(name) ? `${label} (${LIST_HINT[lang]})` : label;
  },
} as const;
