/** slugify and uniqueSlug: the spec's slug rule (lowercase, non-alphanumerics to hyphens, edges trimmed) and -2, -3 suffixes. */
import { describe, expect, it } from "vitest";

import { MAX_SLUG_LENGTH, slugify, uniqueSlug } from "~/lib/slug";

describe("slugify", () => {
  it("lowercases and turns every run of other characters into one hyphen", () => {
    expect(slugify("A Short History of Surat Sadeli")).toBe("a-short-history-of-surat-sadeli");
    expect(slugify("Rods, Slices & Glue: How It's Made!")).toBe("rods-slices-glue-how-it-s-made");
    expect(slugify("Top 10 Boxes of 2026")).toBe("top-10-boxes-of-2026");
  });

  it("trims hyphens at the edges", () => {
    expect(slugify("  --Hello World--  ")).toBe("hello-world");
    expect(slugify("!!!Sadeli???")).toBe("sadeli");
  });

  it("drops accents rather than the letters that carry them", () => {
    expect(slugify("Café Crème Brûlée")).toBe("cafe-creme-brulee");
  });

  it("answers an empty slug when nothing usable is left", () => {
    expect(slugify("")).toBe("");
    expect(slugify("  ---  ")).toBe("");
    expect(slugify("સાદેલી")).toBe("");
  });

  it("keeps slugs short, without a trailing hyphen after the cut", () => {
    const slug = slugify(`${"word ".repeat(40)}`);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).not.toMatch(/^-|-$/);
  });

  it("is idempotent", () => {
    const once = slugify("Caring for Sadeli: Dust, Sun & Humidity");
    expect(slugify(once)).toBe(once);
  });
});

describe("uniqueSlug", () => {
  it("keeps a free slug as it is", () => {
    expect(uniqueSlug("sadeli", () => false)).toBe("sadeli");
  });

  it("appends -2, -3... until the slug is free", () => {
    const taken = new Set(["sadeli", "sadeli-2", "sadeli-3"]);
    expect(uniqueSlug("sadeli", (slug) => taken.has(slug))).toBe("sadeli-4");
    expect(uniqueSlug("box", (slug) => slug === "box")).toBe("box-2");
  });

  it("never grows past the maximum length", () => {
    const base = "a".repeat(MAX_SLUG_LENGTH);
    const slug = uniqueSlug(base, (candidate) => candidate === base);
    expect(slug).toBe(`${"a".repeat(MAX_SLUG_LENGTH - 2)}-2`);
    expect(slug.length).toBe(MAX_SLUG_LENGTH);
  });
});
