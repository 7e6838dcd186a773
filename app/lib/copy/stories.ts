/** Portfolio and blog: heroes, empty states, failures, labels (spec sections 2, 8, 9). */
import { blogCardCopy, portfolioCardCopy } from "./card-words";
import { blogPostLabelsEn } from "./fields/blog-post";
import { portfolioItemLabelsEn } from "./fields/portfolio-item";

export const portfolioCopy = {
  metaTitle: "Portfolio of Sadeli Commissions",
  metaDescription:
    "Hotel lobby panels, corporate gifts, heritage restorations and home commissions in GI-tagged Surat Sadeli inlay, made by hand in our Surat workshop.",
  /** An item page's <title> and og:title, after the item's own title. */
  itemTitle: "{title}: Sadeli Portfolio",
  title: "Our Portfolio",
  eyebrow: "Commissions and restorations",
  text: "Hotel lobbies, corporate gifts, family heirlooms brought back to life and pieces made for particular homes, all laid by hand in Surat.",
  searchLabel: "Search projects",
  searchPlaceholder: "Search by title, description, technique or client",
  allCategories: "All Projects",
  loadMore: "Load More",
  empty: "No portfolio items found",
  emptyHint: "Try another search or category.",
  loadFailed: "Failed to load portfolio items. Please try again later.",
  noun: "projects",
  listLabel: "All projects",
  /** The hero's counters: the count of projects, of categories, then these. */
  stats: {
    count: "Projects",
    more: [
      { value: "25+", label: "Awards" },
      { value: "15+", label: "Countries" },
    ],
  },
  overview: "Overview",
  aboutProject: "About the project",
  details: "Project details",
  technologies: "Techniques and materials",
  liveProject: "Visit live project",
  priceTitle: "Project Investment",
  priceNote: "Starting price for similar projects",
  /** The facts that are fields: their labels (./fields/portfolio-item.ts). */
  category: portfolioItemLabelsEn.category,
  completed: portfolioItemLabelsEn.completion_date,
  created: "Created",
  createdBy: "Created by",
  inquiryTitle: "Interested in a similar project?",
  inquiryGuest: "Log in to tell us about your project, or register your business to get started.",
  featuredNote: "This is one of our featured projects, chosen to show the range of the workshop.",
  whatsapp: "Chat on WhatsApp",
  messagePlaceholder: "Tell us about your space, the pieces you have in mind, quantities and dates...",
  ...portfolioCardCopy,
} as const;

export const blogCopy = {
  metaTitle: "Sadeli Journal: Craft, Care and Heritage",
  metaDescription:
    "Articles from our Surat workshop on the history of Sadeli inlay, how rods and slices are made, caring for your pieces, and stories from our clients.",
  title: "Sadeli Journal",
  eyebrow: "Stories from the workshop",
  text: "The history of the craft, how a rod becomes a star, caring for your pieces, and words from the people we make them for.",
  searchLabel: "Search articles",
  searchPlaceholder: "Search by title, summary, author or tag",
  allCategories: "All Articles",
  loadMore: "Load More Articles",
  empty: "No blog posts found",
  emptyHint: "Try another search or category.",
  loadFailed: "Failed to load blog posts. Please try again later.",
  noun: "articles",
  listLabel: "All articles",
  stats: {
    count: "Articles",
    more: [
      { value: "100+", label: "Techniques" },
      { value: "25+", label: "Expert Tips" },
    ],
  },
  noContent: "No content available.",
  /** A heading for screen readers above a post whose own first heading is a sub-heading: not the spec's words. */
  articleHeading: "Article",
  /** The post's tags: their field's label (./fields/blog-post.ts). */
  tags: blogPostLabelsEn.tags,
  ...blogCardCopy,
} as const;
