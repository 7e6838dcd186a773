/**
 * What a gallery item shows a guest and a signed-in account (docs/decisions/009): one rule,
 * galleryItemFor, used by the cards, the dialog and page, and the API.
 */
import { describe, expect, it } from "vitest";

import { descriptionPreview, galleryItemFor, GUEST_DESCRIPTION_LENGTH } from "~/.server/gallery/gallery";

const LONG =
  "A sixteen-point star of rosewood, bone-white and brass strips, set in a walnut panel. The border repeats the Surat chevron in tin, cut by hand over three weeks.";

const item = {
  id: 7,
  title: "Star panel",
  description: LONG,
  image_url: "/uploads/gallery/star-panel-800w.webp",
  created_by_name: "Workshop Admin",
  tags_list: ["star"],
};

describe("galleryItemFor", () => {
  it("gives a guest the description's first words, cut at a space, and everything else as it is", () => {
    const shown = galleryItemFor(item, null);
    expect(shown.description).toBe("A sixteen-point star of rosewood, bone-white and brass strips, set in a walnut panel. The…");
    expect(shown.description.length).toBeLessThanOrEqual(GUEST_DESCRIPTION_LENGTH + 1);
    expect(LONG.startsWith(shown.description.slice(0, -1))).toBe(true);
    expect({ ...shown, description: LONG }).toEqual(item);
  });

  it("gives a signed-in account the whole item", () => {
    expect(galleryItemFor(item, { id: 3 })).toEqual(item);
  });

  it("leaves a short description whole, and cuts one long word hard", () => {
    expect(galleryItemFor({ ...item, description: "A small study." }, null).description).toBe("A small study.");
    expect(descriptionPreview("x".repeat(200))).toBe(`${"x".repeat(GUEST_DESCRIPTION_LENGTH)}…`);
    expect(descriptionPreview("y".repeat(GUEST_DESCRIPTION_LENGTH))).toBe("y".repeat(GUEST_DESCRIPTION_LENGTH));
  });
});
