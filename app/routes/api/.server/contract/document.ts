/**
 * The OpenAPI 3.1 document of the API, written by zod-openapi from the operation list: every
 * request body, query and answer comes from the schemas the server validates and answers with,
 * so the description cannot drift from the code (and tests/api check every answer against it).
 */
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from "zod-openapi";

import { API_KEYS_DESCRIPTION } from "./api-keys";
import { withIdempotencyKey } from "./idempotency";
import { limitsDescription, RATE_LIMIT_HEADER_SHAPE, withRateLimitHeaders } from "./limits";
import { type Access, errorShapeOf, errorStatuses, type Method, type Operation, OPERATIONS } from "./operations";
import { API_VERSION, withReference } from "./reference";
import { errorShape } from "./shapes";
import { withSyncDocument } from "./sync";

const ACCESS_TEXT: Record<Access, string> = {
  public: "No token needed.",
  client: "Bearer token of an approved account.",
  buyer: "Bearer token of an approved business account (the team's accounts are refused: 403).",
  shop: "Bearer token of an admin or store manager.",
  admin: "Bearer token of an admin.",
};

const ERROR_TEXT: Record<number, string> = {
  400: "Refused: `errors` names each field or query parameter at fault.",
  401: "No token, or a token that is not (or no longer) valid.",
  403: "The token's account may not make this call.",
  404: "No such record.",
  409: "The change conflicts with what is stored (`message` says why).",
  413: "The body is too large.",
  415: "The body is not of the content type the call takes.",
  429: "Too many requests: wait the seconds of `Retry-After`.",
  500: "The server failed; nothing was changed.",
};

const DESCRIPTION = `The JSON API of the Surat Sadeli Art Studio website (a walk-through with curl is in docs/api.md).

- Every answer is JSON. Every error has the shape \`{status: false, message, errors}\` (login's errors also carry \`token\` and \`userData\` as null, the upload's \`url\` as null).
- A path that is not described here answers 404, and a method a path does not take answers 405 with \`Allow\`, both in the error shape.
- Lists answer \`{count, next, previous, results}\`. A wrong query parameter is a 400 naming it; \`page_size\` is at most 100 (a larger value answers 100).
- Writes answer \`{status: true, data, message, errors: {}}\`. POST creates (201): a field left out takes its \`default\`. PUT saves the record as read: the fields marked required must be sent, any other left out keeps its stored value (so a PUT written before a field was added keeps working). PATCH changes only the fields sent. \`required\` is found from the server's own rules. True and false are JSON booleans; anything else is a 400 under the field.
- Each client may make a limited number of calls per minute (429 with \`Retry-After\` beyond it).`;

/** drizzle-zod bounds every integer and real by the storage's range: true, but noise to a reader. */
function withoutStorageBounds({ jsonSchema }: { jsonSchema: Record<string, unknown> }) {
  for (const key of ["minimum", "maximum"] as const) {
    const bound = jsonSchema[key];
    if (typeof bound === "number" && Math.abs(bound) >= 2 ** 47 - 1) delete jsonSchema[key];
  }
}

/** The `{name}` parameters of a path. */
function pathParametersOf(path: string): { path?: z.ZodObject } {
  const names = [...path.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1]!);
  if (!names.length) return {};
  const described = (name: string) =>
    name === "id" ? "The record's id" + (path.startsWith("/api/blog/") ? " or slug" : "") + "." : `The ${name.replace("_id", "")}'s id.`;
  return { path: z.object(Object.fromEntries(names.map((name) => [name, z.string().meta({ description: described(name) })]))) };
}

function operationObject(operation: Operation): ZodOpenApiOperationObject {
  const errorSchema = errorShapeOf(operation);
  const responses: Record<string, ZodOpenApiResponseObject> = {
    [operation.success.status]: { description: operation.success.description, content: { "application/json": { schema: operation.success.schema } } },
  };
  for (const status of errorStatuses(operation)) {
    // A missing record is the API's one 404 (components.responses.NotFound), in the plain error shape.
    if (status === 404 && errorSchema === errorShape) {
      responses[status] = { $ref: NOT_FOUND_REF } as never;
      continue;
    }
    responses[status] = {
      description: ERROR_TEXT[status] ?? "Refused",
      ...(status === 429 ? { headers: z.object({ "Retry-After": z.string().meta({ description: "Seconds to wait." }) }) } : {}),
      content: { "application/json": { schema: errorSchema } },
    };
  }
  const pathParameters = pathParametersOf(operation.path);
  const query = operation.query ? { query: operation.query } : {};
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: ACCESS_TEXT[operation.access],
    tags: [tagOf(operation.path)],
    ...(operation.access === "public" ? { security: [] } : { security: [{ bearer: [] }] }),
    ...(Object.keys({ ...pathParameters, ...query }).length ? { requestParams: { ...pathParameters, ...query } } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            ...(operation.body.description ? { description: operation.body.description } : {}),
            content: { [operation.body.multipart ? "multipart/form-data" : "application/json"]: { schema: operation.body.schema } },
          },
        }
      : {}),
    responses: withRateLimitHeaders(responses),
  };
}

/** The methods a path may be asked with; one it does not take answers 405 (the handler's `methodNotAllowed`). */
export const HTTP_METHODS: readonly Method[] = ["get", "post", "put", "patch", "delete"];
const NOT_TAKEN_TAG = "Methods not taken";

/**
 * Issue 33 (defect 7): a method a path does not take, described as what it is, an operation whose
 * answer is 405 with `Allow` (the methods the path takes), in the path's error shape; before the
 * token is read, so it needs none. A validating proxy and a generated client then know the answer
 * instead of reading it in prose.
 */
