/**
 * Products as the panel (and later the admin JSON API, /api/manage_data/Product/) manage them:
 * the list with search, category and pages of 10; create, update, delete and the Available /
 * Featured switches. Rules: the category must exist ('Selected category does not exist...'),
 * SKUs are unique, every change is in the audit log, and a stored image that a product stops
 * using (replaced, cleared or deleted with it) is removed from the uploads folder after the
 * database change has been committed. A change that leaves a product available emails the buyers
 * waiting for it (notifyBuyersOfReturn, issue 29). Who may do this is checked by the caller.
 */
import { and, count, desc, eq, ne, sql } from "drizzle-orm";

import type { User } from "~/.server/accounts/users";
import { recordAudit } from "~/.server/activity/audit";
import { type AppDatabase, db, schema, writeTransaction } from "~/.server/db";
import { notifyBuyersOfReturn } from "~/.server/inquiries/inquiries";
import { releaseImage } from "~/.server/media/content-images";
import { memoUntilWrite } from "~/.server/read-memo";
import { invalid, notFound, type Removal, type Result } from "~/.server/result";
import { keepRevision } from "~/.server/revisions/store";
import { textSearch } from "~/.server/search/text-search";
import { readTranslations, saveTranslations } from "~/.server/translations/translations";
import { announceProductChange } from "~/.server/webhooks/events";
import { productPanelCopy } from "~/lib/copy/panel-shop";
import { publishingCopy } from "~/lib/copy/publishing";
import type { ProductInput } from "~/lib/schemas/admin/products";

import { type ProductContract, selectProducts, toProductContract } from "./products";

const { products, productCategories } = schema;

export const ADMIN_PRODUCTS_PAGE_SIZE = 10;
export type ProductFlag = "is_available" | "is_featured";

export type AdminProductList = { results: ProductContract[]; count: number; page: number; pageSize: number; pages: number };

