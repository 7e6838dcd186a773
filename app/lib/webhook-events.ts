/**
 * Issue 33: the events a webhook endpoint can subscribe to, in one place. The names are part of
 * the integration contract (they travel in every delivery's body and `Sadeli-Event` header):
 * add names, never rename one.
 */
export const WEBHOOK_EVENTS = ["inquiry.created", "quote.requested", "message.received", "account.registered", "product.changed"] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return typeof value === "string" && (WEBHOOK_EVENTS as readonly string[]).includes(value);
}
