/** The about page's fixed content: the spec's section 9 stats, timeline years and awards, told for Surat Sadeli. */

/** The page's generated pictures (app/.server/seed/about-pictures.ts draws them). */
export type AboutPicture =
  "materials" | "tools" | "rod" | "slices" | "inlay" | "finishing" | "year-1800s" | "year-1922" | "year-2010" | "year-2020" | "year-2023" | "year-2024";

export const aboutPictureSrc = (name: AboutPicture) => `/images/about/${name}.svg`;

/** Section 9: "200+ Sadeli Pieces, 50+ Artisans Trained, GI Tagged, 15+ Award Winning". */
export const ABOUT_STATS = [
  { value: "200+", label: "Sadeli Pieces" },
  { value: "50+", label: "Artisans Trained" },
  { value: "GI", label: "Tagged" },
  { value: "15+", label: "Award Winning" },
] as const;

/** Section 9: timeline 1800s, 1922, 2010, 2020 (GI tag), 2023, 2024. */
export const HERITAGE_TIMELINE = [
  {
    year: "1800s",
    title: "From Shiraz to Surat",
    picture: "year-1800s",
    alt: "A panel of eight-point stars in the Persian manner",
    text: "Persian inlay workers bring the art of khatam, as Sadeli is known in Iran, by way of Sindh and Bombay. Surat's carpenters and ivory turners take it up and give it a name of their own: Sadeli.",
  },
  {
    year: "1922",
    title: "Workshops of Gopipura",
    picture: "year-1922",
    alt: "An inlaid casket",
    text: "Family workshops in the old city's lanes are turning out caskets, photo frames and card boxes for merchants in Bombay, and Surat Sadeli becomes a prized gift across western India.",
  },
  {
    year: "2010",
    title: "A new generation at the bench",
    picture: "year-2010",
    alt: "A saw, a plane and a file on the bench",
    text: "With only a handful of master craftsmen left, the workshop begins training young artisans in strip making and rod assembly, so the patterns are not lost.",
  },
  {
    year: "2020",
    title: "GI Tag for Surat Sadeli",
    picture: "year-2020",
    alt: "An inlaid photo frame",
    text: "Surat Sadeli is recognised with a Geographical Indication tag, protecting the name for work made by hand in and around Surat by the traditional method.",
  },
  {
    year: "2023",
    title: "National recognition",
    picture: "year-2023",
    alt: "A jewellery box and pen stand inlaid with brass and tin",
    text: "The workshop receives the National Craft Award for a jewellery casket inlaid on every face with hand-cut rosewood, bone, brass and tin.",
  },
  {
    year: "2024",
    title: "Surat Sadeli for the world",
    picture: "year-2024",
    alt: "A side table with an inlaid top",
    text: "Our studio opens its doors online, taking commissions from collectors, designers and hotels across India and abroad, while every piece is still made at the same bench in Surat.",
  },
] as const satisfies ReadonlyArray<{ year: string; title: string; text: string; picture: AboutPicture; alt: string }>;

/** The making of a piece, step by step. */
export const WORKSHOP_PROCESS = [
  {
    step: "Selecting materials",
    picture: "materials",
    alt: "Sticks of rosewood, bone, brass and tin beside a coil of brass wire",
    text: "Seasoned rosewood and sheesham, bone, and drawn brass and tin wire are chosen for colour and grain, then cut into long sticks.",
  },
  {
    step: "Strip making",
    picture: "tools",
    alt: "The saw, plane and file that cut the strips, and strips laid out in order",
    text: "Each stick is planed into fine strips with a triangular, square or diamond cross-section, often less than two millimetres across.",
  },
  {
    step: "Rod assembly",
    picture: "rod",
    alt: "A hexagonal rod of glued strips whose end shows a star pattern, and two slices cut from it",
    text: "Strips are glued into bundles in a set order, so that the end of the bundle shows a star, a diamond or a chevron. The bundles are pressed and left to cure.",
  },
  {
    step: "Slicing",
    picture: "slices",
    alt: "Thin inlaid wafers laid out side by side",
    text: "The cured rod is sliced across into thin wafers, each one carrying the complete pattern, like slicing a stick of patterned candy.",
  },
  {
    step: "Inlay",
    picture: "inlay",
    alt: "A box inlaid on every face",
    text: "Wafers are laid edge to edge on the wooden body of the box or frame and glued down, with bands of plain wood and metal framing the design.",
  },
  {
    step: "Finishing",
    picture: "finishing",
    alt: "A polished inlaid tray",
    text: "The surface is levelled, sanded by hand and polished or lacquered until the brass glints and the bone glows, then checked for every last gap.",
  },
] as const satisfies ReadonlyArray<{ step: string; text: string; picture: AboutPicture; alt: string }>;

/** Section 9, in the spec's order. */
export const AWARDS = [
  {
    title: "GI Tag Recognition",
    year: "2020",
    text: "Surat Sadeli registered as a Geographical Indication, recognising the craft's roots in Surat.",
  },
  {
    title: "National Craft Award",
    year: "2023",
    text: "For excellence in traditional micro-mosaic inlay and the fineness of the workshop's pattern work.",
  },
  {
    title: "Heritage Preservation Award",
    year: "2022",
    text: "For training young artisans and restoring heirloom Sadeli pieces for families and museums.",
  },
  {
    title: "Cultural Excellence Award",
    year: "2024",
    text: "For carrying Gujarat's craft heritage to new audiences in India and abroad.",
  },
] as const;

/**
 * The texts above as copy (issue 19): the section the Gujarati and Hindi copy translate, in the
 * same order; the years, values and pictures stay in the lists above.
 */
export const aboutContentCopy = {
  heroTitle: "About {site}",
  stats: ABOUT_STATS.map(({ label }) => label),
  timeline: HERITAGE_TIMELINE.map(({ title, alt, text }) => ({ title, alt, text })),
  process: WORKSHOP_PROCESS.map(({ step, alt, text }) => ({ step, alt, text })),
  awards: AWARDS.map(({ title, text }) => ({ title, text })),
};
