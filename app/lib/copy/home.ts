/** Home page texts; the empty and failure texts are the spec's words. */
export const homeCopy = {
  noFeaturedPosts: "No featured blog posts available at the moment.",
  noFeaturedPortfolio: "No featured portfolio items available at the moment.",
  noFeaturedGallery: "No featured gallery items available at the moment.",
  noProjects: "No projects available.",
  loadFailed: "Failed to load featured content. Please try again later.",
  yearsExcellence: "15+ Years Excellence",
} as const;
