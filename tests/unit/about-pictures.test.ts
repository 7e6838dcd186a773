/** The About page's pictures exist, one for every step and year, and are what the generator draws (issue 14, section 8). */
import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { ABOUT_PICTURES, aboutPictureFile } from "~/.server/seed/about-pictures";
import { patternSvg } from "~/.server/seed/pattern-art";
import { type AboutPicture, HERITAGE_TIMELINE, WORKSHOP_PROCESS } from "~/lib/about-content";

describe("About page pictures", () => {
  it("every step of the process and every year of the timeline has its own picture", () => {
    const named = [...WORKSHOP_PROCESS, ...HERITAGE_TIMELINE].map((entry) => entry.picture);
    expect(new Set(named).size).toBe(named.length);
    expect(named.sort()).toEqual(Object.keys(ABOUT_PICTURES).sort());
    for (const entry of [...WORKSHOP_PROCESS, ...HERITAGE_TIMELINE]) expect(entry.alt.length).toBeGreaterThan(5);
  });

  it("the files in public/ are the generator's pictures (run `npm run about-pictures` after changing it)", () => {
    for (const [name, options] of Object.entries(ABOUT_PICTURES) as Array<[AboutPicture, (typeof ABOUT_PICTURES)[AboutPicture]]>) {
      const file = aboutPictureFile(name);
      expect(fs.existsSync(file), file).toBe(true);
      const svg = fs.readFileSync(file, "utf8");
      expect(svg, file).toBe(patternSvg(options));
      // A picture, not a page: small, with no script or outside reference.
      expect(svg.length).toBeLessThan(20_000);
      expect(svg).not.toMatch(/<script|href="http|<image/);
    }
  });
});
