/**
 * The field-label registry is the one source of a field's label (issue 30, docs/decisions/032):
 * the product page's facts, the panel's product form and the panel's translation sections name
 * a field with the same string in each language, and every field of the zod rules has a label in
 * every language and a place in the form.
 */
import { describe, expect, it } from "vitest";

import { TRANSLATABLE } from "~/lib/content-translations";
import { productFormPlaces, productLabelsEn, productLabelsGu, productLabelsHi } from "~/lib/copy/fields/product";
import { panelTranslationsCopy } from "~/lib/copy/panel-translations";
import { copyFor } from "~/lib/i18n/copy.server";
import { productObject } from "~/lib/schemas/admin/products";

const FIELDS = Object.keys(productObject.shape).filter((name) => name !== "translations");
/** Facts the product page shows with a field's label. */
const FACTS = ["category", "material", "dimensions", "weight", "crafting_time", "sku"] as const;
const LIST = new Set(["tags"]);

describe("the product's field labels", () => {
  it("name every field of the zod rules in English, Gujarati and Hindi, and place it in the panel's form", () => {
    for (const labels of [productLabelsEn, productLabelsGu, productLabelsHi]) expect(Object.keys(labels).sort()).toEqual([...FIELDS].sort());
    expect(Object.keys(productFormPlaces).sort()).toEqual([...FIELDS].sort());
  });

  it("are the same on the product page and in the panel's form (English)", () => {
    for (const name of FACTS) expect(copyFor("en").productFacts[name]).toBe(productLabelsEn[name]);
  });

  it.each(["gu", "hi"] as const)("are the same on the product page and in the panel's %s translation section", (lang) => {
    const facts = copyFor(lang).productFacts as Record<string, string>;
    for (const name of Object.keys(TRANSLATABLE.product)) {
      const section = panelTranslationsCopy.label("product", lang, name);
      if (name in facts) expect(section.startsWith(facts[name]!), `${lang} ${name}`).toBe(true);
      if (!LIST.has(name)) expect(section, `${lang} ${name}`).toBe((lang === "gu" ? productLabelsGu : productLabelsHi)[name as keyof typeof productLabelsGu]);
    }
    // The drift issue 30 found: one Gujarati label for the making time, wherever it is shown.
    expect(facts.crafting_time).toBe(panelTranslationsCopy.label("product", lang, "crafting_time"));
  });
});
