/**
 * How the panel's routes read a domain command's refusal (the one result union of the domain,
 * app/.server/result.ts): whether it means 404, the reasons per field, and a message for the form.
 */
import type { FieldErrors, Refused } from "~/.server/result";

/** Any domain answer the panel saves or deletes with. */
export type SaveOutcome = { ok: true } | { ok: false; errors: FieldErrors } | Refused;

export type Refusal = { notFound: boolean; fieldErrors: FieldErrors | null; message: string | null };

/** Null when the command was done; otherwise what the form shows. */
export function refusalOf(outcome: SaveOutcome): Refusal | null {
  if (outcome.ok) return null;
  if ("errors" in outcome) return { notFound: false, fieldErrors: outcome.errors, message: null };
  return { notFound: outcome.reason === "not_found", fieldErrors: null, message: outcome.message };
}
