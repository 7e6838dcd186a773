/** The signed-in person's own pages: /account, /account/inquiries, /account/data. */

export const accountNav = {
  label: "Account pages",
  account: "My account",
  inquiries: "My inquiries",
  data: "My data",
} as const;
