/**
 * Revisions (issue 32, docs/decisions/044): every save of a product, gallery item, portfolio item,
 * blog post or the site settings first keeps the version it is about to replace in
 * `record_revisions`: the row as it was, with its Gujarati and Hindi texts, who saved over it and
 * when. The domain's save functions call `keepRevision` inside their write transaction, so the
 * panel and the team's JSON API (two doors to the same functions) keep versions alike, and a
 * refused save keeps none. The last 50 versions of a record are kept; older ones are pruned in the
 * same transaction.
 *
 * Never a secret: the settings' encrypted mail password is left out of every snapshot.
 */
import { and, desc, eq, notInArray } from "drizzle-orm";

import { type AppDatabase, db, schema } from "~/.server/db";
import { readTranslations } from "~/.server/translations/translations";
import { CONTENT_LANGUAGES } from "~/lib/content-translations";

const { recordRevisions, products, galleryItems, portfolioItems, blogPosts, siteSettings } = schema;

/** The kinds of record that keep versions; each is also its translations' kind. */
export const REVISION_ENTITIES = ["product", "gallery_item", "portfolio_item", "blog_post", "site_settings"] as const;
export type RevisionEntity = (typeof REVISION_ENTITIES)[number];

/** How many versions of one record are kept. */
export const REVISIONS_KEPT = 50;

const TABLES = {
  product: products,
  gallery_item: galleryItems,
  portfolio_item: portfolioItems,
  blog_post: blogPosts,
  site_settings: siteSettings,
} as const;

/** Columns never written into a snapshot: secrets. */
const SECRET_COLUMNS: Partial<Record<RevisionEntity, readonly string[]>> = {
  site_settings: ["email_app_password_encrypted"],
};

/** A stored version: the row's columns (secrets left out) and its translations in every content language. */
export type Snapshot = Record<string, unknown> & { translations: Record<string, Record<string, string>> };

/** Who saved: an account, or nobody (a scheduled change made by the server). */
export type RevisionActor = { id: number; user_email: string } | null;

/** The record as it is now, in the shape of a snapshot; null when there is no such record. */
export function currentSnapshot(database: AppDatabase, entity: RevisionEntity, id: number): Snapshot | null {
  const table = TABLES[entity];
  const row = database.select().from(table).where(eq(table.id, id)).get() as Record<string, unknown> | undefined;
  if (!row) return null;
  const kept = { ...row };
  for (const column of SECRET_COLUMNS[entity] ?? []) delete kept[column];
  const stored = readTranslations(entity, id) as Record<string, Record<string, string>>;
  // Every language present (empty when none): restoring a version without Hindi removes the Hindi added since.
  const translations = Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, { ...stored[lang] }]));
  return { ...kept, translations };
}

/**
 * Keeps the version of a record that a save is about to replace. Call it inside the save's write
 * transaction, before the change. Nothing is kept for a record that does not exist.
 */
export function keepRevision(database: AppDatabase, entity: RevisionEntity, id: number, actor: RevisionActor) {
  const snapshot = currentSnapshot(database, entity, id);
  if (!snapshot) return;
  const entityId = String(id);
  database
    .insert(recordRevisions)
    .values({ entity, entity_id: entityId, snapshot: JSON.stringify(snapshot), actor_id: actor?.id ?? null, actor_email: actor?.user_email ?? "" })
    .run();
  const newest = database
    .select({ id: recordRevisions.id })
    .from(recordRevisions)
    .where(and(eq(recordRevisions.entity, entity), eq(recordRevisions.entity_id, entityId)))
    .orderBy(desc(recordRevisions.id))
    .limit(REVISIONS_KEPT)
    .all()
    .map((row) => row.id);
  database
    .delete(recordRevisions)
    .where(and(eq(recordRevisions.entity, entity), eq(recordRevisions.entity_id, entityId), notInArray(recordRevisions.id, newest)))
    .run();
}

export type RevisionSummary = { id: number; actor_email: string; actor_name: string; created_at: string };

/** A record's versions, newest first, with who saved over each (the account's name when it still exists). */
export function listRevisions(entity: RevisionEntity, id: number): RevisionSummary[] {
  const { users } = schema;
  return db()
    .select({
      id: recordRevisions.id,
      actor_email: recordRevisions.actor_email,
      actor_name: users.user_name,
      created_at: recordRevisions.created_at,
    })
    .from(recordRevisions)
    .leftJoin(users, eq(recordRevisions.actor_id, users.id))
    .where(and(eq(recordRevisions.entity, entity), eq(recordRevisions.entity_id, String(id))))
    .orderBy(desc(recordRevisions.id))
    .all()
    .map((row) => ({ ...row, actor_name: row.actor_name ?? "" }));
}

/** One version of one record (null when the version belongs to another record or is gone). */
export function getRevision(entity: RevisionEntity, id: number, revisionId: number): (RevisionSummary & { snapshot: Snapshot }) | null {
  const row = db()
    .select()
    .from(recordRevisions)
    .where(and(eq(recordRevisions.id, revisionId), eq(recordRevisions.entity, entity), eq(recordRevisions.entity_id, String(id))))
    .get();
  if (!row) return null;
  const summary = listRevisions(entity, id).find((revision) => revision.id === row.id);
  return {
    ...(summary ?? { id: row.id, actor_email: row.actor_email, actor_name: "", created_at: row.created_at }),
    snapshot: JSON.parse(row.snapshot) as Snapshot,
  };
}
