/** Read-only queries the public pages share. The full list queries come with the public site. */
import { and, count, desc, eq } from "drizzle-orm";
import { db, schema } from "./db";

export function featuredProducts(limit = 6) {
  return db()
    .select({
      id: schema.products.id,
      title: schema.products.title,
      short_description: schema.products.short_description,
      image_url: schema.products.image_url,
      price: schema.products.price,
      original_price: schema.products.original_price,
      is_available: schema.products.is_available,
      material: schema.products.material,
    })
    .from(schema.products)
    .where(and(eq(schema.products.is_featured, true), eq(schema.products.is_available, true)))
    .orderBy(desc(schema.products.created_at), desc(schema.products.id))
    .limit(limit)
    .all();
}

/** The four counts of the dashboard. */
export function contentCounts() {
  const countOf = (table: typeof schema.products | typeof schema.galleryItems | typeof schema.portfolioItems | typeof schema.blogPosts) =>
    db().select({ value: count() }).from(table).get()?.value ?? 0;
  return {
    products: countOf(schema.products),
    galleryItems: countOf(schema.galleryItems),
    portfolioItems: countOf(schema.portfolioItems),
    blogPosts: countOf(schema.blogPosts),
  };
}
