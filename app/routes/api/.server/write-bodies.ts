/**
 * The bodies of /api/manage_data/ writes (issue 15), from the panel's form schemas: reshaped
 * (never written twice) into the body of a POST, of a PUT (the whole record) and of a PATCH, and
 * checked with every error at once, each under its field. The rules are told in manage-data.ts.
 */
import { type Invalid, invalid } from "~/.server/result";
import { apiCopy } from "~/lib/copy/api";
import { checkboxApiDefaults } from "~/lib/schemas/fields";
import { z } from "~/lib/schemas/zod";

import { addFieldError, fieldErrorsFrom } from "./respond";

export type Bodies = {
  /** The body of a POST: the form's fields; optional ones take the form's defaults (a tick box its documented `default`). */
  createSchema: z.ZodType;
  /**
   * The body of a PUT: the record as read. The fields the rules refuse to do without must be
   * there (`putRequired`); any other field left out keeps its stored value (docs/decisions/052).
   */
  bodySchema: z.ZodType;
  /**
   * The body of a PATCH: any of bodySchema's fields, none required. A PATCH is checked with
   * bodySchema on the stored record with the body laid over it (rules across fields, such as a
   * product's required ones, see the whole), except a user's, checked with this (manage-data.ts).
   */
  patchSchema: z.ZodType;
  /** The fields a POST cannot do without: found by the create rules themselves (requiredFieldsOf). */
  createRequired: readonly string[];
  /** The fields a PUT cannot do without: found by the PUT rules themselves, the write-only secrets aside. */
  putRequired: readonly string[];
  /** What the OpenAPI document shows of each body: the same fields, `required` exactly the lists above. */
  documented: { create: z.ZodType; put: z.ZodType; patch: z.ZodType };
  /** Fields of the answered record a client may send back: accepted and ignored (documented as readOnly). */
  readOnlyFields: readonly string[];
  /** Writable fields a PUT may leave out, keeping their stored value: every optional one (docs/decisions/052). */
  keptOnPutFields: readonly string[];
  /** Writable fields never answered (secrets): optional on PUT; absent keeps the stored value. */
  writeOnlyFields: readonly string[];
};

export const REQUIRED_FIELD = "This field is required.";
export const NOT_ACCEPTED = "This field is not accepted.";

export type Shape = Record<string, z.ZodType>;

/** The object a form schema reads: the schema itself, or the object at the start of its pipe (a final transform). */
export function objectOf(schema: z.ZodType): z.ZodObject {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodPipe) return objectOf(schema.in as z.ZodType);
  throw new Error("A body schema is an object, or an object piped into a transform.");
}

/** The fields a body schema reads. */
export const fieldsOf = (schema: z.ZodType): string[] => Object.keys(objectOf(schema).shape);

/**
 * A form schema with other fields: the same field schemas, the same object-level rules (its
 * refines, run on the new object) and the same final transform. `omit` leaves out the panel's own
 * fields (a chosen file, a kept upload), `extend` adds the API's, and `requiredExcept` makes every
 * field required but the ones it names (a PUT's whole record). Zod refuses `.omit()` and
 * `.partial()` on an object with refines, hence this.
 */
export function reshape(schema: z.ZodType, change: { omit?: readonly string[]; extend?: Shape; requiredExcept?: readonly string[] }): z.ZodType {
  if (schema instanceof z.ZodPipe && !(schema instanceof z.ZodObject)) return z.pipe(reshape(schema.in as z.ZodType, change), schema.out as z.ZodType);
  const object = objectOf(schema);
  const shape: Shape = {};
  for (const [key, field] of Object.entries({ ...(object.shape as Shape), ...change.extend })) {
    if (change.omit?.includes(key)) continue;
    shape[key] = change.requiredExcept && !change.requiredExcept.includes(key) ? z.nonoptional(field) : field;
  }
  return z.object(shape).check(...((object.def.checks ?? []) as z.core.$ZodCheck<Record<string, unknown>>[]));
}

/** PATCH's documentation: each field of a PUT body, optional. */
function optionalFields(body: z.ZodType): z.ZodType {
  const shape: Shape = {};
  for (const [key, field] of Object.entries(objectOf(body).shape as Shape))
    shape[key] = (field instanceof z.ZodNonOptional || field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional();
  return z.object(shape);
}

/**
 * The fields a body schema cannot do without, asked of the schema itself: those an empty body is
 * refused under. The document's `required` is this list, so it says what the server does.
 */
export function requiredFieldsOf(schema: z.ZodType, except: readonly string[] = []): string[] {
  const parsed = schema.safeParse({});
  if (parsed.success) return [];
  const named = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "")));
  return fieldsOf(schema).filter((key) => named.has(key) && !except.includes(key));
}

/**
 * A body as the document shows it: its fields, the `required` ones marked so. A PUT's shows no
 * `default` (a field it leaves out keeps its stored value: only a POST takes the default).
 */
export function documentedBody(schema: z.ZodType, required: readonly string[], options: { defaults: boolean }): z.ZodType {
  const shape: Shape = {};
  for (const [key, own] of Object.entries(objectOf(schema).shape as Shape)) {
    const field = !options.defaults && own instanceof z.ZodDefault ? (own.unwrap() as z.ZodType).optional() : own;
    shape[key] = required.includes(key) ? z.nonoptional(field) : field;
  }
  return z.object(shape);
}

/**
 * A tick box as the JSON API reads it (issue 33): a JSON true or false, nothing else ("yes",
 * "TRUE", 1 are a 400 under the field); left out of a create, the default of its rule.
 */
