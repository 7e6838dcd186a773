/** Writes the About page's pictures (app/.server/seed/about-pictures.ts) to public/images/about/. */
import fs from "node:fs";
import path from "node:path";

import { ABOUT_PICTURES, aboutPictureFile } from "../app/.server/seed/about-pictures";
import { patternSvg } from "../app/.server/seed/pattern-art";
import type { AboutPicture } from "../app/lib/about-content";

for (const [name, options] of Object.entries(ABOUT_PICTURES) as Array<[AboutPicture, (typeof ABOUT_PICTURES)[AboutPicture]]>) {
  const file = aboutPictureFile(name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, patternSvg(options));
  console.log(file);
}
