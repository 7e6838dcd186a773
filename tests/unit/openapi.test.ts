/**
 * The OpenAPI document (issue 15): every path of the spec's section 7, every operation with its
 * operationId, bodies, answers and error statuses from the schemas the server uses; the document
 * passes `redocly lint`, and the TypeScript client generated from it is the one committed.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

import { MODEL_RECORDS } from "~/routes/api/.server/contract/operations";
import { MANAGED_MODELS } from "~/routes/api/.server/manage-data";
import { openApiDocument } from "~/routes/api/.server/openapi";

/** Section 7 of the spec, path for path. */
export const SPEC_SECTION_7_PATHS = [
  "/api/login/",
  "/api/signup/",
  "/api/logout/",
  "/api/gallery/items/",
  "/api/gallery/categories/",
  "/api/portfolio/items/",
  "/api/portfolio/categories/",
  "/api/blog/posts/",
  "/api/blog/categories/",
  "/api/products/",
  "/api/products/categories/",
  "/api/settings/public/",
  "/api/search/",
  "/core_api/register-business/",
  "/api/contact/submit/",
  "/api/portfolio/inquiries/submit/",
  "/api/products/inquiries/submit/",
  "/api/portfolio/inquiries/user/",
  "/api/portfolio/inquiries/admin/",
  "/api/products/inquiries/user/",
  "/api/upload/image/",
  "/api/manage_data/GalleryItem/",
  "/api/manage_data/GalleryItem/{id}/",
  "/api/manage_data/PortfolioItem/",
  "/api/manage_data/PortfolioItem/{id}/",
  "/api/manage_data/BlogPost/",
  "/api/manage_data/BlogPost/{id}/",
  "/api/contact/messages/",
  "/api/contact/messages/{id}/reply/",
  "/api/manage_data/UserProfile/",
  "/api/manage_data/UserProfile/{id}/",
  "/api/manage_data/SiteSettings/",
  "/api/manage_data/SiteSettings/{id}/",
  "/api/manage_data/Product/",
  "/api/manage_data/Product/{id}/",
  "/api/manage_data/ProductCategory/",
  "/api/manage_data/ProductCategory/{id}/",
  "/api/manage_data/GalleryCategory/",
  "/api/manage_data/PortfolioCategory/",
  "/api/products/inquiries/admin/",
  "/api/products/inquiries/{id}/reply/",
  "/api/products/inquiries/{id}/status/",
];

type Schema = { type?: string | string[]; anyOf?: Schema[]; properties?: Record<string, Schema>; required?: string[]; $ref?: string };
type Operation = {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> }>;
};
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

