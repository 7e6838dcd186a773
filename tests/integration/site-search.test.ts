/**
 * The site search's index (issue 29, docs/decisions/027) against a real SQLite file migrated to
 * 0011: ranking by field, prefixes, Gujarati and Hindi words (combining marks kept inside them),
 * English typos, only what a visitor may see, and the triggers that keep the index true through
 * every door (the panel's domain functions, a category's new name, translations, deletes).
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { createAdmin, createBlogPost, createCategory, createGalleryItem, createPortfolioItem, createProduct } from "~/../tests/support/factories";
import type { User } from "~/.server/accounts/users";
import { createProduct as createProductAsTeam, deleteProduct, updateProduct, updateProductFlag } from "~/.server/catalogue/product-admin";
import { updateCategory } from "~/.server/categories/categories";
import { db, schema } from "~/.server/db";
import { toggleBlogPostPublished } from "~/.server/journal/post-admin";
import { closestTerm, editDistance, rebuildSearchIndex, searchSite, searchSiteByKind, searchWords } from "~/.server/search/site-search";
import { saveTranslations } from "~/.server/translations/translations";
import { productSchema } from "~/lib/schemas/admin/products";
import { languageRuns, MARK_END, MARK_START, markedParts } from "~/lib/search-marks";

let admin: User;

beforeAll(() => {
  admin = createAdmin() as unknown as User;
});

const found = (q: string, lang: "en" | "gu" | "hi" = "en") => searchSite({ q, lang, pageSize: 50 }).results.map((hit) => `${hit.kind}:${hit.id}`);

describe("words and ranking", () => {
  it("ranks a word in the title above one in the tags above one in the body", () => {
    const category = createCategory.product().id;
    const inBody = createProduct({ category, title: "Tray", description: "A tray of zebrawood and brass." });
    const inTitle = createProduct({ category, title: "Zebrawood Tray", description: "A tray." });
    const inTags = createProduct({ category, title: "Pen Box", description: "A pen box.", tags: "zebrawood, pens" });
    expect(found("zebrawood")).toEqual([`product:${inTitle.id}`, `product:${inTags.id}`, `product:${inBody.id}`]);
  });

  it("finds words by their beginning, and needs every word", () => {
    const box = createProduct({ title: "Quillwork Boxes", description: "Two boxes." });
    expect(found("quillw")).toEqual([`product:${box.id}`]);
    expect(found("QUILLWORK box")).toEqual([`product:${box.id}`]);
    expect(found("quillwork teapot")).toEqual([]);
  });

  it("marks the matched words in the title and in a snippet of the texts, as text", () => {
    const product = createProduct({
      title: "Marquetry Coaster",
      description: "Six coasters <b>with</b> a marquetry star, sealed against rings. ## Care\n\nWipe **dry**.",
    });
    const [hit] = searchSite({ q: "marquetry" }).results;
    expect(hit!.id).toBe(product.id);
    expect(hit!.title).toBe(`${MARK_START}Marquetry${MARK_END} Coaster`);
    expect(hit!.snippet).toContain(`${MARK_START}marquetry${MARK_END} star`);
    // The record's own characters stay as they are (React escapes them); Markdown signs go.
    expect(hit!.snippet).toContain("<b>with</b>");
    expect(hit!.snippet).not.toMatch(/##|\*\*/);
    expect(markedParts(hit!.title)).toEqual([
      { text: "Marquetry", marked: true },
      { text: " Coaster", marked: false },
    ]);
  });

  it("reads no query syntax from a visitor's words", () => {
    createProduct({ title: "Nearby Lamp" });
    for (const q of ['"', "title:lamp", "NEAR(lamp", "lamp OR", "*", "lamp AND NOT", "^lamp", "-", "((("]) {
      expect(() => searchSite({ q }), q).not.toThrow();
    }
    expect(searchWords('title:lamp "OR" NEAR(x')).toEqual(["title", "lamp", "or", "near", "x"]);
  });
});

