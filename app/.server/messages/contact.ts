/**
 * Contact messages and newsletter subscriptions. Called by the /contact and /newsletter pages and
 * by the JSON API (`/api/contact/submit/`): input arrives already validated by the shared schemas
 * (`~/lib/schemas/contact`), and the stored rows come back. No HTTP here.
 */
import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import { db, schema, writeTransaction } from "~/.server/db";
import { notifyContactMessage, notifyNewsletterWelcome } from "~/.server/email/notifications";
import { newsletterCopy } from "~/lib/copy/newsletter";
import type { Lang } from "~/lib/i18n/locales";
import type { ContactInput } from "~/lib/schemas/contact";

export type ContactMessage = typeof schema.contactMessages.$inferSelect;
export type NewsletterSubscriber = typeof schema.newsletterSubscribers.$inferSelect;

/** The language of the page a message or subscription came from (the API's are English). */
export type LanguageOption = { lang?: Lang };

/**
 * A new message for the team's inbox (/panel/notifications), status 'new'. The email to the
 * workshop is queued in the same transaction: no message without its notification. The message
 * keeps the page's language, so the team's reply is emailed in it (docs/decisions/017).
 */
export function createContactMessage(input: ContactInput, { lang = "en", userId = null }: LanguageOption & { userId?: number | null } = {}): ContactMessage {
  return writeTransaction((tx) => {
    const message = tx
      .insert(schema.contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone ?? "",
        subject: input.subject,
        message: input.message,
        message_type: input.message_type,
        status: "new",
        language: lang,
        // Sent while signed in: the account's, whatever address was typed (docs/decisions/021).
        user_id: userId,
      })
      .returning()
      .get();
    notifyContactMessage(tx, message);
    return message;
  });
}

export type SubscriptionOutcome = "subscribed" | "resubscribed" | "already_subscribed";

export type NewsletterSubscription = {
  outcome: SubscriptionOutcome;
  subscriber: NewsletterSubscriber;
  /** The 'Newsletter Subscription' message left for the team; null when nothing changed. */
  contactMessage: ContactMessage | null;
};

/** Unique, unguessable, safe in a URL: the key of the unsubscribe link. */
export function newUnsubscribeToken(): string {
  return randomBytes(24).toString("base64url");
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Subscribes an address (any case, surrounding spaces ignored). One subscriber per address: a
 * second subscription keeps the row (and its unsubscribe token), and brings back an address
 * that had unsubscribed. The team learns of it the way the spec's client tells it, by a contact
 * message (name = the address's local part, subject 'Newsletter Subscription', type 'other'),
 * written in the same transaction; a repeat of an active subscription adds no message, so the
 * inbox is not filled by someone pressing Subscribe twice. The caller answers the same in every
 * case, so the form does not reveal whether an address was already on the list. The welcome is
 * written in the language of the page the address was given on.
 */
export function subscribeToNewsletter(email: string, { lang = "en" }: LanguageOption = {}): NewsletterSubscription {
  const address = normalizeEmail(email);
  return writeTransaction((tx) => {
    const existing = tx.select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, address)).get();

    if (existing?.status === "subscribed") {
      return { outcome: "already_subscribed", subscriber: existing, contactMessage: null };
    }

    const subscriber = existing
      ? tx
          .update(schema.newsletterSubscribers)
          .set({ status: "subscribed", unsubscribed_at: null })
          .where(eq(schema.newsletterSubscribers.id, existing.id))
          .returning()
          .get()
      : tx.insert(schema.newsletterSubscribers).values({ email: address, unsubscribe_token: newUnsubscribeToken(), status: "subscribed" }).returning().get();

    const contactMessage = tx
      .insert(schema.contactMessages)
      .values({
        name: address.split("@")[0] || address,
        email: address,
        phone: "",
        subject: newsletterCopy.messageSubject,
        message: newsletterCopy.messageBody,
        message_type: "other",
        status: "new",
        language: lang,
      })
      .returning()
      .get();

    // The welcome (with the unsubscribe link) goes out for a new or renewed subscription only.
    notifyNewsletterWelcome(tx, subscriber, lang);

    return { outcome: existing ? "resubscribed" : "subscribed", subscriber, contactMessage };
  });
}

/** The subscriber behind an unsubscribe link, or undefined for an unknown or malformed token. */
export function getSubscriberByToken(token: string): NewsletterSubscriber | undefined {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return undefined;
  return db().select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.unsubscribe_token, token)).get();
}

/**
 * Unsubscribes the address of a token (the confirmation button of the unsubscribe page; a GET
 * never calls this). Doing it twice keeps the first unsubscribed_at. Undefined for an unknown token.
 */
export function unsubscribeFromNewsletter(token: string): NewsletterSubscriber | undefined {
  const subscriber = getSubscriberByToken(token);
  if (!subscriber) return undefined;
  if (subscriber.status === "unsubscribed") return subscriber;
  return db()
    .update(schema.newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribed_at: new Date().toISOString() })
    .where(eq(schema.newsletterSubscribers.id, subscriber.id))
    .returning()
    .get();
}
