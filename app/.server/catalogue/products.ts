/**
 * Products as the public site and the JSON API read them. Rows come back in the spec's contract
 * shape (category_name and tags_list derived), so the API door is a projection of the same call.
 */
import { and, count, desc, eq, getTableColumns, type SQL } from "drizzle-orm";

import { type AppDatabase, db, schema } from "~/.server/db";
import { windowOf } from "~/.server/paging";
import { memoUntilWrite } from "~/.server/read-memo";
import { textSearch } from "~/.server/search/text-search";
import { inLanguage, type LanguageOption, type Localized, oneInLanguage, translatedMatch } from "~/.server/translations/translations";
import { splitList } from "~/lib/listing";

const { products, productCategories } = schema;

const productColumns = { ...getTableColumns(products), category_name: productCategories.name };

/** Products with their category's name: the one join every read of products starts from (public and the team's). */
export function selectProducts(database: AppDatabase = db()) {
  return database.select(productColumns).from(products).innerJoin(productCategories, eq(products.category, productCategories.id));
}
type ProductRow = Omit<typeof products.$inferSelect, never> & { category_name: string };

export function toProductContract(row: ProductRow) {
  return { ...row, tags_list: splitList(row.tags) };
}
export type ProductContract = ReturnType<typeof toProductContract>;

export type ProductListOptions = LanguageOption & {
  q?: string;
  category?: number | null;
  featured?: boolean;
  page?: number;
  pageSize?: number;
};

const PRODUCT_CATEGORY = { categoryKind: "product_category" } as const;

/**
 * Which products a visitor may see (the list, a product's page, the site search): every one (an
 * unavailable product shows as 'Out of Stock'). No condition, kept here so a rule added later holds at every door.
 */
export const publicProduct: SQL | undefined = undefined;

/** Public list: every product (unavailable ones show as 'Out of Stock'), newest first; in `lang`, searched in it too. */
export function listPublicProducts(options: ProductListOptions): { results: (ProductContract & Localized)[]; count: number } {
  const span = windowOf(options);
  const where = and(
    publicProduct,
    options.category ? eq(products.category, options.category) : undefined,
    options.featured ? eq(products.is_featured, true) : undefined,
    textSearch(
      options.q ?? "",
      [products.title, products.description, products.short_description, products.tags],
      translatedMatch("product", products, options.lang),
    ),
  );
  const rows = selectProducts().where(where).orderBy(desc(products.created_at), desc(products.id)).limit(span.limit).offset(span.offset).all();
  const total = memoUntilWrite(
    `products.count:${JSON.stringify([options.q, options.category, options.featured, options.q ? options.lang : null])}`,
    () => db().select({ value: count() }).from(products).where(where).get()?.value ?? 0,
  );
  return { results: inLanguage("product", rows, options.lang, toProductContract, PRODUCT_CATEGORY), count: total };
}

export function getPublicProduct(id: number, options: LanguageOption = {}): (ProductContract & Localized) | null {
  return oneInLanguage("product", selectProducts().where(eq(products.id, id)).get(), options.lang, toProductContract, PRODUCT_CATEGORY);
}
