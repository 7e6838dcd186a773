/**
 * The field-label registries are the one source of a field's label (issue 30, docs/decisions/032
 * and 037): a model's public facts, its panel form and the panel's translation sections name a
 * field with the same string in each language; every field of the zod rules has a label in every
 * language and a place in the form; and a label written a second time, in a copy module or by
 * hand in a panel form, fails here.
 */
import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { requiredFields } from "~/components/panel/schema-form";
import { TRANSLATABLE, type TranslationKind } from "~/lib/content-translations";
import { blogPostFormPlaces, blogPostLabelsEn, blogPostLabelsGu, blogPostLabelsHi } from "~/lib/copy/fields/blog-post";
import { categoryFormPlaces, categoryLabelsEn, categoryLabelsGu, categoryLabelsHi } from "~/lib/copy/fields/category";
import { galleryItemFormPlaces, galleryItemLabelsEn, galleryItemLabelsGu, galleryItemLabelsHi } from "~/lib/copy/fields/gallery-item";
import { portfolioItemFormPlaces, portfolioItemLabelsEn, portfolioItemLabelsGu, portfolioItemLabelsHi } from "~/lib/copy/fields/portfolio-item";
import { productFormPlaces, productLabelsEn, productLabelsGu, productLabelsHi } from "~/lib/copy/fields/product";
import { panelTranslationsCopy } from "~/lib/copy/panel-translations";
import { copyFor } from "~/lib/i18n/copy.server";
import { blogCategorySchema, blogPostSchema } from "~/lib/schemas/admin/blog";
import { contentCategorySchema, productCategorySchema } from "~/lib/schemas/admin/categories";
import { galleryItemSchema } from "~/lib/schemas/admin/gallery";
import { portfolioItemSchema } from "~/lib/schemas/admin/portfolio";
import { PRODUCT_REQUIRED, productObject, productSchema } from "~/lib/schemas/admin/products";

type Labels = Record<string, string>;
/** A form's own ways in that are not fields of the record: the image file and an upload kept from a refused send. */
const NOT_FIELDS = new Set(["translations", "image_file", "pending_image"]);
const fieldsOf = (...objects: { shape: object }[]) =>
  [...new Set(objects.flatMap((object) => Object.keys(object.shape)))].filter((name) => !NOT_FIELDS.has(name)).sort();

/** Each model: its zod rules' fields, its registry, its form files, its translation kinds. */
const MODELS = {
  product: {
    fields: fieldsOf(productObject),
    labels: { en: productLabelsEn, gu: productLabelsGu, hi: productLabelsHi } as Record<"en" | "gu" | "hi", Labels>,
    places: productFormPlaces,
    forms: ["app/components/panel/shop/product-form.tsx"],
    kinds: ["product"],
  },
  blogPost: {
    fields: fieldsOf(blogPostSchema),
    labels: { en: blogPostLabelsEn, gu: blogPostLabelsGu, hi: blogPostLabelsHi },
    places: blogPostFormPlaces,
    forms: ["app/components/panel/blog/post-form.tsx", "app/routes/panel/blog/form.tsx"],
    kinds: ["blog_post"],
  },
  galleryItem: {
    fields: fieldsOf(galleryItemSchema),
    labels: { en: galleryItemLabelsEn, gu: galleryItemLabelsGu, hi: galleryItemLabelsHi },
    places: galleryItemFormPlaces,
    forms: ["app/routes/panel/gallery/form.tsx"],
    kinds: ["gallery_item"],
  },
  portfolioItem: {
    fields: fieldsOf(portfolioItemSchema),
    labels: { en: portfolioItemLabelsEn, gu: portfolioItemLabelsGu, hi: portfolioItemLabelsHi },
    places: portfolioItemFormPlaces,
    forms: ["app/routes/panel/portfolio/form.tsx"],
    kinds: ["portfolio_item"],
  },
  category: {
    fields: fieldsOf(productCategorySchema, contentCategorySchema, blogCategorySchema),
    labels: { en: categoryLabelsEn, gu: categoryLabelsGu, hi: categoryLabelsHi },
    places: categoryFormPlaces,
    forms: ["app/components/panel/category-form.tsx", "app/components/panel/category-screens.tsx"],
    kinds: ["product_category", "gallery_category", "portfolio_category", "blog_category"],
  },
} satisfies Record<string, { fields: string[]; labels: Record<"en" | "gu" | "hi", Labels>; places: object; forms: string[]; kinds: TranslationKind[] }>;

/** Comma text: its translation section adds the list hint after the label. */
const LIST = new Set(["tags", "technologies"]);

