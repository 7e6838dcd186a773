/**
 * Issue 33: the webhook worker, inside the server process beside the email worker and built as it
 * is (email/worker.ts): it polls for due deliveries, claims each one atomically (`status 'pending'
 * -> 'sending'` naming this process, with a lease), POSTs the fixed body signed for this attempt,
 * and records the answer. A 2xx is 'delivered'; anything else (another status, a redirect, a
 * network error, no answer within DELIVERY_TIMEOUT_MS) counts an attempt and waits 1 min, 5 min,
 * 30 min, 2 h, 6 h; the 6th failure is final ('failed') until someone replays it.
 *
 * The clock is a parameter (`now`), so tests run the whole schedule without waiting.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";

import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";

import { db, schema } from "../db";
import { claimantIsGone } from "../email/worker";
import { repeatInBackground, type Repeating } from "../repeat";
import { endpointSigningSecret } from "./endpoints";
import type { WebhookDelivery } from "./outbox";
import { SIGNATURE_HEADER, signWebhookBody } from "./signature";

export const MAX_ATTEMPTS = 6;
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
/** How long one attempt may take, answer included. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** A claim's lease: well beyond one attempt's timeout, so it runs out only when its process is gone. */
export const SENDING_LEASE_MS = 5 * 60_000;
/** How much of an answer is kept (characters) and read (bytes). */
export const MAX_RESPONSE_CHARS = 1_000;
const MAX_RESPONSE_BYTES = 4 * MAX_RESPONSE_CHARS;
export const DEFAULT_POLL_MS = 5_000;
const BATCH_SIZE = 50;

const { webhookDeliveries } = schema;

const CLAIMANT = `${os.hostname()}:${process.pid}:${randomBytes(6).toString("hex")}`;

export type WebhookBatchResult = { delivered: number; retrying: number; failed: number };

type Clock = { now?: Date };

const at = (clock: Clock) => clock.now ?? new Date();

/** Deliveries left 'sending' by a process that is gone (or whose lease ran out) go back to 'pending'. */
export function recoverInterruptedDeliveries(clock: Clock = {}): number {
  const now = at(clock).toISOString();
  const held = db()
    .select({ id: webhookDeliveries.id, claimed_by: webhookDeliveries.claimed_by, lease: webhookDeliveries.next_attempt_at })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, "sending"))
    .all();
  let recovered = 0;
  for (const claim of held) {
    if (claim.lease > now && !claimantIsGone(claim.claimed_by, CLAIMANT)) continue;
    const sameClaim = claim.claimed_by === null ? isNull(webhookDeliveries.claimed_by) : eq(webhookDeliveries.claimed_by, claim.claimed_by);
    recovered += db()
      .update(webhookDeliveries)
      .set({ status: "pending", next_attempt_at: now, claimed_by: null })
      .where(and(eq(webhookDeliveries.id, claim.id), eq(webhookDeliveries.status, "sending"), sameClaim))
      .run().changes;
  }
  return recovered;
}

function claim(id: number, now: Date): WebhookDelivery | undefined {
  return db()
    .update(webhookDeliveries)
    .set({ status: "sending", next_attempt_at: new Date(now.getTime() + SENDING_LEASE_MS).toISOString(), claimed_by: CLAIMANT })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, "pending")))
    .returning()
    .get();
}

/** The start of an answer's body, read no further than MAX_RESPONSE_BYTES. */
async function boundedText(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < MAX_RESPONSE_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const text = Buffer.concat(chunks)
    .subarray(0, MAX_RESPONSE_BYTES)
    .toString("utf8")
    .replace(/\u0000/g, "");
  return text.length > MAX_RESPONSE_CHARS ? `${text.slice(0, MAX_RESPONSE_CHARS - 1)}…` : text;
}

function describeError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
  const name = (error as { name?: unknown })?.name;
  if (name === "TimeoutError" || name === "AbortError") return `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s.`;
  const parts = [typeof cause?.code === "string" ? cause.code : "", error instanceof Error ? error.message : String(error)];
  return parts.filter(Boolean).join(": ").slice(0, MAX_RESPONSE_CHARS);
}

type Attempt = { ok: boolean; statusCode: number | null; response: string };

