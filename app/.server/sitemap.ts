/** Every public page and item, for search engines. */
import { desc, eq } from "drizzle-orm";

import { alternatesOf, LANGS, LOCALE_TAG } from "~/lib/i18n/locales";

import { db, schema } from "./db";
import { escapeXml } from "./xml";

export const STATIC_PUBLIC_PATHS = ["/", "/about", "/products", "/gallery", "/portfolio", "/blog", "/contact", "/signup", "/privacy", "/terms"] as const;

export type SitemapEntry = { path: string; lastModified?: string };

export function sitemapEntries(): SitemapEntry[] {
  const database = db();
  const products = database
    .select({ id: schema.products.id, updated: schema.products.updated_at })
    .from(schema.products)
    .orderBy(desc(schema.products.id))
    .all()
    .map((row) => ({ path: `/products/${row.id}`, lastModified: row.updated }));
  const gallery = database
    .select({ id: schema.galleryItems.id, updated: schema.galleryItems.updated_at })
    .from(schema.galleryItems)
    .where(eq(schema.galleryItems.is_available, true))
    .all()
    .map((row) => ({ path: `/gallery/${row.id}`, lastModified: row.updated }));
  const portfolio = database
    .select({ id: schema.portfolioItems.id, updated: schema.portfolioItems.updated_at })
    .from(schema.portfolioItems)
    .where(eq(schema.portfolioItems.is_public, true))
    .all()
    .map((row) => ({ path: `/portfolio/${row.id}`, lastModified: row.updated }));
  const posts = database
    .select({ slug: schema.blogPosts.slug, updated: schema.blogPosts.updated_at })
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.status, "published"))
    .all()
    .map((row) => ({ path: `/blog/${encodeURIComponent(row.slug)}`, lastModified: row.updated }));
  return [...STATIC_PUBLIC_PATHS.map((path) => ({ path })), ...products, ...gallery, ...portfolio, ...posts];
}

/**
 * Every page in each of its languages (issue 19), each <url> naming all of them as alternates
 * (xhtml:link hreflang, English as x-default), as search engines read them.
 */
export function sitemapXml(origin: string): string {
  const urls = sitemapEntries()
    .flatMap((entry) => {
      const lastModified = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified.slice(0, 10))}</lastmod>` : "";
      const alternates = alternatesOf(entry.path);
      const links = [
        ...LANGS.map((lang) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TAG[lang]}" href="${escapeXml(origin + alternates[lang])}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + alternates.en)}"/>`,
      ].join("");
      return LANGS.map((lang) => `<url><loc>${escapeXml(origin + alternates[lang])}</loc>${lastModified}${links}</url>`);
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
