/** Field rules shared by several forms and by the JSON API. */
import { MAX_LENGTH } from "../constants";
import { validation } from "../copy/validation";
import { utcFromScheduleInput } from "../schedule-time";
import { whenMissing, z } from "./zod";

/** A browser sends a text area's line breaks as CRLF: kept as "\n", so a form saved untouched stores the text it showed. */
export const unixLineBreaks = (text: string) => text.replace(/\r\n?/g, "\n");

/** A required text field: trimmed, line breaks as "\n", with the spec's message when empty. */
export function requiredText(required: string, max: number) {
  return z
    .string({ error: whenMissing(required) })
    .overwrite(unixLineBreaks)
    .trim()
    .min(1, required)
    .max(max, validation.tooLong(max));
}

/**
 * Optional free text: trimmed, at most `max` characters, "" when blank or absent. A browser sends
 * a text area's line breaks as CRLF; they are kept as "\n", so a form saved untouched stores the
 * text it showed.
 */
export function optionalText(max: number, message = validation.tooLong(max)) {
  return z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((text) => unixLineBreaks(text ?? ""));
}

export const emailField = z
  .string({ error: whenMissing(validation.emailRequired) })
  .trim()
  .min(1, validation.emailRequired)
  .max(MAX_LENGTH.email, validation.tooLong(MAX_LENGTH.email))
  .pipe(z.email(validation.emailInvalid))
  .transform((email) => email.toLowerCase());

/** Digits, spaces, hyphens, plus and parentheses, as section 5 allows. */
export const PHONE_PATTERN = /^[0-9+\-\s()]+$/;

export const passwordField = z
  .string({ error: whenMissing(validation.passwordRequired) })
  .min(1, validation.passwordRequired)
  .min(6, validation.passwordMin)
  .max(MAX_LENGTH.password, validation.passwordTooLong);

// Written as optional-then-transform (not preprocess): Conform turns an empty field into
// undefined and does not run preprocessors for absent values.
/**
 * The tick boxes of the forms, each with the value a JSON create takes when it leaves the field
 * out (issue 33): the JSON API reads such a field as a JSON boolean only (write-bodies.ts), and
 * documents this default; a form leaving a box out means it is unticked.
 */
export const checkboxApiDefaults: WeakMap<z.ZodType, boolean> = new WeakMap();
function tickBox(apiDefault: boolean) {
  const field = z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((value) => value === true || value === "on" || value === "true" || value === "1");
  checkboxApiDefaults.set(field, apiDefault);
  return field;
}
/** A tick box: a form posts "on" or nothing, JSON sends a boolean; both read the same. A JSON create without it: false. */
export const checkbox = tickBox(false);
/** A tick box a JSON create without it takes as ticked: the table's default (a category active, a product available). */
export const checkboxOnByDefault = tickBox(true);

/**
 * A field added after the API had clients (a client written before it cannot send it). Since
 * issue 33 every optional field left out of a JSON API PUT keeps its stored value
 * (docs/decisions/052), so this mark only names such fields where their rule is declared.
 */
export const keptOnPutFields: WeakSet<z.ZodType> = new WeakSet();
export function keptOnPut<Field extends z.ZodType>(field: Field): Field {
  keptOnPutFields.add(field);
  return field;
}

/**
 * A planned time of scheduled publishing (issue 32, docs/decisions/046): the form's
 * `datetime-local` text in India's time zone, or the API's zoned ISO time; stored as UTC ISO text,
 * null when blank. Whether it is in the future is the domain's check (it knows "now"). Kept on a
 * PUT that leaves it out (added after the API had clients).
 */
export function scheduleTimeField(invalidMessage: string) {
  return keptOnPut(
    z
      .string()
      .trim()
      .max(40, invalidMessage)
      .nullish()
      .transform((text, ctx) => {
        if (!text) return null;
        const utc = utcFromScheduleInput(text);
        if (utc === null) {
          ctx.addIssue({ code: "custom", message: invalidMessage });
          return z.NEVER;
        }
        return utc;
      }),
  );
}
