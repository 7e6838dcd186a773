/** Counters and plurals as the pages say them (issue 14, section 6). */
import { describe, expect, it } from "vitest";

import { homeCopy } from "~/lib/copy/home";
import { countPlus, nounFor } from "~/lib/format";

describe("counters and plurals", () => {
  it("says one project, two projects", () => {
    expect(nounFor(1, "projects")).toBe("project");
    expect(nounFor(0, "artworks")).toBe("artworks");
    expect(nounFor(2, "products")).toBe("products");
  });

  it("shows a hero counter with '+', but a plain 0 on an empty site", () => {
    expect(countPlus(0)).toBe("0");
    expect(countPlus(12)).toBe("12+");
  });

  it("counts the signature projects the home page shows, not only the featured total", () => {
    expect(homeCopy.signatureProjectsLine(2, 3)).toBe("2 of our 3 featured commissions for hotels, homes and heritage buildings.");
    expect(homeCopy.signatureProjectsLine(2, 2)).toBe("2 featured commissions for hotels, homes and heritage buildings.");
    expect(homeCopy.signatureProjectsLine(1, 1)).toBe("1 featured commission for hotels, homes and heritage buildings.");
    expect(homeCopy.signatureProjectsLine(0, 0)).toBeUndefined();
  });
});
