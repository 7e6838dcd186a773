/**
 * The key a post is claiming while its write runs, and the claim writeTransaction (db.ts) makes at
 * the end of the outermost write transaction. Apart from keys.ts so that db.ts can read it without
 * importing keys.ts, which reads the database (no import cycle, docs/decisions/033).
 */
import { AsyncLocalStorage } from "node:async_hooks";

import type Database from "better-sqlite3";

/** A used key is remembered this long: long enough for any retry, short enough to stay small. */
export const SUBMISSION_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export const cutoff = () => new Date(Date.now() - SUBMISSION_KEY_TTL_MS).toISOString();

class RepeatedSubmission extends Error {
  constructor() {
    super("This form was already submitted");
  }
}

/** A write refused because its key was claimed first: work done after an answer (after-answer.ts) stops there quietly. */
export const isRepeatedSubmission = (error: unknown) => error instanceof RepeatedSubmission;

export type Pending = { key: string; claimed: boolean };
export const pending = new AsyncLocalStorage<Pending>();

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
