/** Business constants of the spec (section 9) and the site's fixed navigation. */

export const USER_TYPE = { admin: 1, user: 2, storeManager: 3 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

export const MIN_LENGTH = {
  password: 6,
  message: 10,
  contactNumber: 10,
  address: 5,
  name: 2,
  city: 2,
  businessName: 2,
} as const;

export const MAX_LENGTH = {
  name: 100,
  email: 254,
  password: 128,
  phone: 30,
  address: 300,
  city: 100,
  subject: 200,
  message: 5000,
} as const;

/**
 * The header's and the footer's links: each names its label's key in the shell's copy
 * (siteShellCopy.navigation in copy/languages.ts, and each language's translation of it).
 */
export const MAIN_NAVIGATION = [
  { to: "/", key: "home" },
  { to: "/about", key: "about" },
  { to: "/products", key: "products" },
  { to: "/gallery", key: "gallery" },
  { to: "/portfolio", key: "portfolio" },
  { to: "/blog", key: "blog" },
  { to: "/contact", key: "contact" },
] as const;

export const FOOTER_QUICK_LINKS = [
  { to: "/about", key: "aboutUs" },
  { to: "/gallery", key: "gallery" },
  { to: "/portfolio", key: "portfolio" },
  { to: "/blog", key: "blog" },
  { to: "/contact", key: "contact" },
] as const;

export const FOOTER_SERVICES = [
  "Handcrafted Sadeli Boxes",
  "Custom Furniture Inlay",
  "Corporate & Wedding Gifts",
  "Restoration of Heirloom Pieces",
  "Workshops & Demonstrations",
] as const;

/** The spec's footer has placeholder social links; real ones come from site settings. */
export const SOCIAL_NETWORKS = ["facebook", "instagram", "twitter", "linkedin"] as const;

export const SCREEN_BLACKOUT_MS = 800;

/** A blog post's reading time when left blank, in minutes, and its meta description's most characters (spec section 5). */
export const BLOG_POST_LIMITS = { defaultReadingTime: 5, metaDescriptionMax: 160 } as const;
