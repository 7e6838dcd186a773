/**
 * The one pager of the paged lists and the one reader of `?page=`, rendered on the server as a
 * visitor without JavaScript gets them.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { pageNumbers, Pager } from "~/components/listing/pager";
import { MAX_PAGE, MAX_PANEL_PAGE, pageHref, pageParam, parseListQuery } from "~/lib/listing";

const page = (value: string) => new URLSearchParams(value === "" ? "" : `page=${encodeURIComponent(value)}`);

describe("pageParam", () => {
  it("reads a whole page number", () => {
    expect(pageParam(page("3"))).toBe(3);
    expect(pageParam(page(" 7 "))).toBe(7);
    expect(pageParam(page("007"))).toBe(7);
  });

  it("makes page 1 of anything absent or absurd", () => {
    for (const value of ["", "0", "-2", "2.5", "1e3", "abc", "0x10", "٣"]) expect(pageParam(page(value)), value).toBe(1);
  });

  it("caps a page past the furthest: the panel's, or the one the caller names", () => {
    expect(pageParam(page("123456789"))).toBe(MAX_PANEL_PAGE);
    expect(pageParam(page("99999999999999999999"))).toBe(MAX_PANEL_PAGE);
    expect(pageParam(page("101"), MAX_PAGE)).toBe(MAX_PAGE);
    expect(pageParam(page("12345678901"), MAX_PAGE)).toBe(MAX_PAGE);
  });

  it("is the reader behind the public lists' query", () => {
    expect(parseListQuery(page("4"), ["grid"], "grid").page).toBe(4);
    expect(parseListQuery(page("500"), ["grid"], "grid").page).toBe(MAX_PAGE);
    expect(parseListQuery(page("-1"), ["grid"], "grid").page).toBe(1);
  });
});

describe("pageHref", () => {
  it("keeps the other parameters and drops page 1", () => {
    expect(pageHref("/panel/users", "?q=mehta&filter=pending&page=3", 4)).toBe("/panel/users?q=mehta&filter=pending&page=4");
    expect(pageHref("/panel/users", "?q=mehta&page=3", 1)).toBe("/panel/users?q=mehta");
    expect(pageHref("/panel/users", "", 1)).toBe("/panel/users");
  });
});

describe("pageNumbers", () => {
  it("offers the first, the last and two either side of the current page, with gaps", () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(6, 20)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 20]);
    expect(pageNumbers(2, 9)).toEqual([1, 2, 3, 4, "gap", 9]);
  });
});

function render(url: string, props: { page: number; pageSize: number; total: number }): string {
  const Component = () => createElement(Pager, { ...props, label: "Users" });
  const Stub = createRoutesStub([{ path: "/panel/users", Component }]);
  return renderToString(createElement(Stub, { initialEntries: [url] })).replace(/&amp;/g, "&");
}

describe("Pager", () => {
  it("shows nothing for a single page", () => {
    expect(render("/panel/users", { page: 1, pageSize: 20, total: 20 })).not.toContain("<nav");
  });

  it("links Previous, Next and the numbers with the list's search kept, and names the page", () => {
    const html = render("/panel/users?q=mehta&page=2", { page: 2, pageSize: 10, total: 45 });
    expect(html).toContain('aria-label="Users pages"');
    expect(html).toContain('href="/panel/users?q=mehta"');
    expect(html).toContain('href="/panel/users?q=mehta&page=3"');
    expect(html).toContain('href="/panel/users?q=mehta&page=5"');
    expect(html).toMatch(/aria-current="page"[^>]*>2</);
    expect(html).toContain("Page <!-- -->2<!-- --> of <!-- -->5");
  });

  it("on a page past the last, says the last and offers the way back", () => {
    const html = render("/panel/users?page=9", { page: 9, pageSize: 10, total: 25 });
    expect(html).toContain("Page <!-- -->3<!-- --> of <!-- -->3");
    expect(html).toContain('href="/panel/users?page=2"');
    expect(html).not.toContain('rel="next"');
  });
});