describe("openApiDocument", () => {
  const document = openApiDocument("https://sadeli.example");
  const paths = document.paths as Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  const everyOperation = Object.entries(paths).flatMap(([route, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ route, method, operation: item[method]! }] : [])),
  );
  /** Issue 33: the methods a path does not take are described too, each answering 405 alone. */
  const notTaken = (operation: Operation) => operation.tags?.includes("Methods not taken") ?? false;
  const operations = everyOperation.filter(({ operation }) => !notTaken(operation));
  const responseComponent = (ref: string) =>
    (document.components as { responses: Record<string, { content: Record<string, { schema: Schema }> }> }).responses[
      ref.replace("#/components/responses/", "")
    ]!;
  const component = (name: string) => (document.components!.schemas as Record<string, Schema>)[name]!;
  const queryOf = (route: string, method: (typeof METHODS)[number] = "get") =>
    Object.fromEntries(
      (paths[route]![method]!.parameters ?? []).filter((parameter) => parameter.in === "query").map((parameter) => [parameter.name, parameter]),
    );

  it("is OpenAPI 3.1 with a bearer scheme", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.components!.securitySchemes!.bearer).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it.each(SPEC_SECTION_7_PATHS)("describes %s", (route) => {
    expect(Object.keys(paths)).toContain(route);
  });

  it("gives every operation a unique operationId, a JSON success body and the error shape for each error status", () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { route, method, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      const success = statuses.filter((status) => status.startsWith("2"));
      expect(success, `${method} ${route}`).toHaveLength(1);
      expect(operation.responses[success[0]!]!.content?.["application/json"]?.schema, `${method} ${route}`).toBeTruthy();
      for (const status of statuses.filter((candidate) => /^[45]/.test(candidate))) {
        const listed = operation.responses[status] as Operation["responses"][string] & { $ref?: string };
        const ref = listed.$ref ? responseComponent(listed.$ref).content["application/json"]!.schema.$ref : listed.content!["application/json"]!.schema.$ref;
        expect(["#/components/schemas/Error", "#/components/schemas/LoginError", "#/components/schemas/UploadError"], `${method} ${route} ${status}`).toContain(
          ref,
        );
      }
      expect(statuses, `${method} ${route}`).toContain("429");
      if (operation.requestBody) expect(statuses, `${method} ${route}`).toEqual(expect.arrayContaining(["400", "413", "415"]));
      if (operation.security?.length) expect(statuses, `${method} ${route}`).toEqual(expect.arrayContaining(["401", "403"]));
      if (route.includes("{id}")) expect(statuses, `${method} ${route}`).toContain("404");
    }
  });

  it("answers creates with 201 and describes their bodies", () => {
    for (const route of [
      "/api/signup/",
      "/api/contact/submit/",
      "/api/products/inquiries/submit/",
      "/api/upload/image/",
      ...Object.keys(MANAGED_MODELS).map((model) => `/api/manage_data/${model}/`),
    ]) {
      expect(Object.keys(paths[route]!.post!.responses), route).toContain("201");
      expect(paths[route]!.post!.requestBody, route).toBeTruthy();
    }
    expect(Object.keys(paths["/api/upload/image/"]!.post!.requestBody!.content)).toEqual(["multipart/form-data"]);
  });

  it("takes request bodies from the validation schemas", () => {
    const schema = paths["/api/signup/"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(Object.keys(schema.properties!).sort()).toEqual(["address", "business_name", "city", "contact_number", "password", "user_email", "user_name"]);
    expect(schema.required).toContain("user_email");
  });

  it("describes every query parameter the spec's client sends", () => {
    expect(Object.keys(queryOf("/api/products/"))).toEqual(expect.arrayContaining(["page", "page_size", "category", "is_featured"]));
    for (const route of ["/api/gallery/items/", "/api/portfolio/items/", "/api/blog/posts/"])
      expect(Object.keys(queryOf(route)), route).toEqual(expect.arrayContaining(["page", "page_size", "category", "featured"]));
    expect(Object.keys(queryOf("/api/contact/messages/"))).toEqual(expect.arrayContaining(["page", "page_size", "status", "type"]));
    expect(Object.keys(queryOf("/api/products/inquiries/admin/"))).toEqual(expect.arrayContaining(["page", "page_size", "status"]));
    expect(queryOf("/api/search/").q).toMatchObject({ required: true });
    expect(queryOf("/api/products/").page!.schema).toMatchObject({ type: "integer", minimum: 1 });
    expect(queryOf("/api/products/").is_featured!.schema).toMatchObject({ type: "boolean" });
    expect(queryOf("/api/manage_data/SiteSettings/").page_size).toBeTruthy();
  });

  it("makes the fields the spec calls 'or null' nullable", () => {
    const portfolioInquiry = paths["/api/portfolio/inquiries/submit/"]!.post!.requestBody!.content["application/json"]!.schema.properties!;
    for (const field of ["budget", "timeline"])
      expect(
        portfolioInquiry[field]!.anyOf?.some((option) => option.type === "null"),
        field,
      ).toBe(true);
    expect(component("ProductInquiry").properties!.replied_at!.type).toEqual(["string", "null"]);
    expect(component("LoginError").properties!.token).toMatchObject({ type: "null" });
  });

  it("marks protected calls with the bearer requirement and public ones with none", () => {
    expect(paths["/api/products/inquiries/submit/"]!.post!.security).toEqual([{ bearer: [] }]);
    expect(paths["/api/products/"]!.get!.security).toEqual([]);
  });

  it("describes every method a path does not take as a 405 with Allow naming the methods it takes, in the path's error shape (issue 33)", () => {
    for (const [route, item] of Object.entries(paths)) {
      const taken = METHODS.filter((method) => !notTaken(item[method]!));
      expect(taken.length, route).toBeGreaterThan(0);
      for (const method of METHODS.filter((candidate) => !taken.includes(candidate))) {
        const operation = item[method]!;
        expect(Object.keys(operation.responses).sort(), `${method} ${route}`).toEqual(["405", "429", "500"]);
        expect(operation.security, `${method} ${route}`).toEqual([]);
        const allow = operation.responses["405"]!.headers!.Allow as { schema: { example?: string } };
        expect(allow.schema.example, `${method} ${route}`).toBe(taken.map((each) => each.toUpperCase()).join(", "));
        expect(operation.responses["405"]!.content!["application/json"]!.schema, `${method} ${route}`).toEqual(
          item[taken[0]!]!.responses["429"]!.content!["application/json"]!.schema,
        );
      }
    }
    expect(paths["/api/products/"]!.delete!.responses["405"]).toBeTruthy();
    expect(paths["/api/login/"]!.get!.responses["405"]!.content!["application/json"]!.schema.$ref).toBe("#/components/schemas/LoginError");
  });

  it("documents the 404 of a path it does not describe, once, as the API's default (issue 33)", () => {
    const notFound = (document.components as { responses?: Record<string, { description: string; content: Record<string, { schema: Schema }> }> }).responses
      ?.NotFound;
    expect(notFound?.description).toMatch(/does not describe/);
    expect(notFound?.content["application/json"]!.schema.$ref).toBe("#/components/schemas/Error");
    // And a record that is not there answers the same, by reference.
    expect((paths["/api/manage_data/Product/{id}/"]!.get!.responses["404"] as { $ref?: string }).$ref).toBe("#/components/responses/NotFound");
  });

  it("gives login's userData the Session fields of the spec's section 3", () => {
    expect(Object.keys(component("SessionUser").properties!)).toEqual(
      expect.arrayContaining(["user_name", "user_email", "name", "email", "user_type", "isAdmin"]),
    );
  });
});

