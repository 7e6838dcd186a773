/** When a list behind a dialog reloads. */
import { describe, expect, it } from "vitest";

import { keepListBehindChild } from "~/components/listing/list-revalidation";

const decide = keepListBehindChild("/panel/products");
const args = (from: string, to: string, formMethod?: string) =>
  ({
    currentUrl: new URL(from, "http://site.test"),
    nextUrl: new URL(to, "http://site.test"),
    formMethod,
    defaultShouldRevalidate: true,
    currentParams: {},
    nextParams: {},
  }) as unknown as Parameters<typeof decide>[0];

describe("keepListBehindChild", () => {
  it("keeps the list when a child opens over it", () => expect(decide(args("/panel/products", "/panel/products/4/edit"))).toBe(false));
  it("keeps the list when a post stays inside the child", () => expect(decide(args("/panel/products/new", "/panel/products/new", "POST"))).toBe(false));
  it("reloads the list when leaving a child for it", () => expect(decide(args("/panel/products/4/edit", "/panel/products"))).toBe(true));
  it("keeps the list from one child to another (a view to its confirmation)", () =>
    expect(decide(args("/panel/products/4?q=x", "/panel/products/4/close?q=x"))).toBe(false));
  it("reloads when the list's own filters change", () => expect(decide(args("/panel/products", "/panel/products/new?q=x"))).toBe(true));
  it("leaves other lists alone", () => expect(decide(args("/panel/products-old", "/panel/products-old/1"))).toBe(true));
});
