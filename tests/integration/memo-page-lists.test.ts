/**
 * Issue 30: the home page's featured lists and the first page of /products are read once per
 * version of the data (app/.server/read-memo.ts), not on every render; a write shows at once;
 * searches and later pages, which are unbounded in number, are read every time.
 */
import { describe, expect, it } from "vitest";

import { db } from "~/.server/db";
import { loader as homeLoader } from "~/routes/site/home";
import { loader as productsLoader } from "~/routes/site/products";

import { createProduct, unique } from "../support/factories";

// The loaders' argument, as React Router gives it (only request and params are read).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route's full LoaderArgs type is not needed to call it in a test
type AnyLoader = (args: any) => unknown;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the loaders' data is read loosely here
const call = async (loader: AnyLoader, url: string) => (await loader({ request: new Request(`http://localhost${url}`), params: {}, context: {} })) as any;

/** How many statements touching `table` the connection runs while `work` does. */
async function statementsOn(table: string, work: () => Promise<unknown>): Promise<number> {
  const client = db().$client;
  const prepare = client.prepare;
  let seen = 0;
  client.prepare = ((source: string) => {
    if (source.includes(`"${table}"`)) seen += 1;
    return prepare.call(client, source);
  }) as typeof client.prepare;
  try {
    await work();
  } finally {
    client.prepare = prepare;
  }
  return seen;
}

describe("the home page's lists", () => {
  it("are read once until the next write, which shows at once", async () => {
    createProduct({ title: unique("Featured box"), is_featured: true });
    await call(homeLoader, "/");
    expect(await statementsOn("products", () => call(homeLoader, "/?fresh=1"))).toBe(0);
    expect(await statementsOn("portfolio_items", () => call(homeLoader, "/?fresh=2"))).toBe(0);

    const title = unique("Newly featured box");
    createProduct({ title, is_featured: true });
    const home = await call(homeLoader, "/?fresh=3");
    expect(home.products.map((product: { title: string }) => product.title)).toContain(title);
  });

  it("keep each language apart", async () => {
    const english = await call(homeLoader, "/");
    const gujarati = await homeLoader({ request: new Request("http://localhost/gu"), params: { lang: "gu" }, context: {} } as never);
    expect((gujarati as { copy: unknown }).copy).not.toBeNull();
    expect(english.copy).toBeNull();
  });
});

describe("/products", () => {
  it("reads its first page once until the next write, which shows at once", async () => {
    await call(productsLoader, "/products");
    expect(await statementsOn("products", () => call(productsLoader, "/products?fresh=1"))).toBe(0);

    const title = unique("Newest box");
    createProduct({ title });
    const list = await call(productsLoader, "/products?fresh=2");
    expect(list.list.results.map((product: { title: string }) => product.title)).toContain(title);
  });

  it("reads a search and a later page every time", async () => {
    await call(productsLoader, "/products?q=box");
    expect(await statementsOn("products", () => call(productsLoader, "/products?q=box"))).toBeGreaterThan(0);
    await call(productsLoader, "/products?page=2");
    expect(await statementsOn("products", () => call(productsLoader, "/products?page=2"))).toBeGreaterThan(0);
  });
});
