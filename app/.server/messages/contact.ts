/**
 * Contact messages and newsletter subscriptions. Called by the /contact and /newsletter pages and
 * by the JSON API (`/api/contact/submit/`): input arrives already validated by the shared schemas
 * (`~/lib/schemas/contact`), and the stored rows come back. No HTTP here.
 */
import { randomBytes } from "node:crypto";

import { and, eq, gt, lte } from "drizzle-orm";

import { hashToken } from "~/.server/accounts/sessions";
import type { RateLimitBucket } from "~/.server/config";
import { type AppDatabase, db, schema, writeTransaction } from "~/.server/db";
import { notifyContactMessage, notifyNewsletterAlreadySubscribed, notifyNewsletterConfirmation, notifyNewsletterWelcome } from "~/.server/email/notifications";
import { hit } from "~/.server/security/rate-limit";
import { announceContactMessage } from "~/.server/webhooks/events";
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
    announceContactMessage(tx, message);
    return message;
  });
}

/**
 * The spec's newsletter signs up through the contact call: subject 'Newsletter Subscription' and
 * type 'other'. Such a message asks to subscribe its address, at every door (the JSON API and the
 * contact page), and is counted under the newsletter's limit, not the contact form's.
 */
export function isNewsletterRequest(input: Pick<ContactInput, "subject" | "message_type">): boolean {
  return input.subject === newsletterCopy.messageSubject && input.message_type === "other";
}

/** The abuse limit a contact form counts under (app/.server/security/rate-limit.ts). */
export const contactLimitOf = (input: Pick<ContactInput, "subject" | "message_type">): RateLimitBucket =>
  isNewsletterRequest(input) ? "newsletter" : "contact";

export type ContactSubmission = { kind: "newsletter"; outcome: SubscriptionRequestOutcome } | { kind: "message"; message: ContactMessage };

/**
 * A contact form as sent, at any door: a newsletter request (isNewsletterRequest) emails a
 * confirmation link to the address; anything else is a message for the team's inbox.
 */
export function submitContact(input: ContactInput, options: LanguageOption & { userId?: number | null } = {}): ContactSubmission {
  if (isNewsletterRequest(input)) return { kind: "newsletter", ...subscribeToNewsletter(input.email, { lang: options.lang }) };
  return { kind: "message", message: createContactMessage(input, options) };
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

/** How long a newsletter confirmation link works; an unconfirmed sign-up is deleted after it (docs/decisions/023). */
export const NEWSLETTER_CONFIRMATION_DAYS = 7;
const CONFIRMATION_LIFETIME_MS = NEWSLETTER_CONFIRMATION_DAYS * 24 * 60 * 60 * 1000;
/** A confirmation token's text: base64url of 32 bytes, like the account links' (account-tokens.ts). */
const CONFIRMATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What a subscription request did, for the tests and the log; the doors answer the same in
 * every case (no one learns whether an address is on the list):
 * - `confirmation_sent`: a confirmation link was emailed (a new one replaces any earlier one);
 * - `already_subscribed`: the address is on the list; it is told so, with its unsubscribe link;
 * - `not_sent`: the address had its emails of the day (the per-address limit): nothing was sent,
 *   and the last link sent still works.
 */
export type SubscriptionRequestOutcome = "confirmation_sent" | "already_subscribed" | "not_sent";

/**
 * Asks to subscribe an address (any case, surrounding spaces ignored): double opt-in (issue 28,
 * docs/decisions/023). Nothing joins newsletter_subscribers here. The address gets an email, in
 * the language of the page it was given on, with a link that confirms it; only the SHA-256 of the
 * link's token is stored (newsletter_confirmations, one row per address: asking again replaces
 * the row, so only the newest link works). An address already subscribed gets a note saying so
 * instead (with its unsubscribe link), so the work and the answer are the same for every address.
 * At most `newsletter_address` emails per address and window (3 a day by default), counted for
 * every address: past it nothing is sent, so an address cannot be flooded by someone else.
 * Expired confirmations are deleted on the way.
 */
export function subscribeToNewsletter(email: string, { lang = "en" }: LanguageOption = {}): { outcome: SubscriptionRequestOutcome } {
  const address = normalizeEmail(email);
  if (!hit("newsletter_address", address).allowed) return { outcome: "not_sent" };
  return writeTransaction((tx) => {
    const now = Date.now();
    deleteExpiredConfirmations(tx, now);
    const existing = tx.select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, address)).get();
    if (existing?.status === "subscribed") {
      notifyNewsletterAlreadySubscribed(tx, existing, lang);
      return { outcome: "already_subscribed" as const };
    }
    const token = randomBytes(32).toString("base64url");
    tx.delete(schema.newsletterConfirmations).where(eq(schema.newsletterConfirmations.email, address)).run();
    tx.insert(schema.newsletterConfirmations)
      .values({
        token_hash: hashToken(token),
        email: address,
        language: lang,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + CONFIRMATION_LIFETIME_MS).toISOString(),
      })
      .run();
    notifyNewsletterConfirmation(tx, address, token, NEWSLETTER_CONFIRMATION_DAYS, lang);
    return { outcome: "confirmation_sent" as const };
  });
}

