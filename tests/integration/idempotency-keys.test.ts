/**
 * Issue 33, Idempotency-Key on every POST of /api (docs/decisions/056): the rule against a real
 * SQLite file with an injected clock (claim, replay, mismatch, in flight, 24 h expiry, abandoned
 * claims, owners), and the API door through real route modules (replay of the first answer with
 * Idempotent-Replayed, 422 for another body, 400 for a malformed key, 5xx not kept, secrets never
 * stored, one inquiry stored for parallel requests with one key).
 */
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";

import { createSession } from "~/.server/accounts/sessions";
import { db, schema } from "~/.server/db";
import {
  claimIdempotencyKey,
  finishClaim,
  IDEMPOTENCY_ABANDONED_MS,
  IDEMPOTENCY_TTL_MS,
  type IdempotentRequest,
  releaseClaim,
} from "~/.server/security/idempotency";
import { idempotencyCopy } from "~/lib/copy/api";
import { openApiDocument } from "~/routes/api/.server/contract/document";
import { apiRoute } from "~/routes/api/.server/handler";
import { json } from "~/routes/api/.server/respond";
import * as login from "~/routes/api/login";
import * as productInquirySubmit from "~/routes/api/product-inquiry-submit";

import { createProduct, createUser, unique } from "../support/factories";

const T0 = new Date("2026-11-28T10:00:00.000Z");
const later = (ms: number) => new Date(T0.getTime() + ms);
const request = (overrides: Partial<IdempotentRequest> = {}): IdempotentRequest => ({
  owner: "user:1",
  key: unique("key-"),
  method: "POST",
  path: "/api/products/inquiries/submit/",
  bodyHash: "hash-a",
  ...overrides,
});
const rows = (key: string) => db().$client.prepare("select * from idempotency_keys where idempotency_key = ?").all(key);
const answer = { status: 201, headers: { "content-type": "application/json; charset=utf-8" }, body: '{"status":true}' };

describe("the idempotency rule", () => {
  it("claims a new key, then replays the kept answer for the same request", () => {
    const first = request();
    const claim = claimIdempotencyKey(first, T0);
    expect(claim.kind).toBe("claimed");
    if (claim.kind !== "claimed") return;
    finishClaim(claim.id, answer);
    expect(claimIdempotencyKey(first, later(1000))).toEqual({ kind: "replay", answer });
    expect(rows(first.key)).toHaveLength(1);
  });

  it("refuses the key with another body, path or method as a mismatch", () => {
    const first = request();
    const claim = claimIdempotencyKey(first, T0);
    if (claim.kind === "claimed") finishClaim(claim.id, answer);
    expect(claimIdempotencyKey({ ...first, bodyHash: "hash-b" }, T0).kind).toBe("mismatch");
    expect(claimIdempotencyKey({ ...first, path: "/api/contact/submit/" }, T0).kind).toBe("mismatch");
    expect(claimIdempotencyKey({ ...first, method: "PUT" }, T0).kind).toBe("mismatch");
  });

  it("answers in flight while the first request runs, and stores nothing for the second", () => {
    const first = request();
    expect(claimIdempotencyKey(first, T0).kind).toBe("claimed");
    expect(claimIdempotencyKey(first, later(10_000)).kind).toBe("in_flight");
    expect(rows(first.key)).toEqual([expect.objectContaining({ status: null, created_at: T0.toISOString() })]);
  });

  it("lets a claim abandoned for over a minute (a process stopped mid-request) be claimed again, once", () => {
    const first = request();
    expect(claimIdempotencyKey(first, T0).kind).toBe("claimed");
    const after = later(IDEMPOTENCY_ABANDONED_MS + 1);
    expect(claimIdempotencyKey({ ...first, bodyHash: "hash-retry" }, after).kind).toBe("claimed");
    expect(claimIdempotencyKey(first, after).kind).toBe("in_flight");
    expect(rows(first.key)).toHaveLength(1);
  });

  it("forgets a key after 24 hours, removing old rows as new ones come", () => {
    const first = request();
    const claim = claimIdempotencyKey(first, T0);
    if (claim.kind === "claimed") finishClaim(claim.id, answer);
    expect(claimIdempotencyKey({ ...first, bodyHash: "hash-b" }, later(IDEMPOTENCY_TTL_MS - 1000)).kind).toBe("mismatch");
    // Another key, a day later: the old row goes.
    expect(claimIdempotencyKey(request(), later(IDEMPOTENCY_TTL_MS + 1000)).kind).toBe("claimed");
    expect(rows(first.key)).toHaveLength(0);
    expect(claimIdempotencyKey({ ...first, bodyHash: "hash-b" }, later(IDEMPOTENCY_TTL_MS + 2000)).kind).toBe("claimed");
  });

  it("scopes keys to their owner: the same key from two owners is two claims", () => {
    const key = unique("shared-");
    expect(claimIdempotencyKey(request({ key, owner: "user:1" }), T0).kind).toBe("claimed");
    expect(claimIdempotencyKey(request({ key, owner: "user:2", bodyHash: "other" }), T0).kind).toBe("claimed");
    expect(claimIdempotencyKey(request({ key, owner: "anonymous:203.0.113.9" }), T0).kind).toBe("claimed");
    expect(rows(key)).toHaveLength(3);
  });

  it("frees a released claim (an answer not kept) for the next try", () => {
    const first = request();
    const claim = claimIdempotencyKey(first, T0);
    if (claim.kind === "claimed") releaseClaim(claim.id);
    expect(rows(first.key)).toHaveLength(0);
    expect(claimIdempotencyKey(first, T0).kind).toBe("claimed");
  });
});

