/**
 * Categories of the four kinds (products, gallery items, portfolio items, blog posts): one set of
 * rules for the panel and the JSON API.
 * - Names are unique ignoring case: checked inside the write transaction (two admins saving at once
 *   cannot both take a name), and held by the database too (a unique index on lower(name)).
 * - A blog category has a slug: a blank one is built from the name and made unique with -2, -3...;
 *   a typed one that another category holds is refused.
 * - A category that still holds items is not deleted (the check and the delete run in one write
 *   transaction, so no item can slip in between).
 * - Every change leaves an audit row.
 * Counts: the team's screens count every item; the public lists count what the public sees
 * (available gallery items, public portfolio items, published posts; every product).
 */
import { and, count, eq, getTableColumns, getTableName, ne, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

import type { User } from "~/.server/accounts/users";
import { recordAudit } from "~/.server/activity/audit";
import { db, schema, writeTransaction } from "~/.server/db";
import { memoUntilWrite } from "~/.server/read-memo";
import { type FieldErrors, invalid, notFound, refused, type Removal, type Result } from "~/.server/result";
import { textSearch } from "~/.server/search/text-search";
import { inLanguage, type LanguageOption, type Localized, readTranslations, saveTranslations } from "~/.server/translations/translations";
import type { Translations } from "~/lib/content-translations";
import { panelCopy } from "~/lib/copy/panel";
import { panelBlogCopy } from "~/lib/copy/panel-blog";
import type { BlogCategoryInput } from "~/lib/schemas/admin/blog";
import type { ContentCategoryInput, ProductCategoryInput } from "~/lib/schemas/admin/categories";
import { slugify, uniqueSlug } from "~/lib/slug";

type Tables = {
  product: typeof schema.productCategories;
  gallery: typeof schema.galleryCategories;
  portfolio: typeof schema.portfolioCategories;
  blog: typeof schema.blogCategories;
};
export type CategoryKind = keyof Tables;

/** The contract's name of each kind's count (spec section 7). */
export const CATEGORY_COUNT_NAMES = { product: "products_count", gallery: "items_count", portfolio: "items_count", blog: "posts_count" } as const;
type CountNames = typeof CATEGORY_COUNT_NAMES;
type Inputs = { product: ProductCategoryInput; gallery: ContentCategoryInput; portfolio: ContentCategoryInput; blog: BlogCategoryInput };

export type CategoryRecord<K extends CategoryKind> = Tables[K]["$inferSelect"] & Record<CountNames[K], number>;
export type CategoryInput<K extends CategoryKind> = Inputs[K];
export type ProductCategoryRecord = CategoryRecord<"product">;
export type ContentCategoryKind = "gallery" | "portfolio";
export type ContentCategoryRecord = CategoryRecord<ContentCategoryKind>;
export type BlogCategoryRecord = CategoryRecord<"blog">;

/** The tables share id, name and created_at; the gallery's type stands for any, and the kinds' own columns (description, is_active, slug) are read by name. */
type AnyCategoryTable = typeof schema.galleryCategories;

type KindRules = {
  table: AnyCategoryTable;
  /** The items' table, and the condition (on it) of an item the public sees. */
  items: string;
  publicItem?: string;
  entity: string;
  noun: string;
  /** The columns a write sets from the input (the blog's slug is resolved apart). */
  writable: readonly string[];
  searched: readonly string[];
  hasActive: boolean;
};

/** Products', gallery items' and portfolio items' categories: a name, a description, an Active switch. */
const DESCRIBED = { writable: ["name", "description", "is_active"], searched: ["name", "description"], hasActive: true } as const;

/** Gallery and portfolio categories: the same columns; the public sees an item whose `shown` flag is set. */
function contentKind(table: unknown, items: string, shown: string, entity: string): KindRules {
  return { table: table as AnyCategoryTable, items, publicItem: `"${items}"."${shown}" = 1`, entity, noun: "item", ...DESCRIBED };
}

const KINDS: Record<CategoryKind, KindRules> = {
  product: { table: schema.productCategories as unknown as AnyCategoryTable, items: "products", entity: "ProductCategory", noun: "product", ...DESCRIBED },
  gallery: contentKind(schema.galleryCategories, "gallery_items", "is_available", "GalleryCategory"),
  portfolio: contentKind(schema.portfolioCategories, "portfolio_items", "is_public", "PortfolioCategory"),
  blog: {
    table: schema.blogCategories as unknown as AnyCategoryTable,
    items: "blog_posts",
    publicItem: `"blog_posts"."status" = 'published'`,
    entity: "BlogCategory",
    noun: "post",
    writable: ["name"],
    searched: ["name", "slug"],
    hasActive: false,
  },
};

function column(table: AnyCategoryTable, name: string): SQLiteColumn {
  return (table as unknown as Record<string, SQLiteColumn>)[name]!;
}

/**
 * How many items a category holds: every item, or those the public sees. Written out in full:
 * inside a subquery drizzle's column names would lose their tables.
 */
function itemCount(kind: CategoryKind, scope: "all" | "public"): SQL<number> {
  const { items, publicItem, table } = KINDS[kind];
  const categories = getTableName(table);
  const visible = scope === "public" && publicItem ? sql.raw(` and ${publicItem}`) : sql``;
  return sql<number>`(select count(*) from ${sql.identifier(items)} where ${sql.identifier(items)}."category" = ${sql.identifier(categories)}."id"${visible})`;
}

function columns(kind: CategoryKind, scope: "all" | "public") {
  const { table } = KINDS[kind];
  return { ...getTableColumns(table), [CATEGORY_COUNT_NAMES[kind]]: itemCount(kind, scope) };
}

/** The panel's page of product categories (the spec's section 9: product categories 20); the others show all on one page. */
export const PRODUCT_CATEGORIES_PAGE_SIZE = 20;

/** The team's list: every category, by name, with every item counted. */
export function listCategories<K extends CategoryKind>(
  kind: K,
  options: { q?: string; page?: number; pageSize?: number } = {},
): { results: CategoryRecord<K>[]; count: number } {
  const { table, searched } = KINDS[kind];
  const pageSize = options.pageSize ?? 500;
  const page = Math.max(1, options.page ?? 1);
  const where = textSearch(
    options.q ?? "",
    searched.map((name) => column(table, name)),
  );
  const results = db()
    .select(columns(kind, "all"))
    .from(table)
    .where(where)
    .orderBy(table.name)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const total = db().select({ value: count() }).from(table).where(where).get()?.value ?? 0;
  return { results: results as unknown as CategoryRecord<K>[], count: total };
}

export function getCategory<K extends CategoryKind>(kind: K, id: number): CategoryRecord<K> | null {
  const { table } = KINDS[kind];
  const row = db().select(columns(kind, "all")).from(table).where(eq(table.id, id)).get();
  return (row as unknown as CategoryRecord<K> | undefined) ?? null;
}

/** Every category for an item form's select or a list's filter, with every item counted; inactive ones stay choosable. */
export function listCategoryChoices(kind: CategoryKind): { id: number; name: string; is_active: boolean; count: number }[] {
  const { table, hasActive } = KINDS[kind];
  return db()
    .select({ id: table.id, name: table.name, is_active: hasActive ? column(table, "is_active") : sql<boolean>`1`, count: itemCount(kind, "all") })
    .from(table)
    .orderBy(table.name)
    .all()
    .map((row) => ({ ...row, is_active: Boolean(row.is_active) }));
}

/** The translations' name of a kind of category (app/lib/content-translations.ts). */
export const categoryTranslationKind = <K extends CategoryKind>(kind: K) => `${kind}_category` as const;

/**
 * The public lists' categories: active ones, by name (the English name's order in every
 * language), with what the public sees counted (the JSON API's shape); in `lang`, translated.
 */
export function listPublicCategories<K extends CategoryKind>(kind: K, options: LanguageOption = {}): (CategoryRecord<K> & Localized)[] {
  const { table, hasActive } = KINDS[kind];
  const rows = memoUntilWrite(`categories.public:${kind}`, () =>
    db()
      .select(columns(kind, "public"))
      .from(table)
      .where(hasActive ? eq(column(table, "is_active"), true) : undefined)
      .orderBy(table.name)
      .all(),
  ) as unknown as CategoryRecord<K>[];
  return inLanguage(categoryTranslationKind(kind), rows, options.lang, (row) => row);
}

/** The public lists' filter: the active categories' ids, names (and whether a name fell back to English) and public counts. */
export function listPublicCategoryChoices(
  kind: CategoryKind,
  options: LanguageOption = {},
): { id: number; name: string; count: number; untranslated?: string[] }[] {
  return listPublicCategories(kind, options).map((category) => ({
    id: category.id,
    name: category.name,
    count: (category as Record<string, unknown>)[CATEGORY_COUNT_NAMES[kind]] as number,
    ...(category.untranslated ? { untranslated: category.untranslated } : {}),
  }));
}

function nameTaken(kind: CategoryKind, name: string, exceptId?: number): boolean {
  const { table } = KINDS[kind];
  return Boolean(
    db()
      .select({ id: table.id })
      .from(table)
      .where(and(sql`lower(${table.name}) = lower(${name})`, exceptId ? ne(table.id, exceptId) : undefined))
      .get(),
  );
}

function slugTaken(slug: string, exceptId?: number): boolean {
  const table = schema.blogCategories;
  return Boolean(
    db()
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.slug, slug), exceptId ? ne(table.id, exceptId) : undefined))
      .get(),
  );
}

