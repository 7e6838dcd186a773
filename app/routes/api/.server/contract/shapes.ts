/**
 * The envelopes every API answer comes in, as zod schemas: the one error shape, a page of a list,
 * a write's answer, a category list. respond.ts writes answers of these types, and the OpenAPI
 * document describes them from the same schemas.
 */
import { z } from "zod";

import { API_ERROR_CODE_TEXT, API_ERROR_CODES, FIELD_ERROR_CODE_TEXT, FIELD_ERROR_CODES } from "~/lib/api-error-codes";

export const fieldErrorsShape = z.record(z.string(), z.array(z.string())).meta({
  id: "FieldErrors",
  description: "Each field the server refused, with its messages; `non_field_errors` for the body as a whole. Empty when no field is at fault.",
});

/** Issue 33: the machine codes, from the one list (app/lib/api-error-codes.ts). */
export const errorCodeShape = z.enum(API_ERROR_CODES).meta({
  id: "ErrorCode",
  description: `What the refusal is, as a whole (stable; branch on it, not on \`message\`):\n\n${API_ERROR_CODES.map((code) => `- \`${code}\`: ${API_ERROR_CODE_TEXT[code]}`).join("\n")}`,
});
export const fieldErrorCodeShape = z.enum(FIELD_ERROR_CODES).meta({
  id: "FieldErrorCode",
  description: `Why a field was refused (stable):\n\n${FIELD_ERROR_CODES.map((code) => `- \`${code}\`: ${FIELD_ERROR_CODE_TEXT[code]}`).join("\n")}`,
});
export const fieldCodesShape = z.record(z.string(), z.array(fieldErrorCodeShape)).meta({
  id: "FieldErrorCodes",
  description: "The code of each message of `errors`: the same keys in the same order, one code per message.",
});

/** Every error of the API: 4xx and 5xx alike. */
export const errorShape = z
  .object({ status: z.literal(false), code: errorCodeShape, message: z.string(), errors: fieldErrorsShape, codes: fieldCodesShape })
  .meta({ id: "Error", description: "Every error answer of the API has this shape." });
export type ApiErrorBody = z.infer<typeof errorShape>;

/** Login's errors keep the keys of its success (spec section 7: status, message, token, userData). */
export const loginErrorShape = errorShape.extend({ token: z.null(), userData: z.null() }).meta({ id: "LoginError" });
/** The upload's errors keep `url` (spec section 7: status, url, message). */
export const uploadErrorShape = errorShape.extend({ url: z.null() }).meta({ id: "UploadError" });

const pageLink = z.url().nullable();

/**
 * One schema per component name: the document refuses two schemas with one id, and the same
 * envelope (a page of products) is answered by more than one call.
 */
const named = new Map<string, z.ZodType>();
function once<Schema extends z.ZodType>(name: string, make: () => Schema): Schema {
  let schema = named.get(name);
  if (!schema) named.set(name, (schema = make().meta({ id: name })));
  return schema as Schema;
}

/** A page of a list: `{count, next, previous, results}` with absolute links. */
export function pageOf<Record extends z.ZodType>(record: Record, name: string) {
  return once(`${name}Page`, () => z.object({ count: z.number().int().min(0), next: pageLink, previous: pageLink, results: z.array(record) }));
}

/** A write's answer: `{status: true, data, message, errors: {}}` (spec section 7). */
export function writtenOf<Data extends z.ZodType>(data: Data, name: string) {
  return once(`${name}Written`, () => z.object({ status: z.literal(true), data, message: z.string(), errors: z.object({}).strict() }));
}

/** A success without a record: `{status: true, message}`. */
export const doneOf = (name: string) => once(name, () => z.object({ status: z.literal(true), message: z.string() }));

/** A category list (spec section 7: status, data, message). */
export function categoryListOf<Record extends z.ZodType>(record: Record, name: string) {
  return once(`${name}List`, () => z.object({ status: z.literal(true), data: z.array(record), message: z.string() }));
}
