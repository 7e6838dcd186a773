/**
 * Issue 33 ("Built, beyond", part A) through the API's own route modules against a real SQLite
 * file: every error answer carries `code` and `codes` (same keys, same order as `errors`), every
 * code is in the document's enums; every /api answer carries `RateLimit-*` from the API limit's
 * counter; the document lists the limits and lifetimes from their constants.
 */
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";

import { createSession } from "~/.server/accounts/sessions";
import { config } from "~/.server/config";
import { hit } from "~/.server/security/rate-limit";
import { API_ERROR_CODES, FIELD_ERROR_CODES } from "~/lib/api-error-codes";
import { openApiDocument } from "~/routes/api/.server/contract/document";
import * as manageData from "~/routes/api/manage-data";
import * as signup from "~/routes/api/signup";

import { createAdmin, createCategory, createProduct, createUser, unique } from "../support/factories";

type Route = { action: (args: never) => Promise<Response> | Response; loader: (args: never) => Promise<Response> | Response };
type Body = { status?: boolean; code?: string; message?: string; errors?: Record<string, string[]>; codes?: Record<string, string[]> };

let address = 0;
async function call(
  route: Route,
  method: string,
  path: string,
  { token, body, params = {}, client }: { token?: string; body?: unknown; params?: Record<string, string>; client?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const request = new Request(`http://site.test${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const clientAddress = client ?? `203.0.113.${++address % 250}:${address}`;
  const args = { request, params, context: { clientAddress } as unknown as AppLoadContext } as never;
  const response = await (method === "GET" ? route.loader(args) : route.action(args));
  return { status: response.status, headers: response.headers, body: (await response.json()) as Body };
}

const product = (id?: number) => ({ model: "Product", ...(id === undefined ? {} : { id: String(id) }) });

/** Every error answer: the enums hold its codes, and `codes` mirrors `errors` key by key, message by message. */
function expectCoded(body: Body, code: string) {
  expect(body.status).toBe(false);
  expect(body.code).toBe(code);
  expect(API_ERROR_CODES).toContain(body.code);
  expect(Object.keys(body.codes ?? {})).toEqual(Object.keys(body.errors ?? {}));
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    expect(body.codes![field]).toHaveLength(messages.length);
    for (const each of body.codes![field]!) expect(FIELD_ERROR_CODES).toContain(each);
  }
}

describe("error codes", () => {
  it("the document's enums are the responder's one list", () => {
    const schemas = openApiDocument("http://site.test").components!.schemas! as Record<string, { enum?: string[] }>;
    expect(schemas.ErrorCode!.enum).toEqual([...API_ERROR_CODES]);
    expect(schemas.FieldErrorCode!.enum).toEqual([...FIELD_ERROR_CODES]);
  });

  it("a walk of refusals (400 missing, 400 type, unknown field, 401, 403, 404, 405, 409, 429) carries its codes", async () => {
    const admin = createSession(createAdmin().id, "api");
    const category = createCategory.product();
    const sku = unique("SKU-");
    createProduct({ category: category.id, sku });
    const valid = { title: "Ring box", description: "A small ring box.", category: category.id, price: 1450 };

    const missing = await call(manageData, "POST", "/api/manage_data/Product/", { token: admin, body: {}, params: product() });
    expect(missing.status).toBe(400);
    expectCoded(missing.body, "invalid_input");
    expect(missing.body.codes!.title).toEqual(["required"]);

    const wrongType = await call(manageData, "POST", "/api/manage_data/Product/", { token: admin, body: { ...valid, title: 12 }, params: product() });
    expect(wrongType.status).toBe(400);
    expectCoded(wrongType.body, "invalid_input");
    expect(wrongType.body.codes!.title).toEqual(["invalid_type"]);

    const unknown = await call(manageData, "POST", "/api/manage_data/Product/", { token: admin, body: { ...valid, colour: "red" }, params: product() });
    expect(unknown.status).toBe(400);
    expectCoded(unknown.body, "invalid_input");
    expect(unknown.body.codes!.colour).toEqual(["not_accepted"]);

    const noToken = await call(manageData, "GET", "/api/manage_data/Product/", { params: product() });
    expect(noToken.status).toBe(401);
    expectCoded(noToken.body, "unauthorized");

    const client = createSession(createUser().id, "api");
    const notAllowed = await call(manageData, "GET", "/api/manage_data/Product/", { token: client, params: product() });
    expect(notAllowed.status).toBe(403);
    expectCoded(notAllowed.body, "forbidden");

    const absent = await call(manageData, "GET", "/api/manage_data/Product/999999999/", { token: admin, params: product(999_999_999) });
    expect(absent.status).toBe(404);
    expectCoded(absent.body, "not_found");

    const notTaken = await call(signup, "GET", "/api/signup/");
    expect(notTaken.status).toBe(405);
    expectCoded(notTaken.body, "method_not_allowed");

    const taken = await call(manageData, "POST", "/api/manage_data/Product/", { token: admin, body: { ...valid, sku }, params: product() });
    expect(taken.status).toBe(409);
    expectCoded(taken.body, "duplicate");
    expect(taken.body.codes!.sku).toEqual(["duplicate"]);

    const flooded = `198.18.0.${++address % 250}`;
    for (let index = 0; index < config().rateLimits.api.limit; index++) hit("api", `address:${flooded}`);
    const limited = await call(signup, "POST", "/api/signup/", { body: {}, client: flooded });
    expect(limited.status).toBe(429);
    expectCoded(limited.body, "rate_limited");
  });
});

describe("RateLimit headers", () => {
  it("every answer, success or error, tells the limit, what is left of it (counting down) and the seconds to its reset", async () => {
    const client = `198.18.1.${++address % 250}`;
    const first = await call(signup, "GET", "/api/signup/", { client });
    const second = await call(signup, "POST", "/api/signup/", { body: {}, client });
    const limit = config().rateLimits.api;
    for (const answer of [first, second]) {
      expect(answer.headers.get("RateLimit-Limit")).toBe(String(limit.limit));
      const reset = Number(answer.headers.get("RateLimit-Reset"));
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(limit.windowSeconds);
    }
    expect(Number(first.headers.get("RateLimit-Remaining"))).toBe(limit.limit - 1);
    expect(Number(second.headers.get("RateLimit-Remaining"))).toBe(limit.limit - 2);
  });
});

describe("limits in the document", () => {
  it("lists the limits in force and the token's lifetime, and documents RateLimit-* on every response", () => {
    const document = openApiDocument("http://site.test");
    const rules = config().rateLimits;
    expect(document.info.description).toContain(`Failed logins for one account: ${rules.login_account.limit} per`);
    expect(document.info.description).toContain(`Every /api call of one client (one bearer token, or one address without one): ${rules.api.limit} per`);
    expect(document.info.description).toMatch(/bearer token from POST \/api\/login\/ ends 14 days after its last use, and 30 days after the login/);
    expect(Object.keys(document.components!.headers!)).toEqual(expect.arrayContaining(["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]));
    for (const [path, item] of Object.entries(document.paths!)) {
      for (const [method, operation] of Object.entries(
        item as Record<string, { responses: Record<string, { $ref?: string; headers?: Record<string, unknown> }> }>,
      )) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (response.$ref) continue;
          expect(Object.keys(response.headers ?? {}), `${method} ${path} ${status}`).toEqual(
            expect.arrayContaining(["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"]),
          );
        }
      }
    }
    expect(Object.keys((document.components!.responses!.NotFound as { headers: object }).headers)).toContain("RateLimit-Remaining");
  });
});
