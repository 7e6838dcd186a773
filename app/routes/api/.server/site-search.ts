/**
 * GET /api/search/?q=: one query over the public catalogue. The spec names the path but not its
 * use; the answer groups the matches by kind, each with its count and its first results, so a
 * client can show "3 products, 1 article" and link onwards (docs/api.md).
 */
import { listPublicProducts } from "~/.server/catalogue/products";
import { listPublicGalleryItems } from "~/.server/gallery/gallery";
import { listPublicBlogPosts } from "~/.server/journal/posts";
import { listPublicPortfolioItems } from "~/.server/portfolio/portfolio";

import type { SearchAnswer } from "./contract/search-answer";

export const SEARCH_RESULTS_PER_KIND = 5;

export function searchEverything(q: string, limit = SEARCH_RESULTS_PER_KIND): SearchAnswer {
  const options = { q, page: 1, pageSize: limit };
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
          url: `/products/${id}`,
        })),
      },
      gallery: {
        count: gallery.count,
        results: gallery.results.map(({ id, title, image_url, category_name }) => ({ id, title, image_url, category_name, url: `/gallery/${id}` })),
      },
      portfolio: {
        count: portfolio.count,
        results: portfolio.results.map(({ id, title, short_description, image_url, category_name }) => ({
          id,
          title,
          short_description,
          image_url,
          category_name,
          url: `/portfolio/${id}`,
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
          url: `/blog/${slug}`,
        })),
      },
    },
  };
}
