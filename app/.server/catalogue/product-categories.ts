/**
 * Product categories: the panel's and the API's one set of rules. A category that still holds
 * products cannot be deleted (no orphans); names are unique.
 */
import { and, count, eq, getTableColumns, ne, sql } from "drizzle-orm";
import { panelCopy } from "~/lib/copy/panel";
import type { ProductCategoryInput } from "~/lib/schemas/admin/categories";
import { recordAudit } from "~/.server/activity/audit";
import { db, schema, writeTransaction } from "~/.server/db";
import { textSearch } from "~/.server/search";
import type { User } from "~/.server/accounts/users";

const { productCategories } = schema;

export type ProductCategoryRecord = typeof productCategories.$inferSelect & { products_count: number };
export type SaveResult<T> = { ok: true; record: T } | { ok: false; fieldErrors: Record<string, string[]> } | { ok: false; notFound: true };
export type RemoveResult = { ok: true } | { ok: false; message: string } | { ok: false; notFound: true };

const withCounts = {
  ...getTableColumns(productCategories),
  // Written out in full: inside a subquery drizzle's column names would lose their tables.
  products_count: sql<number>`(select count(*) from "products" where "products"."category" = "product_categories"."id")`,
};

/** The panel's page of product categories (the spec's section 9: product categories 20). */
export const PRODUCT_CATEGORIES_PAGE_SIZE = 20;

export function listProductCategories(options: { q?: string; limit?: number; offset?: number } = {}) {
  const where = textSearch(options.q ?? "", [productCategories.name, productCategories.description]);
  const results = db()
    .select(withCounts)
    .from(productCategories)
    .where(where)
    .orderBy(productCategories.name)
    .limit(options.limit ?? 500)
    .offset(options.offset ?? 0)
    .all();
  const total = db().select({ value: count() }).from(productCategories).where(where).get()?.value ?? 0;
  return { results, count: total };
}

export function getProductCategory(id: number): ProductCategoryRecord | null {
  return db().select(withCounts).from(productCategories).where(eq(productCategories.id, id)).get() ?? null;
}

function nameTaken(name: string, exceptId?: number) {
  return Boolean(
    db()
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(and(sql`lower(${productCategories.name}) = lower(${name})`, exceptId ? ne(productCategories.id, exceptId) : undefined))
      .get(),
  );
}

export function createProductCategory(actor: User, input: ProductCategoryInput): SaveResult<ProductCategoryRecord> {
  if (nameTaken(input.name)) return { ok: false, fieldErrors: { name: [panelCopy.categoryNameTaken] } };
  const id = writeTransaction(() => {
    const row = db().insert(productCategories).values(input).returning({ id: productCategories.id }).get();
    recordAudit(actor, "create", "ProductCategory", row.id, input.name);
    return row.id;
  });
  return { ok: true, record: getProductCategory(id)! };
}

export function updateProductCategory(actor: User, id: number, input: Partial<ProductCategoryInput>): SaveResult<ProductCategoryRecord> {
  if (!getProductCategory(id)) return { ok: false, notFound: true };
  if (input.name !== undefined && nameTaken(input.name, id)) return { ok: false, fieldErrors: { name: [panelCopy.categoryNameTaken] } };
  writeTransaction(() => {
    db().update(productCategories).set(input).where(eq(productCategories.id, id)).run();
    recordAudit(actor, "update", "ProductCategory", id, input.name ?? `is_active=${input.is_active}`);
  });
  return { ok: true, record: getProductCategory(id)! };
}

export function deleteProductCategory(actor: User, id: number): RemoveResult {
  const category = getProductCategory(id);
  if (!category) return { ok: false, notFound: true };
  if (category.products_count > 0) return { ok: false, message: panelCopy.categoryInUse(category.products_count, "product") };
  writeTransaction(() => {
    db().delete(productCategories).where(eq(productCategories.id, id)).run();
    recordAudit(actor, "delete", "ProductCategory", id, category.name);
  });
  return { ok: true };
}