describe.each(Object.entries(MODELS))("the %s's field labels", (_model, model) => {
  it("name every field of the zod rules in English, Gujarati and Hindi, and place it in the panel's form", () => {
    for (const labels of Object.values(model.labels)) expect(Object.keys(labels).sort()).toEqual(model.fields);
    expect(Object.keys(model.places).sort()).toEqual(model.fields);
  });

  it.each(["gu", "hi"] as const)("are the panel's %s translation section's labels", (lang) => {
    for (const kind of model.kinds) {
      for (const name of Object.keys(TRANSLATABLE[kind])) {
        const label = (model.labels[lang] as Labels)[name];
        expect(label, `${kind} ${name}`).toBeDefined();
        expect(panelTranslationsCopy.label(kind, lang, name), `${kind} ${lang} ${name}`).toBe(
          LIST.has(name) ? `${label} (${lang === "gu" ? "અલ્પવિરામથી અલગ" : "अल्पविराम से अलग"})` : label,
        );
      }
    }
  });

  it("are not written by hand in the panel's form (a label attribute that repeats one fails)", () => {
    const registry = new Set(Object.values(model.labels.en));
    for (const file of model.forms) {
      const written = [...fs.readFileSync(file, "utf8").matchAll(/label=(?:"([^"]+)"|\{"([^"]+)"\})/g)].map((match) => match[1] ?? match[2]);
      expect(
        written.filter((label) => registry.has(label!)),
        file,
      ).toEqual([]);
    }
  });
});

describe("the public facts", () => {
  it.each(["en", "gu", "hi"] as const)("of a project and a post are their fields' labels (%s)", (lang) => {
    const copy = copyFor(lang);
    const portfolio = MODELS.portfolioItem.labels[lang];
    expect(copy.portfolioCopy.category).toBe(portfolio.category);
    expect(copy.portfolioCopy.client).toBe(portfolio.client_name);
    expect(copy.portfolioCopy.completed).toBe(portfolio.completion_date);
    expect(copy.blogCopy.tags).toBe(MODELS.blogPost.labels[lang].tags);
  });

  it.each(["gu", "hi"] as const)("of a product are the product's labels (%s)", (lang) => {
    const facts = copyFor(lang).productFacts as Record<string, string>;
    for (const name of ["category", "material", "dimensions", "weight", "crafting_time", "sku"])
      expect(facts[name], name).toBe(MODELS.product.labels[lang][name]);
    // The drift issue 30 found: one Gujarati label for the making time, wherever it is shown.
    expect(facts.crafting_time).toBe(panelTranslationsCopy.label("product", lang, "crafting_time"));
  });

  it("of a product in English are the product's labels", () => {
    for (const name of ["category", "material", "dimensions", "weight", "crafting_time", "sku"] as const)
      expect(copyFor("en").productFacts[name]).toBe(productLabelsEn[name]);
  });
});

/**
 * Words that look like a field's label but name a whole list's part, for every kind at once:
 * the category filter of every list (listing.category) and the tag list of every card
 * (shellWords.tags). Each is written once per language. And the quotation's own words that share
 * a key and a word with a registry (issue 31).
 */
const SHARED_WORDS: Record<string, number> = {
  "listing.ts category=Category": 1,
  "gu.ts category=શ્રેણી": 1,
  "hi.ts category=श्रेणी": 1,
  "languages.ts tags=Tags": 1,
  "gu-pages.ts tags=ટૅગ": 1,
  "hi-pages.ts tags=टैग": 1,
  // A quotation's own columns and its status (issue 31): a line's description and a quote's status
  // are fields of the quotation, not of a product or a post, so no registry holds them.
  "quotes.ts description=Description": 1,
  "quotes.ts status=Status": 1,
  "quote-pages.ts description=Description": 1,
  "quote-pages-languages.ts description=विवरण": 1,
  // An API key's own name and status (issue 33): fields of the key, which no model registry holds.
  "panel-integrations.ts name=Name": 2,
  "panel-integrations.ts name=नाम": 2,
  "panel-integrations.ts name=નામ": 2,
  "panel-integrations.ts status=Status": 1,
  "panel-integrations.ts status=स्थिति": 1,
  "panel-integrations.ts status=સ્થિતિ": 1,
};

/** Public facts named apart from their field (portfolioCopy.client is client_name's label). */
const FACT_KEYS: Record<string, string> = { client: "client_name", completed: "completion_date" };

it("no copy module writes a field's label again (it reads the model's registry)", () => {
  const dir = "app/lib/copy";
  const found: Record<string, number> = {};
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".ts"))) {
    const text = fs.readFileSync(path.join(dir, file), "utf8");
    for (const [, key, value] of text.matchAll(/(\w+):\s*"([^"]*)"/g)) {
      const field = FACT_KEYS[key!] ?? key!;
      const repeats = Object.values(MODELS).some((model) => Object.values(model.labels).some((labels) => labels[field] === value));
      if (repeats) found[`${file} ${key}=${value}`] = (found[`${file} ${key}=${value}`] ?? 0) + 1;
    }
  }
  expect(found).toEqual(SHARED_WORDS);
});

describe("the fields a form marks required", () => {
  it("are those the schema refuses when the form is sent empty (the product's are the spec's four)", () => {
    expect(requiredFields(productSchema).sort()).toEqual(PRODUCT_REQUIRED.map(([name]) => name).sort());
    expect(requiredFields(galleryItemSchema).sort()).toEqual(["category", "image_url", "title"]);
    expect(requiredFields(portfolioItemSchema).sort()).toEqual(["category", "description", "title"]);
    expect(requiredFields(blogPostSchema).sort()).toEqual(["category", "content", "title"]);
    for (const schema of [productCategorySchema, contentCategorySchema, blogCategorySchema]) expect(requiredFields(schema)).toEqual(["name"]);
  });
});
