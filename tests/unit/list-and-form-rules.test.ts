/**
 * Issue 20, item 4: the surviving mutants of the mutation run that were worth killing
 * (docs/testing.md, "Mutation testing"): Load More's rule (spec section 4: it shows only while
 * fewer items are loaded than the total), the list URL's query (search, category, view, page),
 * the form fields that "empty means omitted" (section 5: timeline, quantity, budget), the default
 * user type 2 (section 9), and the blog form's blanks and limits.
 */
import { describe, expect, it } from "vitest";

import { hasMore, listHref, parseListQuery, splitList } from "~/lib/listing";
import { blogPostSchema } from "~/lib/schemas/admin/blog";
import { newUserSchema, userTypeField } from "~/lib/schemas/admin/users";
import { portfolioInquirySchema, productInquirySchema } from "~/lib/schemas/inquiries";

describe("Load More shows only while fewer items are loaded than the total (12 a page)", () => {
  it.each([
    [1, 11, false],
    [1, 12, false],
    [1, 13, true],
    [2, 24, false],
    [2, 25, true],
    [3, 100, true],
  ])("page %i of %i items: %s", (page, total, more) => {
    expect(hasMore(page, total)).toBe(more);
  });
  it("stops at the furthest page (100) however many items there are", () => {
    expect(hasMore(99, 1_000_000)).toBe(true);
    expect(hasMore(100, 1_000_000)).toBe(false);
  });
  it("takes another page size", () => {
    expect(hasMore(1, 20, 20)).toBe(false);
    expect(hasMore(1, 21, 20)).toBe(true);
  });
});

describe("the list's query string", () => {
  const read = (search: string) => parseListQuery(new URLSearchParams(search), ["grid", "list"] as const, "grid");
  it("cleans the search: control characters become spaces, runs of spaces one", () => {
    expect(read("q=  Peacock\u0000box   with%09inlay  ").q).toBe("Peacock box with inlay");
    expect(read("q=").q).toBe("");
  });
  it("keeps at most 100 characters of the search", () => {
    expect(read(`q=${"b".repeat(150)}`).q).toBe("b".repeat(100));
  });
  it("takes a category that is a whole number from 1, trimmed; anything else is none", () => {
    expect(read("category=4").category).toBe(4);
    expect(read("category=%204%20").category).toBe(4);
    expect(read("category=1").category).toBe(1);
    for (const value of ["0", "-3", "x", ""]) expect(read(`category=${value}`).category, value).toBeNull();
  });
  it("keeps a known view and falls back to the default for any other", () => {
    expect(read("view=list").view).toBe("list");
    expect(read("view=masonry").view).toBe("grid");
    expect(read("").view).toBe("grid");
  });
  it("writes only what differs from the defaults, in a fixed order", () => {
    const query = { q: "box", category: 3, page: 2, view: "list" as const };
    expect(listHref("/products", query, "grid")).toBe("/products?q=box&category=3&view=list&page=2");
    expect(listHref("/products", { q: "", category: null, page: 1, view: "grid" }, "grid")).toBe("/products");
    expect(listHref("/products", query, "grid", { page: 1, view: "grid" })).toBe("/products?q=box&category=3");
    expect(listHref("/products", query, "grid", { q: "", category: null })).toBe("/products?view=list&page=2");
  });
  it("splits comma text into trimmed items without empties or repeats (ignoring case)", () => {
    expect(splitList(" Rosewood, ivory ,, Ivory,brass ")).toEqual(["Rosewood", "ivory", "brass"]);
    expect(splitList(null)).toEqual([]);
    expect(splitList(undefined)).toEqual([]);
  });
});

describe("inquiries: empty means omitted (spec section 5)", () => {
  it("a blank or null quantity, budget or timeline is not given, not an error", () => {
    for (const blank of ["", "   ", null]) {
      const parsed = productInquirySchema.parse({ product_item: 4, message: "Two boxes.", quantity: blank, budget: blank, delivery_timeline: blank });
      expect(parsed).toEqual({ product_item: 4, message: "Two boxes.", quantity: undefined, budget: undefined, delivery_timeline: undefined });
      expect(portfolioInquirySchema.parse({ portfolio_item: 2, message: "A door.", budget: blank, timeline: blank })).toEqual({
        portfolio_item: 2,
        message: "A door.",
        budget: undefined,
        timeline: undefined,
      });
    }
  });
  it("a timeline is trimmed, a budget a number", () => {
    expect(portfolioInquirySchema.parse({ portfolio_item: 2, message: "A door.", budget: "5000", timeline: "  two weeks " })).toMatchObject({
      budget: 5000,
      timeline: "two weeks",
    });
  });
});

describe("user type: 2 unless another role is chosen (spec section 9)", () => {
  it("blank or absent is 2; '1', ' 3 ' and 1 are taken; anything else is refused", () => {
    expect(userTypeField.parse(undefined)).toBe(2);
    expect(userTypeField.parse("")).toBe(2);
    expect(userTypeField.parse("1")).toBe(1);
    expect(userTypeField.parse(" 3 ")).toBe(3);
    expect(userTypeField.parse(1)).toBe(1);
    for (const value of ["4", "12", "1x", "x1", 0, 7]) {
      const result = userTypeField.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please choose a role");
    }
    const profile = {
      user_name: "Farhan Ali",
      business_name: "Ali Interiors",
      user_email: "farhan@crafts.example",
      contact_number: "9876543210",
      address: "Athwa Lines",
      city: "Surat",
      password: "secret-42",
    };
    expect(newUserSchema.parse(profile).user_type).toBe(2);
  });
});

describe("blog form: blanks and limits", () => {
  const base = { title: "Caring for Sadeli", content: "Dust with a dry soft cloth." };
  it("a blank category is the category's error, not a number", () => {
    for (const category of ["", "   ", undefined]) expect(blogPostSchema.safeParse({ ...base, category }).success, String(category)).toBe(false);
    expect(blogPostSchema.parse({ ...base, category: " 2 " }).category).toBe(2);
  });
  it("a blank reading time (spaces too) is the default 5", () => {
    expect(blogPostSchema.parse({ ...base, category: 2, reading_time: "   " }).reading_time).toBe(5);
    expect(blogPostSchema.parse({ ...base, category: 2, reading_time: null }).reading_time).toBe(5);
  });
  it("a blank slug stays blank (the domain builds one from the title)", () => {
    expect(blogPostSchema.parse({ ...base, category: 2 }).slug).toBe("");
    expect(blogPostSchema.parse({ ...base, category: 2, slug: null }).slug).toBe("");
  });
  it("the picture is one of ours (/uploads/...) or a whole web address", () => {
    const image = (featured_image: string) => blogPostSchema.safeParse({ ...base, category: 2, featured_image }).success;
    expect(image("/uploads/blog/box.webp")).toBe(true);
    expect(image("https://example.in/box.jpg")).toBe(true);
    expect(image("http://example.in/box.jpg")).toBe(true);
    expect(image("")).toBe(true);
    for (const bad of [
      "x/uploads/blog/box.webp",
      "/uploads/blog/box.webp?x=<b>",
      "javascript:alert(1)",
      "see https://example.in/box.jpg",
      "https://example.in/a b",
    ]) {
      expect(image(bad), bad).toBe(false);
    }
  });
  it("tags take up to 1,000 characters", () => {
    const tags = (length: number) => blogPostSchema.safeParse({ ...base, category: 2, tags: "a".repeat(length) }).success;
    expect(tags(1000)).toBe(true);
    expect(tags(1001)).toBe(false);
  });
});
