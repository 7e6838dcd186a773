/** Public list pages: heroes, empty states, failures and Load More labels (spec sections 2, 8, 9). */
export const productsCopy = {
  metaTitle: "Handcrafted Sadeli Products",
  metaDescription: "Buy handcrafted Surat Sadeli jewellery boxes, photo frames, desk sets, trays and furniture with GI-tagged micro-mosaic inlay.",
  title: "Our Products",
  eyebrow: "Handcrafted in Surat",
  text: "Boxes, frames, desk sets and furniture inlaid strip by strip with rosewood, bone-white, brass and tin.",
  searchLabel: "Search products",
  searchPlaceholder: "Search by name, description or tag",
  allCategories: "All Products",
  loadMore: "Load More Products",
  empty: "No products found",
  emptyHint: "Try another search or category.",
  loadFailed: "Failed to load products. Please try again later.",
  noun: "products",
  /** The way back from a product's page to the list. */
  listLabel: "All products",
  /** The hero's counters: the count of products, of categories. */
  stats: { count: "Products", more: [] },
  /** A heading for screen readers above the cards (their titles are h3): not the spec's words. */
  listHeading: "Product list",
} as const;

export const galleryCopy = {
  metaTitle: "Sadeli Art Gallery",
  metaDescription:
    "Exhibition pieces and studies in Surat Sadeli micro-mosaic: geometric stars, borders and panels cut by hand from rosewood, bone-white, brass and tin.",
  title: "Art Gallery",
  eyebrow: "Masterpieces of Sadeli",
  text: "Exhibition pieces and studies from our workshop, each a mosaic of thousands of hand-cut strips.",
  searchLabel: "Search artworks",
  searchPlaceholder: "Search by title, description or tag",
  allCategories: "All Artworks",
  loadMore: "Load More",
  empty: "No artworks found",
  emptyHint: "Try another search or category.",
  loadFailed: "Failed to load gallery items. Please try again later.",
  noun: "artworks",
  listLabel: "All artworks",
  stats: {
    count: "Artworks",
    more: [
      { value: "50+", label: "Exhibitions" },
      { value: "25+", label: "Countries" },
    ],
  },
  signInNotice: "Sign in to see full descriptions and high-resolution images.",
  signIn: "Sign In",
  addedOn: "Added on",
} as const;

export const retryLabel = "Retry";
