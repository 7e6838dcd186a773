/**
 * The demo content: what it puts in the database, that every picture it names is a real WebP
 * at every width, and that seeding is all or nothing (a failed attempt leaves neither rows nor
 * pictures, and a database with content is refused).
 *
 * The content checked is the run's one seeding (tests/support/seeded-demo.ts, docs/decisions/034),
 * copied here: the real seedDemoContent with sharp's real pictures, done once for every file that
 * reads the demo. The rollback test runs seedDemoContent itself, with pictures written as small
 * files instead of encoded (what is checked there is that rows and files go, not the pictures).
 */
import fs from "node:fs";
import path from "node:path";

import { count, eq, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { config } from "~/.server/config";
import { db, schema } from "~/.server/db";
import { storeImage } from "~/.server/media/store";
import { searchSite } from "~/.server/search/site-search";
import { DatabaseNotEmptyError, seedDemoContent } from "~/.server/seed/demo-content";
import { patternSvg, SUBJECTS } from "~/.server/seed/pattern-art";
import { IMAGE_KINDS, type ImageKind, parseStoredImage, renditionsFor, storedImageUrl } from "~/lib/images";

import { createCategory } from "../support/factories";
import { SEEDED_DEMO_TIMEOUT_MS, useSeededDemo } from "../support/seeded-demo";

/** Generous: the seed takes a few seconds alone, more on a busy two-core machine. */
const SEED_TIMEOUT_MS = 60_000;

// The real storeImage unless a test asks for small files in its place.
vi.mock("~/.server/media/store", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/.server/media/store")>();
  return { ...real, storeImage: vi.fn(real.storeImage) };
});

/** Writes every rendition of a stored picture as a few bytes, where storeImage would write it, and answers its URL. */
async function smallFilesInsteadOfPictures(_input: Buffer, kind: ImageKind, uploadsDir: string = config().uploadsDir) {
  const name = `${Date.now().toString(16)}${Math.random().toString(16).slice(2, 10)}`;
  fs.mkdirSync(path.join(uploadsDir, kind), { recursive: true });
  for (const { width, format } of renditionsFor(kind)) fs.writeFileSync(path.join(uploadsDir, kind, `${name}-${width}w.${format}`), "picture");
  return storedImageUrl(kind, name, IMAGE_KINDS[kind].width);
}

function rowCount(table: SQLiteTable): number {
  return db().select({ rows: count() }).from(table).get()?.rows ?? 0;
}

function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const CONTENT_TABLES = {
  site_settings: schema.siteSettings,
  product_categories: schema.productCategories,
  products: schema.products,
  gallery_categories: schema.galleryCategories,
  gallery_items: schema.galleryItems,
  portfolio_categories: schema.portfolioCategories,
  portfolio_items: schema.portfolioItems,
  blog_categories: schema.blogCategories,
  blog_posts: schema.blogPosts,
};

function contentCounts() {
  return Object.fromEntries(Object.entries(CONTENT_TABLES).map(([name, table]) => [name, rowCount(table)]));
}

function storedPictures(): Array<{ url: string; kind: ImageKind }> {
  const database = db();
  return [
    ...database
      .select({ url: schema.products.image_url })
      .from(schema.products)
      .all()
      .map(({ url }) => ({ url, kind: "products" as const })),
    ...database
      .select({ url: schema.galleryItems.image_url })
      .from(schema.galleryItems)
      .all()
      .map(({ url }) => ({ url, kind: "gallery" as const })),
    ...database
      .select({ url: schema.portfolioItems.image_url })
      .from(schema.portfolioItems)
      .all()
      .map(({ url }) => ({ url, kind: "portfolio" as const })),
    ...database
      .select({ url: schema.blogPosts.featured_image })
      .from(schema.blogPosts)
      .all()
      .map(({ url }) => ({ url, kind: "blog" as const })),
  ];
}

