/**
 * The one answer of every domain command (docs/architecture.md, "Conventions of the domain"):
 * done (`{ok: true, record}`; `{ok: true}` after a delete, which answers nothing), the
 * input refused field by field (`{ok: false, errors}`), or the command refused as a whole, with a
 * reason a door can map to its status and a message it can show (`{ok: false, reason, message}`).
 */
import { panelCopy } from "~/lib/copy/panel";

export type FieldErrors = Record<string, string[]>;

/**
 * Why a command was refused as a whole. Each door maps it: `not_found` is a 404 everywhere; the
 * JSON API answers the others 409 with the message, the panel shows the message.
 */
export type Reason = "not_found" | "forbidden" | "not_allowed" | "in_use" | "closed" | "empty" | "too_long" | "invalid" | "unavailable";

export type Refused<R extends Reason = Reason> = { ok: false; reason: R; message: string };
/**
 * `conflict`: every field at fault conflicts with what is stored (a taken SKU, address, name or
 * slug), not with the rules of the input: the doors answer it as a conflict (the API's 409).
 */
export type Invalid = { ok: false; errors: FieldErrors; conflict?: true };
export type Done<T> = { ok: true; record: T };

export type Result<T, R extends Reason = "not_found"> = Done<T> | Invalid | Refused<R>;

/** A command that takes no input to check (a delete): done, or refused. */
export type Removal<R extends Reason = "not_found"> = { ok: true } | Refused<R>;

export function refused<R extends Reason>(reason: R, message: string): Refused<R> {
  return { ok: false, reason, message };
}

export function notFound(): Refused<"not_found"> {
  return refused("not_found", panelCopy.notFound);
}

/** The account may not do this (its role, or its account is not approved). */
export function forbidden(): Refused<"forbidden"> {
  return refused("forbidden", "You do not have permission to perform this action.");
}

/**
 * The input refused field by field. `conflicts` names the fields whose errors here can only say
 * "already taken": when they are the only fields at fault, the refusal is a conflict with stored
 * data (issue 33), whatever door asked.
 */
export function invalid(errors: FieldErrors, { conflicts = [] }: { conflicts?: readonly string[] } = {}): Invalid {
  const fields = Object.keys(errors);
  const conflict = conflicts.length > 0 && fields.length > 0 && fields.every((field) => conflicts.includes(field));
  return conflict ? { ok: false, errors, conflict: true } : { ok: false, errors };
}
