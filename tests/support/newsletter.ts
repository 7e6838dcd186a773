/**
 * Newsletter sign-ups in integration tests, as a person makes them (double opt-in, docs/decisions/023):
 * ask with the form's domain call, read the link from the email queued in the outbox, confirm it.
 */
import { desc, eq } from "drizzle-orm";

import { db, schema } from "~/.server/db";
import { confirmNewsletterSubscription, type NewsletterSubscription, normalizeEmail, subscribeToNewsletter } from "~/.server/messages/contact";
import type { Lang } from "~/lib/i18n/locales";

/** The emails queued for an address, newest first. */
export const outboxTo = (address: string) =>
  db()
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.to_address, normalizeEmail(address)))
    .orderBy(desc(schema.emailOutbox.id))
    .all();

/** The token of the newest confirmation link emailed to an address, or null. */
export function emailedConfirmationToken(address: string): string | null {
  for (const email of outboxTo(address)) {
    const match = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(email.text_body);
    if (match) return match[1]!;
  }
  return null;
}

/** Asks to subscribe and confirms by the emailed link: the address is on the list after it. */
export function subscribeAndConfirm(email: string, options: { lang?: Lang } = {}): NewsletterSubscription {
  const asked = subscribeToNewsletter(email, options);
  if (asked.outcome !== "confirmation_sent") throw new Error(`No confirmation was sent to ${email}: ${asked.outcome}`);
  const token = emailedConfirmationToken(email);
  const confirmed = token ? confirmNewsletterSubscription(token) : null;
  if (!confirmed) throw new Error(`The confirmation link emailed to ${email} did not confirm`);
  return confirmed;
}
