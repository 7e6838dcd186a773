/**
 * One-time submission keys (docs/decisions/008-one-time-submission-keys.md). Every form that
 * stores something carries a key rendered into it; a post whose key was already used stores
 * nothing new and is answered as the first was. The doors (page actions) call
 * `withSubmissionKey(submissionKeyOf(formData, door), () => create(...))`; the domain functions
 * stay as they are: the key is claimed by `writeTransaction` (db.ts) at the end of the first write
 * transaction that changes something while it is pending, so the claim and the record commit
 * together or not at all, and of two posts at the same moment only one gets the key.
 */
import { createHash, randomBytes } from "node:crypto";

import { ENHANCED_FIELD, SUBMISSION_KEY_FIELD } from "~/lib/form-constants";

import { db } from "../db";
import { cutoff, isRepeatedSubmission, type Pending, pending } from "./pending-claim";

export { isRepeatedSubmission, SUBMISSION_KEY_TTL_MS } from "./pending-claim";

/** What a form carries: random, unguessable, the same shape as the check below accepts. */
export function newSubmissionKey(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * The key a post claims: the rendered key together with the door and the content. A public page
 * may reach many visitors from one render (the page memo, a CDN), so the rendered key alone could
 * be shared by two people; two people sending the same words from the same render are one message.
 * Null when the post carries no key (an old form, an API client): it is stored as before.
 */
export function submissionKeyOf(formData: FormData, door: string): string | null {
  const rendered = formData.get(SUBMISSION_KEY_FIELD);
  if (typeof rendered !== "string" || !/^[A-Za-z0-9_-]{16,64}$/.test(rendered)) return null;
  const digest = createHash("sha256").update(`${door}\0${rendered}\0`);
  const entries = [...formData.entries()].filter(([name]) => name !== SUBMISSION_KEY_FIELD && name !== ENHANCED_FIELD);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of entries) {
    // A file by its name, type and size: re-posting the same form sends the same file.
    const text = typeof value === "string" ? value : `file:${value.name}:${value.type}:${value.size}`;
    digest.update(`${name}\0${text}\0`);
  }
  return digest.digest("base64url");
}

export type Submitted<T> = { repeated: false; value: T } | { repeated: true };

function keyUsed(key: string): boolean {
  return db().$client.prepare("select 1 from submission_keys where key = ? and created_at >= ?").get(key, cutoff()) !== undefined;
}

/**
 * Runs `write` (which stores through writeTransaction) once per key. A repeat, sequential or at
 * the same moment, gets `{ repeated: true }` and its write is undone (or never started). A write
 * that stores nothing (invalid input, an unavailable item) leaves the key free for the next try.
 */
export async function withSubmissionKey<T>(key: string | null, write: () => T | Promise<T>): Promise<Submitted<T>> {
  if (!key) return { repeated: false, value: await write() };
  // Spares the work before the write (an image, a password hash) for the common, sequential repeat.
  if (keyUsed(key)) return { repeated: true };
  const slot: Pending = { key, claimed: false };
  try {
    const value = await pending.run(slot, write);
    // Refused because a twin sent at the same moment stored it first ("email already taken"):
    // the twin's answer is this post's answer too.
    if (!slot.claimed && keyUsed(key)) return { repeated: true };
    return { repeated: false, value };
  } catch (error) {
    if (isRepeatedSubmission(error) || (!slot.claimed && keyUsed(key))) return { repeated: true };
    throw error;
  }
}

/** A repeat, answered as a stored save is: `ok`. */
export type RepeatedSave = { ok: true; repeated: true };

/** For saves that answer `{ ok: true, ... } | { ok: false, ... }` (the panel's creates). */
export async function saveOnce<T extends { ok: boolean }>(key: string | null, save: () => T | Promise<T>): Promise<T | RepeatedSave> {
  const stored = await withSubmissionKey(key, save);
  return stored.repeated ? { ok: true, repeated: true } : stored.value;
}