/** changesOf refuses only a name or slug that is taken: a conflict with stored data. */
const NAME_CONFLICT = { conflicts: ["name", "slug"] } as const;

/**
 * The columns to write, or the fields at fault. Runs inside the write transaction. `partial`: a
 * field left out stays as it is (the Active switch of a card sends only is_active).
 */
function changesOf(kind: CategoryKind, input: Record<string, unknown>, exceptId?: number): { values: Record<string, unknown> } | { errors: FieldErrors } {
  if (typeof input.name === "string" && nameTaken(kind, input.name, exceptId)) return { errors: { name: [panelCopy.categoryNameTaken] } };
  const values = Object.fromEntries(KINDS[kind].writable.filter((name) => input[name] !== undefined).map((name) => [name, input[name]]));
  if (kind === "blog") {
    const { name, slug } = input as BlogCategoryInput;
    if (slug) {
      if (slugTaken(slug, exceptId)) return { errors: { slug: [panelBlogCopy.categorySlugTaken] } };
      values.slug = slug;
    } else {
      values.slug = uniqueSlug(slugify(name) || "category", (candidate) => slugTaken(candidate, exceptId));
    }
  }
  return { values };
}

const auditDetail = (input: Record<string, unknown>) => (typeof input.name === "string" ? input.name : `is_active=${String(input.is_active)}`);

