/**
 * The names of the signed-in person's own pages (/account, /account/inquiries, /account/data), in
 * the header's menu and the pages' own nav. A module of its own: the header is in every public
 * page's JavaScript, and the account pages' other texts (copy/account.ts) need not be.
 */
export const accountNav = {
  label: "Account pages",
  account: "My account",
  inquiries: "My inquiries",
  data: "My data",
  // Issue 31: an approved buyer's quotes, and the header's link to the quote basket with its count.
  quotes: "My quotes",
  basket: "Quote basket",
} as const;
