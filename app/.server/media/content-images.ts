/**
 * The image of a gallery or portfolio item: the upload of a form becomes a stored image, and a
 * stored image that no row uses any more (replaced, or its item deleted) is removed. Removal
 * runs only after the database change has succeeded, and never touches a file another row still
 * shows (an admin may paste one item's image URL into another).
 *
 * `imageInUse` is the one answer to "does a record still show this image", for every screen
 * (products and blog posts too) and for the sweep of unused uploads (images/sweep.ts).
 */
import { like } from "drizzle-orm";

import { db, schema } from "~/.server/db";
import { type ImageKind, parseStoredImage } from "~/lib/images";

import { removeStoredImage } from "./store";
import { acceptUploadedImage } from "./upload";

export type ImageUploadOutcome = { ok: true; url: string | null } | { ok: false; message: string };

/** Stores the chosen file, if any; `url: null` when no file was chosen. */
export async function storeChosenImage(file: File | undefined | null, kind: ImageKind): Promise<ImageUploadOutcome> {
  if (!file || (file.size === 0 && file.name === "")) return { ok: true, url: null };
  const result = await acceptUploadedImage(file, kind);
  return result.ok ? { ok: true, url: result.url } : result;
}

/** Every column that holds an image address. */
const IMAGE_COLUMNS = [
  { table: schema.products, column: schema.products.image_url },
  { table: schema.galleryItems, column: schema.galleryItems.image_url },
  { table: schema.portfolioItems, column: schema.portfolioItems.image_url },
  { table: schema.blogPosts, column: schema.blogPosts.featured_image },
] as const;

/**
 * Whether any row still shows this stored image: at any of its widths, and by path or by full
 * address (a client may store https://site/uploads/...). An address that is not one of our
 * stored images is never ours to remove: true.
 */
export function imageInUse(url: string): boolean {
  const stored = parseStoredImage(url);
  if (!stored) return true;
  // Names are [a-z0-9-]: nothing in them is a LIKE wildcard.
  const pattern = `%/uploads/${stored.kind}/${stored.name}-%`;
  return IMAGE_COLUMNS.some(({ table, column }) => db().select({ column }).from(table).where(like(column, pattern)).limit(1).get() !== undefined);
}

/**
 * Removes a stored image nobody uses any more. External URLs are left alone. A failure to remove
 * a file is logged, not raised: the database change it follows has already succeeded.
 */
export async function releaseImage(url: string | null | undefined): Promise<void> {
  if (!url || imageInUse(url)) return;
  try {
    await removeStoredImage(url);
  } catch (error) {
    console.error(`Could not remove the image ${url}`, error);
  }
}