describe("Gujarati and Hindi", () => {
  it('"પેટી" finds the box whose Gujarati title has it, on the Gujarati search only', () => {
    const box = createProduct({ title: "Peacock Casket", tags: "peacock" });
    saveTranslations(db(), "product", box.id, { gu: { title: "મોરવાળી ઘરેણાંની પેટી", tags: "મોર, ભેટ" } });
    const other = createProduct({ title: "Parrot Tray" });
    saveTranslations(db(), "product", other.id, { gu: { title: "પોપટની ટ્રે" } });
    expect(found("પેટી", "gu")).toEqual([`product:${box.id}`]);
    expect(found("ઘરેણાં", "gu")).toEqual([`product:${box.id}`]);
    expect(found("પેટી", "en")).toEqual([]);
    // The vowel signs are part of the word: with the default unicode61 categories "પેટી" is indexed
    // as "પ" and "ટ", and "પટ" (no vowel signs) or "ટ" would find it.
    expect(found("પટ", "gu")).toEqual([]);
    expect(found("ટ", "gu")).not.toContain(`product:${box.id}`);
    // English words still find it on the Gujarati page, where its English is shown or its name known.
    expect(found("peacock", "gu")).toEqual([`product:${box.id}`]);
    const [hit] = searchSite({ q: "પેટી", lang: "gu" }).results;
    expect(hit!.title).toBe(`મોરવાળી ઘરેણાંની ${MARK_START}પેટી${MARK_END}`);
    expect(hit!.englishTitle).toBe(false);
    expect(hit!.record.title).toBe("મોરવાળી ઘરેણાંની પેટી");
  });

  it("Hindi words, with their vowel signs and nukta, find their records", () => {
    const post = createBlogPost({ title: "Caring for Inlay", content: "Dust it." });
    saveTranslations(db(), "blog_post", post.id, { hi: { title: "जड़ाई की देखभाल", content: "सूखे कपड़े से लकड़ी साफ़ करें।" } });
    expect(found("देखभाल", "hi")).toEqual([`blog_post:${post.id}`]);
    expect(found("लकड़ी", "hi")).toEqual([`blog_post:${post.id}`]);
    expect(found("देख", "hi")).toEqual([`blog_post:${post.id}`]);
    expect(found("दख", "hi")).toEqual([]);
    const [hit] = searchSite({ q: "लकड़ी", lang: "hi" }).results;
    expect(hit!.snippet).toContain(`${MARK_START}लकड़ी${MARK_END}`);
    expect(hit!.path).toBe(`/blog/${post.slug}`);
  });

  it("says when a title is shown in English on a translated page; a snippet's English words are told apart", () => {
    const item = createPortfolioItem({ title: "Verandah Screen", description: "A carved verandah screen in teak." });
    const [hit] = searchSite({ q: "verandah", lang: "gu" }).results;
    expect(hit!.id).toBe(item.id);
    expect(hit!.englishTitle).toBe(true);
    expect(languageRuns("સાગની જાળી. A carved screen, 1968. નવું", "gu")).toEqual([
      { text: "સાગની જાળી. ", english: false },
      { text: "A carved screen, 1968.", english: true },
      { text: " નવું", english: false },
    ]);
    expect(languageRuns("A carved screen", "en")).toEqual([{ text: "A carved screen", english: false }]);
  });
});

describe("typos in English", () => {
  it("a misspelt word with no match is searched as the closest indexed word, and the answer says so", () => {
    const box = createProduct({ title: "Lacquered Jewellery Chest", description: "A chest." });
    const answer = searchSite({ q: "jewelery chest" });
    expect(answer.corrected).toBe("jewellery chest");
    expect(answer.results.map((hit) => hit.id)).toEqual([box.id]);
    // Two letters swapped, one missing, one extra.
    expect(searchSite({ q: "lacqeured" }).corrected).toBe("lacquered");
    expect(searchSite({ q: "lacquerred" }).corrected).toBe("lacquered");
    expect(searchSite({ q: "jewellery" }).corrected).toBeNull();
  });

  it("a word some indexed word starts with is never corrected, and far words are not guessed", () => {
    createProduct({ title: "Sandalwood Comb" });
    expect(closestTerm("sandal")).toBeNull();
    expect(closestTerm("xylophone")).toBeNull();
    expect(searchSite({ q: "xylophone" })).toMatchObject({ count: 0, corrected: null, results: [] });
    expect(editDistance("comb", "cmob", 1)).toBe(1);
    expect(editDistance("kitten", "sitting", 2)).toBe(3);
  });
});

describe("only what a visitor may see", () => {
  it("hidden gallery items, private projects and unpublished posts are not found; an unavailable product is", async () => {
    const hidden = createGalleryItem({ title: "Wainscot Hidden Panel", is_available: false });
    const shown = createGalleryItem({ title: "Wainscot Shown Panel" });
    const privateProject = createPortfolioItem({ title: "Wainscot Private Hall", is_public: false });
    const draft = createBlogPost({ title: "Wainscot Notes", status: "draft" });
    const soldOut = createProduct({ title: "Wainscot Box", is_available: false });
    expect(found("wainscot").sort()).toEqual([`gallery_item:${shown.id}`, `product:${soldOut.id}`].sort());
    expect(searchSiteByKind({ q: "wainscot", limit: 5 }).count).toBe(2);

    const published = await toggleBlogPostPublished(admin, draft.id);
    expect(published.ok).toBe(true);
    expect(found("wainscot")).toContain(`blog_post:${draft.id}`);
    expect(found("wainscot")).not.toContain(`gallery_item:${hidden.id}`);
    expect(found("wainscot")).not.toContain(`portfolio_item:${privateProject.id}`);
  });

  it("a guest's gallery snippet is the description's first words only (decision 009); an account's is the matched words", () => {
    const words = "A tall panel of inlay for a hall, made over one whole winter by two craftsmen in Gopipura, ";
    const item = createGalleryItem({ title: "Hall Panel", description: `${words}with a secret moonstone border.` });
    const [guest] = searchSite({ q: "moonstone" }).results;
    expect(guest!.id).toBe(item.id);
    expect(guest!.snippet).not.toContain("moonstone");
    expect(guest!.snippet.endsWith("…")).toBe(true);
    const [member] = searchSite({ q: "moonstone", viewer: { id: admin.id } }).results;
    expect(member!.snippet).toContain(`${MARK_START}moonstone${MARK_END}`);
  });
});

