/**
 * Issue 33: the webhook outbox. An event becomes one `webhook_deliveries` row per active endpoint
 * subscribed to it, written with the transaction of the change that causes it (as the email
 * outbox, docs/decisions/004): a change rolled back leaves no delivery, a committed one leaves a
 * delivery on disk that the worker (worker.ts) sends however long the endpoint is away.
 *
 * The body is fixed here, at event time: `{id, type, created_at, data}`. The worker signs the same
 * bytes at each attempt, and a replay sends them again as a new delivery.
 */
import { randomBytes } from "node:crypto";

import { and, count, desc, eq, inArray, ne, or, sql } from "drizzle-orm";

import { webhookCopy } from "~/lib/copy/webhooks";
import type { WebhookEvent } from "~/lib/webhook-events";

import { type AppDatabase, db, schema } from "../db";
import { notFound, refused, type Result } from "../result";
import { subscribedEndpoints } from "./endpoints";

const { webhookDeliveries } = schema;

export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;

/** The JSON body of every delivery of one event. */
export type WebhookBody = { id: string; type: WebhookEvent; created_at: string; data: unknown };

/**
 * Queues `event` for every active endpoint subscribed to it. Call it with the transaction of the
 * change that causes it, so both commit or neither does. Returns the deliveries' ids.
 */
export function enqueueWebhookEvent(tx: AppDatabase, event: WebhookEvent, data: unknown): number[] {
  const endpoints = subscribedEndpoints(tx, event);
  if (endpoints.length === 0) return [];
  const body: WebhookBody = { id: `evt_${randomBytes(12).toString("hex")}`, type: event, created_at: new Date().toISOString(), data };
  const payload = JSON.stringify(body);
  return tx
    .insert(webhookDeliveries)
    .values(endpoints.map((endpoint) => ({ endpoint_id: endpoint.id, event, payload })))
    .returning({ id: webhookDeliveries.id })
    .all()
    .map(({ id }) => id);
}

/**
 * Replay: a new pending delivery with the same body (the same event id, so a receiver that keeps
 * the ids it has seen can tell), due now. Only a delivery that was delivered or failed: one still
 * pending or sending is on its way already.
 */
export function replayWebhookDelivery(id: number): Result<WebhookDelivery, "not_found" | "not_allowed"> {
  const original = db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).get();
  if (!original) return notFound();
  if (original.status !== "delivered" && original.status !== "failed") return refused("not_allowed", webhookCopy.notDelivered);
  const copy = db().insert(webhookDeliveries).values({ endpoint_id: original.endpoint_id, event: original.event, payload: original.payload }).returning().get();
  return { ok: true, record: copy };
}

export const DELIVERIES_PAGE_SIZE = 20;

/** The deliveries view: newest first, with their last answers. */
export function listWebhookDeliveries(options: { endpointId?: number; status?: WebhookDelivery["status"][]; page?: number } = {}) {
  const page = Math.max(Math.trunc(options.page ?? 1), 1);
  const conditions = [
    options.endpointId === undefined ? undefined : eq(webhookDeliveries.endpoint_id, options.endpointId),
    options.status?.length ? inArray(webhookDeliveries.status, options.status) : undefined,
  ].filter((condition) => condition !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const results = db()
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERIES_PAGE_SIZE)
    .offset((page - 1) * DELIVERIES_PAGE_SIZE)
    .all();
  const total = db().select({ value: count() }).from(webhookDeliveries).where(where).get()?.value ?? 0;
  return { results, count: total, page, pageSize: DELIVERIES_PAGE_SIZE };
}

export function getWebhookDelivery(id: number): WebhookDelivery | undefined {
  return db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).get();
}

/**
 * An account's erasure (accounts/personal-data.ts): deliveries whose body names one of its proven
 * addresses or the account itself (as `user_id`, or the `account` of account.registered) are
 * deleted, sent or waiting; one being sent at this moment is left to finish.
 */
export function eraseWebhookDeliveriesAbout(tx: AppDatabase, userId: number, provenAddresses: readonly string[]): number {
  const mentions = [...provenAddresses.map((address) => JSON.stringify(address)), `"user_id":${userId},`, `"account":{"id":${userId},`];
  return tx
    .delete(webhookDeliveries)
    .where(and(ne(webhookDeliveries.status, "sending"), or(...mentions.map((text) => sql`instr(${webhookDeliveries.payload}, ${text}) > 0`))))
    .run().changes;
}
