import { describe, expect, it } from "vitest";

import { parseId } from "~/lib/ids";

describe("parseId, the one reading of a record id", () => {
  it("reads one to nine digits", () => {
    expect(parseId("7")).toBe(7);
    expect(parseId("0")).toBe(0);
    expect(parseId("000000042")).toBe(42);
    expect(parseId("999999999")).toBe(999_999_999);
  });

  it("refuses everything else", () => {
    for (const text of ["", " 7", "7 ", "-1", "+1", "1.0", "1e3", "0x10", "1234567890", "seven", "７"]) expect(parseId(text)).toBeNull();
    expect(parseId(null)).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});
