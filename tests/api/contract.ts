/**
 * Every answer of the API checked against its OpenAPI description (/api/openapi.json): the path
 * and method are described (or the answer is the described 404 or 405), the status is one the
 * operation lists, and the JSON body validates against that status's schema (Ajv, JSON Schema
 * 2020-12). The API tests' `request` does this on every call (fixtures.ts), so the description
 * cannot drift from what the server answers.
 */
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

type Document = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
  components: { schemas: Record<string, unknown>; responses?: Record<string, { content?: Record<string, { schema: unknown }> }> };
};
export type Answer = { method: string; url: string; status: number; headers: Record<string, string>; body: string };

/** Issue 33 (docs/decisions/059): /api/docs and the walk-through it links. */
export const REFERENCE_PAGES = ["/api/docs", "/api/docs/api.md"];
const DOCUMENT_ID = "https://sadeli.test/openapi.json";
const METHODS = ["get", "post", "put", "patch", "delete"];

export class ContractBreach extends Error {
  override name = "ContractBreach";
}

export class ApiContract {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: { template: string; pattern: RegExp }[];

  constructor(private readonly document: Document) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(this.ajv);
    // The components, addressable from each response schema's references.
    this.ajv.addSchema({ $id: DOCUMENT_ID, $defs: {}, components: document.components } as object);
    this.templates = Object.keys(document.paths).map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`),
    }));
  }

  static async load(baseUrl: string): Promise<ApiContract> {
    // Uncompressed: a test may have changed how this process's fetch decodes.
    const response = await fetch(new URL("/api/openapi.json", baseUrl), { headers: { "Accept-Encoding": "identity" } });
    if (!response.ok) throw new Error(`No API description at ${baseUrl}: ${response.status}`);
    return new ApiContract((await response.json()) as Document);
  }

  private validatorFor(key: string, schema: unknown): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      const linked = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`));
      this.validators.set(key, (validate = this.ajv.compile(linked)));
    }
    return validate;
  }

  private validate(key: string, schema: unknown, answer: Answer) {
    if (!(answer.headers["content-type"] ?? "").startsWith("application/json"))
      throw this.breach(answer, `is ${answer.headers["content-type"] || "without a content type"}, not JSON`);
    if (answer.method === "HEAD") return;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      throw this.breach(answer, "is not valid JSON");
    }
    const validate = this.validatorFor(key, schema);
    if (!validate(body))
      throw this.breach(answer, `does not match ${key}: ${this.ajv.errorsText(validate.errors, { separator: "; " })}\n${answer.body.slice(0, 600)}`);
  }

  private breach(answer: Answer, problem: string) {
    return new ContractBreach(`${answer.method} ${new URL(answer.url).pathname} answered ${answer.status} that ${problem}`);
  }

  /** The described path of a request path (trailing slash optional, as the server takes it). */
  templateOf(path: string): string | null {
    const candidates = path.endsWith("/") ? [path, path.slice(0, -1)] : [path, `${path}/`];
    // A literal path (/api/products/categories/) before a template it also fits (/api/products/{id}/).
    for (const candidate of candidates) if (this.document.paths[candidate]) return candidate;
    for (const candidate of candidates) for (const { template, pattern } of this.templates) if (pattern.test(candidate)) return template;
    return null;
  }

  /** Throws a ContractBreach when the answer is not one the description allows. */
  check(answer: Answer): void {
    const path = new URL(answer.url).pathname;
    if (!(path === "/api" || path.startsWith("/api/") || path.startsWith("/core_api/"))) return;
    // The reference drawn from the description and the walk-through it links (issue 33) are pages
    // about the API, not answers of it: HTML and Markdown, outside the description.
    if (REFERENCE_PAGES.includes(path.replace(/\/$/, ""))) return;
    const method = answer.method.toUpperCase();
    // A CORS preflight of an allowed origin: an empty 204, headers only.
    if (method === "OPTIONS" && answer.status === 204) return;
    const errorSchema = { $ref: "#/components/schemas/Error" };
    const template = this.templateOf(path);
    if (!template) {
      if (answer.status === 404 || (answer.status === 405 && !METHODS.includes(method.toLowerCase()))) return this.validate("Error", errorSchema, answer);
      throw this.breach(answer, "is for a path the description does not have (only 404 is allowed)");
    }
    const operation = this.document.paths[template]![method === "HEAD" ? "get" : method.toLowerCase()];
    if (!operation) {
      if (answer.status !== 405) throw this.breach(answer, `is for a method ${template} does not take (only 405 is allowed)`);
      if (!answer.headers.allow) throw this.breach(answer, "is a 405 without Allow");
      // In the error shape of the path's calls (login's keeps token and userData).
      const described =
        Object.values(this.document.paths[template]!)[0]!.responses["400"] ?? Object.values(this.document.paths[template]!)[0]!.responses["429"];
      return this.validate(`${template} 405`, described?.content?.["application/json"]?.schema ?? errorSchema, answer);
    }
    // A shared answer (the 404, issue 33) is a reference to components.responses.
    const listed = operation.responses[String(answer.status)] as { $ref?: string; content?: Record<string, { schema: unknown }> } | undefined;
    const response = listed?.$ref ? this.document.components.responses?.[listed.$ref.replace("#/components/responses/", "")] : listed;
    if (answer.status === 405 && !answer.headers.allow) throw this.breach(answer, "is a 405 without Allow");
    if (!response) throw this.breach(answer, `is a status ${method} ${template} does not describe (it lists ${Object.keys(operation.responses).join(", ")})`);
    const schema = response.content?.["application/json"]?.schema;
    if (!schema) throw this.breach(answer, "has no described JSON body");
    this.validate(`${method} ${template} ${answer.status}`, schema, answer);
  }
}
