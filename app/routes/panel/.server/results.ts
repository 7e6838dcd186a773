/**
 * How the panel's routes read a domain command's refusal: whether it means 404, the reasons per
 * field, and a message for the whole form. It reads the one result union of the domain
 * (`{ok: false, errors}` or `{ok: false, reason, message}`, app/.server/result.ts) and the older
 * shapes still answered by modules not yet moved to it (`notFound`, `fieldErrors`).
 */
type FieldErrors = Record<string, string[]>;

/** Any domain answer the panel saves or deletes with. */
export type SaveOutcome =
  | { ok: true }
  | { ok: false; errors: FieldErrors }
  | { ok: false; reason: string; message: string }
  | { ok: false; fieldErrors: FieldErrors }
  | { ok: false; notFound: true }
  | { ok: false; message: string };

export type Refusal = { notFound: boolean; fieldErrors: FieldErrors | null; message: string | null };

/** Null when the command was done; otherwise what the form shows. */
export function refusalOf(outcome: SaveOutcome): Refusal | null {
  if (outcome.ok) return null;
  const notFound = ("notFound" in outcome && outcome.notFound) || ("reason" in outcome && outcome.reason === "not_found");
  const fieldErrors = "errors" in outcome ? outcome.errors : "fieldErrors" in outcome ? outcome.fieldErrors : null;
  const message = "message" in outcome ? outcome.message : null;
  return { notFound: Boolean(notFound), fieldErrors, message };
}
