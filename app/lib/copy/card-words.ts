/**
 * The words the cards show that belong to a page's copy: the blog's, the portfolio's and the
 * inquiries'. Apart from those pages' other words (stories.ts and inquiries.ts spread them in) so
 * that a page with cards, like the home page, does not download whole pages' copy for a few words.
 */
import { portfolioItemLabelsEn } from "./fields/portfolio-item";

export const blogCardCopy = {
  readMore: "Read article",
  by: "By",
  /** A post's reading time, on its card and its page. */
  minRead: "{minutes} min read",
} as const;

export const portfolioCardCopy = {
  projectLink: "Open the project website",
  /** The project's client: its field's label (./fields/portfolio-item.ts). */
  client: portfolioItemLabelsEn.client_name,
} as const;

export const inquiryCardCopy = {
  loginToInquire: "Login to Inquire",
  sendInquiry: "Send Inquiry",
  outOfStock: "Out of Stock",
  // Issue 31: an approved buyer's "Add to quote" on the cards and the product page.
  addToQuote: "Add to quote",
  quoteQuantity: "Quantity",
  addedToQuote: "Added to your quote basket",
} as const;

/** The "Featured" badge of the cards and item pages (part of the lists' words, copy/listing.ts). */
export const listingCardWords = {
  featured: "Featured",
} as const;
