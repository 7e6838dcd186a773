/**
 * The check every API test answer goes through (tests/api/contract.ts) refuses what a third-party
 * client could not rely on: an HTML page, a status the description does not list, a body that is
 * not the described one, a method's refusal that is not a 405 with Allow.
 */
import { describe, expect, it } from "vitest";

import { openApiDocument } from "~/routes/api/.server/openapi";

import { type Answer, ApiContract, ContractBreach } from "../api/contract";

const contract = new ApiContract(openApiDocument("https://sadeli.example") as unknown as ConstructorParameters<typeof ApiContract>[0]);
const JSON_TYPE = { "content-type": "application/json; charset=utf-8" };
const answer = (method: string, path: string, status: number, body: unknown, headers: Record<string, string> = JSON_TYPE): Answer => ({
  method,
  url: `https://sadeli.example${path}`,
  status,
  headers,
  body: typeof body === "string" ? body : JSON.stringify(body),
});
const error = { status: false, code: "not_found", message: "Not found.", errors: {}, codes: {} };

describe("the API contract check", () => {
  it("accepts described answers", () => {
    expect(() =>
      contract.check(answer("GET", "/api/products/categories/", 200, { status: true, data: [], message: "Categories retrieved successfully" })),
    ).not.toThrow();
    expect(() => contract.check(answer("GET", "/api/products/", 200, { count: 0, next: null, previous: null, results: [] }))).not.toThrow();
    expect(() => contract.check(answer("GET", "/api/nope/", 404, error))).not.toThrow();
    expect(() =>
      contract.check(answer("PUT", "/api/products/", 405, { ...error, message: "Method not allowed." }, { ...JSON_TYPE, allow: "GET" })),
    ).not.toThrow();
    expect(() => contract.check(answer("POST", "/api/login/", 401, { ...error, token: null, userData: null }))).not.toThrow();
    expect(() => contract.check(answer("GET", "/products", 200, "<!DOCTYPE html>", { "content-type": "text/html" }))).not.toThrow();
  });

  it("refuses an HTML answer, an undescribed status, a wrong body, a 405 without Allow", () => {
    const breaks = (given: Answer) => expect(() => contract.check(given)).toThrow(ContractBreach);
    breaks(answer("GET", "/api/nope/", 404, "<!DOCTYPE html><title>Artwork Not Found</title>", { "content-type": "text/html" }));
    breaks(answer("GET", "/api/products/", 418, error));
    breaks(answer("GET", "/api/products/", 200, { count: 0, results: [] }));
    breaks(answer("GET", "/api/products/", 400, { status: false, data: null, message: "x", errors: {} }));
    breaks(answer("POST", "/api/login/", 401, error));
    breaks(answer("PUT", "/api/products/", 405, error));
    breaks(answer("PUT", "/api/products/", 401, error, { ...JSON_TYPE, allow: "GET" }));
  });
});
