/**
 * Gujarati and Hindi texts of the demo content (issue 19; completed in issue 29): every record the
 * seed writes, each translatable field (TRANSLATABLE) in both languages, one module per kind in
 * ./translations/. Each is found by its English name or title in demo-data.ts, so the files stay
 * in step (an unknown one fails the seed loudly, and tests/integration/demo-translations.test.ts
 * fails on a record or field left in English).
 */
import { eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

import { type AppDatabase, schema } from "~/.server/db";
import { saveTranslations } from "~/.server/translations/translations";
import type { TranslationKind } from "~/lib/content-translations";

import { blogPosts } from "./translations/blog";
import { blogCategories, galleryCategories, portfolioCategories, productCategories } from "./translations/categories";
import { galleryItems } from "./translations/gallery";
import { portfolioItems } from "./translations/portfolio";
import { products } from "./translations/products";
import { siteSettings } from "./translations/settings";
import type { DemoTranslations, Entry } from "./translations/types";

export const demoTranslations: DemoTranslations = {
  product_category: productCategories,
  gallery_category: galleryCategories,
  portfolio_category: portfolioCategories,
  blog_category: blogCategories,
  product: products,
  gallery_item: galleryItems,
  portfolio_item: portfolioItems,
  blog_post: blogPosts,
  site_settings: siteSettings,
};

/** Where each kind's English name or title is. */
const ENGLISH: Record<TranslationKind, { table: SQLiteTable & { id: SQLiteColumn }; column: SQLiteColumn }> = {
  product_category: { table: schema.productCategories, column: schema.productCategories.name },
  gallery_category: { table: schema.galleryCategories, column: schema.galleryCategories.name },
  portfolio_category: { table: schema.portfolioCategories, column: schema.portfolioCategories.name },
  blog_category: { table: schema.blogCategories, column: schema.blogCategories.name },
  product: { table: schema.products, column: schema.products.title },
  gallery_item: { table: schema.galleryItems, column: schema.galleryItems.title },
  portfolio_item: { table: schema.portfolioItems, column: schema.portfolioItems.title },
  blog_post: { table: schema.blogPosts, column: schema.blogPosts.title },
  site_settings: { table: schema.siteSettings, column: schema.siteSettings.site_name },
};

/** Runs inside the seeding transaction, after every demo row is in. */
export function insertDemoTranslations(database: AppDatabase) {
  for (const kind of Object.keys(demoTranslations) as TranslationKind[]) {
    const { table, column } = ENGLISH[kind];
    for (const entry of demoTranslations[kind] as Entry<TranslationKind>[]) {
      const row = database.select({ id: table.id }).from(table).where(eq(column, entry.english)).get();
      if (!row) throw new Error(`Demo translations name an unknown ${kind}: ${entry.english}`);
      saveTranslations(database, kind, row.id as number, { gu: entry.gu, hi: entry.hi });
    }
  }
}
