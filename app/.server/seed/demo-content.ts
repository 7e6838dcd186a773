/**
 * Fills an empty database with the demo workshop: settings, categories, products, gallery,
 * portfolio and journal, each with its own generated Sadeli picture. Pictures are made first
 * (they are slow and asynchronous); then every row goes in in one write transaction, so the
 * database ends up either fully seeded or untouched. Pictures of a failed attempt are removed.
 */
import { asc, eq } from "drizzle-orm";

import { type AppDatabase, schema } from "~/.server/db";
import { removeStoredImage, storeImage } from "~/.server/media/store";
import { rebuildSearchIndex } from "~/.server/search/site-search";
import { USER_TYPE } from "~/lib/constants";
import { IMAGE_KINDS, type ImageKind } from "~/lib/images";

import {
  type Artwork,
  demoBlogCategories,
  demoBlogPosts,
  demoGalleryCategories,
  demoGalleryItems,
  demoPortfolioCategories,
  demoPortfolioItems,
  demoProductCategories,
  demoProducts,
  demoSettings,
} from "./demo-data";
import { insertDemoTranslations } from "./demo-translations";
import { patternSvg } from "./pattern-art";

/**
 * Pictures encoded at once. sharp's WebP encoding is CPU-bound and single-threaded per image
 * here, so a little more than the two cores of a small server keeps them busy without thrashing.
 */
const PICTURE_CONCURRENCY = 3;

/** Categories are older than anything filed under them. */
const CATEGORIES_DAYS_AGO = 400;

export class DatabaseNotEmptyError extends Error {
  override name = "DatabaseNotEmptyError";
  constructor() {
    super("The database already has content; demo content is only added to an empty database.");
  }
}

export async function seedDemoContent(database: AppDatabase, options: { uploadsDir: string }): Promise<void> {
  // Refuse early rather than encode sixty pictures for nothing. The transaction below is what
  // really guarantees a single seeding: its settings row (id 1) cannot be inserted twice.
  if (hasSiteSettings(database)) throw new DatabaseNotEmptyError();

  const pictures = await makePictures(options.uploadsDir);
  try {
    database.$client
      .transaction(() => {
        insertDemoRows(database, pictures);
        // The triggers have indexed each row as it came; one rebuild leaves the index compact (issue 29).
        rebuildSearchIndex(database);
      })
      .immediate();
  } catch (error) {
    await removePictures(Object.values(pictures).flat(), options.uploadsDir);
    if (hasSiteSettings(database)) throw new DatabaseNotEmptyError();
    throw error;
  }
}

function hasSiteSettings(database: AppDatabase): boolean {
  return database.select({ id: schema.siteSettings.id }).from(schema.siteSettings).get() !== undefined;
}

type Pictures = { products: string[]; gallery: string[]; portfolio: string[]; blog: string[] };

/** One stored picture URL per demo row, in the order of the demo data. */
async function makePictures(uploadsDir: string): Promise<Pictures> {
  const sections: Array<[keyof Pictures, ImageKind, readonly Artwork[]]> = [
    ["products", "products", demoProducts],
    ["gallery", "gallery", demoGalleryItems],
    ["portfolio", "portfolio", demoPortfolioItems],
    ["blog", "blog", demoBlogPosts],
  ];
  const jobs = sections.flatMap(([, kind, artworks]) => artworks.map((art) => ({ kind, art })));
  const urls = await storeAll(jobs, uploadsDir);

  let offset = 0;
  const pictures: Pictures = { products: [], gallery: [], portfolio: [], blog: [] };
  for (const [section, , artworks] of sections) {
    pictures[section] = urls.slice(offset, offset + artworks.length);
    offset += artworks.length;
  }
  return pictures;
}

/**
 * Stores every picture, a few at a time, largest first so no big one is left running alone at
 * the end. If one fails, the others already written are removed before the error is passed on.
 */
async function storeAll(jobs: Array<{ kind: ImageKind; art: Artwork }>, uploadsDir: string): Promise<string[]> {
  const area = (kind: ImageKind) => IMAGE_KINDS[kind].width * IMAGE_KINDS[kind].height;
  const order = jobs.map((_, index) => index).sort((a, b) => area(jobs[b]!.kind) - area(jobs[a]!.kind));
  const urls: string[] = new Array(jobs.length);
  let failure: { error: unknown } | undefined;
  let next = 0;

  async function worker() {
    while (!failure && next < order.length) {
      const index = order[next++]!;
      const { kind, art } = jobs[index]!;
      const { width, height } = IMAGE_KINDS[kind];
      try {
        const svg = patternSvg({ ...art, width, height });
        urls[index] = await storeImage(Buffer.from(svg), kind, uploadsDir);
      } catch (error) {
        failure ??= { error };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PICTURE_CONCURRENCY, jobs.length) }, worker));

  if (failure) {
    await removePictures(urls.filter(Boolean), uploadsDir);
    throw failure.error;
  }
  return urls;
}

async function removePictures(urls: string[], uploadsDir: string) {
  await Promise.all(urls.map((url) => removeStoredImage(url, uploadsDir)));
}

