/**
 * Texts with a value in them, as templates; "One" and "Many" forms where English needs both.
 * A module of its own, outside the shell and the cards: the forms and the panel's relative times
 * load it, not every page. (A post's "min read" is the blog card's, copy/card-words.ts.)
 */
export const phrases = {
  errorSummaryOne: "Please correct 1 field:",
  errorSummaryMany: "Please correct {count} fields:",
  /** After the label of a field that may be left empty. */
  optional: "(optional)",
  justNow: "Just now",
  hourAgo: "1 hour ago",
  hoursAgo: "{count} hours ago",
  dayAgo: "1 day ago",
  daysAgo: "{count} days ago",
} as const;
