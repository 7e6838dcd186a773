/**
 * The blog's and the portfolio's words their cards show. Apart from the pages' other words
 * (stories.ts, which spreads them in) so that a page with cards, like the home page, does not
 * download the blog's and the portfolio's whole page copy for four words.
 */
export const blogCardCopy = {
  readMore: "Read article",
  by: "By",
} as const;

export const portfolioCardCopy = {
  projectLink: "Open the project website",
  client: "Client",
} as const;
