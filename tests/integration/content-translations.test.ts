/**
 * Translated content (issue 19, docs/decisions/013) against a real SQLite file: what an admin
 * saves with a record comes back in the public reads of that language, in the same fields, with
 * the fields that fell back to English named; search in that language finds translated titles
 * and tags (and still the English); a language left out of an update stays; a deleted record
 * takes its translations with it (the delete triggers of migration 0007); English reads never
 * touch the translations table.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { createAdmin, createCategory as makeCategory } from "~/../tests/support/factories";
import type { User } from "~/.server/accounts/users";
import { createProduct, deleteProduct, getProductTranslations, updateProduct } from "~/.server/catalogue/product-admin";
import { getPublicProduct, listPublicProducts } from "~/.server/catalogue/products";
import { type CategoryKind, createCategory, deleteCategory, listPublicCategories, listPublicCategoryChoices } from "~/.server/categories/categories";
import { db, schema } from "~/.server/db";
import { getPublicGalleryItem, listPublicGalleryItems } from "~/.server/gallery/gallery";
import { createGalleryItem, deleteGalleryItem } from "~/.server/gallery/gallery-admin";
import { createBlogPost, deleteBlogPost } from "~/.server/journal/post-admin";
import { getPublicBlogPost, listPublicBlogPosts } from "~/.server/journal/posts";
import { getPublicPortfolioItem, listPublicPortfolioItems } from "~/.server/portfolio/portfolio";
import { createPortfolioItem, deletePortfolioItem } from "~/.server/portfolio/portfolio-admin";
import { blogPostSchema } from "~/lib/schemas/admin/blog";
import { galleryItemSchema } from "~/lib/schemas/admin/gallery";
import { portfolioItemSchema } from "~/lib/schemas/admin/portfolio";
import { productSchema } from "~/lib/schemas/admin/products";

let admin: User;
let category: number;

const rowsOf = (kind: string, id: number) =>
  db()
    .select()
    .from(schema.contentTranslations)
    .where(eq(schema.contentTranslations.item_id, id))
    .all()
    .filter((row) => row.kind === kind);

beforeAll(() => {
  admin = createAdmin() as unknown as User;
  const created = createCategory(admin, "product", {
    name: "Jewellery Boxes",
    description: "Boxes for jewels",
    is_active: true,
    translations: { gu: { name: "ઘરેણાંની પેટીઓ" } },
  });
  if (!created.ok) throw new Error("category not created");
  category = created.record.id;
});

function productInput(fields: Record<string, unknown>) {
  return productSchema.parse({ category, price: 4500, description: "Rosewood box with sadeli inlay.", ...fields });
}

function newProduct(fields: Record<string, unknown>) {
  const result = createProduct(admin, productInput(fields));
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.record;
}

describe("products", () => {
  it("a translation is stored with the product and read back in its language, the rest in English with the fields named", () => {
    const product = newProduct({
      title: "Peacock Jewellery Box",
      short_description: "A small box",
      tags: "peacock, gift",
      translations: { gu: { title: "મોર ઘરેણાં પેટી", tags: "મોર, ભેટ" }, hi: { title: "मोर गहनों का डिब्बा" } },
    });
    expect(getProductTranslations(product.id)).toEqual({ gu: { title: "મોર ઘરેણાં પેટી", tags: "મોર, ભેટ" }, hi: { title: "मोर गहनों का डिब्बा" } });

    const gu = getPublicProduct(product.id, { lang: "gu" })!;
    expect(gu.title).toBe("મોર ઘરેણાં પેટી");
    expect(gu.tags_list).toEqual(["મોર", "ભેટ"]);
    expect(gu.category_name).toBe("ઘરેણાંની પેટીઓ");
    expect(gu.description).toBe("Rosewood box with sadeli inlay.");
    expect(gu.untranslated).toEqual(["short_description", "description"]);
    // material and crafting_time are empty in English: nothing to fall back to, nothing named.

    const hi = getPublicProduct(product.id, { lang: "hi" })!;
    expect(hi.title).toBe("मोर गहनों का डिब्बा");
    expect(hi.untranslated).toEqual(["short_description", "description", "tags", "category_name"]);

    const en = getPublicProduct(product.id, { lang: "en" })!;
    expect(en.title).toBe("Peacock Jewellery Box");
    expect(en).not.toHaveProperty("untranslated");
    expect(getPublicProduct(product.id)).toEqual(en);
  });

  it("search in a language finds translated titles and tags, and still the English; another language does not see them", () => {
    const product = newProduct({ title: "Elephant Pen Stand", tags: "desk", translations: { gu: { title: "હાથી પેન સ્ટેન્ડ", tags: "કચેરી" } } });
    const ids = (q: string, lang?: "gu" | "hi") => listPublicProducts({ q, lang }).results.map((row) => row.id);
    expect(ids("હાથી", "gu")).toContain(product.id);
    expect(ids("કચેરી", "gu")).toContain(product.id);
    expect(ids("Elephant", "gu")).toContain(product.id);
    expect(ids("હાથી", "hi")).not.toContain(product.id);
    expect(ids("હાથી")).not.toContain(product.id);
    expect(listPublicProducts({ q: "હાથી", lang: "gu" }).count).toBe(1);
    expect(listPublicProducts({ q: "હાથી" }).count).toBe(0);
    const listed = listPublicProducts({ q: "હાથી", lang: "gu" }).results[0]!;
    expect(listed.title).toBe("હાથી પેન સ્ટેન્ડ");
  });

  it("an update replaces the languages it carries (a blank field goes) and keeps the ones it leaves out", async () => {
    const product = newProduct({ title: "Camel Coaster", translations: { gu: { title: "ઊંટ કોસ્ટર", description: "ગુ" }, hi: { title: "ऊँट कोस्टर" } } });
    const input = productInput({ title: "Camel Coaster", translations: { gu: { title: "ઊંટ કોસ્ટર સેટ", description: "" } } });
    expect((await updateProduct(admin, product.id, input)).ok).toBe(true);
    expect(getProductTranslations(product.id)).toEqual({ gu: { title: "ઊંટ કોસ્ટર સેટ" }, hi: { title: "ऊँट कोस्टर" } });
    // A form sends `translations.sent`: both languages are replaced, so an emptied section clears.
    const form = productInput({ title: "Camel Coaster", translations: { sent: "1", gu: { title: "ઊંટ કોસ્ટર સેટ" } } });
    expect((await updateProduct(admin, product.id, form)).ok).toBe(true);
    expect(getProductTranslations(product.id)).toEqual({ gu: { title: "ઊંટ કોસ્ટર સેટ" } });
  });

  it("a translation longer than the English field's limit is refused at its field", () => {
    const parsed = productSchema.safeParse({ title: "T", category, price: 1, description: "D", translations: { hi: { title: "अ".repeat(201) } } });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.path.join("."))).toContain("translations.hi.title");
  });

  it("deleting a product deletes its translations", async () => {
    const product = newProduct({ title: "Short-lived Box", translations: { gu: { title: "થોડા દિવસની પેટી" } } });
    expect(rowsOf("product", product.id)).toHaveLength(1);
    expect(await deleteProduct(admin, product.id)).toEqual({ ok: true });
    expect(rowsOf("product", product.id)).toHaveLength(0);
  });

  it("English reads do not touch the translations table", () => {
    const product = newProduct({ title: "Table-free Box" });
    db().$client.exec('alter table "content_translations" rename to "content_translations_away"');
    try {
      expect(getPublicProduct(product.id)?.title).toBe("Table-free Box");
      expect(listPublicProducts({ q: "Table-free" }).count).toBe(1);
      expect(listPublicCategories("product").length).toBeGreaterThan(0);
      expect(() => getPublicProduct(product.id, { lang: "gu" })).toThrow(/content_translations/);
    } finally {
      db().$client.exec('alter table "content_translations_away" rename to "content_translations"');
    }
  });
});

describe.each(["product", "gallery", "portfolio", "blog"] as const)("%s categories", (kind: CategoryKind) => {
  it("are translated in the public list and the filter, and deleted with their translations", () => {
    const base = kind === "blog" ? { name: `Notes ${kind}`, slug: "" } : { name: `Inlay ${kind}`, description: "", is_active: true };
    const created = createCategory(admin, kind, { ...base, translations: { hi: { name: `जड़ाई ${kind}` } } } as never);
    if (!created.ok) throw new Error("not created");
    const id = created.record.id;
    const hi = listPublicCategories(kind, { lang: "hi" }).find((row) => row.id === id)!;
    expect(hi.name).toBe(`जड़ाई ${kind}`);
    expect(listPublicCategoryChoices(kind, { lang: "hi" }).find((row) => row.id === id)?.name).toBe(`जड़ाई ${kind}`);
    expect(listPublicCategories(kind, { lang: "gu" }).find((row) => row.id === id)?.untranslated).toContain("name");
    // The filter's option says its name fell back to English (the toolbar marks it lang="en").
    expect(listPublicCategoryChoices(kind, { lang: "gu" }).find((row) => row.id === id)?.untranslated).toContain("name");
    expect(listPublicCategoryChoices(kind, { lang: "hi" }).find((row) => row.id === id)?.untranslated ?? []).not.toContain("name");
    expect(listPublicCategories(kind).find((row) => row.id === id)?.name).toBe(base.name);
    expect(rowsOf(`${kind}_category`, id)).toHaveLength(1);
    expect(deleteCategory(admin, kind, id)).toEqual({ ok: true });
    expect(rowsOf(`${kind}_category`, id)).toHaveLength(0);
  });
});

describe("gallery, portfolio and blog", () => {
  it("a gallery item: translated title, alt text and tags; found by its Hindi tag; deleted with its translations", async () => {
    const parsed = galleryItemSchema.parse({
      title: "Lotus Panel",
      image_url: "https://example.in/lotus.jpg",
      image_alt_text: "A lotus in inlay",
      category: makeCategory.gallery().id,
      tags: "lotus",
      is_available: "on",
      translations: { hi: { title: "कमल पैनल", image_alt_text: "जड़ाई में कमल", tags: "कमल, पूजा" } },
    });
    const { image_file: _file, pending_image: _pending, ...input } = parsed;
    const created = await createGalleryItem(admin, input);
    if (!created.ok) throw new Error(JSON.stringify(created));
    const item = getPublicGalleryItem(created.record.id, { lang: "hi" })!;
    expect([item.title, item.image_alt_text, item.tags_list]).toEqual(["कमल पैनल", "जड़ाई में कमल", ["कमल", "पूजा"]]);
    expect(item.untranslated).toEqual(["category_name"]);
    expect(listPublicGalleryItems({ q: "पूजा", lang: "hi" }).results.map((row) => row.id)).toEqual([created.record.id]);
    expect(await deleteGalleryItem(admin, created.record.id)).toEqual({ ok: true });
    expect(rowsOf("gallery_item", created.record.id)).toHaveLength(0);
  });

  it("a portfolio project: translated title and technologies; found by its Gujarati title; deleted with its translations", async () => {
    const parsed = portfolioItemSchema.parse({
      title: "Temple Doors",
      description: "Carved doors",
      category: makeCategory.portfolio().id,
      technologies: "sadeli",
      is_public: "on",
      translations: { gu: { title: "મંદિરના દરવાજા", technologies: "સાદેલી, કોતરણી" } },
    });
    const { image_file: _file, pending_image: _pending, ...input } = parsed;
    const created = await createPortfolioItem(admin, input);
    if (!created.ok) throw new Error(JSON.stringify(created));
    const item = getPublicPortfolioItem(created.record.id, { lang: "gu" })!;
    expect(item.title).toBe("મંદિરના દરવાજા");
    expect(item.technologies_list).toEqual(["સાદેલી", "કોતરણી"]);
    expect(listPublicPortfolioItems({ q: "મંદિરના", lang: "gu" }).results.map((row) => row.id)).toEqual([created.record.id]);
    expect(await deletePortfolioItem(admin, created.record.id)).toEqual({ ok: true });
    expect(rowsOf("portfolio_item", created.record.id)).toHaveLength(0);
  });

  it("a blog post: translated title, excerpt and content by slug; found by its Hindi title; deleted with its translations", async () => {
    const input = blogPostSchema.parse({
      title: "Caring for Sadeli",
      content: "Dust with a dry cloth.",
      excerpt: "How to keep it",
      category: makeCategory.blog().id,
      status: "published",
      translations: { hi: { title: "सादेली की देखभाल", content: "सूखे कपड़े से साफ़ करें।" } },
    });
    const created = await createBlogPost(admin, input);
    if (!created.ok) throw new Error(JSON.stringify(created));
    const post = getPublicBlogPost(created.record.slug, { lang: "hi" })!;
    expect([post.title, post.content, post.excerpt]).toEqual(["सादेली की देखभाल", "सूखे कपड़े से साफ़ करें।", "How to keep it"]);
    expect(post.untranslated).toEqual(["excerpt", "category_name"]);
    expect(listPublicBlogPosts({ q: "देखभाल", lang: "hi" }).results.map((row) => row.id)).toEqual([created.record.id]);
    expect(await deleteBlogPost(admin, created.record.id)).toEqual({ ok: true });
    expect(rowsOf("blog_post", created.record.id)).toHaveLength(0);
  });
});