/** Every product (available or not), newest first, ten to a page. A page past the end shows the last one. */
export function listProducts(options: { q?: string; category?: number | null; page?: number; pageSize?: number } = {}): AdminProductList {
  const pageSize = options.pageSize ?? ADMIN_PRODUCTS_PAGE_SIZE;
  const where = and(
    options.category ? eq(products.category, options.category) : undefined,
    textSearch(options.q ?? "", [products.title, products.description, products.short_description, products.tags, products.sku, products.material]),
  );
  // Counted once per version of the data, as on the public list (app/.server/read-memo.ts).
  const total = memoUntilWrite(
    `products.admin-count:${JSON.stringify([options.q ?? "", options.category ?? null])}`,
    () => db().select({ value: count() }).from(products).where(where).get()?.value ?? 0,
  );
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, options.page ?? 1), pages);
  const rows = selectProducts()
    .where(where)
    .orderBy(desc(products.created_at), desc(products.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  return { results: rows.map(toProductContract), count: total, page, pageSize, pages };
}

export function getProduct(id: number): ProductContract | null {
  const row = selectProducts().where(eq(products.id, id)).get();
  return row ? toProductContract(row) : null;
}

/** A product's translations, for its edit form. */
export function getProductTranslations(id: number) {
  return readTranslations("product", id);
}

type Problems = Record<string, string[]>;

/** Issue 32's rule of a planned time (docs/decisions/046): only for a product not available yet, and only in the future. */
export function availableAtProblem(input: Pick<ProductInput, "is_available" | "available_at">, now: Date): string | null {
  if (!input.available_at) return null;
  if (input.is_available) return publishingCopy.availableAtNotHidden;
  if (new Date(input.available_at).getTime() <= now.getTime()) return publishingCopy.availableAtPast;
  return null;
}

/** The rules that need the database; checked inside the write transaction, so nothing changes in between. */
function problemsWith(database: AppDatabase, input: ProductInput, exceptId?: number, now: Date = new Date()): Problems | null {
  const problems: Problems = {};
  const scheduleProblem = availableAtProblem(input, now);
  if (scheduleProblem) problems.available_at = [scheduleProblem];
  const category = database
    .select({ id: productCategories.id, is_active: productCategories.is_active })
    .from(productCategories)
    .where(eq(productCategories.id, input.category))
    .get();
  if (!category) problems.category = [productPanelCopy.categoryMissing];
  else if (!category.is_active) {
    // An inactive category takes no new products; a product already in it may stay there.
    const current = exceptId ? database.select({ category: products.category }).from(products).where(eq(products.id, exceptId)).get() : undefined;
    if (current?.category !== category.id) problems.category = [productPanelCopy.categoryInactive];
  }
  if (input.sku) {
    const taken = database
      .select({ id: products.id })
      .from(products)
      .where(and(sql`lower(${products.sku}) = lower(${input.sku})`, exceptId ? ne(products.id, exceptId) : undefined))
      .get();
    if (taken) problems.sku = [productPanelCopy.skuTaken];
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/** The SKU's one database rule is that it is not taken: alone at fault, a conflict with stored data. */
const SKU_CONFLICT = { conflicts: ["sku"] } as const;

/** A unique-index race the check above cannot see (another process) still reads as the SKU message. */
function skuConflict(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: products\.sku/.test(error.message);
}

export function createProduct(actor: User, { translations, ...input }: ProductInput, now: Date = new Date()): Result<ProductContract> {
  try {
    const outcome = writeTransaction((tx): { id: number } | { problems: Problems } => {
      const problems = problemsWith(tx, input, undefined, now);
      if (problems) return { problems };
      const row = tx.insert(products).values(input).returning({ id: products.id }).get();
      saveTranslations(tx, "product", row.id, translations);
      recordAudit(actor, "create", "Product", row.id, input.title);
      announceProductChange(tx, row.id, "created");
      return { id: row.id };
    });
    if ("problems" in outcome) return invalid(outcome.problems, SKU_CONFLICT);
    return { ok: true, record: getProduct(outcome.id)! };
  } catch (error) {
    if (skuConflict(error)) return invalid({ sku: [productPanelCopy.skuTaken] }, SKU_CONFLICT);
    throw error;
  }
}

export async function updateProduct(
  actor: User,
  id: number,
  { translations, ...input }: ProductInput,
  now: Date = new Date(),
): Promise<Result<ProductContract>> {
  let previousImage = "";
  try {
    const outcome = writeTransaction((tx): { done: true } | { problems: Problems } | { notFound: true } => {
      const current = tx.select({ image_url: products.image_url }).from(products).where(eq(products.id, id)).get();
      if (!current) return { notFound: true };
      const problems = problemsWith(tx, input, id, now);
      if (problems) return { problems };
      previousImage = current.image_url;
      keepRevision(tx, "product", id, actor);
      tx.update(products)
        .set({ ...input, updated_at: new Date().toISOString() })
        .where(eq(products.id, id))
        .run();
      saveTranslations(tx, "product", id, translations);
      recordAudit(actor, "update", "Product", id, input.title);
      announceProductChange(tx, id, "updated");
      // Available again: the buyers who asked to hear so are emailed, once (issue 29).
      notifyBuyersOfReturn(tx, id);
      return { done: true };
    });
    if ("notFound" in outcome) return notFound();
    if ("problems" in outcome) return invalid(outcome.problems, SKU_CONFLICT);
  } catch (error) {
    if (skuConflict(error)) return invalid({ sku: [productPanelCopy.skuTaken] }, SKU_CONFLICT);
    throw error;
  }
  if (previousImage && previousImage !== input.image_url) await releaseImage(previousImage);
  return { ok: true, record: getProduct(id)! };
}

/** The Available (or Featured) switch of a product card. */
export function updateProductFlag(actor: User, id: number, flag: ProductFlag, value: boolean): Result<ProductContract> {
  const title = writeTransaction((tx) => {
    const current = tx.select({ title: products.title }).from(products).where(eq(products.id, id)).get();
    if (!current) return null;
    keepRevision(tx, "product", id, actor);
    tx.update(products)
      // Made available by hand: a plan to make it available later is void.
      .set({ [flag]: value, ...(flag === "is_available" && value ? { available_at: null } : {}), updated_at: new Date().toISOString() })
      .where(eq(products.id, id))
      .run();
    recordAudit(actor, "update", "Product", id, `${current.title}: ${flag}=${value}`);
    announceProductChange(tx, id, "updated");
    notifyBuyersOfReturn(tx, id);
    return current.title;
  });
  if (title === null) return notFound();
  return { ok: true, record: getProduct(id)! };
}

/** Deletes a product; its inquiries keep their copy of the title and price. Its stored image goes too. */
export async function deleteProduct(actor: User, id: number): Promise<Removal> {
  const removed = writeTransaction((tx) => {
    const current = tx.select({ title: products.title, image_url: products.image_url }).from(products).where(eq(products.id, id)).get();
    if (!current) return null;
    tx.delete(products).where(eq(products.id, id)).run();
    recordAudit(actor, "delete", "Product", id, current.title);
    announceProductChange(tx, id, "deleted");
    return current;
  });
  if (!removed) return notFound();
  if (removed.image_url) await releaseImage(removed.image_url);
  return { ok: true };
}
