/**
 * Gallery items as the public site and the JSON API read them: only available items, in the
 * spec's contract shape (category_name, tags_list and created_by_name derived).
 */
import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";

import { db, schema } from "~/.server/db";
import { type Paging, windowOf } from "~/.server/paging";
import { textSearch } from "~/.server/search/text-search";
import { inLanguage, type LanguageOption, type Localized, oneInLanguage, translatedMatch } from "~/.server/translations/translations";
import { splitList } from "~/lib/listing";

const { galleryItems, galleryCategories, users } = schema;

const galleryColumns = {
  ...getTableColumns(galleryItems),
  category_name: galleryCategories.name,
  created_by_name: sql<string>`coalesce(${users.user_name}, '')`,
};
type GalleryRow = typeof galleryItems.$inferSelect & { category_name: string; created_by_name: string };

export function toGalleryContract(row: GalleryRow) {
  const { created_by: _creator, ...fields } = row;
  return { ...fields, tags_list: splitList(row.tags) };
}
export type GalleryContract = ReturnType<typeof toGalleryContract>;

/** About two lines of a card: enough to know the piece, not the whole story. */
export const GUEST_DESCRIPTION_LENGTH = 90;

/** The first words of a description, cut at a space (or hard, for one long word), with "…". */
export function descriptionPreview(description: string): string {
  if (description.length <= GUEST_DESCRIPTION_LENGTH) return description;
  const space = description.lastIndexOf(" ", GUEST_DESCRIPTION_LENGTH);
  return `${description.slice(0, space > GUEST_DESCRIPTION_LENGTH / 2 ? space : GUEST_DESCRIPTION_LENGTH).trimEnd()}…`;
}

/**
 * A gallery item as a viewer may see it, at every door (cards, the dialog and page, the API):
 * guests get the description's first words, signed-in accounts all of it (docs/decisions/009).
 */
export function galleryItemFor<Item extends { description: string }>(item: Item, viewer: { id: number } | null): Item {
  return viewer ? item : { ...item, description: descriptionPreview(item.description) };
}

/** Items with their category's and creator's names: the one join every read of the gallery starts from (public and the team's). */
export function selectGallery() {
  return db()
    .select(galleryColumns)
    .from(galleryItems)
    .innerJoin(galleryCategories, eq(galleryItems.category, galleryCategories.id))
    .leftJoin(users, eq(galleryItems.created_by, users.id));
}

const GALLERY_CATEGORY = { categoryKind: "gallery_category" } as const;

/** Which gallery items a visitor may see (the lists, an item's page, the site search): the available ones. */
export const publicGalleryItem = eq(galleryItems.is_available, true);

export function listPublicGalleryItems(options: { q?: string; category?: number | null; featured?: boolean } & Paging & LanguageOption): {
  results: (GalleryContract & Localized)[];
  count: number;
} {
  const span = windowOf(options);
  const where = and(
    publicGalleryItem,
    options.category ? eq(galleryItems.category, options.category) : undefined,
    options.featured ? eq(galleryItems.is_featured, true) : undefined,
    textSearch(options.q ?? "", [galleryItems.title, galleryItems.description, galleryItems.tags], translatedMatch("gallery_item", galleryItems, options.lang)),
  );
  const rows = selectGallery().where(where).orderBy(desc(galleryItems.created_at), desc(galleryItems.id)).limit(span.limit).offset(span.offset).all();
  const total = db().select({ value: count() }).from(galleryItems).where(where).get()?.value ?? 0;
  return { results: inLanguage("gallery_item", rows, options.lang, toGalleryContract, GALLERY_CATEGORY), count: total };
}

export function getPublicGalleryItem(id: number, options: LanguageOption = {}): (GalleryContract & Localized) | null {
  const row = selectGallery()
    .where(and(eq(galleryItems.id, id), publicGalleryItem))
    .get();
  return oneInLanguage("gallery_item", row, options.lang, toGalleryContract, GALLERY_CATEGORY);
}
