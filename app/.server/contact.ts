/**
 * Contact messages and newsletter subscriptions. Called by the /contact and /newsletter pages and
 * by the JSON API (`/api/contact/submit/`): input arrives already validated by the shared schemas
 * (`~/lib/schemas/contact`), and the stored rows come back. No HTTP here.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { newsletterCopy } from "~/lib/copy";
import type { ContactInput } from "~/lib/schemas/contact";
import { db, schema, writeTransaction } from "./db";

export type ContactMessage = typeof schema.contactMessages.$inferSelect;
export type NewsletterSubscriber = typeof schema.newsletterSubscribers.$inferSelect;

/** A new message for the team's inbox (/panel/notifications), status 'new'. */
export function submitContactMessage(input: ContactInput): ContactMessage {
  return db()
    .insert(schema.contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone ?? "",
      subject: input.subject,
      message: input.message,
      message_type: input.message_type,
      status: "new",
    })
    .returning()
    .get();
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
 * case, so the form does not reveal whether an address was already on the list.
 */
export function subscribeToNewsletter(email: string): NewsletterSubscription {
  const address = normalizeEmail(email);
  return writeTransaction((tx) => {
    const existing = tx
      .select()
      .from(schema.newsletterSubscribers)
      .where(eq(schema.newsletterSubscribers.email, address))
      .get();

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
      : tx
          .insert(schema.newsletterSubscribers)
          .values({ email: address, unsubscribe_token: newUnsubscribeToken(), status: "subscribed" })
          .returning()
          .get();

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
      })
      .returning()
      .get();

    return { outcome: existing ? "resubscribed" : "subscribed", subscriber, contactMessage };
  });
}
