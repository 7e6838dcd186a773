/**
 * Issue 31: an accepted quotation becomes an order when the team confirms it (decision 039: the
 * team checks the advance and the buyer's purchase order first). The order gets its number
 * (SO/2026-27/0001) and moves forward through its steps, each with its date; a dispatch carries
 * the carrier and the tracking number.
 */
import { asc, eq } from "drizzle-orm";

import type { User } from "~/.server/accounts/users";
import { recordAudit } from "~/.server/activity/audit";
import { db, schema, writeTransaction } from "~/.server/db";
import { notifyOrderStep } from "~/.server/email/notifications";
import { type Done, notFound, type Refused, refused } from "~/.server/result";
import { quoteRuleCopy } from "~/lib/copy/quotes";
import type { OrderStep } from "~/lib/schemas/quotes";
import { ORDER_STATUSES } from "~/lib/statuses";

import { nextDocumentNumber } from "./numbers";
import { latestSentRevision } from "./pricing";
import { quoteRequestReference } from "./requests";

const { quotes, orders, orderEvents } = schema;

export type OrderRow = typeof schema.orders.$inferSelect;
export type OrderEventRow = typeof schema.orderEvents.$inferSelect;
export type OrderResult = Done<OrderRow> | Refused<"not_found" | "not_allowed">;

export function confirmOrder(actor: Pick<User, "id" | "user_email">, quoteId: number): OrderResult {
  return writeTransaction((tx): OrderResult => {
    const quote = tx.select().from(quotes).where(eq(quotes.id, quoteId)).get();
    if (!quote) return notFound();
    if (quote.status !== "accepted") return refused("not_allowed", quoteRuleCopy.notAccepted);
    const revision = latestSentRevision(quoteId, tx);
    if (!revision) return refused("not_allowed", quoteRuleCopy.notAccepted);
    const now = new Date().toISOString();
    const order = tx
      .insert(orders)
      .values({ quote_id: quoteId, revision_id: revision.id, order_number: nextDocumentNumber(tx, "SO"), created_at: now, updated_at: now })
      .returning()
      .get();
    tx.insert(orderEvents).values({ order_id: order.id, status: "confirmed", at: now }).run();
    const ordered = tx.update(quotes).set({ status: "ordered", updated_at: now }).where(eq(quotes.id, quoteId)).returning().get()!;
    notifyOrderStep(tx, ordered, order);
    recordAudit(actor, "create", "Order", order.id, `${order.order_number} for ${quote.quote_number ?? quoteRequestReference(quote.id)}`);
    return { ok: true, record: order };
  });
}

/** Moves an order to a later step (never back, never the same step twice). */
export function advanceOrder(actor: Pick<User, "id" | "user_email">, orderId: number, step: OrderStep): OrderResult {
  return writeTransaction((tx): OrderResult => {
    const order = tx.select().from(orders).where(eq(orders.id, orderId)).get();
    if (!order) return notFound();
    if (ORDER_STATUSES.indexOf(step.status) <= ORDER_STATUSES.indexOf(order.status)) return refused("not_allowed", quoteRuleCopy.orderStepBack);
    const now = new Date().toISOString();
    const updated = tx
      .update(orders)
      .set({
        status: step.status,
        updated_at: now,
        ...(step.status === "dispatched" ? { carrier: step.carrier, tracking_number: step.tracking_number } : {}),
      })
      .where(eq(orders.id, orderId))
      .returning()
      .get();
    tx.insert(orderEvents).values({ order_id: orderId, status: step.status, note: step.note, at: now }).run();
    const quote = tx.select().from(quotes).where(eq(quotes.id, order.quote_id)).get();
    if (quote) notifyOrderStep(tx, quote, updated!, step.note);
    recordAudit(actor, "status_change", "Order", orderId, `${order.order_number}: ${order.status} -> ${step.status}`);
    return { ok: true, record: updated! };
  });
}

export function orderOfQuote(quoteId: number): { order: OrderRow; events: OrderEventRow[] } | null {
  const order = db().select().from(orders).where(eq(orders.quote_id, quoteId)).get();
  if (!order) return null;
  return { order, events: db().select().from(orderEvents).where(eq(orderEvents.order_id, order.id)).orderBy(asc(orderEvents.at), asc(orderEvents.id)).all() };
}
