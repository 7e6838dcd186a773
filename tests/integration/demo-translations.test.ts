/**
 * The demo content in Gujarati and Hindi (issue 19; completed in issue 29): every record the seed
 * writes and every translatable field of it (TRANSLATABLE) has a Gujarati and a Hindi text in
 * content_translations, non-empty, within the English field's limit, different from the English
 * and written in the language's own script; the public reads in that language show them; posts
 * keep their article's shape (headings and lists) in translation; the craft is written સાદેલી / सादेली.
 */
import { and, eq } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { beforeAll, describe, expect, it } from "vitest";

import { listPublicProducts } from "~/.server/catalogue/products";
import { type CategoryKind, listPublicCategories } from "~/.server/categories/categories";
import { db, schema } from "~/.server/db";
import { listPublicGalleryItems } from "~/.server/gallery/gallery";
import { listPublicBlogPosts } from "~/.server/journal/posts";
import { listPublicPortfolioItems } from "~/.server/portfolio/portfolio";
import { demoTranslations } from "~/.server/seed/demo-translations";
import { parseContentBlocks } from "~/lib/blog-content";
import { TRANSLATABLE, translatedFields, type TranslationKind } from "~/lib/content-translations";

import { SEEDED_DEMO_TIMEOUT_MS, useSeededDemo } from "../support/seeded-demo";

const GUJARATI = /[\u0A80-\u0AFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;
const SCRIPT = { gu: GUJARATI, hi: DEVANAGARI } as const;

/** Each kind's table, as the seed fills it. */
const TABLES: Record<TranslationKind, SQLiteTable> = {
  product_category: schema.productCategories,
  gallery_category: schema.galleryCategories,
  portfolio_category: schema.portfolioCategories,
  blog_category: schema.blogCategories,
  product: schema.products,
  gallery_item: schema.galleryItems,
  portfolio_item: schema.portfolioItems,
  blog_post: schema.blogPosts,
  site_settings: schema.siteSettings,
};

/**
 * Translations allowed to read exactly as the English ("kind:English title:field"). None today:
 * the proper names (client names, post authors, the site's name) are not translatable fields,
 * and numbers and "GI" sit inside translated sentences. A field added here must say why.
 */
const SAME_AS_ENGLISH: ReadonlySet<string> = new Set<string>([]);

type Row = Record<string, unknown> & { id: number };

function seededRows(kind: TranslationKind): Row[] {
  return db().select().from(TABLES[kind]).all() as Row[];
}

function translation(kind: TranslationKind, id: number, lang: "gu" | "hi", field: string): string | undefined {
  const { contentTranslations: t } = schema;
  return db()
    .select({ value: t.value })
    .from(t)
    .where(and(eq(t.kind, kind), eq(t.item_id, id), eq(t.lang, lang), eq(t.field, field)))
    .get()?.value;
}

const nameOf = (row: Row) => String(row.title ?? row.name ?? row.site_name);

/** A post's shape: its blocks' kinds and, for lists, how many items. */
const shapeOf = (content: string) =>
  parseContentBlocks(content).map((block) =>
    block.type === "list" ? `${block.ordered ? "ol" : "ul"}:${block.items.length}` : block.type === "heading" ? `h${block.level}` : "p",
  );

beforeAll(async () => {
  await useSeededDemo();
}, SEEDED_DEMO_TIMEOUT_MS);

describe.each(["gu", "hi"] as const)("%s", (lang) => {
  it.each(Object.keys(TRANSLATABLE) as TranslationKind[])("every seeded %s has every visible field in the language", (kind) => {
    const rows = seededRows(kind);
    expect(rows.length).toBeGreaterThan(0);
    const limits = TRANSLATABLE[kind] as Record<string, number>;
    const problems: string[] = [];
    for (const row of rows) {
      for (const field of translatedFields(kind)) {
        const english = row[field];
        if (typeof english !== "string" || english.trim() === "") continue;
        const where = `${kind} "${nameOf(row)}" ${field}`;
        const text = translation(kind, row.id, lang, field);
        if (!text?.trim()) {
          problems.push(`${where}: no ${lang} text`);
          continue;
        }
        if (text.length > limits[field]!) problems.push(`${where}: ${text.length} characters, over the limit of ${limits[field]}`);
        if (!SCRIPT[lang].test(text)) problems.push(`${where}: not in the ${lang} script: ${text}`);
        if (text.trim() === english.trim() && !SAME_AS_ENGLISH.has(`${kind}:${nameOf(row)}:${field}`)) problems.push(`${where}: same as the English`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("every post keeps its article's headings and lists", () => {
    for (const post of seededRows("blog_post")) {
      const text = translation("blog_post", post.id, lang, "content");
      expect(shapeOf(text ?? ""), String(post.title)).toEqual(shapeOf(String(post.content)));
    }
  });

  it.each(["product", "gallery", "portfolio", "blog"] as const)("every %s category has its name in the language", (kind: CategoryKind) => {
    const categories = listPublicCategories(kind, { lang });
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expect(category.name, category.name).toMatch(SCRIPT[lang]);
      expect(category.untranslated).not.toContain("name");
    }
  });

  it("the public lists show every product, gallery piece, project and post wholly in the language", () => {
    const shown = [
      ...listPublicProducts({ pageSize: 100, lang }).results,
      ...listPublicGalleryItems({ pageSize: 100, lang }).results,
      ...listPublicPortfolioItems({ pageSize: 100, lang }).results,
      ...listPublicBlogPosts({ pageSize: 100, lang }).results,
    ];
    expect(shown.length).toBeGreaterThanOrEqual(55);
    for (const item of shown) {
      expect(item.title, item.title).toMatch(SCRIPT[lang]);
      expect(item.category_name).toMatch(SCRIPT[lang]);
      expect(item.untranslated, item.title).toEqual([]);
    }
  });

  it("names the craft in the language's own word", () => {
    const word = { gu: "સાદેલી", hi: "सादेली" }[lang];
    for (const kind of ["product", "portfolio_item", "blog_post"] as const) {
      for (const entry of demoTranslations[kind]) {
        if (/sadeli/i.test(entry.english)) expect(entry[lang].title, entry.english).toContain(word);
      }
    }
    const texts = Object.values(demoTranslations).flatMap((entries) => entries.flatMap((entry) => Object.values(entry[lang] as Record<string, string>)));
    expect(texts.filter((text) => /sadeli/i.test(text))).toEqual([]);
  });
});