/** A category's translations, for its edit form. */
export function getCategoryTranslations(kind: CategoryKind, id: number) {
  return readTranslations(categoryTranslationKind(kind), id);
}

type WithTranslations = { translations?: Translations };

export function createCategory<K extends CategoryKind>(actor: User, kind: K, input: CategoryInput<K> & WithTranslations): Result<CategoryRecord<K>> {
  const { table, entity } = KINDS[kind];
  const fields = input as Record<string, unknown>;
  const outcome = writeTransaction((): { id: number } | { errors: FieldErrors } => {
    const changes = changesOf(kind, fields);
    if ("errors" in changes) return changes;
    const row = db()
      .insert(table)
      .values(changes.values as never)
      .returning({ id: table.id })
      .get();
    saveTranslations(db(), categoryTranslationKind(kind), row.id, input.translations);
    recordAudit(actor, "create", entity, row.id, auditDetail(fields));
    return { id: row.id };
  });
  if ("errors" in outcome) return invalid(outcome.errors, NAME_CONFLICT);
  return { ok: true, record: getCategory(kind, outcome.id)! };
}

/** Changes a category; what `input` leaves out stays as it is. */
export function updateCategory<K extends CategoryKind>(
  actor: User,
  kind: K,
  id: number,
  input: Partial<CategoryInput<K>> & WithTranslations,
): Result<CategoryRecord<K>> {
  const { table, entity } = KINDS[kind];
  const fields = input as Record<string, unknown>;
  const outcome = writeTransaction((): { ok: true } | { notFound: true } | { errors: FieldErrors } => {
    if (!getCategory(kind, id)) return { notFound: true };
    const changes = changesOf(kind, fields, id);
    if ("errors" in changes) return changes;
    if (Object.keys(changes.values).length > 0)
      db()
        .update(table)
        .set(changes.values as never)
        .where(eq(table.id, id))
        .run();
    saveTranslations(db(), categoryTranslationKind(kind), id, input.translations);
    recordAudit(actor, "update", entity, id, auditDetail(fields));
    return { ok: true };
  });
  if ("notFound" in outcome) return notFound();
  if ("errors" in outcome) return invalid(outcome.errors, NAME_CONFLICT);
  return { ok: true, record: getCategory(kind, id)! };
}

/** Deletes a category that holds no items; one that still does is refused (`in_use`, saying how many). */
export function deleteCategory(actor: User, kind: CategoryKind, id: number): Removal<"not_found" | "in_use"> {
  const { table, entity, noun } = KINDS[kind];
  return writeTransaction((): Removal<"not_found" | "in_use"> => {
    const category = getCategory(kind, id) as Record<string, unknown> | null;
    if (!category) return notFound();
    const held = category[CATEGORY_COUNT_NAMES[kind]] as number;
    if (held > 0) return refused("in_use", panelCopy.categoryInUse(held, noun));
    db().delete(table).where(eq(table.id, id)).run();
    recordAudit(actor, "delete", entity, id, String(category.name));
    return { ok: true };
  });
}