/**
 * An ISO timestamp `days` before now, at a working hour in Surat that varies with `seed`, so
 * lists sorted by date look like a real year of work.
 */
function daysAgo(days: number, seed = 0): string {
  const moment = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  moment.setUTCHours(4 + (seed % 9), (seed * 7) % 60, 0, 0); // 09:30 to 17:30 IST
  return moment.toISOString();
}

function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/** Category ids by name, failing loudly if the demo data names one that does not exist. */
function idsByName(rows: Array<{ id: number; name: string }>) {
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  return (name: string): number => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`Demo data refers to an unknown category: ${name}`);
    return id;
  };
}

/** Every demo row. Runs inside the seeding transaction: synchronous, all or nothing. */
function insertDemoRows(database: AppDatabase, pictures: Pictures) {
  const categoriesCreated = daysAgo(CATEGORIES_DAYS_AGO);
  // The workshop's own account (the first administrator, made before the seed at start) is the
  // creator of the demo pieces and posts, as if the team had entered them in the panel.
  const team =
    database.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.user_type, USER_TYPE.admin)).orderBy(asc(schema.users.id)).limit(1).get()
      ?.id ?? null;

  database
    .insert(schema.siteSettings)
    .values({ id: 1, ...demoSettings, email_app_password_encrypted: "" })
    .run();

  const productCategory = idsByName(
    database
      .insert(schema.productCategories)
      .values(demoProductCategories.map((category) => ({ ...category, created_at: categoriesCreated })))
      .returning({ id: schema.productCategories.id, name: schema.productCategories.name })
      .all(),
  );
  database
    .insert(schema.products)
    .values(
      demoProducts.map(({ seed, motif: _motif, subject: _subject, layout: _layout, palette: _palette, daysAgo: age, category, ...fields }, index) => {
        const created = daysAgo(age, seed);
        // The product's own fields as written; the picture, the category's id and the dates made here.
        return { ...fields, image_url: pictures.products[index]!, category: productCategory(category), created_at: created, updated_at: created };
      }),
    )
    .run();

  const galleryCategory = idsByName(
    database
      .insert(schema.galleryCategories)
      .values(demoGalleryCategories.map((category) => ({ ...category, created_at: categoriesCreated })))
      .returning({ id: schema.galleryCategories.id, name: schema.galleryCategories.name })
      .all(),
  );
  database
    .insert(schema.galleryItems)
    .values(
      demoGalleryItems.map((item, index) => {
        const created = daysAgo(item.daysAgo, item.seed);
        return {
          title: item.title,
          description: item.description,
          image_url: pictures.gallery[index]!,
          image_alt_text: item.image_alt_text,
          category: galleryCategory(item.category),
          price: item.price,
          is_featured: item.is_featured ?? false,
          is_available: item.is_available ?? true,
          tags: item.tags,
          created_by: team,
          created_at: created,
          updated_at: created,
        };
      }),
    )
    .run();

  const portfolioCategory = idsByName(
    database
      .insert(schema.portfolioCategories)
      .values(demoPortfolioCategories.map((category) => ({ ...category, created_at: categoriesCreated })))
      .returning({ id: schema.portfolioCategories.id, name: schema.portfolioCategories.name })
      .all(),
  );
  database
    .insert(schema.portfolioItems)
    .values(
      demoPortfolioItems.map((item, index) => {
        const created = daysAgo(item.daysAgo, item.seed);
        return {
          title: item.title,
          description: item.description,
          short_description: item.short_description,
          image_url: pictures.portfolio[index]!,
          project_url: item.project_url,
          client_name: item.client_name,
          completion_date: item.completion_date,
          category: portfolioCategory(item.category),
          technologies: item.technologies,
          price: item.price,
          is_featured: item.is_featured ?? false,
          is_public: item.is_public ?? true,
          created_by: team,
          created_at: created,
          updated_at: created,
        };
      }),
    )
    .run();

  const blogCategory = idsByName(
    database
      .insert(schema.blogCategories)
      .values(demoBlogCategories.map((category) => ({ ...category, created_at: categoriesCreated })))
      .returning({ id: schema.blogCategories.id, name: schema.blogCategories.name })
      .all(),
  );
  database
    .insert(schema.blogPosts)
    .values(
      demoBlogPosts.map((post, index) => {
        const lastTouched = daysAgo(post.daysAgo, post.seed);
        const published = post.status === "published";
        return {
          title: post.title,
          slug: post.slug,
          content: post.content,
          excerpt: post.excerpt,
          featured_image: pictures.blog[index]!,
          featured_image_alt: post.featured_image_alt,
          category: blogCategory(post.category),
          status: post.status,
          is_featured: post.is_featured ?? false,
          tags: post.tags,
          meta_description: post.meta_description,
          reading_time: readingMinutes(post.content),
          author: team,
          author_display_name: post.author_display_name,
          published_at: published ? lastTouched : null,
          // Drafted a few days before it went out (or before its last edit, for a draft).
          created_at: daysAgo(post.daysAgo + 4, post.seed),
          updated_at: lastTouched,
        };
      }),
    )
    .run();

  insertDemoTranslations(database);
}
