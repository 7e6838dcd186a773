/**
 * The About page's pictures, drawn by the same generator as the demo content's (pattern-art.ts):
 * the steps of the making, the tools, and an object for each year of the timeline. They are
 * static SVG files in public/images/about/ (a kilobyte or two each, sharp at any screen density),
 * written by `npm run about-pictures`; tests/unit/about-pictures.test.ts keeps them equal to this list.
 */
import { type AboutPicture, aboutPictureSrc } from "~/lib/about-content";

import type { PatternOptions } from "./pattern-art";

/** Process cards are wide (16:9); timeline thumbnails 4:3. */
const STEP = { width: 800, height: 450 } as const;
const YEAR = { width: 320, height: 240 } as const;

export const ABOUT_PICTURES: Record<AboutPicture, PatternOptions> = {
  materials: { seed: 11, ...STEP, subject: "materials" },
  tools: { seed: 12, ...STEP, subject: "tools" },
  rod: { seed: 13, ...STEP, subject: "rod", motif: "hexagonal-star", palette: "rosewood-ivory" },
  slices: { seed: 14, ...STEP, subject: "coasters", palette: "festive-brass" },
  inlay: { seed: 15, ...STEP, subject: "box", palette: "tin-silver" },
  finishing: { seed: 16, ...STEP, subject: "tray", palette: "warm-wood" },
  "year-1800s": { seed: 21, ...YEAR, subject: "panel", motif: "eight-point-star", layout: "framed-field", palette: "rosewood-ivory" },
  "year-1922": { seed: 22, ...YEAR, subject: "box", palette: "ivory-ground" },
  "year-2010": { seed: 23, ...YEAR, subject: "tools" },
  "year-2020": { seed: 24, ...YEAR, subject: "frame", palette: "festive-brass" },
  "year-2023": { seed: 25, ...YEAR, subject: "gift-set", palette: "tin-silver" },
  "year-2024": { seed: 26, ...YEAR, subject: "table", palette: "warm-wood" },
};

/** Where a picture is kept in the repository (the build copies public/ as it is). */
export const aboutPictureFile = (name: AboutPicture) => `public${aboutPictureSrc(name)}`;
