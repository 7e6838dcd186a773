/**
 * GET /api/search/?q=: one query over the public catalogue. The spec names the path but not its
 * use; the answer groups the matches by kind, each with its count and its first results, so a
 * client can show "3 products, 1 article" and link onwards (docs/api.md).
 */
import { listPublicProducts } from "~/.server/catalogue/products";
import { listPublicGalleryItems } from "~/.server/gallery/gallery";
import { listPublicBlogPosts } from "~/.server/journal/posts";
import { listPublicPortfolioItems } from "~/.server/portfolio/portfolio";
import type { ReadLanguage } from "~/lib/content-translations";
import { localePath } from "~/lib/i18n/locales";

import type { SearchAnswer } from "./contract/search-answer";

export const SEARCH_RESULTS_PER_KIND = 5;

/** In `lang` (issue 19): matched by the translated texts too, answered with them, each `url` the page in that language. */
export function searchEverything(q: string, limit = SEARCH_RESULTS_PER_KIND, lang: ReadLanguage = "en"): SearchAnswer {
  const options = { q, page: 1, pageSize: limit, lang };
  const url = (path: string) => localePath(lang, path);
  const products = listPublicProducts(options);
  const gallery = listPublicGalleryItems(options);
  const portfolio = listPublicPortfolioItems(options);
  const blog = listPublicBlogPosts(options);
  return {
    query: q,
    count: products.count + gallery.count + portfolio.count + blog.count,
    results: {
      products: {
        count: products.count,
        results: products.results.map(({ id, title, short_description, image_url, price, category_name }) => ({
          id,
          title,
          short_description,
          image_url,
          price,
          category_name,
          url: url(`/products/${id}`),
        })),
      },
      gallery: {
        count: gallery.count,
        results: gallery.results.map(({ id, title, image_url, category_name }) => ({ id, title, image_url, category_name, url: url(`/gallery/${id}`) })),
      },
      portfolio: {
        count: portfolio.count,
        results: portfolio.results.map(({ id, title, short_description, image_url, category_name }) => ({
          id,
          title,
          short_description,
          image_url,
          category_name,
          url: url(`/portfolio/${id}`),
        })),
      },
      blog: {
        count: blog.count,
        results: blog.results.map(({ id, title, slug, excerpt, featured_image, category_name }) => ({
          id,
          title,
          slug,
          excerpt,
          featured_image,
          category_name,
          url: url(`/blog/${slug}`),
        })),
      },
    },
  };
}
