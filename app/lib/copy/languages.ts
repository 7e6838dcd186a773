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

/**
 * The one word of the lists' copy (copy/listing.ts spreads it in) that the shell shows: the
 * "Retry" of a page that failed to load. The lists' other words stay out of every page's bundle.
 */
export const listingShellWords = {
  retry: "Retry",
} as const;

/** The shell's and the shared components' small labels: landmarks, the hero slider's controls, a few screen-reader words. */
export const shellWords = {
  mainNav: "Main",
  mobileNav: "Mobile",
  /** The honeypot field's label (hidden from people; a robot reads it). */
  honeypot: "Leave this field empty",
  tags: "Tags",
  newTab: "(opens in a new tab)",
  /** The close button of a toast (the message an action leaves). */
  dismiss: "Dismiss",
  /** The close button of an item's dialog over its list. */
  close: "Close",
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
