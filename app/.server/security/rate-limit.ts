/**
 * Abuse limits kept in SQLite, so every process on the site counts together and a restart
 * forgets nothing. Fixed windows: at most `limit` hits per `windowSeconds` per (bucket, client).
 * One conditional upsert per hit, in a file of its own (rate-limit-store.ts); rows of windows
 * long past are pruned now and then.
 */
import { createHash } from "node:crypto";

import { limitsCopy } from "~/lib/copy/limits";

import { config, type RateLimitBucket } from "../config";
import { rateLimitStore } from "./rate-limit-store";

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The limits that count an account's wrong passwords, not a connection's requests: their refusal
 * says so (and that a reset opens the account at once), on the page and in the API alike.
 */
const ACCOUNT_BUCKETS: ReadonlySet<RateLimitBucket> = new Set(["login_account", "login_device", "password_check"]);

const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Thrown by the API doors; page actions answer with the form and its message instead. */
export class RateLimited extends Error {
  override name = "RateLimited";
  constructor(
    readonly retryAfterSeconds: number,
    /** The limit that refused: the page's message names its cause (limitedAnswer). */
    readonly bucket?: RateLimitBucket,
  ) {
    super(bucket && ACCOUNT_BUCKETS.has(bucket) ? limitsCopy.accountLocked(minutesOf(retryAfterSeconds)) : limitsCopy.tooManyRequests(retryAfterSeconds));
  }
}

const keyOf = (bucket: RateLimitBucket, client: string) => createHash("sha256").update(`${bucket}\u0000${client.toLowerCase()}`).digest("base64url");

const nowSeconds = () => Math.floor(Date.now() / 1000);
const PRUNE_EVERY = 500;
const PRUNE_OLDER_THAN_SECONDS = 24 * 60 * 60;
let hitsSincePrune = 0;

function windowOf(bucket: RateLimitBucket) {
  const rule = config().rateLimits[bucket];
  const now = nowSeconds();
  const start = now - (now % rule.windowSeconds);
  return { rule, now, start };
}

function pruneNowAndThen(now: number) {
  if (++hitsSincePrune < PRUNE_EVERY) return;
  hitsSincePrune = 0;
  rateLimitStore().prune.run(now - PRUNE_OLDER_THAN_SECONDS);
}

/**
 * Takes one of the window's slots, or refuses when they are all taken. The slot is taken before
 * the work it guards, so slow work (a password check) cannot be started more often than the limit
 * by callers racing each other; a refused hit is not counted.
 */
export function hit(bucket: RateLimitBucket, client: string): RateLimitVerdict {
  const { rule, now, start } = windowOf(bucket);
  const row = rateLimitStore().hit.get({ key: keyOf(bucket, client), start, limit: rule.limit });
  pruneNowAndThen(now);
  if (row) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, start + rule.windowSeconds - now) };
}

/**
 * The state of a client's current window, read without counting (issue 33: the API's
 * `RateLimit-*` headers): the limit, the slots left, and the seconds until the window ends.
 */
export function windowState(bucket: RateLimitBucket, client: string): { limit: number; remaining: number; resetSeconds: number } {
  const { rule, now, start } = windowOf(bucket);
  const used = rateLimitStore().read.get(keyOf(bucket, client), start)?.count ?? 0;
  return { limit: rule.limit, remaining: Math.max(0, rule.limit - used), resetSeconds: Math.max(1, start + rule.windowSeconds - now) };
}

/** Returns a slot taken by `hit` in this window, when the work it guarded did not count. */
export function giveBack(bucket: RateLimitBucket, client: string) {
  rateLimitStore().giveBack.run(keyOf(bucket, client), windowOf(bucket).start);
}

/** Forgets a client's count: a successful login clears its failed attempts. */
export function reset(bucket: RateLimitBucket, client: string) {
  rateLimitStore().forget.run(keyOf(bucket, client));
}

/** Counts a hit and throws RateLimited when over the limit (API doors). */
export function enforce(bucket: RateLimitBucket, client: string) {
  const verdict = hit(bucket, client);
  if (!verdict.allowed) throw new RateLimited(verdict.retryAfterSeconds, bucket);
}

/**
 * For page actions: the form-level message and the Retry-After header of a 429. The message
 * names the cause: the account's limit of wrong passwords, or (any other) the connection's.
 */
export function limitedAnswer(retryAfterSeconds: number, bucket?: RateLimitBucket) {
  const minutes = minutesOf(retryAfterSeconds);
  return {
    message: bucket && ACCOUNT_BUCKETS.has(bucket) ? limitsCopy.accountLocked(minutes) : limitsCopy.tooManyAttempts(minutes),
    init: { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  };
}
