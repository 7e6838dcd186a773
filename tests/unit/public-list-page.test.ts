/**
 * The body the four public lists share, rendered on the server as a visitor without JavaScript
 * gets it: the spec's banner when the list failed, the empty state, or the items with "Load More".
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { PublicListPage } from "~/components/listing/public-list-body";
import { productsCopy } from "~/lib/copy/catalogue";
import { PUBLIC_PAGE_SIZE, type PublicList } from "~/lib/listing";

type Item = { id: number; title: string };
const CATEGORIES = [{ id: 1, name: "Jewellery Boxes", count: 30 }];
const query = { q: "", category: null, view: "grid", page: 1 };

function render(list: PublicList<Item>, mode: "append" | "replace" = "append", q = "", page = 1): string {
  const listPage = () =>
    createElement(PublicListPage<Item>, {
      copy: productsCopy,
      list,
      query: { ...query, q, page },
      stats: (categories) => [{ value: `${categories.length}`, label: "Categories" }],
      clearHref: "/products",
      nextPageHref: `/products?page=${page + 1}`,
      previousPageHref: page > 2 ? `/products?page=${page - 1}` : "/products",
      mode,
      outletContext: { overList: true, listHref: "/products", listLabel: "All products" },
      children: (items) =>
        createElement(
          "ul",
          null,
          items.map((item) => createElement("li", { key: item.id }, item.title)),
        ),
    });
  const Stub = createRoutesStub([{ path: "/products", Component: listPage }]);
  return renderToString(createElement(Stub, { initialEntries: ["/products"] }));
}

const unescape = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("PublicListPage", () => {
  it("shows the spec's banner, and no toolbar, when the list failed to load", () => {
    const html = unescape(render({ failed: true }));
    expect(html).toContain(productsCopy.loadFailed);
    expect(html).toContain(productsCopy.title);
    expect(html).not.toContain(productsCopy.searchLabel);
  });

  it("shows the empty state with its way back when nothing matches", () => {
    const html = unescape(render({ results: [], count: 0, categories: CATEGORIES }));
    expect(html).toContain(productsCopy.empty);
    expect(html).toContain("Showing 0 of 0 products");
    expect(html).not.toContain(productsCopy.loadMore);
    // Nothing to clear when no filter is set (an empty site).
    expect(html).not.toContain("Clear Filters");
    expect(unescape(render({ results: [], count: 0, categories: CATEGORIES }, "append", "walnut"))).toContain("Clear Filters");
  });

  it("says 'Showing 1 of 1 product', in the singular", () => {
    expect(unescape(render({ results: [{ id: 1, title: "Sadeli box" }], count: 1, categories: CATEGORIES }))).toContain("Showing 1 of 1 product<");
  });

  it("lays out the items, and links Load More to the first new item when pages append", () => {
    const items = Array.from({ length: PUBLIC_PAGE_SIZE }, (_, index) => ({ id: index + 1, title: `Sadeli box ${index + 1}` }));
    const appending = unescape(render({ results: items, count: 30, categories: CATEGORIES }));
    expect(appending).toContain("Sadeli box 12");
    expect(appending).toContain(`Showing ${PUBLIC_PAGE_SIZE} of 30 products`);
    expect(appending).toContain(`href="/products?page=2#item-${PUBLIC_PAGE_SIZE + 1}"`);
    const replacing = unescape(render({ results: items, count: 30, categories: CATEGORIES }, "replace"));
    // A list that replaces its page lands on the new page's first item; page 1 has no Previous.
    expect(replacing).toContain('href="/products?page=2#item-1"');
    expect(replacing).not.toContain(">Previous<");
  });

  it("offers Previous from page 2 on when pages replace each other (the gallery), never when they append", () => {
    const items = Array.from({ length: PUBLIC_PAGE_SIZE }, (_, index) => ({ id: index + 1, title: `Sadeli box ${index + 1}` }));
    const second = unescape(render({ results: items, count: 30, categories: CATEGORIES }, "replace", "", 2));
    expect(second).toMatch(/<a[^>]*href="\/products#item-1"[^>]*>Previous<\/a>/);
    expect(second).toContain('href="/products?page=3#item-1"');
    // The last page: Previous without Load More.
    const last = unescape(render({ results: items.slice(0, 6), count: 30, categories: CATEGORIES }, "replace", "", 3));
    expect(last).toContain('href="/products?page=2#item-1"');
    expect(last).not.toContain(productsCopy.loadMore);
    expect(unescape(render({ results: items, count: 30, categories: CATEGORIES }, "append", "", 2))).not.toContain(">Previous<");
  });
});
