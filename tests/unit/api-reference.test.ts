/**
 * Issue 33 (part F, docs/decisions/059): the document is a reference an integrator can read. Every
 * operation carries an example of each answer and of its request body, each example is one the
 * schema beside it accepts, the document has the version of one constant, and docs/api.md's
 * changelog has an entry for that version.
 */
import fs from "node:fs";

import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";

import { apiCopy } from "~/lib/copy/api";
import { API_VERSION, sampleOf } from "~/routes/api/.server/contract/reference";
import { openApiDocument } from "~/routes/api/.server/openapi";

type Media = { schema?: unknown; example?: unknown };
type Answer = { $ref?: string; content?: Record<string, Media> };
type Operation = { operationId: string; requestBody?: { content: Record<string, Media> }; responses: Record<string, Answer> };
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const document = openApiDocument("https://sadeli.example") as unknown as {
  info: { version: string };
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { responses: Record<string, Answer>; schemas: Record<string, unknown> };
};
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => (item[method] ? [{ path, method, operation: item[method]! }] : [])),
);
/** Every body and answer with content, a shared answer read where it is kept. */
const mediaOf = ({ operation }: (typeof operations)[number]) => [
  ...Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => ({ where: `request ${type}`, media })),
  ...Object.entries(operation.responses).flatMap(([status, answer]) => {
    const shared = answer.$ref ? document.components.responses[answer.$ref.replace("#/components/responses/", "")]! : answer;
    return Object.entries(shared.content ?? {}).map(([type, media]) => ({ where: `${status} ${type}`, media }));
  }),
];

describe("the API reference's document", () => {
  it("has the version of API_VERSION, a semantic version", () => {
    expect(document.info.version).toBe(API_VERSION);
    expect(API_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("gives every operation an example of each request body and answer", () => {
    expect(operations.length).toBeGreaterThan(100);
    const missing = operations.flatMap((entry) =>
      mediaOf(entry)
        .filter(({ media }) => media.example === undefined)
        .map(({ where }) => `${entry.method.toUpperCase()} ${entry.path} ${where}`),
    );
    expect(missing).toEqual([]);
    // Every operation has at least one answer with an example (a 405 of a method not taken included).
    expect(operations.filter((entry) => mediaOf(entry).length === 0).map((entry) => entry.operation.operationId)).toEqual([]);
  });

  // Compiling a few hundred schemas takes seconds of CPU; a loaded machine may need more than 30 s.
  it("gives an error answer's example the server's message for its status", () => {
    const login = document.paths["/api/login/"]!.post!;
    expect(login.responses["400"]!.content!["application/json"]!.example).toMatchObject({ status: false, message: apiCopy.correctErrors });
    expect(document.components.responses.NotFound!.content!["application/json"]!.example).toMatchObject({ message: apiCopy.notFound });
    const notTaken = document.paths["/api/login/"]!.get!;
    expect(notTaken.responses["405"]!.content!["application/json"]!.example).toMatchObject({ message: apiCopy.methodNotAllowed });
  });

  it("gives examples that the schema beside them accepts", { timeout: 180_000 }, () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: "https://sadeli.test/openapi.json", components: document.components });
    // The same schema (the error shape...) stands beside many examples: compiled once.
    const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
    const broken = operations.flatMap((entry) =>
      mediaOf(entry).flatMap(({ where, media }) => {
        if (!media.schema) return [];
        const text = JSON.stringify(media.schema).replaceAll('"#/components/', '"https://sadeli.test/openapi.json#/components/');
        let validate = compiled.get(text);
        if (!validate) compiled.set(text, (validate = ajv.compile(JSON.parse(text))));
        return validate(media.example) ? [] : [`${entry.method.toUpperCase()} ${entry.path} ${where}: ${ajv.errorsText(validate.errors)}`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("makes an example from a schema alone: formats, patterns, bounds, references and choices", () => {
    const local = {
      components: { schemas: { Tag: { type: "object", properties: { slug: { type: "string" } } } } },
    };
    expect(
      sampleOf(local, {
        type: "object",
        properties: {
          id: { type: "integer", minimum: 5 },
          created_at: { type: "string", format: "date-time" },
          hsn_code: { type: "string", pattern: "^(\\d{4}|\\d{6}|\\d{8})$" },
          code: { type: "string", maxLength: 3 },
          status: { type: "string", enum: ["open", "closed"] },
          note: { anyOf: [{ type: "null" }, { type: "string" }] },
          tags: { type: "array", items: { $ref: "#/components/schemas/Tag" } },
        },
      }),
    ).toEqual({
      id: 5,
      created_at: "2026-01-15T10:30:00.000Z",
      hsn_code: "4420",
      code: "Exa",
      status: "open",
      note: "Example text",
      tags: [{ slug: "hand-painted-sadeli-box" }],
    });
  });
});

describe("docs/api.md", () => {
  const text = fs.readFileSync("docs/api.md", "utf8");
  it("keeps the walk-through and has a changelog entry for the document's version", () => {
    expect(text).toContain("## A walk-through with curl");
    const changelog = text.slice(text.indexOf("## Changelog"));
    expect(text.indexOf("## Changelog")).toBeGreaterThan(-1);
    expect(changelog).toMatch(new RegExp(`^### ${API_VERSION.replaceAll(".", "\\.")}\\b`, "m"));
  });
});
