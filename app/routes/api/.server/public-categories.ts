/**
 * Category lists of the public API: active categories with the number of public items each
 * holds, under the contract's count name (products_count, items_count, posts_count).
 */
import { sql } from "drizzle-orm";
import { db } from "~/.server/db";

const QUERIES = {
  products: sql`select c.id, c.name, c.description, c.is_active, c.created_at,
      (select count(*) from products p where p.category = c.id) as products_count
    from product_categories c where c.is_active = 1 order by c.name`,
  gallery: sql`select c.id, c.name, c.description, c.is_active, c.created_at,
      (select count(*) from gallery_items g where g.category = c.id and g.is_available = 1) as items_count
    from gallery_categories c where c.is_active = 1 order by c.name`,
  portfolio: sql`select c.id, c.name, c.description, c.is_active, c.created_at,
      (select count(*) from portfolio_items p where p.category = c.id and p.is_public = 1) as items_count
    from portfolio_categories c where c.is_active = 1 order by c.name`,
  blog: sql`select c.id, c.name, c.slug, c.created_at,
      (select count(*) from blog_posts p where p.category = c.id and p.status = 'published') as posts_count
    from blog_categories c order by c.name`,
} as const;

export type CategoryKind = keyof typeof QUERIES;

export function publicCategories(kind: CategoryKind): Record<string, unknown>[] {
  const rows = db().all<Record<string, unknown>>(QUERIES[kind]);
  return rows.map((row) => ("is_active" in row ? { ...row, is_active: row.is_active === 1 } : row));
}
