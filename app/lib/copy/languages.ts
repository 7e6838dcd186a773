/**
 * Words of the trilingual site (issue 19) that had no module of their own: the header's and
 * footer's fixed texts, the navigation's labels, the home page's section headings, and the texts
 * with a number or a name in them as templates ("{minutes} min read", filled by fill() of
 * ~/lib/i18n/locales), so that every language's copy is plain data a loader can send.
 */
export const siteShellCopy = {
  skipToContent: "Skip to content",
  homeSuffix: ", home",
  languageSwitch: "Language",
  printNotice: "printing is disabled to protect our artisans' designs.",
  allRightsReserved: "All rights reserved.",
  backHome: "Back to Home",
  /** The main navigation's and the footer's labels, by path. */
  navigation: {
    home: "Home",
    about: "About",
    aboutUs: "About Us",
    products: "Products",
    gallery: "Gallery",
    portfolio: "Portfolio",
    blog: "Blog",
    contact: "Contact",
  },
  services: ["Handcrafted Sadeli Boxes", "Custom Furniture Inlay", "Corporate & Wedding Gifts", "Restoration of Heirloom Pieces", "Workshops & Demonstrations"],
} as const;

const NAVIGATION_KEYS: Record<string, keyof (typeof siteShellCopy)["navigation"]> = {
  "/": "home",
  "/about": "about",
  "/products": "products",
  "/gallery": "gallery",
  "/portfolio": "portfolio",
  "/blog": "blog",
  "/contact": "contact",
};

/** A navigation link's label in the page's language (the links are in ~/lib/constants, by path). */
export function navigationLabel(shell: { navigation: Record<keyof (typeof siteShellCopy)["navigation"], string> }, path: string, fallback = ""): string {
  const key = NAVIGATION_KEYS[path];
  return key ? shell.navigation[key] : fallback;
}

/** The public lists' shared texts. */
export const listingCopy = {
  retry: "Retry",
  categories: "Categories",
  /** English makes the noun singular for 1 (nounFor); the other languages' nouns do not change. */
  showing: "Showing {shown} of {total} {noun}",
  loading: "Loading...",
  featured: "Featured",
  viewLabel: "View",
  /** The list toolbar's category filter and its submit button. */
  category: "Category",
  search: "Search",
  views: { grid: "Grid", list: "List", masonry: "Masonry" },
} as const;

/** Texts with a value in them, as templates; "One" and "Many" forms where English needs both. */
export const phrases = {
  minRead: "{minutes} min read",
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

/** The shell's and the shared components' small labels: landmarks, the hero slider's controls, a few screen-reader words. */
export const shellWords = {
  mainNav: "Main",
  mobileNav: "Mobile",
  /** The honeypot field's label (hidden from people; a robot reads it). */
  honeypot: "Leave this field empty",
  tags: "Tags",
  newTab: "(opens in a new tab)",
  /** Who made a gallery piece, on its card: the name goes where {name} is. */
  byline: "by {name}",
  carousel: {
    label: "{site} highlights",
    roleDescription: "carousel",
    slide: "slide",
    slideOf: "{index} of {count}",
    slides: "Slides",
    show: "Show slide {index}",
    auto: "Auto",
    manual: "Manual",
  },
} as const;
