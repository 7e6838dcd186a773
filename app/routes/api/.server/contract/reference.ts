/**
 * Issue 33 (part F, docs/decisions/059): what makes the OpenAPI document a reference an integrator
 * can read at /api/docs. The document's version (one constant, also named in docs/api.md's
 * changelog) and an example for every request body and every answer of every operation, made
 * from the JSON Schema that zod-openapi wrote from the server's own zod schemas, so an example
 * cannot describe a field the server does not have. An example someone wrote by hand
 * (`example`, `examples`, `default`, `const`, `enum`) is used as it is.
 */

import { apiCopy } from "~/lib/copy/api";

/** The API's version, `info.version` of the document: the changelog in docs/api.md says what each one changed. */
export const API_VERSION = "1.1.0";

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type MediaType = { schema?: Schema; example?: unknown; examples?: unknown };
type Content = Record<string, MediaType>;
type OperationObject = { requestBody?: { content?: Content } | { $ref: string }; responses?: Record<string, { content?: Content } | { $ref: string }> };
type DocumentLike = { paths?: Record<string, Record<string, unknown>>; components?: Record<string, Record<string, unknown>> };

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];
/** Deep enough for every record of the API; a schema that refers to itself stops here. */
const MAX_DEPTH = 40;
const SAMPLE_TIME = "2026-01-15T10:30:00.000Z";

/** Values for the API's patterned fields (phone, HSN code, GSTIN, state code, IFSC...), tried in turn. */
const PATTERNED = ["example", "+91 98765 43210", "4420", "24AAACS1234F1Z5", "24", "SBIN0001234", "sadeli@upi", "A1", "1"];

/** A string that fits a field, guessed from its format and then its name. */
function sampleString(schema: Schema, name: string): string {
  switch (schema.format) {
    case "date-time":
      return SAMPLE_TIME;
    case "date":
      return SAMPLE_TIME.slice(0, 10);
    case "email":
      return "buyer@example.com";
    case "uri":
    case "url":
      return "https://sadeli.example/media/example.jpg";
    case "uuid":
      return "3f2b7c1e-8a4d-4e2f-9b6a-1c5d7e9f0a2b";
    case "binary":
      return "(the file's bytes)";
  }
  const byName: [RegExp, string][] = [
    [/(_at|datetime|_date)$/i, SAMPLE_TIME],
    [/^(next|previous)$/, "https://sadeli.example/api/products/?page=2"],
    [/e_?mail/i, "buyer@example.com"],
    [/password/i, "correct-horse-battery-staple"],
    [/token|secret|key/i, "3q2-7wEXAMPLEtoken"],
    [/slug/i, "hand-painted-sadeli-box"],
    [/phone|mobile|contact_number/i, "+91 98765 43210"],
    [/user_name/i, "Asha Patel"],
    [/business_name|legal_name/i, "Patel Handicrafts"],
    [/description/i, "Teak box inlaid with sadeli strips."],
    [/message/i, "Done."],
    [/url|image|photo|link/i, "https://sadeli.example/media/example.jpg"],
    [/colou?r/i, "#7a4b2a"],
    [/name|title/i, "Hand-painted Sadeli box"],
  ];
  let text = byName.find(([pattern]) => pattern.test(name))?.[1] ?? "Example text";
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, "u");
    if (!pattern.test(text)) text = PATTERNED.find((candidate) => pattern.test(candidate)) ?? text;
  }
  if (schema.maxLength !== undefined && text.length > schema.maxLength) text = text.slice(0, schema.maxLength);
  if (schema.minLength !== undefined && text.length < schema.minLength) text = text.padEnd(schema.minLength, "x");
  return text;
}

function sampleNumber(schema: Schema, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  let value = low !== undefined ? Math.max(low, 1) : integer ? 1 : 1.5;
  if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
  return integer ? Math.ceil(value) : value;
}

/** The schema a `#/components/...` reference names. */
function resolve(document: DocumentLike, ref: string): Schema | undefined {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = document;
  for (const part of ref.slice(2).split("/")) node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  return node as Schema | undefined;
}

/** A value the schema accepts, made from the schema alone. */
export function sampleOf(document: DocumentLike, schema: Schema | undefined, name = "", depth = 0): unknown {
  if (!schema || depth > MAX_DEPTH) return null;
  if ("example" in schema) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if ("const" in schema) return schema.const;
  if ("default" in schema) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.$ref) return sampleOf(document, resolve(document, schema.$ref), name, depth + 1);
  if (schema.allOf?.length) {
    const parts = schema.allOf.map((part) => sampleOf(document, part, name, depth + 1));
    return parts.every((part) => part && typeof part === "object" && !Array.isArray(part)) ? Object.assign({}, ...parts) : parts[0];
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) {
    // The first choice that is not null: an example shows the value, not its absence.
    const choice = choices.find((each) => each.type !== "null") ?? choices[0];
    return sampleOf(document, choice, name, depth + 1);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((each) => each !== "null") ?? types[0] ?? (schema.properties ? "object" : undefined);
  switch (type) {
    case "object": {
      const sample: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) sample[key] = sampleOf(document, property, key, depth + 1);
      return sample;
    }
    case "array": {
      const item = sampleOf(document, schema.items, name, depth + 1);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case "string":
      return sampleString(schema, name);
    case "integer":
      return sampleNumber(schema, true);
    case "number":
      return sampleNumber(schema, false);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return {};
  }
}

/** The `message` an error answer of each status carries (the server's own words). */
const ERROR_MESSAGES: Record<string, string> = {
  "400": apiCopy.correctErrors,
  "401": apiCopy.unauthorized,
  "403": apiCopy.forbidden,
  "404": apiCopy.notFound,
  "405": apiCopy.methodNotAllowed,
  "413": apiCopy.tooLarge,
  "415": apiCopy.sendJson,
  "500": apiCopy.serverError,
};

function exampleContent(document: DocumentLike, content: Content | undefined, status?: string) {
  for (const media of Object.values(content ?? {})) {
    if (media.example !== undefined || media.examples !== undefined || !media.schema) continue;
    const example = sampleOf(document, media.schema);
    const message = status ? ERROR_MESSAGES[status] : undefined;
    if (message && example && typeof example === "object" && typeof (example as { message?: unknown }).message === "string")
      (example as { message: string }).message = message;
    media.example = example;
  }
}

/**
 * Gives every request body and every answer of the document an example (in place). Shared
 * answers (components.responses) get theirs once, where they are.
 */
export function withReference<T>(document: T): T {
  const doc = document as DocumentLike;
  // The one shared answer is the 404 (components.responses.NotFound).
  for (const response of Object.values(doc.components?.responses ?? {})) exampleContent(doc, (response as { content?: Content }).content, "404");
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      if (operation.requestBody && !("$ref" in operation.requestBody)) exampleContent(doc, operation.requestBody.content);
      for (const [status, response] of Object.entries(operation.responses ?? {})) if (!("$ref" in response)) exampleContent(doc, response.content, status);
    }
  }
  return document;
}
