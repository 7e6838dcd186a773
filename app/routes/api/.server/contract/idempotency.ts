/**
 * Issue 33 (docs/decisions/056): every POST of the document takes an optional `Idempotency-Key`
 * header, says what a replay carries (`Idempotent-Replayed: true`), and lists the answers of the
 * key: 400 for a malformed key, 409 while its first request runs, 422 for the key reused with
 * another request. The rule is app/.server/security/idempotency.ts; the door is ../idempotency.ts.
 */
import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject } from "zod-openapi";

import { IDEMPOTENCY_KEY_PATTERN } from "~/.server/security/idempotency";

export const IDEMPOTENCY_TEXT = {
  header:
    "Optional. 1 to 255 printable ASCII characters, unique per request (a UUID). Sent again with the same body within 24 hours, the first answer is replayed instead of the request running twice; used with another body or path, 422. Keys are per caller (token or address).",
  400: "The Idempotency-Key header is malformed (1 to 255 printable ASCII characters), or another field is at fault.",
  409: "A request with this Idempotency-Key is still being processed (nothing was stored: retry once it has finished).",
  422: "This Idempotency-Key was already used with another request (a different body or path).",
  replayed: "`true` when this is the kept first answer of an earlier request with the same Idempotency-Key.",
} as const;

const header = z
  .string()
  .min(1)
  .max(255)
  .regex(IDEMPOTENCY_KEY_PATTERN)
  .optional()
  .meta({ description: IDEMPOTENCY_TEXT.header, example: "5b3c2f9e-8a0d-4c1e-9f7a-2d6b1e4c8a01" });

/** Adds the header, the replay marker and the key's answers to a POST operation (`errorSchema`: the path's error shape). */
export function withIdempotencyKey(object: ZodOpenApiOperationObject, errorSchema: z.ZodType): ZodOpenApiOperationObject {
  const requestParams = { ...object.requestParams, header: z.object({ "Idempotency-Key": header }) };
  const responses = { ...object.responses } as Record<string, ZodOpenApiResponseObject>;
  for (const [status, response] of Object.entries(responses)) {
    if (!status.startsWith("2")) continue;
    const replayed = { "Idempotent-Replayed": z.literal("true").optional().meta({ description: IDEMPOTENCY_TEXT.replayed }) };
    // Beside the headers the answer already has (RateLimit-*, contract/limits.ts), not instead of them.
    const headers = "headers" in response && response.headers instanceof z.ZodObject ? response.headers.extend(replayed) : z.object(replayed);
    responses[status] = { ...response, headers };
  }
  const error = (description: string) => ({ description, content: { "application/json": { schema: errorSchema } } });
  const existing409 = responses["409"];
  responses["400"] ??= error(IDEMPOTENCY_TEXT[400]);
  responses["409"] =
    existing409 && "description" in existing409
      ? { ...existing409, description: `${existing409.description} Or: ${IDEMPOTENCY_TEXT[409]}` }
      : error(IDEMPOTENCY_TEXT[409]);
  responses["422"] = error(IDEMPOTENCY_TEXT[422]);
  return { ...object, requestParams, responses };
}
