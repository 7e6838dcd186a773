/**
 * Gallery items for the panel and the admin JSON API: every item (hidden ones too), and the
 * commands that change them. Each command takes the acting admin, checks the category, stores
 * an uploaded image (refused uploads leave no file), writes the row and its audit entry in one
 * transaction, and only then removes the image the item no longer shows.
 */
import { and, count, desc, eq } from "drizzle-orm";

import type { User } from "~/.server/accounts/users";
import { recordAudit } from "~/.server/activity/audit";
import { getCategory } from "~/.server/categories/categories";
import { db, schema, writeTransaction } from "~/.server/db";
import { releaseImage, storeChosenImage } from "~/.server/media/content-images";
import { type Paging, windowOf } from "~/.server/paging";
import { invalid, notFound, type Removal, type Result } from "~/.server/result";
import { keepRevision } from "~/.server/revisions/store";
import { textSearch } from "~/.server/search/text-search";
import { readTranslations, saveTranslations } from "~/.server/translations/translations";
import { contentAdminCopy } from "~/lib/copy/panel-content";
import type { GalleryItemInput } from "~/lib/schemas/admin/gallery";

import { type GalleryContract, selectGallery, toGalleryContract } from "./gallery";

const { galleryItems } = schema;

export const ADMIN_GALLERY_PAGE_SIZE = 24;

/** Search by title or tags, filter by category; newest first. */
export function listGalleryItems(options: { q?: string; category?: number | null } & Paging = {}) {
  const span = windowOf(options, ADMIN_GALLERY_PAGE_SIZE);
  const where = and(
    options.category ? eq(galleryItems.category, options.category) : undefined,
    textSearch(options.q ?? "", [galleryItems.title, galleryItems.tags]),
  );
  const rows = selectGallery().where(where).orderBy(desc(galleryItems.created_at), desc(galleryItems.id)).limit(span.limit).offset(span.offset).all();
  const total = db().select({ value: count() }).from(galleryItems).where(where).get()?.value ?? 0;
  return { results: rows.map(toGalleryContract), count: total };
}

/** One item, available or hidden. */
export function getGalleryItem(id: number): GalleryContract | null {
  const row = selectGallery().where(eq(galleryItems.id, id)).get();
  return row ? toGalleryContract(row) : null;
}

/** An item's translations, for its edit form. */
export function getGalleryItemTranslations(id: number) {
  return readTranslations("gallery_item", id);
}

const now = () => new Date().toISOString();

function categoryError(category: number | undefined): Record<string, string[]> | null {
  if (category === undefined) return null;
  return getCategory("gallery", category) ? null : { category: [contentAdminCopy.categoryMissing] };
}

export async function createGalleryItem(
  actor: User,
  { translations, ...input }: GalleryItemInput,
  options: { imageFile?: File | null } = {},
): Promise<Result<GalleryContract>> {
  const refused = categoryError(input.category);
  if (refused) return invalid(refused);
  if (!input.image_url && !options.imageFile) return invalid({ image_url: [contentAdminCopy.imageRequired] });

  const upload = await storeChosenImage(options.imageFile, "gallery");
  if (!upload.ok) return invalid({ image_file: [upload.message] });
  const values = { ...input, image_url: upload.url ?? input.image_url, created_by: actor.id };
  let id: number;
  try {
    id = writeTransaction(() => {
      const row = db().insert(galleryItems).values(values).returning({ id: galleryItems.id }).get();
      saveTranslations(db(), "gallery_item", row.id, translations);
      recordAudit(actor, "create", "GalleryItem", row.id, input.title);
      return row.id;
    });
  } catch (error) {
    await releaseImage(upload.url);
    throw error;
  }
  return { ok: true, record: getGalleryItem(id)! };
}

/** A whole form, or some fields (the Available switch sends only is_available). */
export async function updateGalleryItem(
  actor: User,
  id: number,
  { translations, ...input }: Partial<GalleryItemInput>,
  options: { imageFile?: File | null } = {},
): Promise<Result<GalleryContract>> {
  const existing = getGalleryItem(id);
  if (!existing) return notFound();
  const refused = categoryError(input.category);
  if (refused) return invalid(refused);
  if (input.image_url === "" && !options.imageFile) return invalid({ image_url: [contentAdminCopy.imageRequired] });

  const upload = await storeChosenImage(options.imageFile, "gallery");
  if (!upload.ok) return invalid({ image_file: [upload.message] });
  const changes = { ...input, ...(upload.url ? { image_url: upload.url } : {}), updated_at: now() };
  try {
    writeTransaction(() => {
      keepRevision(db(), "gallery_item", id, actor);
      const changed = db().update(galleryItems).set(changes).where(eq(galleryItems.id, id)).run();
      if (changed.changes === 0) throw new Error(`Gallery item ${id} vanished during the update`);
      saveTranslations(db(), "gallery_item", id, translations);
      recordAudit(actor, "update", "GalleryItem", id, input.title ?? describeFlags(input));
    });
  } catch (error) {
    await releaseImage(upload.url);
    throw error;
  }
  if (changes.image_url !== undefined && changes.image_url !== existing.image_url) await releaseImage(existing.image_url);
  return { ok: true, record: getGalleryItem(id)! };
}

export async function deleteGalleryItem(actor: User, id: number): Promise<Removal> {
  const existing = getGalleryItem(id);
  if (!existing) return notFound();
  writeTransaction(() => {
    db().delete(galleryItems).where(eq(galleryItems.id, id)).run();
    recordAudit(actor, "delete", "GalleryItem", id, existing.title);
  });
  await releaseImage(existing.image_url);
  return { ok: true };
}

function describeFlags(input: Partial<GalleryItemInput>): string {
  return Object.entries(input)
    .map(([field, value]) => `${field}=${String(value)}`)
    .join(", ");
}