describe("patternSvg", () => {
  it("draws the same picture for the same seed, at the asked size, with no text or outside references", () => {
    for (const subject of SUBJECTS) {
      const svg = patternSvg({ seed: 7, width: 800, height: 600, subject });
      expect(patternSvg({ seed: 7, width: 800, height: 600, subject })).toBe(svg);
      expect(patternSvg({ seed: 8, width: 800, height: 600, subject })).not.toBe(svg);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="600"/);
      expect(svg).not.toMatch(/<text|<image|href=|@import|font/i);
    }
  });
});

describe("seedDemoContent", () => {
  const uploadsDir = () => config().uploadsDir;

  it("rolls back every row and removes its pictures when an insert fails", { timeout: SEED_TIMEOUT_MS }, async () => {
    // A category with the name of a demo one makes the transaction fail half-way through.
    createCategory.product({ name: "Jewellery Boxes" });
    vi.mocked(storeImage).mockImplementation(smallFilesInsteadOfPictures);

    await expect(seedDemoContent(db(), { uploadsDir: uploadsDir() })).rejects.toThrow(/UNIQUE/);
    // Every picture was written before the rows went in (and every one is gone again, below).
    const written = await Promise.all(vi.mocked(storeImage).mock.results.map((result) => result.value as Promise<string>));
    vi.mocked(storeImage).mockRestore();
    expect(written.length).toBeGreaterThan(30);
    expect(contentCounts()).toEqual({ ...Object.fromEntries(Object.keys(CONTENT_TABLES).map((name) => [name, 0])), product_categories: 1 });
    expect(filesUnder(uploadsDir())).toEqual([]);
    db().delete(schema.productCategories).run();
  });

  describe("on an empty database", () => {
    beforeAll(() => useSeededDemo(), SEEDED_DEMO_TIMEOUT_MS);

    it("adds the settings row and a full catalogue", () => {
      const settings = db().select().from(schema.siteSettings).get();
      expect(settings).toMatchObject({ id: 1, email_app_password_encrypted: "" });
      expect(settings?.site_name).not.toBe("");
      expect(settings?.contact_phone).toMatch(/^\+91[\d\s]+$/);
      expect(settings?.whatsapp_number).toMatch(/^91\d{10}$/);

      const counts = contentCounts();
      expect(counts.products).toBeGreaterThanOrEqual(20);
      expect(counts.product_categories).toBeGreaterThanOrEqual(5);
      expect(counts.gallery_items).toBe(18);
      expect(counts.gallery_categories).toBeGreaterThanOrEqual(4);
      expect(counts.portfolio_items).toBe(8);
      expect(counts.portfolio_categories).toBe(4);
      expect(counts.blog_posts).toBe(10);
    });

    it("files three or more published posts under a Testimonials category", () => {
      const testimonials = db().select().from(schema.blogCategories).where(eq(schema.blogCategories.slug, "testimonials")).get();
      expect(testimonials?.name).toBe("Testimonials");
      const posts = db().select().from(schema.blogPosts).where(eq(schema.blogPosts.category, testimonials!.id)).all();
      expect(posts.filter((post) => post.status === "published").length).toBeGreaterThanOrEqual(3);
      for (const post of posts) expect(post.author_display_name).not.toBe("");
    });

    it("stores every picture as a WebP of the right size at every width, and the phones' AVIF copy", async () => {
      const pictures = storedPictures();
      expect(pictures).toHaveLength(rowCount(schema.products) + 18 + 8 + 10);
      expect(new Set(pictures.map((picture) => picture.url)).size).toBe(pictures.length);

      let expectedFiles = 0;
      for (const { url, kind } of pictures) {
        const stored = parseStoredImage(url);
        expect(stored, url).toMatchObject({ kind, width: IMAGE_KINDS[kind].width });
        for (const { width, format } of renditionsFor(kind)) {
          const file = path.join(uploadsDir(), kind, `${stored!.name}-${width}w.${format}`);
          const metadata = await sharp(file).metadata();
          expect({ format: metadata.format, width: metadata.width, height: metadata.height }, file).toEqual({
            format: format === "avif" ? "heif" : "webp",
            width,
            height: Math.round((width * IMAGE_KINDS[kind].height) / IMAGE_KINDS[kind].width),
          });
          expectedFiles += 1;
        }
      }
      // Nothing left over from the failed attempt above.
      expect(filesUnder(uploadsDir())).toHaveLength(expectedFiles);
    });

    it("prices products sensibly, with real discounts and a few sold out", () => {
      const products = db().select().from(schema.products).all();
      for (const product of products) {
        expect(product.price, product.title).toBeGreaterThan(0);
        if (product.original_price !== null) expect(product.original_price, product.title).toBeGreaterThan(product.price);
        if (!product.is_available) expect(product.stock_quantity, product.title).toBe(0);
        expect(product.description.split("\n\n").length, product.title).toBeGreaterThanOrEqual(2);
      }
      expect(products.some((product) => product.original_price !== null)).toBe(true);
      expect(products.filter((product) => !product.is_available).length).toBeGreaterThanOrEqual(2);
      expect(products.filter((product) => product.is_featured).length).toBeGreaterThanOrEqual(4);

      const skus = products.map((product) => product.sku);
      expect(skus.every((sku) => typeof sku === "string" && sku.length > 0)).toBe(true);
      expect(new Set(skus).size).toBe(skus.length);
    });

    it("spreads creation dates over the past year, none in the future", () => {
      const dates = db()
        .select({ created_at: schema.products.created_at })
        .from(schema.products)
        .all()
        .map((row) => Date.parse(row.created_at));
      const yearAgo = Date.now() - 366 * 24 * 60 * 60 * 1000;
      for (const date of dates) {
        expect(date).toBeGreaterThan(yearAgo);
        expect(date).toBeLessThanOrEqual(Date.now());
      }
      expect(new Set(dates).size).toBe(dates.length);
    });

    it("publishes all posts but one draft, with unique slugs and search snippets that fit", () => {
      const posts = db().select().from(schema.blogPosts).all();
      expect(posts.filter((post) => post.status === "draft")).toHaveLength(1);
      for (const post of posts) {
        expect(post.published_at === null, post.slug).toBe(post.status !== "published");
        expect(post.meta_description.length, post.slug).toBeLessThanOrEqual(160);
        expect(post.reading_time, post.slug).toBeGreaterThanOrEqual(1);
        expect(post.content, post.slug).toMatch(/^## /m);
      }
      expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);

      const categorySlugs = db().select({ slug: schema.blogCategories.slug }).from(schema.blogCategories).all();
      expect(new Set(categorySlugs.map((row) => row.slug)).size).toBe(categorySlugs.length);
    });

    it("indexes every seeded record in each language for the site search, as its source view says (issue 29)", () => {
      const counts = contentCounts();
      const records = counts.products! + counts.gallery_items! + counts.portfolio_items! + counts.blog_posts!;
      expect(db().get(sql`select count(*) as n from site_search`)).toEqual({ n: 3 * records });
      const differing = sql`select count(*) as n from site_search_source s left join site_search f on f.rowid = s.row_id
        where f.rowid is null or s.title is not f.title or s.tags is not f.tags or s.body is not f.body or s.english is not f.english`;
      expect(db().get(differing)).toEqual({ n: 0 });
      // The demo's Gujarati box titles ("...ની પેટી") are found by the Gujarati word, ranked above the
      // pieces that only mention a box in their description (the ring box's "ડબ્બી" says "પેટી" in its text).
      const boxes = searchSite({ q: "પેટી", lang: "gu", pageSize: 50 }).results.filter((hit) => hit.kind === "product");
      const titled = boxes.filter((hit) => hit.record.title.includes("પેટી"));
      expect(titled.length).toBeGreaterThan(0);
      expect(boxes.slice(0, titled.length)).toEqual(titled);
    });

    it("refuses a second run and changes nothing", { timeout: SEED_TIMEOUT_MS }, async () => {
      const countsBefore = contentCounts();
      const filesBefore = filesUnder(uploadsDir()).sort();

      await expect(seedDemoContent(db(), { uploadsDir: uploadsDir() })).rejects.toBeInstanceOf(DatabaseNotEmptyError);

      expect(contentCounts()).toEqual(countsBefore);
      expect(filesUnder(uploadsDir()).sort()).toEqual(filesBefore);
    });
  });
});
