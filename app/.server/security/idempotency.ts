/**
 * Idempotency keys (issue 33, docs/decisions/056), Stripe's semantics: the first request with a
 * key claims it, and its answer is kept for 24 hours; the same key with the same request replays
 * that answer; the same key with another request is refused; a key whose request is still running
 * is refused too and stores nothing. Keys belong to who sent them (`owner`), so two clients never
 * share one. No HTTP here: the API door (app/routes/api/.server/idempotency.ts) reads the header
 * and writes the answers.
 *
 * The claim holds under concurrency and across processes: the row (status null, "in flight") is
 * inserted first in its own write, and the unique index on (owner, key) picks the one winner.
 */
import { db } from "~/.server/db";

/** How long a finished answer is replayed (and its key taken). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim still in flight after this long was left by a process that stopped: it may be claimed again. */
export const IDEMPOTENCY_ABANDONED_MS = 60 * 1000;
/** The key: 1 to 255 printable ASCII characters (space to tilde). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

export const isValidIdempotencyKey = (key: string) => IDEMPOTENCY_KEY_PATTERN.test(key);

export type IdempotentRequest = { owner: string; key: string; method: string; path: string; bodyHash: string };
export type KeptAnswer = { status: number; headers: Record<string, string>; body: string };

export type Claim =
  /** This request holds the key: run it, then `finishClaim` (or `releaseClaim` when its answer is not kept). */
  | { kind: "claimed"; id: number }
  /** The same request was answered before: send this answer again. */
  | { kind: "replay"; answer: KeptAnswer }
  /** The key was used for another request (path, method or body). */
  | { kind: "mismatch" }
  /** The key's first request is still running. */
  | { kind: "in_flight" };

type Row = {
  id: number;
  method: string;
  path: string;
  body_hash: string;
  status: number | null;
  response_headers: string | null;
  response_body: string | null;
  created_at: string;
};

const iso = (time: number) => new Date(time).toISOString();

/** Removes the rows past their 24 hours (as new ones come), then claims the key or says why not. */
export function claimIdempotencyKey(request: IdempotentRequest, now: Date = new Date()): Claim {
  const client = db().$client;
  const at = now.getTime();
  client.prepare("delete from idempotency_keys where created_at < ?").run(iso(at - IDEMPOTENCY_TTL_MS));
  const inserted = client
    .prepare(
      `insert into idempotency_keys (owner, idempotency_key, method, path, body_hash, status, created_at)
       values (?, ?, ?, ?, ?, null, ?) on conflict (owner, idempotency_key) do nothing`,
    )
    .run(request.owner, request.key, request.method, request.path, request.bodyHash, iso(at));
  if (inserted.changes === 1) return { kind: "claimed", id: Number(inserted.lastInsertRowid) };

  const row = client
    .prepare(
      "select id, method, path, body_hash, status, response_headers, response_body, created_at from idempotency_keys where owner = ? and idempotency_key = ?",
    )
    .get(request.owner, request.key) as Row | undefined;
  // Removed between the two statements (released by its 5xx): the next try claims it.
  if (!row) return { kind: "in_flight" };
  if (row.status === null) {
    if (row.created_at >= iso(at - IDEMPOTENCY_ABANDONED_MS)) return { kind: "in_flight" };
    // Abandoned: take it over, only if nobody else did first (compare and set on the old row).
    const taken = client
      .prepare("update idempotency_keys set method = ?, path = ?, body_hash = ?, created_at = ? where id = ? and status is null and created_at = ?")
      .run(request.method, request.path, request.bodyHash, iso(at), row.id, row.created_at);
    return taken.changes === 1 ? { kind: "claimed", id: row.id } : { kind: "in_flight" };
  }
  if (row.method !== request.method || row.path !== request.path || row.body_hash !== request.bodyHash) return { kind: "mismatch" };
  return {
    kind: "replay",
    answer: { status: row.status, headers: JSON.parse(row.response_headers ?? "{}") as Record<string, string>, body: row.response_body ?? "" },
  };
}

/** Keeps the claimed request's answer, to be replayed. */
export function finishClaim(id: number, answer: KeptAnswer) {
  db()
    .$client.prepare("update idempotency_keys set status = ?, response_headers = ?, response_body = ? where id = ? and status is null")
    .run(answer.status, JSON.stringify(answer.headers), answer.body, id);
}

/** Frees the key (an answer not kept: a 5xx, a 429, a failure): the client may retry with it. */
export function releaseClaim(id: number) {
  db().$client.prepare("delete from idempotency_keys where id = ? and status is null").run(id);
}
