/** Home page texts; the empty and failure texts are the spec's words. */
import { nounFor } from "~/lib/format";
export const homeCopy = {
  noFeaturedPosts: "No featured blog posts available at the moment.",
  noFeaturedPortfolio: "No featured portfolio items available at the moment.",
  noFeaturedGallery: "No featured gallery items available at the moment.",
  noProjects: "No projects available.",
  /** The line above the two signature projects: it counts the cards shown, and the rest only as "of N". */
  signatureProjectsLine: (shown: number, total: number): string | undefined => {
    if (shown === 0) return undefined;
    const what = `featured ${nounFor(total, "commissions")} for hotels, homes and heritage buildings.`;
    return total > shown ? `${shown} of our ${total} ${what}` : `${shown} ${what}`;
  },
  loadFailed: "Failed to load featured content. Please try again later.",
  yearsExcellence: "15+ Years Excellence",
} as const;
