/**
 * zod for every schema of the site. Jitless: zod would otherwise probe `new Function` in the
 * browser to compile fast parsers, which the Content-Security-Policy (no 'unsafe-eval') refuses
 * and reports as a violation on every page that loads a form.
 *
 * Issue 33 (defect 8): a rule declared without a message of its own is told in a person's words
 * (validation.ts), never zod's default English ("Invalid input: expected number, received NaN",
 * "Too big: expected string to have <=1000 characters"): the forms, the panel and the JSON API
 * all read the same messages, and the forms translate them (translateMessage).
 */
import { z } from "zod";

import { codeOfIssue, noteMessageCode } from "../api-error-codes";
import { validation } from "../copy/validation";

type Issue = z.core.$ZodRawIssue;

const TYPE_MESSAGES: Record<string, string> = {
  string: validation.enterText,
  number: validation.enterNumber,
  int: validation.enterWholeNumber,
  bigint: validation.enterWholeNumber,
  boolean: validation.enterTrueOrFalse,
  array: validation.enterList,
  tuple: validation.enterList,
  set: validation.enterList,
  object: validation.enterFields,
  record: validation.enterFields,
  map: validation.enterFields,
  date: validation.enterValidValue,
};

const missing = (input: unknown) => input === undefined || input === null;

function sizeMessage(issue: Issue & { code: "too_big" | "too_small" }): string {
  const big = issue.code === "too_big";
  const limit = Number(big ? (issue as { maximum: number | bigint }).maximum : (issue as { minimum: number | bigint }).minimum);
  const inclusive = (issue as { inclusive?: boolean }).inclusive !== false;
  switch (issue.origin) {
    case "string":
      if (!big && limit <= 1) return validation.fieldRequired;
      return big ? validation.tooLong(limit) : validation.tooShort(limit);
    case "number":
    case "int":
    case "bigint":
      if (big) return inclusive ? validation.numberAtMost(limit) : validation.numberBelow(limit);
      return inclusive ? validation.numberAtLeast(limit) : validation.numberAbove(limit);
    case "array":
    case "set":
      return big ? validation.itemsAtMost(limit) : validation.itemsAtLeast(limit);
    default:
      return validation.enterValidValue;
  }
}

/** The message of an issue whose rule gave none. */
export function fieldMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      if (missing(issue.input)) return validation.fieldRequired;
      // NaN is a number to JavaScript, not to a person: a text that is not one.
      return TYPE_MESSAGES[issue.expected] ?? validation.enterValidValue;
    case "too_big":
    case "too_small":
      return sizeMessage(issue);
    case "invalid_format":
      if (issue.format === "email") return validation.emailInvalid;
      if (issue.format === "url") return validation.enterValidAddress;
      return validation.enterValidValue;
    case "invalid_value":
      return validation.chooseOption;
    case "unrecognized_keys":
      return validation.fieldNotAccepted;
    case "invalid_union":
      return missing(issue.input) ? validation.fieldRequired : validation.enterValidValue;
    default:
      return validation.enterValidValue;
  }
}

/** The message of an issue, its machine code noted beside it for the API's `codes` (api-error-codes.ts). */
function fieldMessageWithCode(issue: Issue): string {
  const message = fieldMessage(issue);
  noteMessageCode(message, codeOfIssue({ ...issue, message } as never, { missing: missing(issue.input) }));
  return message;
}

z.config({ jitless: true, customError: fieldMessageWithCode });

/**
 * A field's own "is required" message, for a value that is absent: `z.string({ error:
 * whenMissing(copy.nameRequired) })`. A value of the wrong type (a name sent as a number) is told
 * what to send instead (fieldMessage), never that it is required.
 */
export function whenMissing(message: string) {
  noteMessageCode(message, "required");
  return (issue: { input?: unknown }) => (missing(issue.input) ? message : undefined);
}

export { z };
