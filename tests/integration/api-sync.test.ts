/**
 * Issue 33's sync on /api/manage_data/ (docs/decisions/057), through the route as a client calls
 * it, against a real SQLite file: `updated_at` answered and moved by every write; `updated_since`;
 * each `ordering` with ties broken by id; a cursor walk while another writer inserts between pages
 * (no record skipped or repeated); the strong ETag of a record, If-None-Match -> 304, If-Match
 * stale -> 412 with nothing written, current -> 200. Times are written into the rows, never waited for.
 */
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";

import { db, schema } from "~/.server/db";
import { SYNC_ORDERINGS, type SyncOrdering } from "~/.server/sync";
import * as manageData from "~/routes/api/manage-data";

import { createAdmin, createCategory, createProduct, createSession, unique } from "../support/factories";

type Answer = { status: number; headers: Headers; body: Record<string, unknown> & { results?: Row[]; next_cursor?: string | null } };
type Row = { id: number; updated_at: string; created_at: string } & Record<string, unknown>;

let address = 0;
let token = "";
async function call(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; params: Record<string, string> },
): Promise<Answer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const request = new Request(`http://site.test${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const args = { request, params: options.params, context: { clientAddress: `203.0.113.${++address % 250}:${address}` } as unknown as AppLoadContext } as never;
  const response = await (method === "GET" ? manageData.loader(args) : manageData.action(args));
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Answer["body"]) : {} };
}
const list = (query: string) => call("GET", `/api/manage_data/Product/?${query}`, { params: { model: "Product" } });
const ids = (answer: Answer) => answer.body.results!.map((row) => row.id);

/** Five products of a category of their own, with times written in: two share an updated_at (the tie). */
let category = 0;
let fixture: { id: number; created_at: string; updated_at: string }[] = [];
const TIMES = [
  { created_at: "2030-01-01T00:00:00.000Z", updated_at: "2030-02-03T00:00:00.000Z" },
  { created_at: "2030-01-02T00:00:00.000Z", updated_at: "2030-02-01T00:00:00.000Z" },
  { created_at: "2030-01-03T00:00:00.000Z", updated_at: "2030-02-02T00:00:00.000Z" },
  { created_at: "2030-01-04T00:00:00.000Z", updated_at: "2030-02-02T00:00:00.000Z" },
  { created_at: "2030-01-05T00:00:00.000Z", updated_at: "2030-02-05T00:00:00.000Z" },
];

beforeAll(() => {
  token = createSession(createAdmin().id, "api");
  category = createCategory.product().id;
  fixture = TIMES.map((times) => {
    const product = createProduct({ category, title: unique("Sync lamp "), sku: unique("SYNC-") });
    db().update(schema.products).set(times).where(eq(schema.products.id, product.id)).run();
    return { id: product.id, ...times };
  });
});

function expected(ordering: SyncOrdering): number[] {
  const field = ordering.replace(/^-/, "") as "id" | "created_at" | "updated_at";
  const sign = ordering.startsWith("-") ? -1 : 1;
  return [...fixture]
    .sort((a, b) => {
      const first = a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0;
      return sign * (first || a.id - b.id);
    })
    .map((row) => row.id);
}

describe("updated_at and updated_since", () => {
  it("answers updated_at on every record of the list and of a read", async () => {
    const answer = await list(`category=${category}&ordering=id`);
    expect(answer.body.results!.map((row) => row.updated_at)).toEqual(TIMES.map((times) => times.updated_at));
    const one = await call("GET", `/api/manage_data/Product/${fixture[0]!.id}/`, { params: { model: "Product", id: String(fixture[0]!.id) } });
    expect(one.body.updated_at).toBe(TIMES[0]!.updated_at);
  });

  it("lists only the records changed at or after updated_since (an offset read as such), oldest change first", async () => {
    const answer = await list(`category=${category}&updated_since=2030-02-02T05:30:00%2B05:30`);
    expect(ids(answer)).toEqual([fixture[2]!.id, fixture[3]!.id, fixture[0]!.id, fixture[4]!.id]);
    expect(answer.body.count).toBe(4);
  });

  it("refuses a time that is not ISO-8601, a cursor it did not give, and search with sync, each under its parameter", async () => {
    expect((await list("updated_since=yesterday")).body.errors).toHaveProperty("updated_since");
    expect((await list("cursor=bm90LWEtY3Vyc29y")).body.errors).toHaveProperty("cursor");
    const searched = await list("ordering=id&search=lamp");
    expect(searched.status).toBe(400);
    expect(searched.body.errors).toHaveProperty("search");
  });

  it("leaves a list without sync parameters as it was: no next_cursor", async () => {
    const answer = await list(`category=${category}`);
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty("next_cursor");
    expect(Object.keys(answer.body)).toEqual(["count", "next", "previous", "results"]);
  });
});

describe("ordering", () => {
  it.each(SYNC_ORDERINGS)("%s orders the list, ties broken by id in the same direction", async (ordering) => {
    const answer = await list(`category=${category}&ordering=${ordering}`);
    expect(ids(answer)).toEqual(expected(ordering));
  });

  it("refuses an ordering it does not know", async () => {
    const answer = await list("ordering=price");
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty("ordering");
  });
});

describe("cursor", () => {
  it.each(["created_at", "-id", "updated_at"] as const)(
    "%s: a walk while another writer inserts between pages neither skips nor repeats a record",
    async (ordering) => {
      const walkCategory = createCategory.product().id;
      const before = Array.from({ length: 7 }, () => createProduct({ category: walkCategory, sku: unique("WALK-") }).id);
      const seen: number[] = [];
      let answer = await list(`category=${walkCategory}&ordering=${ordering}&page_size=2`);
      for (let pages = 0; pages < 20; pages++) {
        seen.push(...ids(answer));
        createProduct({ category: walkCategory, sku: unique("WALK-NEW-") });
        const cursor = answer.body.next_cursor;
        if (!cursor) break;
        answer = await list(`category=${walkCategory}&page_size=2&cursor=${encodeURIComponent(cursor)}`);
        expect(answer.status).toBe(200);
      }
      expect(new Set(seen).size, "no record repeated").toBe(seen.length);
      for (const id of before) expect(seen, `record ${id} not skipped`).toContain(id);
    },
  );

  it("gives next_cursor with page numbers too, and a cursor of one ordering is refused with another", async () => {
    const first = await list(`category=${category}&ordering=id&page_size=2`);
    expect(first.body.next).toContain("page=2");
    const cursor = first.body.next_cursor!;
    const second = await list(`category=${category}&page_size=2&cursor=${encodeURIComponent(cursor)}`);
    expect(ids(second)).toEqual(expected("id").slice(2, 4));
    const mixed = await list(`category=${category}&ordering=-id&cursor=${encodeURIComponent(cursor)}`);
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors).toHaveProperty("cursor");
  });
});

describe("writes move updated_at", () => {
  it("a product's PUT answers a newer updated_at", async () => {
    const id = fixture[1]!.id;
    const read = await call("GET", `/api/manage_data/Product/${id}/`, { params: { model: "Product", id: String(id) } });
    db().update(schema.products).set({ updated_at: "2020-01-01T00:00:00.000Z" }).where(eq(schema.products.id, id)).run();
    const put = await call("PUT", `/api/manage_data/Product/${id}/`, { body: read.body, params: { model: "Product", id: String(id) } });
    expect(put.status).toBe(200);
    expect(String((put.body.data as Row).updated_at) > "2020-01-01T00:00:00.000Z").toBe(true);
    db().update(schema.products).set(TIMES[1]!).where(eq(schema.products.id, id)).run();
  });

  it("a category's PUT (moved by the table's trigger) answers a newer updated_at", async () => {
    const own = createCategory.product();
    db().update(schema.productCategories).set({ updated_at: "2020-01-01T00:00:00.000Z" }).where(eq(schema.productCategories.id, own.id)).run();
    const params = { model: "ProductCategory", id: String(own.id) };
    const read = await call("GET", `/api/manage_data/ProductCategory/${own.id}/`, { params });
    expect(read.body.updated_at).toBe("2020-01-01T00:00:00.000Z");
    const put = await call("PUT", `/api/manage_data/ProductCategory/${own.id}/`, { body: { ...read.body, name: unique("Renamed ") }, params });
    expect(put.status).toBe(200);
    expect(String((put.body.data as Row).updated_at) > "2020-01-01T00:00:00.000Z").toBe(true);
  });
});

describe("ETag, If-None-Match and If-Match", () => {
  it("answers a record with a strong ETag, and 304 without a body to If-None-Match while it is unchanged", async () => {
    const id = fixture[2]!.id;
    const params = { model: "Product", id: String(id) };
    const read = await call("GET", `/api/manage_data/Product/${id}/`, { params });
    const tag = read.headers.get("ETag")!;
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await call("GET", `/api/manage_data/Product/${id}/`, { params, headers: { "If-None-Match": tag } });
    expect(again.status).toBe(304);
    expect(again.body).toEqual({});
    const other = await call("GET", `/api/manage_data/Product/${id}/`, { params, headers: { "If-None-Match": '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it("refuses a PUT, PATCH or DELETE with a stale If-Match with 412 and writes nothing; the current tag is a 200", async () => {
    const id = fixture[3]!.id;
    const params = { model: "Product", id: String(id) };
    const read = await call("GET", `/api/manage_data/Product/${id}/`, { params });
    const stale = read.headers.get("ETag")!;
    const changed = await call("PATCH", `/api/manage_data/Product/${id}/`, { body: { title: unique("Changed by another ") }, params });
    expect(changed.status).toBe(200);
    const current = changed.headers.get("ETag")!;
    expect(current).not.toBe(stale);

    const stored = db().select().from(schema.products).where(eq(schema.products.id, id)).get();
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const refused = await call(method, `/api/manage_data/Product/${id}/`, {
        body: method === "DELETE" ? undefined : { ...read.body, title: unique("Lost update ") },
        headers: { "If-Match": stale },
        params,
      });
      expect(refused.status, method).toBe(412);
    }
    expect(db().select().from(schema.products).where(eq(schema.products.id, id)).get()).toEqual(stored);

    const now = await call("GET", `/api/manage_data/Product/${id}/`, { params });
    expect(now.headers.get("ETag")).toBe(current);
    const saved = await call("PATCH", `/api/manage_data/Product/${id}/`, { body: { title: unique("Agreed ") }, headers: { "If-Match": current }, params });
    expect(saved.status).toBe(200);
  });
});
