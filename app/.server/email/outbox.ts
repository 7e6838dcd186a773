/**
 * The outbox: every email is first a row of `email_outbox`, written in the same transaction as
 * the change that causes it (a contact message, an inquiry, a reply...). If that transaction rolls
 * back there is no email; if it commits, the email is on disk and the worker sends it, however
 * long the mail server is away. See docs/decisions/004-email-outbox.md.
 *
 * Header safety is settled here, before anything is stored: subject, addresses and references
 * lose CR/LF and every control character, and the recipient must be one plain address. The worker
 * passes the recipient to nodemailer as an address object, never as a string to parse, so a
 * name or address can never become a second recipient or a header.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { z } from "zod";

import { type AppDatabase, db, schema } from "../db";
import { attachmentColumn, type AttachmentRef } from "./attachments";

export type OutboxStatus = (typeof schema.OUTBOX_STATUSES)[number];
export type OutboxRow = typeof schema.emailOutbox.$inferSelect;

export type OutgoingEmail = {
  /** One address, no display name. */
  to: string;
  /** The person to answer when the workshop presses Reply; dropped if not a valid address. */
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** What caused it, e.g. "product_inquiry:12", shown in the outbox view. */
  reference?: string;
  /** A file the worker renders and attaches when it sends (attachments.ts), named by kind and reference. */
  attachment?: AttachmentRef | null;
};

export type EnqueuedEmail = { id: number; status: "pending" | "failed" };

export const MAX_SUBJECT_LENGTH = 250;
const MAX_ADDRESS_LENGTH = 254;

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line of header text: control characters (CR, LF, TAB...) become a space. */
export function cleanHeaderText(value: string, maxLength = MAX_SUBJECT_LENGTH): string {
  const line = value.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1).trimEnd()}…` : line;
}

/** An address with every control character removed (not replaced: "a@b.c\r\n" is "a@b.c"). */
export function cleanAddress(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "").trim().toLowerCase();
}

const addressSchema = z.email().max(MAX_ADDRESS_LENGTH);

/**
 * One plain address that nodemailer sends to as it is: no display name, no quotes, no comma or
 * angle brackets, no spaces, nothing a parser could read as two addresses or a header.
 */
export function isValidRecipient(address: string): boolean {
  return !/[\s,;:<>"'()\\[\]]/.test(address) && addressSchema.safeParse(address).success;
}

function invalidRecipientError(raw: string): string {
  const shown = cleanHeaderText(raw, 120) || "(empty)";
  return `Invalid recipient address: ${shown}. This email was not sent.`;
}

/**
 * Queues an email. Call it with the transaction of the change that causes it; without one it
 * writes on its own. An invalid recipient never throws at the person using the site: the row is
 * stored as 'failed' with a clear last_error, for the outbox view.
 */
export function enqueueEmail(message: OutgoingEmail): EnqueuedEmail;
export function enqueueEmail(tx: AppDatabase | null | undefined, message: OutgoingEmail): EnqueuedEmail;
export function enqueueEmail(first: AppDatabase | OutgoingEmail | null | undefined, second?: OutgoingEmail): EnqueuedEmail {
  const message = (second ?? first) as OutgoingEmail;
  const database = (second ? first : undefined) as AppDatabase | null | undefined;
  const target = database ?? db();

  const to = cleanAddress(message.to);
  const recipientOk = isValidRecipient(to);
  const replyTo = message.replyTo ? cleanAddress(message.replyTo) : "";
  const row = target
    .insert(schema.emailOutbox)
    .values({
      to_address: to.slice(0, MAX_ADDRESS_LENGTH * 2),
      reply_to: replyTo && isValidRecipient(replyTo) ? replyTo : null,
      subject: cleanHeaderText(message.subject) || "(no subject)",
      // Bodies are not headers; only NUL, which no mail transport accepts, is removed.
      text_body: message.text.replace(/\u0000/g, ""),
      html_body: message.html.replace(/\u0000/g, ""),
      reference: cleanHeaderText(message.reference ?? "", 100),
      attachment: attachmentColumn(message.attachment),
      status: recipientOk ? "pending" : "failed",
      last_error: recipientOk ? null : invalidRecipientError(message.to),
    })
    .returning({ id: schema.emailOutbox.id, status: schema.emailOutbox.status })
    .get();
  return { id: row.id, status: row.status as EnqueuedEmail["status"] };
}

export const OUTBOX_PAGE_SIZE = 20;

/** The outbox view of the settings screen: newest first, without the bodies. */
export function listOutboxEmails(options: { status?: OutboxStatus | null; page?: number; pageSize?: number } = {}) {
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? OUTBOX_PAGE_SIZE), 1), 100);
  const page = Math.max(Math.trunc(options.page ?? 1), 1);
  const where = options.status ? eq(schema.emailOutbox.status, options.status) : undefined;
  const { emailOutbox: outbox } = schema;
  const results = db()
    .select({
      id: outbox.id,
      to_address: outbox.to_address,
      reply_to: outbox.reply_to,
      subject: outbox.subject,
      reference: outbox.reference,
      status: outbox.status,
      attempts: outbox.attempts,
      next_attempt_at: outbox.next_attempt_at,
      last_error: outbox.last_error,
      created_at: outbox.created_at,
      sent_at: outbox.sent_at,
    })
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.created_at), desc(outbox.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const total = db().select({ value: count() }).from(outbox).where(where).get()?.value ?? 0;
  return { results, count: total, page, pageSize };
}
export type OutboxListItem = ReturnType<typeof listOutboxEmails>["results"][number];

/** One email with its bodies, for a preview in the outbox view. */
export function getOutboxEmail(id: number): OutboxRow | undefined {
  return db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, id)).get();
}

/** How many emails are in each state. */
export function outboxCounts(): Record<OutboxStatus, number> {
  const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  const rows = db().select({ status: schema.emailOutbox.status, value: count() }).from(schema.emailOutbox).groupBy(schema.emailOutbox.status).all();
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

/**
 * Retry: 'failed' emails go back to 'pending', due now, with their attempt count reset to 0, so
 * they get the whole retry schedule again (the admin retries after fixing the cause: a password,
 * a server). last_error stays until the next attempt replaces or clears it. Returns how many.
 */
function requeueFailed(only?: number): number {
  const failed = eq(schema.emailOutbox.status, "failed");
  return db()
    .update(schema.emailOutbox)
    .set({ status: "pending", attempts: 0, next_attempt_at: new Date().toISOString() })
    .where(only === undefined ? failed : and(eq(schema.emailOutbox.id, only), failed))
    .run().changes;
}

/** The Retry action of one email; false when it is not (or no longer) 'failed'. */
export function retryEmail(id: number): boolean {
  return requeueFailed(id) === 1;
}

/** The "Retry all failed" action; returns how many went back to 'pending'. */
export function retryAllFailed(): number {
  return requeueFailed();
}
