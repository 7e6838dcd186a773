/**
 * The panel's words for an item's translations (issue 19): the sections of its form. A section's
 * fields are labelled in its own language (the translator's; the English form above names the same
 * fields in the same order), which also keeps every label of the form distinct.
 */
import { type ContentLanguage, LANGUAGE_NAMES } from "../content-translations";

const GUJARATI = {
  title: "શીર્ષક",
  name: "નામ",
  short_description: "ટૂંકું વર્ણન",
  description: "વર્ણન",
  excerpt: "સારાંશ",
  content: "લેખ",
  image_alt_text: "છબીનું લખાણ (alt)",
  featured_image_alt: "છબીનું લખાણ (alt)",
  tags: "ટૅગ (અલ્પવિરામથી અલગ)",
  technologies: "તકનીકો (અલ્પવિરામથી અલગ)",
  meta_description: "સર્ચ એન્જિન માટે વર્ણન",
  material: "સામગ્રી",
  crafting_time: "બનાવવામાં લાગતો સમય",
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
  tags: "टैग (अल्पविराम से अलग)",
  technologies: "तकनीकें (अल्पविराम से अलग)",
  meta_description: "सर्च इंजन के लिए विवरण",
  material: "सामग्री",
  crafting_time: "बनाने में लगने वाला समय",
  site_description: "साइट का विवरण",
  client_name: "ग्राहक",
};

export const panelTranslationsCopy = {
  legend: "Translations",
  intro: "Optional. A field left blank shows the English text on the Gujarati or Hindi page.",
  section: (lang: ContentLanguage) => `${LANGUAGE_NAMES[lang].english} (${LANGUAGE_NAMES[lang].own})`,
  filled: (count: number, total: number) => `${count} of ${total} translated`,
  /** Each translatable field's label in each language. */
  labels: { gu: GUJARATI, hi: HINDI } satisfies Record<ContentLanguage, Record<keyof typeof GUJARATI, string>>,
} as const;
