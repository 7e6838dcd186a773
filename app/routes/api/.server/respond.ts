/**
 * How every /api answer is written: JSON always, the spec's shapes ({status, data, message,
 * errors} for writes, {results, count} for lists), and the same status codes everywhere.
 * Errors never carry internals.
 */
import { memoUntilWrite } from "~/.server/read-memo";
import type { Invalid, Reason, Refused } from "~/.server/result";
import { type ApiErrorCode, codeOfIssue, codeOfMessage, codeOfStatus, type FieldErrorCode, noteMessageCode } from "~/lib/api-error-codes";
import { apiCopy } from "~/lib/copy/api";
import { compressText, type ContentEncoding, preferredEncoding } from "~/routes/.server/content-encoding";

import type { ApiErrorBody } from "./contract/shapes";

export type FieldErrors = Record<string, string[]>;
export type FieldCodes = Record<string, FieldErrorCode[]>;

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return jsonText(JSON.stringify(body), status, headers);
}

function jsonText(text: string, status = 200, headers: HeadersInit = {}): Response {
  return new Response(text, { status, headers: { ...JSON_HEADERS, ...headers } });
}

/** Smaller answers are not worth compressing (the compression middleware's threshold too). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A 200 whose body is the same for every caller allowed to ask (authorization is checked before):
 * written, and compressed for each encoding, once per version of the data (read-memo.ts), not
 * on every request. The compression middleware leaves an answer that is encoded already alone.
 */
export function keptJson(request: Request, key: string, compute: () => unknown): Response {
  // One memo entry per list: its text and the encodings made of it so far (one version check).
  const kept = memoUntilWrite(`json:${key}`, () => ({ text: JSON.stringify(compute()), encoded: new Map<ContentEncoding, Uint8Array<ArrayBuffer>>() }));
  const encoding = preferredEncoding(request.headers.get("Accept-Encoding") ?? "");
  if (!encoding || kept.text.length < COMPRESS_FROM_BYTES) return jsonText(kept.text, 200, { Vary: "Accept-Encoding" });
  let body = kept.encoded.get(encoding);
  if (!body) {
    body = new Uint8Array(compressText(kept.text, encoding, "kept"));
    kept.encoded.set(encoding, body);
  }
  return new Response(body, {
    headers: { ...JSON_HEADERS, "Content-Encoding": encoding, Vary: "Accept-Encoding" },
  });
}

export const writeOk = (data: unknown, message: string, status = 200) => json({ status: true, data, message, errors: {} }, status);

/**
 * How much an error answer lists (issue 33: a body of 40,000 unknown keys was answered with every
 * one of them, 1.6 MB): the first fields at fault (the body's own fields first, the keys it does
 * not take after), each name cut to a readable length, a few messages each; what is left out is
 * counted under `non_field_errors` ("And N more fields at fault, not listed.").
 */
export const ERROR_LIMITS = { fields: 20, nameLength: 100, messagesPerField: 5 } as const;

/** A note that the answer does not list everything: code `not_listed`. */
function notListed(message: string) {
  noteMessageCode(message, "not_listed");
  return message;
}

function cappedErrors(errors: FieldErrors): FieldErrors {
  const fields = Object.keys(errors);
  const tooMany = (list: string[]) => list.length > ERROR_LIMITS.messagesPerField;
  const cutName = (name: string) => name.length > ERROR_LIMITS.nameLength;
  if (fields.length <= ERROR_LIMITS.fields && !fields.some((field) => cutName(field) || tooMany(errors[field]!))) return errors;
  const capped: FieldErrors = {};
  // The fields of the body first, the keys it does not take ("This field is not accepted.") after.
  const unknown = (field: string) => errors[field]!.every((message) => message === apiCopy.fieldNotAccepted);
  const named = fields.filter((field) => field !== "non_field_errors");
  const listed = [...named.filter((field) => !unknown(field)), ...named.filter(unknown)].slice(0, ERROR_LIMITS.fields);
  const left = fields.length - listed.length - (Object.hasOwn(errors, "non_field_errors") ? 1 : 0);
  const cap = (messages: string[]) =>
    tooMany(messages)
      ? [...messages.slice(0, ERROR_LIMITS.messagesPerField), notListed(apiCopy.moreMessages(messages.length - ERROR_LIMITS.messagesPerField))]
      : messages;
  for (const field of listed) {
    const name = cutName(field) ? `${field.slice(0, ERROR_LIMITS.nameLength)}…` : field;
    for (const message of cap(errors[field]!)) addFieldError(capped, name, message);
  }
  const general = Object.hasOwn(errors, "non_field_errors") ? cap(errors.non_field_errors!) : [];
  for (const message of general) addFieldError(capped, "non_field_errors", message);
  if (left > 0) addFieldError(capped, "non_field_errors", notListed(apiCopy.moreFields(left)));
  return capped;
}

/**
 * The machine code beside each message (issue 33): same keys, same order as `errors`. `every`
 * gives all of them one code (the fields of a conflict with stored data: `duplicate`).
 */
