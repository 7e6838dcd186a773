/**
 * One-time submission keys (docs/decisions/008-one-time-submission-keys.md). Every form that
 * stores something carries a key rendered into it; a post whose key was already used stores
 * nothing new and is answered as the first was. The doors (page actions) call
 * `withSubmissionKey(submissionKeyOf(formData, door), () => create(...))`; the domain functions
 * stay as they are: the key is claimed by `writeTransaction` (db.ts) at the end of the first write
 * transaction that changes something while it is pending, so the claim and the record commit
 * together or not at all, and of two posts at the same moment only one gets the key.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash, randomBytes } from "node:crypto";

import type Database from "better-sqlite3";

import { ENHANCED_FIELD, SUBMISSION_KEY_FIELD } from "~/lib/form-constants";

import { db } from "../db";

/** A used key is remembered this long: long enough for any retry, short enough to stay small. */
export const SUBMISSION_KEY_TTL_MS = 24 * 60 * 60 * 1000;

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

class RepeatedSubmission extends Error {
  constructor() {
    super("This form was already submitted");
  }
}

/** A write refused because its key was claimed first: work done after an answer (after-answer.ts) stops there quietly. */
export const isRepeatedSubmission = (error: unknown) => error instanceof RepeatedSubmission;

type Pending = { key: string; claimed: boolean };
const pending = new AsyncLocalStorage<Pending>();

const cutoff = () => new Date(Date.now() - SUBMISSION_KEY_TTL_MS).toISOString();

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
    if (error instanceof RepeatedSubmission || (!slot.claimed && keyUsed(key))) return { repeated: true };
    throw error;
  }
}

/**
 * For writeTransaction only: when a key is pending, the claim to make at the end of the outermost
 * write transaction, if that transaction changed anything. Null otherwise (nothing to do).
 */
export function pendingSubmissionClaim(client: Database.Database): { finish(): void } | null {
  const slot = pending.getStore();
  if (!slot || slot.claimed || client.inTransaction) return null;
  const changes = client.prepare("select total_changes()").pluck();
  const before = changes.get() as number;
  return {
    finish() {
      if ((changes.get() as number) === before) return;
      client.prepare("delete from submission_keys where created_at < ?").run(cutoff());
      const claimed = client
        .prepare("insert into submission_keys (key, created_at) values (?, ?) on conflict (key) do nothing")
        .run(slot.key, new Date().toISOString());
      // Thrown inside the transaction: the record written with it is rolled back.
      if (claimed.changes === 0) throw new RepeatedSubmission();
      slot.claimed = true;
    },
  };
}

/** A repeat, answered as a stored save is: `ok`. */
export type RepeatedSave = { ok: true; repeated: true };

/** For saves that answer `{ ok: true, ... } | { ok: false, ... }` (the panel's creates). */
export async function saveOnce<T extends { ok: boolean }>(key: string | null, save: () => T | Promise<T>): Promise<T | RepeatedSave> {
  const stored = await withSubmissionKey(key, save);
  return stored.repeated ? { ok: true, repeated: true } : stored.value;
}
