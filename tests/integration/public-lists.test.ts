/**
 * The loader of the four public lists: the query from the URL, a page of items, nothing when an
 * item is opened directly, and a failure (logged) instead of an error page when the read fails.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

import { loadPublicList } from "~/routes/site/.server/public-lists";

const VIEWS = ["grid", "list"] as const;
const CATEGORIES = [{ id: 1, name: "Jewellery Boxes", count: 30 }];

function load(
  url: string,
  openedItem?: string,
  read = (filters: { q: string; category: number | null; page: number; pageSize: number }) => ({ results: [filters], count: 30, categories: CATEGORIES }),
) {
  return loadPublicList({ request: new Request(url), openedItem, views: VIEWS, defaultView: "grid", mode: "append", name: "Test", load: read });
}

afterEach(() => vi.restoreAllMocks());

describe("loadPublicList", () => {
  it("reads the page the URL asks for, with the search and category, appending pages", () => {
    const { query, list } = load("http://localhost/products?q=%20star%20&category=1&page=3&view=list");
    expect(query).toEqual({ q: "star", category: 1, page: 3, view: "list" });
    // Page 3 of a list that appends is the first 36 (3 pages of the spec's 12), read in the page's language.
    expect(list).toEqual({ results: [{ q: "star", category: 1, page: 1, pageSize: 36, lang: "en" }], count: 30, categories: CATEGORIES });
  });

  it("reads no list for an item opened directly: it is a page of its own", () => {
    let read = 0;
    const { list } = load("http://localhost/products/9", "9", () => {
      read += 1;
      return { results: [], count: 0, categories: [] };
    });
    expect(list).toBeNull();
    expect(read).toBe(0);
  });

  it("answers a failure, logged with the list's name, when the read throws", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { query, list } = load("http://localhost/products?page=2", undefined, () => {
      throw new Error("disk I/O error");
    });
    expect(list).toEqual({ failed: true });
    expect(query.page).toBe(2);
    expect(log).toHaveBeenCalledWith("Test list failed", expect.any(Error));
  });
});