function notTakenOperation(method: Method, taken: Operation[]): ZodOpenApiOperationObject {
  const allow = HTTP_METHODS.filter((each) => taken.some((operation) => operation.method === each))
    .map((each) => each.toUpperCase())
    .join(", ");
  const parameters = pathParametersOf(taken[0]!.path);
  const errorSchema = errorShapeOf(taken[0]!);
  const error = (description: string) => ({ description, content: { "application/json": { schema: errorSchema } } });
  return {
    operationId: `${taken[0]!.operationId}${method[0]!.toUpperCase()}${method.slice(1)}NotTaken`,
    summary: `${method.toUpperCase()} is not taken here`,
    description: `This path takes ${allow}. ${method.toUpperCase()} answers 405 with \`Allow: ${allow}\`, before any token is read.`,
    tags: [NOT_TAKEN_TAG],
    security: [],
    ...(parameters.path ? { requestParams: parameters } : {}),
    responses: withRateLimitHeaders({
      405: {
        ...error("Method not allowed: `Allow` names the methods the path takes."),
        headers: z.object({ Allow: z.string().meta({ description: "The methods the path takes.", example: allow }) }),
      },
      429: { ...error(ERROR_TEXT[429]!), headers: z.object({ "Retry-After": z.string().meta({ description: "Seconds to wait." }) }) },
      500: error(ERROR_TEXT[500]!),
    }),
  };
}

/**
 * The answer of a path under /api/ or /core_api/ that this document does not describe (and of a
 * record that is not there): a 404 in the error shape. No operation can name an unknown path, so
 * it is a documented default of the whole API, `components.responses.NotFound`.
 */
const NOT_FOUND_REF = "#/components/responses/NotFound";
const NOT_FOUND_RESPONSE = {
  description: "A path under /api/ or /core_api/ that this document does not describe, or a record that is not there: 404 in the error shape.",
  content: { "application/json": { schema: errorShape } },
  headers: z.object(RATE_LIMIT_HEADER_SHAPE),
};

/** Operations grouped as a reader looks for them. */
function tagOf(path: string): string {
  if (path.startsWith("/api/manage_data/")) return "Admin data";
  if (path.includes("/inquiries/")) return "Inquiries";
  if (/^\/api\/(quote-basket|quotes|admin\/quotes|admin\/orders)\//.test(path)) return "Quotes and orders";
  if (path.startsWith("/api/contact/")) return "Contact";
  if (/\/(login|signup|logout|register-business)\//.test(path)) return "Accounts";
  return "Public content";
}

const TAGS = [
  { name: "Accounts", description: "Sign up, log in, log out." },
  { name: "Public content", description: "What the public site shows: products, gallery, portfolio, blog, settings, search." },
  { name: "Contact", description: "Contact messages and the newsletter." },
  { name: "Inquiries", description: "Business accounts' inquiries and the team's replies." },
  {
    name: "Quotes and orders",
    description: "A business account's quote basket, requests and answers; the team's pricing, quotations and orders. Money in paise.",
  },
  { name: "Admin data", description: "The team's records (bearer token of an admin, or a store manager for products)." },
  { name: NOT_TAKEN_TAG, description: "Every method a path does not take: a 405 with `Allow`, described so that clients and validating proxies know it." },
];

function buildDocument(serverUrl: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const operation of OPERATIONS) {
    const object = operationObject(operation);
    // Issue 33: every POST takes an Idempotency-Key (contract/idempotency.ts).
    // Its 409 and 422 answers carry the RateLimit-* headers like every other answer.
    const keyed = operation.method === "post" ? withIdempotencyKey(object, errorShapeOf(operation)) : object;
    if (keyed.responses) withRateLimitHeaders(keyed.responses as Record<string, ZodOpenApiResponseObject>);
    (paths[operation.path] ??= {})[operation.method] = keyed;
  }
  for (const [path, item] of Object.entries(paths)) {
    const taken = OPERATIONS.filter((operation) => operation.path === path);
    for (const method of HTTP_METHODS) if (!item[method]) item[method] = notTakenOperation(method, taken);
  }
  return createDocument(
    {
      openapi: "3.1.0",
      info: {
        title: "Surat Sadeli Art Studio API",
        version: API_VERSION,
        description: `${DESCRIPTION}\n\n${limitsDescription()}`,
        license: { name: "Proprietary: for the workshop's partners", identifier: "LicenseRef-Proprietary" },
      },
      servers: [{ url: serverUrl }],
      tags: TAGS,
      security: [],
      components: {
        securitySchemes: {
          bearer: {
            type: "http",
            scheme: "bearer",
            description: "The token from POST /api/login/, sent as `Authorization: Bearer <token>` (the scheme's name in any case)." + API_KEYS_DESCRIPTION,
          },
        },
        responses: { NotFound: NOT_FOUND_RESPONSE },
      },
      paths,
    },
    { override: withoutStorageBounds },
  );
}

const built = new Map<string, ReturnType<typeof buildDocument>>();

/** The document for a public origin, built once per process (it is pure). */
export function openApiDocument(serverUrl: string) {
  let document = built.get(serverUrl);
  // Issue 33's sync adds its headers, parameters and next_cursor (contract/sync.ts); then an
  // example for every body and answer, the sync pieces included (contract/reference.ts).
  if (!document) built.set(serverUrl, (document = withReference(withSyncDocument(buildDocument(serverUrl)))));
  return document;
}
