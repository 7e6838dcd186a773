/**
 * The panel's words for an item's translations (issue 19): the sections of its form. A section's
 * fields are labelled in its own language (the translator's; the English form above names the same
 * fields in the same order), which also keeps every label of the form distinct.
 */
import { type ContentLanguage, LANGUAGE_NAMES, type TranslationKind } from "../content-translations";
import { blogPostLabelsGu, blogPostLabelsHi } from "./fields/blog-post";
import { categoryLabelsGu, categoryLabelsHi } from "./fields/category";
import { galleryItemLabelsGu, galleryItemLabelsHi } from "./fields/gallery-item";
import { portfolioItemLabelsGu, portfolioItemLabelsHi } from "./fields/portfolio-item";
import { productLabelsGu, productLabelsHi } from "./fields/product";

const categories = { gu: categoryLabelsGu, hi: categoryLabelsHi };

/**
 * Each kind's translated fields' labels: its model's registry (copy/fields/*, docs/decisions/032
 * and 037), the same words as its public facts. A kind without a registry is a type error.
 */
const REGISTRIES: Record<TranslationKind, Record<ContentLanguage, Record<string, string>>> = {
  product: { gu: productLabelsGu, hi: productLabelsHi },
  gallery_item: { gu: galleryItemLabelsGu, hi: galleryItemLabelsHi },
  portfolio_item: { gu: portfolioItemLabelsGu, hi: portfolioItemLabelsHi },
  blog_post: { gu: blogPostLabelsGu, hi: blogPostLabelsHi },
  product_category: categories,
  gallery_category: categories,
  portfolio_category: categories,
  blog_category: categories,
  /** The site settings' one translated text (decision 029); the settings form is not a model's. */
  site_settings: { gu: { site_description: "સાઇટનું વર્ણન" }, hi: { site_description: "साइट का विवरण" } },
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
    const label = REGISTRIES[kind][lang][name] ?? name;
    return LIST_FIELDS.has(name) ? `${label} (${LIST_HINT[lang]})` : label;
  },
} as const;
