/** The signed-in person's inquiries (/account/inquiries) and personal data (/account/data). */

/** /account/inquiries: the person's inquiries and the team's replies. */
export const myInquiriesCopy = {
  title: "My inquiries",
  intro: "Every product and project inquiry you have sent us, newest first, with our replies.",
  productInquiry: "Product inquiry",
  portfolioInquiry: "Project inquiry",
  sent: "Sent",
  yourMessage: "Your message",
  ourReply: "Our reply",
  replied: "Replied",
  noReplyYet: "No reply yet.",
  itemGone: "This piece is no longer listed.",
  emptyTitle: "No inquiries yet",
  emptyHint: "When you ask about a product or a project, your inquiry and our reply appear here.",
  browseProducts: "Browse products",
  listLabel: "My inquiries",
  // Issue 29: what the buyer sent, as the emails name it, and the status in the page's language.
  reference: "Reference",
  details: "What you asked for",
  quantity: "Quantity",
  budget: "Budget",
  deliveryTimeline: "Needed by",
  timeline: "Timeline",
  statusLabels: { pending: "Awaiting reply", replied: "Replied", closed: "Closed" },
} as const;

/** /account/data: download and erase the account's personal data. */
export const myDataCopy = {
  title: "My data",
  intro: "Under India's Digital Personal Data Protection Act, 2023 you may see and erase the personal data we hold about you.",
  downloadTitle: "Download my data",
  downloadText:
    "A JSON file with your account details and everything you sent us: product and project inquiries with our replies, contact messages sent with your email address, and your newsletter subscription. Your password is never included.",
  downloadButton: "Download my data",
  deleteTitle: "Delete my account",
  deleteText:
    'Deleting your account signs you out everywhere and erases your account, your contact messages and your newsletter subscription. Your inquiries stay in the workshop\'s records, with your name and email address replaced by "Deleted account". This cannot be undone.',
  deleteLink: "Delete my account",
  confirmTitle: "Delete your account?",
  confirmText: "Enter your password to confirm. Your account is erased at once and cannot be brought back.",
  passwordLabel: "Current password",
  confirmButton: "Delete my account permanently",
  confirmPending: "Deleting...",
  cancel: "Keep my account",
  deleteFailed: "Your account was not deleted",
  wrongPassword: "That is not your current password.",
  passwordRequired: "Enter your current password.",
  firstAdminRefused: "The first administrator's account cannot be deleted: it owns the site.",
  deleted: "Your account and personal data were deleted.",
  deletedApi: "Account deleted successfully",
  staffRefused:
    "A staff account (administrator or store manager) cannot be deleted while it holds its role: it would take your name off everything you did in the panel. Ask the site's owner to change your role to User first.",
} as const;

/** The name and email an erased account's inquiries keep (docs/decisions/014-erasing-an-account.md). */
export const ERASED_INQUIRER = { name: "Deleted account", email: "deleted-account@erased.invalid" } as const;
