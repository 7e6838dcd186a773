/** The answer of GET /api/search/: the matches of each kind, each with its count and first results (best first). */
import { z } from "zod";

import { blogPostRecord, galleryItemRecord, portfolioItemRecord, productRecord } from "./records";

const withUrl = {
  url: z.string().meta({ description: "The page of the match on the site (a path)." }),
  snippet: z.string().meta({
    description:
      "Some words of the match's texts around the words searched (plain text; a guest gets a gallery item's description preview), or an empty string.",
  }),
};
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
    corrected: z.string().nullable().meta({
      description: 'The words searched instead when the words sent found nothing and an English word was misspelt ("jewelery" -> "jewellery"); null otherwise.',
    }),
    count: z.number().int().min(0),
    results: z.object({ products: matches(productMatch), gallery: matches(galleryMatch), portfolio: matches(portfolioMatch), blog: matches(blogMatch) }),
  })
  .meta({ id: "SearchAnswer" });
export type SearchAnswer = z.infer<typeof searchAnswer>;