function codesOf(errors: FieldErrors, every?: FieldErrorCode): FieldCodes {
  const codes: FieldCodes = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = messages.map((message) => (every && codeOfMessage(message) !== "not_listed" ? every : codeOfMessage(message)));
    Object.defineProperty(codes, field, { value: list, enumerable: true, writable: true, configurable: true });
  }
  return codes;
}

/**
 * The body of every API error (contract/shapes.ts `Error`): the fields at fault, if any, at most
 * ERROR_LIMITS of them, each message's code beside it, and the code of the refusal as a whole.
 */
export function errorBody(message: string, errors: FieldErrors = {}, code: ApiErrorCode = "invalid_input", every?: FieldErrorCode): ApiErrorBody {
  const capped = cappedErrors(errors);
  return { status: false, code, message, errors: capped, codes: codesOf(capped, every) };
}

export const writeFailed = (message: string, errors: FieldErrors = {}, status = 400, code: ApiErrorCode = codeOfStatus(status)) =>
  json(errorBody(message, errors, code), status);

export const apiError = (status: number, message: string, headers: HeadersInit = {}, code: ApiErrorCode = codeOfStatus(status)) =>
  json(errorBody(message, {}, code), status, headers);

export const METHOD_NOT_ALLOWED_MESSAGE = apiCopy.methodNotAllowed;

export const unauthorized = () => apiError(401, apiCopy.unauthorized, { "WWW-Authenticate": 'Bearer realm="api"' });
export const forbidden = () => apiError(403, apiCopy.forbidden);
export const notFound = () => apiError(404, apiCopy.notFound);
export const methodNotAllowed = (allowed: string[]) => apiError(405, METHOD_NOT_ALLOWED_MESSAGE, { Allow: allowed.join(", ") });

/**
 * The one rule from a domain refusal (app/.server/result.ts) to an HTTP answer (issue 33):
 * input refused field by field is a 400, unless every field at fault conflicts with stored data
 * (a taken SKU, address, name or slug: 409); a command refused as a whole is a 404 when its
 * record is not there, a 403 when the account may not, a 400 when what was sent is at fault
 * (too long, invalid), and otherwise a conflict with the state of what is stored (a category in
 * use, a closed inquiry, an unavailable product, an empty basket, a quote already answered): 409.
 */
export const invalidStatus = (result: Pick<Invalid, "conflict">) => (result.conflict ? 409 : 400);
const REFUSED_STATUS: Record<Reason, number> = {
  not_found: 404,
  forbidden: 403,
  too_long: 400,
  invalid: 400,
  empty: 409,
  not_allowed: 409,
  in_use: 409,
  closed: 409,
  unavailable: 409,
};
export const refusedStatus = (result: Pick<Refused, "reason">) => REFUSED_STATUS[result.reason];
/** The answer code of a domain refusal: its reason, in the API's words. */
const REFUSED_CODE: Record<Reason, ApiErrorCode> = {
  not_found: "not_found",
  forbidden: "forbidden",
  too_long: "too_long",
  invalid: "invalid_input",
  empty: "empty",
  not_allowed: "not_allowed",
  in_use: "in_use",
  closed: "closed",
  unavailable: "unavailable",
};
export const refusedCode = (result: Pick<Refused, "reason">) => REFUSED_CODE[result.reason];

/** A refused domain result as the API's answer, by the rule above; `errors` for a refusal as a whole (the field it is about). */
export function refusal(result: Invalid | Refused, errors: FieldErrors = {}): Response {
  if ("errors" in result) {
    const status = invalidStatus(result);
    return result.conflict
      ? json(errorBody(apiCopy.correctErrors, result.errors, "duplicate", "duplicate"), status)
      : writeFailed(apiCopy.correctErrors, result.errors, status);
  }
  if (result.reason === "not_found" && Object.keys(errors).length === 0) return notFound();
  return writeFailed(result.message, errors, refusedStatus(result), refusedCode(result));
}

/**
 * A refused reply: an empty or too long text is the field's fault (400 at `reply_message`), a
 * closed record a conflict (409), by the rule above.
 */
export function replyRefusal(result: Refused): Response {
  if (result.reason === "empty" || result.reason === "too_long") return refusal({ ok: false, errors: { reply_message: [result.message] } });
  return refusal(result, { reply_message: [result.message] });
}

/** A thrown Response ends the handler with that answer (React Router passes it through). */
export function fail(response: Response): never {
  throw response;
}

/**
 * Adds a field's message. The field name comes from the client's body, so it may be `__proto__`
 * or `toString`: it is defined as an own property, never looked up on or assigned through the
 * prototype (an assignment to `__proto__` would replace the prototype and lose the message).
 */
export function addFieldError(errors: FieldErrors, field: string, message: string) {
  if (Object.hasOwn(errors, field)) errors[field]!.push(message);
  else Object.defineProperty(errors, field, { value: [message], enumerable: true, writable: true, configurable: true });
}

/** Zod issues as the contract's `errors`: each field to its messages, the forms' own words. */
export function fieldErrorsFrom(issues: readonly { path: PropertyKey[]; message: string; code?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (issue.code) noteMessageCode(issue.message, codeOfIssue(issue as { code: string; message: string }));
    const key = issue.path.length ? issue.path.map(String).join(".") : "non_field_errors";
    addFieldError(errors, key, issue.message);
  }
  return errors;
}