describe("the index stays true on every write", () => {
  it("an edit through the panel's domain function is found at once; a deleted product is gone", async () => {
    const category = createCategory.product().id;
    const input = (fields: Record<string, unknown>) => productSchema.parse({ category, price: 900, description: "A small box.", ...fields });
    const created = createProductAsTeam(admin, input({ title: "Quartzite Box" }));
    if (!created.ok) throw new Error(JSON.stringify(created));
    const id = created.record.id;
    expect(found("quartzite")).toEqual([`product:${id}`]);

    const updated = await updateProduct(admin, id, input({ title: "Obsidian Box", translations: { gu: { title: "કાળા પથ્થરની પેટી" } } }));
    expect(updated.ok).toBe(true);
    expect(found("quartzite")).toEqual([]);
    expect(found("obsidian")).toEqual([`product:${id}`]);
    expect(found("પથ્થરની", "gu")).toEqual([`product:${id}`]);

    // A translation emptied by the next save is no longer found.
    expect((await updateProduct(admin, id, input({ title: "Obsidian Box", translations: { sent: "1" } }))).ok).toBe(true);
    expect(found("પથ્થરની", "gu")).toEqual([]);

    expect(updateProductFlag(admin, id, "is_available", false).ok).toBe(true);
    expect(found("obsidian")).toEqual([`product:${id}`]);

    expect(await deleteProduct(admin, id)).toEqual({ ok: true });
    expect(found("obsidian")).toEqual([]);
    expect(db().all(sql`select rowid from site_search where item_id = ${id} and kind = 'product'`)).toEqual([]);
  });

  it("a category's new name and its translation are found in the records filed under it", () => {
    const category = createCategory.gallery({ name: "Lintels" });
    const item = createGalleryItem({ title: "Door Top", category: category.id });
    expect(found("lintels")).toEqual([`gallery_item:${item.id}`]);
    const renamed = updateCategory(admin, "gallery", category.id, {
      name: "Architraves",
      description: "",
      is_active: true,
      translations: { gu: { name: "ટોડલા" } },
    });
    expect(renamed.ok).toBe(true);
    expect(found("lintels")).toEqual([]);
    expect(found("architraves")).toEqual([`gallery_item:${item.id}`]);
    expect(found("ટોડલા", "gu")).toEqual([`gallery_item:${item.id}`]);
  });

  it("a write outside the domain (a script, a restore) is indexed too, and a rebuild gives the same index", () => {
    const item = createPortfolioItem({ title: "Jharokha Window" });
    db().update(schema.portfolioItems).set({ title: "Jali Window" }).where(eq(schema.portfolioItems.id, item.id)).run();
    expect(found("jharokha")).toEqual([]);
    expect(found("jali")).toEqual([`portfolio_item:${item.id}`]);

    const before = db().all(sql`select rowid, * from site_search order by rowid`);
    rebuildSearchIndex();
    expect(db().all(sql`select rowid, * from site_search order by rowid`)).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
  });
});

describe("pages and kinds", () => {
  it("pages through every match in rank order; the API's read gives each kind's count and first matches", () => {
    const category = createCategory.product().id;
    const ids = Array.from({ length: 12 }, (_, index) => createProduct({ category, title: `Tamarind Box ${index + 1}` }).id);
    createGalleryItem({ title: "Tamarind Wall" });
    const first = searchSite({ q: "tamarind", page: 1 });
    const second = searchSite({ q: "tamarind", page: 2 });
    expect(first.count).toBe(13);
    expect(first.results).toHaveLength(10);
    expect(second.results).toHaveLength(3);
    const all = [...first.results, ...second.results].filter((hit) => hit.kind === "product").map((hit) => hit.id);
    expect(all.sort((a, b) => a - b)).toEqual(ids);

    const byKind = searchSiteByKind({ q: "tamarind", limit: 5 });
    expect(byKind.count).toBe(13);
    expect(byKind.kinds.product.count).toBe(12);
    expect(byKind.kinds.product.results).toHaveLength(5);
    expect(byKind.kinds.gallery_item.count).toBe(1);
    expect(byKind.kinds.blog_post).toEqual({ count: 0, results: [] });
  });

  it("an empty query or one with no words finds nothing and runs no search", () => {
    expect(searchSite({ q: "" })).toEqual({ words: [], corrected: null, results: [], count: 0 });
    expect(searchSite({ q: "  ,.;!  " })).toEqual({ words: [], corrected: null, results: [], count: 0 });
  });
});
