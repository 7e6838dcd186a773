/**
 * Issue 33 (part A) over HTTP: every /api answer, success or error, carries the RateLimit-* fields
 * of the API limit, Remaining counting down within a window; an error answer carries its codes.
 */
import { expect, test } from "./fixtures";

const fields = (headers: Record<string, string>) => ({
  limit: Number(headers["ratelimit-limit"]),
  remaining: Number(headers["ratelimit-remaining"]),
  reset: Number(headers["ratelimit-reset"]),
});

test("RateLimit-Limit, -Remaining and -Reset on successes and errors; Remaining counts down", async ({ request }) => {
  // Other tests call from the same address: two calls in one window (Reset not restarted) must
  // show fewer calls left on the second.
  for (let attempt = 0; ; attempt++) {
    const first = await request.get("/api/products/");
    expect(first.status()).toBe(200);
    const second = await request.get("/api/manage_data/Product/", { failOnStatusCode: false });
    expect(second.status()).toBe(401);
    const [a, b] = [fields(first.headers()), fields(second.headers())];
    for (const each of [a, b]) {
      expect(each.limit).toBeGreaterThan(0);
      expect(each.remaining).toBeGreaterThanOrEqual(0);
      expect(each.reset).toBeGreaterThanOrEqual(1);
    }
    expect(await second.json()).toMatchObject({ status: false, code: "unauthorized", errors: {}, codes: {} });
    if (b.reset <= a.reset) {
      expect(b.remaining).toBeLessThan(a.remaining);
      break;
    }
    expect(attempt, "two calls fell in one window").toBeLessThan(3);
  }
});

test("a refused body names each field's code beside its message", async ({ request }) => {
  const response = await request.post("/api/contact/submit/", { data: { name: 12, surprise: true }, failOnStatusCode: false });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as { code: string; errors: Record<string, string[]>; codes: Record<string, string[]> };
  expect(body.code).toBe("invalid_input");
  expect(Object.keys(body.codes)).toEqual(Object.keys(body.errors));
  expect(body.codes.name).toEqual(["invalid_type"]);
  expect(body.codes.surprise).toEqual(["not_accepted"]);
  expect(response.headers()["ratelimit-remaining"]).toMatch(/^\d+$/);
});