async function attempt(row: WebhookDelivery, now: Date): Promise<Attempt> {
  const endpoint = endpointSigningSecret(row.endpoint_id);
  if (!endpoint) return { ok: false, statusCode: null, response: "The endpoint was removed." };
  const signal = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
  try {
    const response = await fetch(endpoint.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "Sadeli-Webhooks/1",
        "Sadeli-Event": row.event,
        "Sadeli-Delivery": String(row.id),
        [SIGNATURE_HEADER]: signWebhookBody(endpoint.secret, row.payload, Math.floor(now.getTime() / 1000)),
      },
      body: row.payload,
      // A redirect is an answer to record, never followed (it could lead anywhere).
      redirect: "manual",
      signal,
    });
    const text = await boundedText(response);
    return { ok: response.status >= 200 && response.status < 300, statusCode: response.status, response: text };
  } catch (error) {
    return { ok: false, statusCode: null, response: describeError(error) };
  }
}

function record(row: WebhookDelivery, result: Attempt, now: Date): "delivered" | "retrying" | "failed" {
  const attempts = row.attempts + 1;
  const common = { attempts, last_status_code: result.statusCode, last_response: result.response, last_attempt_at: now.toISOString(), claimed_by: null };
  if (result.ok) {
    db()
      .update(webhookDeliveries)
      .set({ ...common, status: "delivered", delivered_at: now.toISOString() })
      .where(eq(webhookDeliveries.id, row.id))
      .run();
    return "delivered";
  }
  const final = attempts >= MAX_ATTEMPTS;
  const delay = RETRY_DELAYS_MS[Math.min(attempts - 1, RETRY_DELAYS_MS.length - 1)] ?? RETRY_DELAYS_MS[0];
  db()
    .update(webhookDeliveries)
    .set({ ...common, status: final ? "failed" : "pending", ...(final ? {} : { next_attempt_at: new Date(now.getTime() + delay).toISOString() }) })
    .where(eq(webhookDeliveries.id, row.id))
    .run();
  return final ? "failed" : "retrying";
}

async function runBatch(options: Clock & { shouldStop?: () => boolean }): Promise<WebhookBatchResult> {
  const result: WebhookBatchResult = { delivered: 0, retrying: 0, failed: 0 };
  recoverInterruptedDeliveries(options);
  const now = at(options);
  const due = db()
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, "pending"), lte(webhookDeliveries.next_attempt_at, now.toISOString())))
    .orderBy(asc(webhookDeliveries.next_attempt_at), asc(webhookDeliveries.id))
    .limit(BATCH_SIZE)
    .all();
  for (const { id } of due) {
    if (options.shouldStop?.()) break;
    const row = claim(id, now);
    if (!row) continue;
    const outcome = record(row, await attempt(row, now), now);
    result[outcome] += 1;
    if (outcome !== "delivered") console.warn(`Webhook delivery #${row.id} (${row.event}) not delivered, attempt ${row.attempts + 1} of ${MAX_ATTEMPTS}.`);
  }
  return result;
}

let queue: Promise<unknown> = Promise.resolve();

/** Sends every due delivery once (each tick of the worker, and tests with their own `now`). */
export function processWebhooksOnce(options: Clock & { shouldStop?: () => boolean } = {}): Promise<WebhookBatchResult> {
  const run = queue.then(() => runBatch(options));
  queue = run.catch(() => undefined);
  return run;
}

let worker: Repeating | null = null;

function pollIntervalFromEnvironment(): number {
  const value = Number(process.env.WEBHOOK_POLL_MS);
  return Number.isInteger(value) && value >= 10 && value <= 3_600_000 ? value : DEFAULT_POLL_MS;
}

/** Starts polling (every WEBHOOK_POLL_MS, default 5 s); calling it twice does nothing. */
export function startWebhookWorker(options: { pollMs?: number } = {}) {
  if (worker) return;
  const recovered = recoverInterruptedDeliveries();
  if (recovered > 0) console.warn(`Webhook worker: ${recovered} delivery(ies) interrupted while sending will be sent again.`);
  worker = repeatInBackground((shouldStop) => processWebhooksOnce({ shouldStop }), {
    intervalMs: options.pollMs ?? pollIntervalFromEnvironment(),
    onError: (error) => console.error(`Webhook worker error: ${describeError(error)}`),
    holdsProcess: true,
  });
}

/** Stops polling and waits for the delivery under way, if any, to be recorded. */
export async function stopWebhookWorker() {
  const state = worker;
  if (!state) return;
  await state.stop();
  worker = null;
}

/** Counts by status, for the panel. */
export function webhookDeliveryCounts(): Record<WebhookDelivery["status"], number> {
  const counts = { pending: 0, sending: 0, delivered: 0, failed: 0 };
  const rows = db()
    .select({ status: webhookDeliveries.status, value: sql<number>`count(*)` })
    .from(webhookDeliveries)
    .groupBy(webhookDeliveries.status)
    .all();
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}
