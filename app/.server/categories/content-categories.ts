/**
 * Gallery and portfolio categories: one set of rules for both tables, for the panel and the JSON
 * API. Names are unique (ignoring case); a category that still holds items is not deleted (the
 * check and the delete run in one write transaction, so no item can slip in between).
 */
import { and, count, eq, ne, sql } from "drizzle-orm";
import { panelCopy } from "~/lib/copy/panel";
import type { ContentCategoryInput } from "~/lib/schemas/admin/categories";
import { recordAudit } from "~/.server/activity/audit";
import { db, schema, writeTransaction } from "~/.server/db";
import { textSearch } from "~/.server/search";
import type { User } from "~/.server/accounts/users";

export type ContentCategoryKind = "gallery" | "portfolio";

// Both tables have the same columns; the gallery table's type stands for either.
type CategoryTable = typeof schema.galleryCategories;

const KINDS = {
  gallery: {
    table: schema.galleryCategories,
    itemsTable: "gallery_items",
    categoriesTable: "gallery_categories",
    entity: "GalleryCategory",
  },
  portfolio: {
    table: schema.portfolioCategories as unknown as CategoryTable,
    itemsTable: "portfolio_items",
    categoriesTable: "portfolio_categories",
    entity: "PortfolioCategory",
  },
} as const;

export type ContentCategoryRecord = {
  id: number;
  name: string;
  description: string;
  is_active: boolean;
  created_at: string;
  items_count: number;
};
export type SaveResult<T> = { ok: true; record: T } | { ok: false; fieldErrors: Record<string, string[]> } | { ok: false; notFound: true };
export type RemoveResult = { ok: true } | { ok: false; message: string } | { ok: false; notFound: true };

function columns(kind: ContentCategoryKind) {
  const { table, itemsTable, categoriesTable } = KINDS[kind];
  return {
    id: table.id,
    name: table.name,
    description: table.description,
    is_active: table.is_active,
    created_at: table.created_at,
    // Written out in full: inside a subquery drizzle's column names would lose their tables.
    items_count: sql<number>`(select count(*) from ${sql.identifier(itemsTable)} where ${sql.identifier(itemsTable)}."category" = ${sql.identifier(categoriesTable)}."id")`,
  };
}

export function listContentCategories(
  kind: ContentCategoryKind,
  options: { q?: string; limit?: number; offset?: number } = {},
): { results: ContentCategoryRecord[]; count: number } {
  const { table } = KINDS[kind];
  const where = textSearch(options.q ?? "", [table.name, table.description]);
  const results = db()
    .select(columns(kind))
    .from(table)
    .where(where)
    .orderBy(table.name)
    .limit(options.limit ?? 500)
    .offset(options.offset ?? 0)
    .all();
  const total = db().select({ value: count() }).from(table).where(where).get()?.value ?? 0;
  return { results, count: total };
}

export function getContentCategory(kind: ContentCategoryKind, id: number): ContentCategoryRecord | null {
  const { table } = KINDS[kind];
  return db().select(columns(kind)).from(table).where(eq(table.id, id)).get() ?? null;
}

/** Every category for an item form's select, active first; inactive ones stay choosable. */
export function listContentCategoryChoices(kind: ContentCategoryKind): { id: number; name: string; is_active: boolean }[] {
  const { table } = KINDS[kind];
  return db().select({ id: table.id, name: table.name, is_active: table.is_active }).from(table).orderBy(table.name).all();
}

function nameTaken(kind: ContentCategoryKind, name: string, exceptId?: number): boolean {
  const { table } = KINDS[kind];
  return Boolean(
    db()
      .select({ id: table.id })
      .from(table)
      .where(and(sql`lower(${table.name}) = lower(${name})`, exceptId ? ne(table.id, exceptId) : undefined))
      .get(),
  );
}

export function createContentCategory(actor: User, kind: ContentCategoryKind, input: ContentCategoryInput): SaveResult<ContentCategoryRecord> {
  const { table, entity } = KINDS[kind];
  if (nameTaken(kind, input.name)) return { ok: false, fieldErrors: { name: [panelCopy.categoryNameTaken] } };
  const id = writeTransaction(() => {
    const row = db()
      .insert(table)
      .values({ name: input.name, description: input.description, is_active: input.is_active })
      .returning({ id: table.id })
      .get();
    recordAudit(actor, "create", entity, row.id, input.name);
    return row.id;
  });
  return { ok: true, record: getContentCategory(kind, id)! };
}

export function updateContentCategory(
  actor: User,
  kind: ContentCategoryKind,
  id: number,
  input: Partial<ContentCategoryInput>,
): SaveResult<ContentCategoryRecord> {
  const { table, entity } = KINDS[kind];
  if (!getContentCategory(kind, id)) return { ok: false, notFound: true };
  if (input.name !== undefined && nameTaken(kind, input.name, id)) return { ok: false, fieldErrors: { name: [panelCopy.categoryNameTaken] } };
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.is_active !== undefined ? { is_active: input.is_active } : {}),
  };
  writeTransaction(() => {
    if (Object.keys(changes).length > 0) db().update(table).set(changes).where(eq(table.id, id)).run();
    recordAudit(actor, "update", entity, id, input.name ?? `is_active=${input.is_active}`);
  });
  return { ok: true, record: getContentCategory(kind, id)! };
}

export function deleteContentCategory(actor: User, kind: ContentCategoryKind, id: number): RemoveResult {
  const { table, entity } = KINDS[kind];
  return writeTransaction((): RemoveResult => {
    const category = getContentCategory(kind, id);
    if (!category) return { ok: false, notFound: true };
    if (category.items_count > 0) return { ok: false, message: panelCopy.categoryInUse(category.items_count, "item") };
    db().delete(table).where(eq(table.id, id)).run();
    recordAudit(actor, "delete", entity, id, category.name);
    return { ok: true };
  });
}
