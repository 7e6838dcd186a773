/**
 * GET /api/search/?q=: one query over the public catalogue, from the site search's index (the same
 * read as the /search page: app/.server/search/site-search.ts). The spec names the path but not
 * its use; the answer groups the matches by kind, each with its count and its first results (best
 * first), so a client can show "3 products, 1 article" and link onwards (docs/api.md). Each match
 * carries a `snippet`; `corrected` names the words searched when the words as sent found nothing.
 */
import { searchSiteByKind, type SiteSearchHit } from "~/.server/search/site-search";
import type { ReadLanguage } from "~/lib/content-translations";
import { localePath } from "~/lib/i18n/locales";
import { unmarked } from "~/lib/search-marks";

import type { SearchAnswer } from "./contract/search-answer";

export const SEARCH_RESULTS_PER_KIND = 5;

type Of<Kind extends SiteSearchHit["kind"]> = Extract<SiteSearchHit, { kind: Kind }>;

/** In `lang` (issue 19): matched by the texts in that language, answered with them, each `url` the page in that language. */
export function searchEverything(q: string, limit = SEARCH_RESULTS_PER_KIND, lang: ReadLanguage = "en", viewer: { id: number } | null = null): SearchAnswer {
  const found = searchSiteByKind({ q, lang, viewer, limit });
  const common = (hit: SiteSearchHit) => ({ url: localePath(lang, hit.path), snippet: unmarked(hit.snippet) });
  const { product, gallery_item, portfolio_item, blog_post } = found.kinds;
  return {
    query: q,
    corrected: found.corrected,
    count: found.count,
    results: {
      products: {
        count: product.count,
        results: (product.results as Of<"product">[]).map((hit) => {
          const { id, title, short_description, image_url, price, category_name } = hit.record;
          return { id, title, short_description, image_url, price, category_name, ...common(hit) };
        }),
      },
      gallery: {
        count: gallery_item.count,
        results: (gallery_item.results as Of<"gallery_item">[]).map((hit) => {
          const { id, title, image_url, category_name } = hit.record;
          return { id, title, image_url, category_name, ...common(hit) };
        }),
      },
      portfolio: {
        count: portfolio_item.count,
        results: (portfolio_item.results as Of<"portfolio_item">[]).map((hit) => {
          const { id, title, short_description, image_url, category_name } = hit.record;
          return { id, title, short_description, image_url, category_name, ...common(hit) };
        }),
      },
      blog: {
        count: blog_post.count,
        results: (blog_post.results as Of<"blog_post">[]).map((hit) => {
          const { id, title, slug, excerpt, featured_image, category_name } = hit.record;
          return { id, title, slug, excerpt, featured_image, category_name, ...common(hit) };
        }),
      },
    },
  };
}
