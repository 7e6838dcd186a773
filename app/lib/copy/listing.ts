/**
 * The public lists' shared texts. A module of its own, loaded by the list pages only: the shell's
 * "Retry" (copy/languages.ts) and the cards' "Featured" (copy/card-words.ts) are spread in, so
 * the home page and every other page do not download the lists' words.
 */
import { listingCardWords } from "./card-words";
import { listingShellWords } from "./languages";

export const listingCopy = {
  ...listingShellWords,
  ...listingCardWords,
  categories: "Categories",
  /** English makes the noun singular for 1 (nounFor); the other languages' nouns do not change. */
  showing: "Showing {shown} of {total} {noun}",
  loading: "Loading...",
  viewLabel: "View",
  /** The list toolbar's category filter and its submit button. */
  category: "Category",
  search: "Search",
  views: { grid: "Grid", list: "List", masonry: "Masonry" },
  /** The gallery's way back from page 2 on (its pages replace each other). */
  previous: "Previous",
} as const;