type Route = { action: (args: never) => Promise<Response> | Response };
let address = 0;
function post(route: Route, path: string, { token, body, key, from }: { token?: string; body: unknown; key?: string; from?: string }) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (key !== undefined) headers["Idempotency-Key"] = key;
  const req = new Request(`http://site.test${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const clientAddress = from ?? `198.51.100.${++address % 250}`;
  return route.action({ request: req, params: {}, context: { clientAddress } as unknown as AppLoadContext } as never);
}

const inquiries = () => db().select().from(schema.productInquiries).all().length;

describe("Idempotency-Key through the API door", () => {
  it("replays the first answer of an inquiry with Idempotent-Replayed: true, stores one, and refuses another body with 422", async () => {
    const token = createSession(createUser().id, "api");
    const product = createProduct({ is_available: true });
    const body = { product_item: product.id, message: "Could you make this in teak, please?" };
    const key = unique("inquiry-");
    const before = inquiries();

    const first = await post(productInquirySubmit, "/api/products/inquiries/submit/", { token, body, key });
    expect(first.status).toBe(201);
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    const firstBody = await first.text();

    const again = await post(productInquirySubmit, "/api/products/inquiries/submit/", { token, body, key });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.headers.get("Content-Type")).toBe(first.headers.get("Content-Type"));
    expect(await again.text()).toBe(firstBody);
    expect(inquiries()).toBe(before + 1);

    const other = await post(productInquirySubmit, "/api/products/inquiries/submit/", { token, body: { ...body, message: "Another question." }, key });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ status: false, message: idempotencyCopy.mismatch });
    expect(inquiries()).toBe(before + 1);
  });

  it("stores one inquiry for two identical requests sent at once with one key", async () => {
    const token = createSession(createUser().id, "api");
    const product = createProduct({ is_available: true });
    const body = { product_item: product.id, message: "Two tabs, one click." };
    const key = unique("parallel-");
    const before = inquiries();
    const answers = await Promise.all([0, 1].map(() => post(productInquirySubmit, "/api/products/inquiries/submit/", { token, body, key })));
    // The second is refused while the first runs (409), or replays it if the first was done.
    const fresh = answers.filter((each) => each.status === 201 && !each.headers.has("Idempotent-Replayed"));
    expect(fresh).toHaveLength(1);
    for (const each of answers) expect([201, 409]).toContain(each.status);
    expect(inquiries()).toBe(before + 1);
  });

  it("keeps a validation answer (400) and replays it", async () => {
    const token = createSession(createUser().id, "api");
    const key = unique("invalid-");
    const first = await post(productInquirySubmit, "/api/products/inquiries/submit/", { token, body: { message: "" }, key });
    expect(first.status).toBe(400);
    const again = await post(productInquirySubmit, "/api/products/inquiries/submit/", { token, body: { message: "" }, key });
    expect(again.status).toBe(400);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
  });

  it("refuses a malformed key with 400 and runs nothing", async () => {
    const token = createSession(createUser().id, "api");
    const product = createProduct({ is_available: true });
    const before = inquiries();
    for (const key of ["", "x".repeat(256), "naïve-key", "delete\x7f"]) {
      const answer = await post(productInquirySubmit, "/api/products/inquiries/submit/", { token, body: { product_item: product.id, message: "Hi" }, key });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ message: idempotencyCopy.invalidKey });
    }
    expect(inquiries()).toBe(before);
  });

  it("does not keep a 5xx answer: the same key runs again", async () => {
    let runs = 0;
    const route = apiRoute({
      POST: () => {
        runs += 1;
        if (runs === 1) throw new Error("database went away");
        return json({ status: true, runs }, 201);
      },
    });
    const key = unique("retry-");
    const from = "203.0.113.50";
    const failed = await post(route, "/api/flaky/", { body: { a: 1 }, key, from });
    expect(failed.status).toBe(500);
    expect(rows(key)).toHaveLength(0);
    const retried = await post(route, "/api/flaky/", { body: { a: 1 }, key, from });
    expect(retried.status).toBe(201);
    expect(retried.headers.get("Idempotent-Replayed")).toBeNull();
    expect(runs).toBe(2);
  });

  it("scopes a key to its sender: two accounts using one key each get their own inquiry", async () => {
    const product = createProduct({ is_available: true });
    const body = { product_item: product.id, message: "Same key, two buyers." };
    const key = unique("scoped-");
    const before = inquiries();
    for (const user of [createUser(), createUser()]) {
      const answer = await post(productInquirySubmit, "/api/products/inquiries/submit/", { token: createSession(user.id, "api"), body, key });
      expect(answer.status).toBe(201);
      expect(answer.headers.get("Idempotent-Replayed")).toBeNull();
    }
    expect(inquiries()).toBe(before + 2);
  });

  it("never stores an answer that carries a bearer token (login)", async () => {
    const password = "a-long-enough-password-42";
    const user = createUser({ password });
    const key = unique("login-");
    const answer = await post(login, "/api/login/", { body: { user_email: user.user_email, password }, key, from: "203.0.113.77" });
    expect(answer.status).toBe(200);
    expect(rows(key)).toHaveLength(0);
  });
});

describe("the OpenAPI document", () => {
  it("gives every POST the optional Idempotency-Key header, the replay marker and the 400, 409 and 422 answers", () => {
    type Op = { parameters?: { in: string; name: string; required?: boolean }[]; responses: Record<string, { headers?: Record<string, unknown> }> };
    const paths = openApiDocument("http://site.test").paths as Record<string, Record<string, Op>>;
    const posts = Object.entries(paths).flatMap(([path, item]) => (item.post && !item.post.responses["405"] ? [[path, item.post] as const] : []));
    expect(posts.length).toBeGreaterThan(10);
    for (const [path, operation] of posts) {
      const param = operation.parameters?.find((each) => each.in === "header" && each.name === "Idempotency-Key");
      expect(param, path).toBeDefined();
      expect(param!.required ?? false, path).toBe(false);
      expect(Object.keys(operation.responses), path).toEqual(expect.arrayContaining(["400", "409", "422"]));
      const success = Object.keys(operation.responses).find((status) => status.startsWith("2"))!;
      expect(Object.keys(operation.responses[success]!.headers ?? {}), path).toContain("Idempotent-Replayed");
    }
    // Other methods take no key.
    const put = Object.values(paths).find((item) => item.put && !item.put.responses["405"])!.put!;
    expect(put.parameters?.some((each) => each.name === "Idempotency-Key") ?? false).toBe(false);
  });
});