describe("the managed models", () => {
  it("each have a record schema", () => {
    expect(Object.keys(MODEL_RECORDS).sort()).toEqual(Object.keys(MANAGED_MODELS).sort());
  });
});

const run = promisify(execFile);
/** Each check starts a CLI of its own (2-4 s of CPU): 30 s was not enough at load average 24. */
const SPAWN_TIMEOUT_MS = 120_000;

describe("the document's checks", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "openapi-"));
  const file = path.join(folder, "openapi.json");
  fs.writeFileSync(file, JSON.stringify(openApiDocument("https://sadeli.example")));

  it("passes redocly lint with the recommended rules (redocly.yaml)", { timeout: SPAWN_TIMEOUT_MS }, async () => {
    const { stdout, stderr } = await run("npx", ["redocly", "lint", "--config", "redocly.yaml", "--format", "summary", file], {
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
    // A failed lint exits non-zero (execFile rejects); warnings are counted in the summary.
    expect(`${stdout}${stderr}`).toContain("Your API description is valid");
    expect(`${stdout}${stderr}`).not.toMatch(/\d+ warnings?\b/);
  });

  it("generates the TypeScript client types that are committed (npm run api:types)", { timeout: SPAWN_TIMEOUT_MS }, async () => {
    const generated = path.join(folder, "openapi.d.ts");
    await run("npx", ["openapi-typescript", file, "--output", generated]);
    expect(fs.readFileSync(generated, "utf8")).toBe(fs.readFileSync("tests/api/generated/openapi.d.ts", "utf8"));
  });
});
