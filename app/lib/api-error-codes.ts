/**
 * Issue 33 ("Built, beyond"): the machine codes of the JSON API's errors, in one list that the
 * responder (app/routes/api/.server/respond.ts) writes and the OpenAPI document lists as enums.
 *
 * - A field's code sits beside each of its messages (`codes: {field: [code...]}`, same keys and
 *   order as `errors`). It comes from where the message was made: the zod issue (its kind, read by
 *   the global error map in schemas/zod.ts and by `fieldErrorsFrom`), the domain's conflict rule
 *   (a taken name: `duplicate`), or the few messages the API writes itself.
 * - The answer's `code` names the refusal as a whole: from the domain's `Reason` when a command
 *   was refused, otherwise from the status.
 *
 * Codes are stable: a client may branch on them; the messages are for people and may be reworded.
 */
import { validation } from "./copy/validation";

/** The codes of a field's messages. */
export const FIELD_ERROR_CODES = [
  "required",
  "invalid_type",
  "too_long",
  "too_short",
  "too_large",
  "too_small",
  "too_many",
  "too_few",
  "invalid_choice",
  "invalid_format",
  "not_accepted",
  "duplicate",
  "invalid",
  "not_listed",
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** The codes of an error answer as a whole. */
export const API_ERROR_CODES = [
  "invalid_input",
  "unauthorized",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "conflict",
  "duplicate",
  "in_use",
  "closed",
  "empty",
  "unavailable",
  "not_allowed",
  "too_long",
  "precondition_failed",
  "idempotency_mismatch",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "server_error",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** What each field code means, for the document. */
export const FIELD_ERROR_CODE_TEXT: Record<FieldErrorCode, string> = {
  required: "The field is missing (or empty where a value is needed).",
  invalid_type: "The value is of the wrong JSON type (a text where a number goes, say).",
  too_long: "The text is longer than the field takes.",
  too_short: "The text is shorter than the field needs.",
  too_large: "The number is above the field's maximum.",
  too_small: "The number is below the field's minimum.",
  too_many: "The list has more items than the field takes.",
  too_few: "The list has fewer items than the field needs.",
  invalid_choice: "The value is not one of the field's choices.",
  invalid_format: "The text is not of the field's format (an email address, a web address, a phone number).",
  not_accepted: "The body has a field the call does not take.",
  duplicate: "The value is taken by another record (a name, slug, SKU or email address).",
  invalid: "The value is refused for another reason: the message says why.",
  not_listed: "`non_field_errors` only: more fields or messages were at fault than the answer lists.",
};

/** What each answer code means, for the document. */
export const API_ERROR_CODE_TEXT: Record<ApiErrorCode, string> = {
  invalid_input: "400: the body or query is refused; `errors` and `codes` name each field at fault.",
  unauthorized: "401: no token, or one that is not (or no longer) valid; or a wrong login.",
  forbidden: "403: the token's account may not make this call.",
  not_found: "404: no such record or path.",
  method_not_allowed: "405: the path does not take the method (`Allow` names those it takes).",
  conflict: "409: the change conflicts with what is stored; `message` says why.",
  duplicate: "409: every field at fault is taken by another record (`codes` says `duplicate`).",
  in_use: "409: the record is still used by others (a category with products).",
  closed: "409: the record is closed to this change (a closed inquiry, an answered quote).",
  empty: "409: there is nothing to act on (an empty quote basket).",
  unavailable: "409: the record is not available (a product no longer offered).",
  not_allowed: "409: the record's state does not allow the change.",
  too_long: "400: what was sent is too long as a whole.",
  precondition_failed: "412: the record changed since the client read it (`If-Match`).",
  idempotency_mismatch: "409/422: an `Idempotency-Key` was used before with another request.",
  payload_too_large: "413: the body is too large.",
  unsupported_media_type: "415: the body is not of the content type the call takes.",
  rate_limited: "429: too many requests; wait the seconds of `Retry-After` (or `RateLimit-Reset`).",
  server_error: "500: the server failed; nothing was changed.",
};

/** The answer code of a status, when nothing more precise is known. */
export function codeOfStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400:
    case 422:
      return "invalid_input";
    case 401:
      return "unauthorized";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 405:
      return "method_not_allowed";
    case 409:
      return "conflict";
    case 412:
      return "precondition_failed";
    case 413:
      return "payload_too_large";
    case 415:
      return "unsupported_media_type";
    case 429:
      return "rate_limited";
    default:
      return status >= 500 ? "server_error" : "invalid_input";
  }
}

/**
 * The code of each message made for a field. A message says one thing, so it has one code
 * wherever it is shown: the messages of the site's own rules are known here, and every message
 * made from a zod issue is added as it is made (`noteMessageCode`). The set is bounded by the
 * schemas' rules (their limits, their words), never by what a client sends.
 */
const MESSAGE_CODES = new Map<string, FieldErrorCode>([
  [validation.fieldRequired, "required"],
  [validation.enterText, "invalid_type"],
  [validation.enterNumber, "invalid_type"],
  [validation.enterWholeNumber, "invalid_type"],
  [validation.enterTrueOrFalse, "invalid_type"],
  [validation.enterList, "invalid_type"],
  [validation.enterFields, "invalid_type"],
  [validation.enterValidValue, "invalid"],
  [validation.enterValidAddress, "invalid_format"],
  [validation.emailInvalid, "invalid_format"],
  [validation.phoneInvalid, "invalid_format"],
  [validation.chooseOption, "invalid_choice"],
  [validation.fieldNotAccepted, "not_accepted"],
  [validation.passwordsDoNotMatch, "invalid"],
  [validation.passwordTooCommon, "invalid"],
  [validation.passwordTooLong, "too_long"],
]);
for (const [key, message] of Object.entries(validation)) {
  if (typeof message !== "string") continue;
  if (key.endsWith("Required")) MESSAGE_CODES.set(message, "required");
  else if (key.endsWith("Min")) MESSAGE_CODES.set(message, "too_short");
}

/** Records the code of a message made for a field (the first code a message is made with stays). */
export function noteMessageCode(message: string, code: FieldErrorCode) {
  if (!MESSAGE_CODES.has(message)) MESSAGE_CODES.set(message, code);
}

/** The code of a field's message: `invalid` for a message made without a rule this list knows. */
export const codeOfMessage = (message: string): FieldErrorCode => MESSAGE_CODES.get(message) ?? "invalid";

type IssueLike = { code: string; message: string; origin?: string; minimum?: unknown; input?: unknown };

/** The field code of a zod issue (its kind, and for sizes what was measured). */
export function codeOfIssue(issue: IssueLike, { missing = false }: { missing?: boolean } = {}): FieldErrorCode {
  switch (issue.code) {
    case "invalid_type":
      return missing || MESSAGE_CODES.get(issue.message) === "required" ? "required" : "invalid_type";
    case "too_big":
      if (issue.origin === "string") return "too_long";
      if (issue.origin === "array" || issue.origin === "set") return "too_many";
      return "too_large";
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? "required" : "too_short";
      if (issue.origin === "array" || issue.origin === "set") return "too_few";
      return "too_small";
    case "invalid_format":
      return "invalid_format";
    case "invalid_value":
    case "invalid_key":
      return "invalid_choice";
    case "unrecognized_keys":
      return "not_accepted";
    case "invalid_union":
      return missing ? "required" : (MESSAGE_CODES.get(issue.message) ?? "invalid");
    default:
      return MESSAGE_CODES.get(issue.message) ?? "invalid";
  }
}
