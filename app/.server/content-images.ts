/**
 * The image of a gallery or portfolio item: the upload of a form becomes a stored image, and a
 * stored image that no row uses any more (replaced, or its item deleted) is removed. Removal
 * runs only after the database change has succeeded, and never touches a file another row still
 * shows (an admin may paste one item's image URL into another).
 */
import { eq } from "drizzle-orm";
import { parseStoredImage, type ImageKind } from "~/lib/images";
import { db, schema } from "./db";
import { acceptUploadedImage } from "./images/upload";
import { removeStoredImage } from "./images/store";

export type ImageUploadOutcome = { ok: true; url: string | null } | { ok: false; message: string };

/** Stores the chosen file, if any; `url: null` when no file was chosen. */
export async function storeChosenImage(file: File | undefined | null, kind: ImageKind): Promise<ImageUploadOutcome> {
  if (!file || (file.size === 0 && file.name === "")) return { ok: true, url: null };
  const result = await acceptUploadedImage(file, kind);
  return result.ok ? { ok: true, url: result.url } : result;
}

/** Whether any row still shows this image. */
export function imageInUse(url: string): boolean {
  const database = db();
  const { galleryItems, portfolioItems, products, blogPosts } = schema;
  return Boolean(
    database.select({ id: galleryItems.id }).from(galleryItems).where(eq(galleryItems.image_url, url)).get() ??
      database.select({ id: portfolioItems.id }).from(portfolioItems).where(eq(portfolioItems.image_url, url)).get() ??
      database.select({ id: products.id }).from(products).where(eq(products.image_url, url)).get() ??
      database.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.featured_image, url)).get(),
  );
}

/**
 * Removes a stored image nobody uses any more. External URLs are left alone. A failure to remove
 * a file is logged, not raised: the database change it follows has already succeeded.
 */
export async function releaseImage(url: string | null | undefined): Promise<void> {
  if (!url || !parseStoredImage(url) || imageInUse(url)) return;
  try {
    await removeStoredImage(url);
  } catch (error) {
    console.error(`Could not remove the image ${url}`, error);
  }
}
