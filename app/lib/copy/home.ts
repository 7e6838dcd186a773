/** Home page texts; the empty and failure texts are the spec's words. */
import { nounFor } from "~/lib/format";
export const homeCopy = {
  /** The workshop in numbers: all four in the band under the hero, the first three on the first slide. */
  numbers: [
    { value: "15+", label: "Years Excellence" },
    { value: "200+", label: "Sadeli Pieces" },
    { value: "50+", label: "Artisans Trained" },
    { value: "GI", label: "Tagged Craft" },
  ],
  numbersLabel: "Workshop in numbers",
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
  firstSlideSubtitle: "GI-tagged craft of Surat, Gujarat",
  /** The second slide: how a piece is made. */
  craftSlide: {
    subtitle: "Made strip by strip",
    title: "A thousand triangles in every inch",
    description:
      "Rosewood, bone-white, brass and tin are cut into hair-thin strips, bundled into rods, sliced and set by hand: the same way Surat's karigars have worked for generations.",
    stats: [
      { value: "2020", label: "GI Tag" },
      { value: "4", label: "Materials" },
      { value: "100%", label: "Handmade" },
    ],
  },
} as const;

/** The home page's title and description when the site settings give none, and always on a Gujarati or Hindi page (the settings are English). */
export const homeMeta = {
  title: "{site}: handcrafted GI-tagged Sadeli inlay from Surat",
  description: "Handcrafted Surat Sadeli micro-mosaic: jewellery boxes, frames, desk sets and furniture inlaid by hand in rosewood, bone-white, brass and tin.",
} as const;
