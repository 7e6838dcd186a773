/**
 * Reading a JSON body: the right content type, a size limit, valid JSON, an object; unknown
 * fields are refused, so a typo (or `user_type`, `status`, `id` slipped in) never passes silently.
 */
import type { z } from "zod";

import { isRequestBodyTooLarge, JSON_BODY_MAX_BYTES } from "~/routes/.server/body-limits";

import { addFieldError, apiError, fail, fieldErrorsFrom, writeFailed } from "./respond";

export { JSON_BODY_MAX_BYTES as MAX_JSON_BYTES };

export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) fail(apiError(415, "Send the body as application/json."));
  const tooLarge = () => fail(apiError(413, "The request body is too large."));
  if (Number(request.headers.get("Content-Length") ?? "0") > JSON_BODY_MAX_BYTES) tooLarge();
  let text: string;
  try {
    text = await request.text();
  } catch (error) {
    // Past the cap as it streamed (server/bound-request-body.ts), or a body cut off mid-way.
    if (isRequestBodyTooLarge(error)) tooLarge();
    fail(writeFailed("The request body could not be read.", { non_field_errors: ["The request body could not be read."] }));
  }
  // Tests and other callers that hand a Request straight in are held to the same cap.
  if (Buffer.byteLength(text) > JSON_BODY_MAX_BYTES) tooLarge();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    fail(writeFailed("The request body is not valid JSON.", { non_field_errors: ["The request body is not valid JSON."] }));
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    fail(writeFailed("The request body must be a JSON object.", { non_field_errors: ["The request body must be a JSON object."] }));
  }
  return parsed as Record<string, unknown>;
}

/** The field names a schema reads: an object's, or the object inside a pipe (a schema with a transform). */
export function schemaKeys(schema: z.ZodType): string[] {
  const candidate = schema as unknown as { shape?: Record<string, unknown>; in?: z.ZodType };
  if (candidate.shape) return Object.keys(candidate.shape);
  if (candidate.in) return schemaKeys(candidate.in);
  return [];
}

/** Validates a body against a schema; unknown keys are errors of their own. */
export function validateBody<Schema extends z.ZodType>(
  body: Record<string, unknown>,
  schema: Schema,
  options: { partial?: boolean; allowExtra?: readonly string[] } = {},
): z.infer<Schema> {
  const known = new Set([...schemaKeys(schema), ...(options.allowExtra ?? [])]);
  const unknownKeys = Object.keys(body).filter((key) => !known.has(key));
  const target = options.partial && schema instanceof Object && "partial" in schema ? (schema as unknown as z.ZodObject).partial() : schema;
  const parsed = target.safeParse(body);
  const errors = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues);
  for (const key of unknownKeys) addFieldError(errors, key, "This field is not accepted.");
  if (!parsed.success || unknownKeys.length > 0) fail(writeFailed("Please correct the errors below.", errors));
  return parsed.data as z.infer<Schema>;
}
