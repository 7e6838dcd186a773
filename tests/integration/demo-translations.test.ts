/**
 * The demo content in Gujarati and Hindi (issue 19): every category of the four kinds and every
 * featured product, gallery piece, project and post has its name or title in both languages, in
 * the language's own script, and the public reads in that language show them; the craft is
 * written સાદેલી / सादेली.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { listPublicProducts } from "~/.server/catalogue/products";
import { type CategoryKind, listPublicCategories } from "~/.server/categories/categories";
import { config } from "~/.server/config";
import { db } from "~/.server/db";
import { listPublicGalleryItems } from "~/.server/gallery/gallery";
import { listPublicBlogPosts } from "~/.server/journal/posts";
import { listPublicPortfolioItems } from "~/.server/portfolio/portfolio";
import { seedDemoContent } from "~/.server/seed/demo-content";
import { demoTranslations } from "~/.server/seed/demo-translations";

const GUJARATI = /[\u0A80-\u0AFF]/;
const DEVANAGARI = /[\u0900-\u097F]/;
const SCRIPT = { gu: GUJARATI, hi: DEVANAGARI } as const;

beforeAll(async () => {
  await seedDemoContent(db(), { uploadsDir: config().uploadsDir });
}, 120_000);

describe.each(["gu", "hi"] as const)("%s", (lang) => {
  it.each(["product", "gallery", "portfolio", "blog"] as const)("every %s category has its name in the language", (kind: CategoryKind) => {
    const categories = listPublicCategories(kind, { lang });
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expect(category.name, category.name).toMatch(SCRIPT[lang]);
      expect(category.untranslated).not.toContain("name");
    }
  });

  it("every featured product, gallery piece, project and post has its title, short texts and category in the language", () => {
    const featured = [
      ...listPublicProducts({ featured: true, pageSize: 100, lang }).results,
      ...listPublicGalleryItems({ featured: true, pageSize: 100, lang }).results,
      ...listPublicPortfolioItems({ featured: true, pageSize: 100, lang }).results,
      ...listPublicBlogPosts({ featured: true, pageSize: 100, lang }).results,
    ];
    expect(featured.length).toBeGreaterThanOrEqual(15);
    for (const item of featured) {
      expect(item.title, item.title).toMatch(SCRIPT[lang]);
      expect(item.category_name).toMatch(SCRIPT[lang]);
      expect(item.untranslated).not.toContain("title");
      expect(item.untranslated).not.toContain("category_name");
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
