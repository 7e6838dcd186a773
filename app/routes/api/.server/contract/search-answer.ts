/** The answer of GET /api/search/: the matches of each kind, each with its count and first results. */
import { z } from "zod";

import { blogPostRecord, galleryItemRecord, portfolioItemRecord, productRecord } from "./records";

const withUrl = { url: z.string().meta({ description: "The page of the match on the site (a path)." }) };
const matches = <Result extends z.ZodType>(result: Result) => z.object({ count: z.number().int().min(0), results: z.array(result) });

export const productMatch = productRecord
  .pick({ id: true, title: true, short_description: true, image_url: true, price: true, category_name: true })
  .extend(withUrl);
export const galleryMatch = galleryItemRecord.pick({ id: true, title: true, image_url: true, category_name: true }).extend(withUrl);
export const portfolioMatch = portfolioItemRecord
  .pick({ id: true, title: true, short_description: true, image_url: true, category_name: true })
  .extend(withUrl);
export const blogMatch = blogPostRecord.pick({ id: true, title: true, slug: true, excerpt: true, featured_image: true, category_name: true }).extend(withUrl);

export const searchAnswer = z
  .object({
    query: z.string(),
    count: z.number().int().min(0),
    results: z.object({ products: matches(productMatch), gallery: matches(galleryMatch), portfolio: matches(portfolioMatch), blog: matches(blogMatch) }),
  })
  .meta({ id: "SearchAnswer" });
export type SearchAnswer = z.infer<typeof searchAnswer>;
