/**
 * Issue 29 (docs/decisions/028): POST /api/products/inquiries/submit/ with `request_kind` stores a
 * "Notify me" or "Ask to make one" request about a product that is not available (201, the record
 * with its kind; a second "Notify me" while one waits answers the same record), refuses both for an
 * available product (409) and answers a make request's invalid fields with the inquiry's messages
 * (400); without `request_kind` it is the spec's inquiry, refused for the unavailable product as
 * before. Every answer is checked against the OpenAPI description (fixtures.ts).
 */
import { expect, test } from "./fixtures";
import { approvedClient, bearer, withTestDatabase } from "./support";

function product(available: boolean): number {
  return withTestDatabase((database) => {
    const category = database.prepare("select id from product_categories where is_active = 1 order by id limit 1").get() as { id: number };
    const row = database
      .prepare("insert into products (title, description, price, category, is_available) values (?, 'Rosewood.', 7000, ?, ?) returning id")
      .get(`API request box ${Date.now()}`, category.id, available ? 1 : 0) as { id: number };
    return row.id;
  });
}

test("request_kind 'notify' and 'make' store requests about an unavailable product; an available one is refused", async ({ request }) => {
  const client = await approvedClient(request, "requester");
  const headers = bearer(client.token);
  const unavailable = product(false);
  const submit = (data: Record<string, unknown>) => request.post("/api/products/inquiries/submit/", { data, headers });

  const notified = await submit({ request_kind: "notify", product_item: unavailable });
  expect(notified.status()).toBe(201);
  const first = (await notified.json()) as { data: { id: number; request_kind: string; notified_at: string | null } };
  expect(first.data).toMatchObject({ request_kind: "notify", notified_at: null });
  const again = await submit({ request_kind: "notify", product_item: unavailable });
  expect(again.status()).toBe(201);
  expect(((await again.json()) as { data: { id: number } }).data.id).toBe(first.data.id);

  const invalid = await submit({ request_kind: "make", product_item: unavailable, message: " ", quantity: 0 });
  expect(invalid.status()).toBe(400);
  const errors = JSON.stringify(await invalid.json());
  expect(errors).toContain("Please enter your inquiry message");
  expect(errors).toContain("Quantity must be at least 1");
  const made = await submit({ request_kind: "make", product_item: unavailable, message: "Six for a hotel lobby.", quantity: 6, delivery_timeline: "March" });
  expect(made.status()).toBe(201);
  expect(((await made.json()) as { data: unknown }).data).toMatchObject({ request_kind: "make", quantity: 6, message: "Six for a hotel lobby." });

  // The spec's inquiry stays refused for the unavailable product.
  expect((await submit({ product_item: unavailable, message: "Is it back?" })).status()).toBe(409);
  // Requests are for unavailable products only.
  const available = product(true);
  expect((await submit({ request_kind: "notify", product_item: available })).status()).toBe(409);
  expect((await submit({ product_item: available, message: "Is it in stock?" })).status()).toBe(201);
});