export const jsonBoolean = (fallback: boolean) => z.boolean({ error: apiCopy.trueOrFalse }).default(fallback);

/** The form's tick boxes replaced by JSON booleans with their defaults. */
function jsonBooleans(schema: z.ZodType): Shape {
  const shape: Shape = {};
  for (const [key, field] of Object.entries(objectOf(schema).shape as Shape)) {
    const fallback = checkboxApiDefaults.get(field);
    if (fallback !== undefined) shape[key] = jsonBoolean(fallback);
  }
  return shape;
}

export type Checked<T> = { ok: true; value: T } | Invalid;

/**
 * A body against a schema: every error at once, each under its field. A key the schema does not
 * read is refused by name unless it is a documented read-only echo (then dropped); on a PUT each
 * field of `required` that is absent is named with "This field is required.". `sent` is what the
 * client sent (a PATCH parses the stored record with the body laid over it).
 */
export function check<T>(
  schema: z.ZodType,
  source: Record<string, unknown>,
  options: { sent?: Record<string, unknown>; readOnly: readonly string[]; required?: readonly string[] },
): Checked<T> {
  const own = new Set(fieldsOf(schema));
  const sent = options.sent ?? source;
  const errors: Record<string, string[]> = {};
  const missing = new Set((options.required ?? []).filter((key) => !Object.hasOwn(sent, key)));
  for (const key of missing) addFieldError(errors, key, REQUIRED_FIELD);
  for (const key of Object.keys(sent)) if (!own.has(key) && !options.readOnly.includes(key)) addFieldError(errors, key, NOT_ACCEPTED);
  // Read-only echoes never reach the schema (an object schema would drop them anyway).
  const input = Object.fromEntries(Object.entries(source).filter(([key]) => own.has(key)));
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.filter((issue) => !(issue.path.length > 0 && missing.has(String(issue.path[0]))));
    for (const [key, messages] of Object.entries(fieldErrorsFrom(issues))) for (const message of messages) addFieldError(errors, key, message);
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return invalid(errors);
  return { ok: true, value: parsed.data as T };
}
/** For PATCH: the stored record's writable fields, overlaid with what was sent. */
export function merged(existing: unknown, body: Record<string, unknown>, schema: z.ZodType): Record<string, unknown> {
  const own = new Set(fieldsOf(schema));
  const current = Object.fromEntries(Object.entries((existing ?? {}) as Record<string, unknown>).filter(([key]) => own.has(key)));
  return { ...current, ...body };
}

/**
 * A model's bodies from its form schema: `formOnly` fields are the panel's (a file), never the
 * API's; `create` replaces the POST body (a user's: the new-user form).
 */
export function bodies(
  schema: z.ZodType,
  options: {
    formOnly?: readonly string[];
    extend?: Shape;
    createExtend?: Shape;
    create?: z.ZodType;
    readOnly: readonly string[];
    writeOnly?: readonly string[];
  },
): Bodies {
  const writeOnly = options.writeOnly ?? [];
  const bodySchema = reshape(schema, { omit: options.formOnly, extend: { ...jsonBooleans(schema), ...options.extend } });
  const createSchema = options.create
    ? reshape(options.create, { extend: jsonBooleans(options.create) })
    : reshape(schema, { omit: options.formOnly, extend: { ...jsonBooleans(schema), ...options.createExtend } });
  const createRequired = requiredFieldsOf(createSchema);
  const putRequired = requiredFieldsOf(bodySchema, writeOnly);
  const patchSchema = optionalFields(bodySchema);
  return {
    createSchema,
    bodySchema,
    patchSchema,
    createRequired,
    putRequired,
    documented: {
      create: documentedBody(createSchema, createRequired, { defaults: true }),
      put: documentedBody(bodySchema, putRequired, { defaults: false }),
      patch: patchSchema,
    },
    readOnlyFields: options.readOnly,
    writeOnlyFields: writeOnly,
    keptOnPutFields: fieldsOf(bodySchema).filter((key) => !putRequired.includes(key) && !writeOnly.includes(key)),
  };
}

/** The writable fields a PUT must carry. */
export const requiredOnPut = (adapter: Bodies) => [...adapter.putRequired];

/** A PUT's body with the stored value of each optional field it leaves out. */
function withKeptFields(adapter: Bodies, body: Record<string, unknown>, existing: unknown): Record<string, unknown> {
  const stored = (existing ?? {}) as Record<string, unknown>;
  const kept = adapter.keptOnPutFields.filter((key) => !Object.hasOwn(body, key) && Object.hasOwn(stored, key));
  return { ...Object.fromEntries(kept.map((key) => [key, stored[key]])), ...body };
}

/** A POST, PUT or PATCH body checked against the adapter's schemas (PATCH: laid over `existing`). */
export function checkWrite<T>(adapter: Bodies, body: Record<string, unknown>, mode: "create" | "put" | "patch", existing?: unknown): Checked<T> {
  if (mode === "create") return check<T>(adapter.createSchema, body, { readOnly: adapter.readOnlyFields });
  if (mode === "put")
    return check<T>(adapter.bodySchema, withKeptFields(adapter, body, existing), {
      sent: body,
      readOnly: adapter.readOnlyFields,
      required: requiredOnPut(adapter),
    });
  return check<T>(adapter.bodySchema, merged(existing, body, adapter.bodySchema), { sent: body, readOnly: adapter.readOnlyFields });
}