export type NewsletterConfirmation = typeof schema.newsletterConfirmations.$inferSelect;

/** The live (unexpired) confirmation of a token, or null. Reading it changes nothing (the link's page shows it). */
export function getNewsletterConfirmation(token: string, database: AppDatabase = db()): NewsletterConfirmation | null {
  if (!CONFIRMATION_TOKEN_PATTERN.test(token)) return null;
  return (
    database
      .select()
      .from(schema.newsletterConfirmations)
      .where(
        and(eq(schema.newsletterConfirmations.token_hash, hashToken(token)), gt(schema.newsletterConfirmations.expires_at, new Date(Date.now()).toISOString())),
      )
      .get() ?? null
  );
}

/**
 * Confirms a subscription with the emailed link's token (the button of /newsletter/confirm; a GET
 * never calls this). In one write transaction the confirmation is taken (deleted, so a link works
 * once), the address joins the list (a new row with its unsubscribe token, or an unsubscribed row
 * brought back with the token it had), the team's 'Newsletter Subscription' contact message is
 * written (spec section 7), and the welcome with the unsubscribe link is queued in the language
 * the address was given in. An address already on the list changes nothing and gets no second
 * welcome. Null for an unknown, expired or used token.
 */
export function confirmNewsletterSubscription(token: string): NewsletterSubscription | null {
  return writeTransaction((tx): NewsletterSubscription | null => {
    const confirmation = getNewsletterConfirmation(token, tx);
    if (!confirmation) return null;
    const taken = tx.delete(schema.newsletterConfirmations).where(eq(schema.newsletterConfirmations.token_hash, confirmation.token_hash)).run();
    if (taken.changes !== 1) return null;
    const { email: address, language: lang } = confirmation;

    const existing = tx.select().from(schema.newsletterSubscribers).where(eq(schema.newsletterSubscribers.email, address)).get();
    if (existing?.status === "subscribed") return { outcome: "already_subscribed", subscriber: existing, contactMessage: null };

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

    notifyNewsletterWelcome(tx, subscriber, lang);

    return { outcome: existing ? "resubscribed" : "subscribed", subscriber, contactMessage };
  });
}

function deleteExpiredConfirmations(database: AppDatabase, now: number) {
  return database
    .delete(schema.newsletterConfirmations)
    .where(lte(schema.newsletterConfirmations.expires_at, new Date(now).toISOString()))
    .run().changes;
}

/** Deletes the confirmations past their 7 days (at start, beside the expired account links; and at every new request). */
export function deleteExpiredNewsletterConfirmations(): number {
  return deleteExpiredConfirmations(db(), Date.now());
}

/** Deletes an address's pending confirmation (an erasure of the address's data). */
export function deleteNewsletterConfirmations(tx: AppDatabase, email: string): number {
  return tx
    .delete(schema.newsletterConfirmations)
    .where(eq(schema.newsletterConfirmations.email, normalizeEmail(email)))
    .run().changes;
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
