/**
 * Contact messages as the team reads them (/panel/notifications and GET /api/contact/messages/):
 * search, status and type filters, 20 per page, the New and total counts; marking a new message
 * read (a POST, never a GET: docs/decisions/007-marking-messages-read.md) and closing it. Replies
 * are `replyToContactMessage` in `replies.ts` (status replied, email queued in one transaction).
 */
import { and, count, desc, eq, ne, type SQL } from "drizzle-orm";

import type { User } from "~/.server/accounts/users";
import { recordAudit } from "~/.server/activity/audit";
import { db, schema, writeTransaction } from "~/.server/db";
import { forbidden, type Refused, refused } from "~/.server/result";
import { searchWithReference } from "~/.server/search/references";
import { messagesCopy } from "~/lib/copy/panel-admin";
import { can } from "~/lib/permissions";

const { contactMessages } = schema;

export type ContactMessage = typeof contactMessages.$inferSelect;
export type ContactStatus = ContactMessage["status"];
export type MessageType = ContactMessage["message_type"];

export const MESSAGES_PAGE_SIZE = 20;

export function listContactMessages(options: { q?: string; status?: ContactStatus | null; type?: MessageType | null; page?: number; pageSize?: number } = {}) {
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? MESSAGES_PAGE_SIZE), 1), 100);
  const page = Math.max(Math.trunc(options.page ?? 1), 1);
  const conditions: (SQL | undefined)[] = [
    options.status ? eq(contactMessages.status, options.status) : undefined,
    options.type ? eq(contactMessages.message_type, options.type) : undefined,
    searchWithReference("contact", options.q ?? "", contactMessages.id, [
      contactMessages.name,
      contactMessages.email,
      contactMessages.subject,
      contactMessages.message,
    ]),
  ];
  const where = and(...conditions);
  const results = db()
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const total = db().select({ value: count() }).from(contactMessages).where(where).get()?.value ?? 0;
  return { results, count: total, page, pageSize };
}

/** The two badges of the screen: how many are new, how many there are in all. */
export function contactMessageCounts(): { new: number; total: number } {
  const total = db().select({ value: count() }).from(contactMessages).get()?.value ?? 0;
  const fresh = db().select({ value: count() }).from(contactMessages).where(eq(contactMessages.status, "new")).get()?.value ?? 0;
  return { new: fresh, total };
}

export function getContactMessage(id: number): ContactMessage | null {
  return db().select().from(contactMessages).where(eq(contactMessages.id, id)).get() ?? null;
}

export type MessageCommandResult = { ok: true; record: ContactMessage; changed: boolean } | Refused<"forbidden" | "not_found">;

const canManage = (actor: Pick<User, "user_type" | "account_status">) => can(actor, "manage:messages");

/**
 * A new message becomes read once the team has opened it. Any other status stays as it is (a
 * replied message read again is still replied). Reading is not an edit: no audit entry.
 */
export function markContactMessageRead(actor: User, id: number): MessageCommandResult {
  if (!canManage(actor)) return forbidden();
  const updated = db()
    .update(contactMessages)
    .set({ status: "read" })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, "new")))
    .returning()
    .get();
  if (updated) return { ok: true, record: updated, changed: true };
  const current = getContactMessage(id);
  return current ? { ok: true, record: current, changed: false } : refused("not_found", messagesCopy.notFound);
}

/** Closes a conversation: it takes no further replies. Closing a closed message changes nothing. */
export function closeContactMessage(actor: User, id: number): MessageCommandResult {
  if (!canManage(actor)) return forbidden();
  return writeTransaction((tx): MessageCommandResult => {
    const current = tx.select().from(contactMessages).where(eq(contactMessages.id, id)).get();
    if (!current) return refused("not_found", messagesCopy.notFound);
    const updated = tx
      .update(contactMessages)
      .set({ status: "closed" })
      .where(and(eq(contactMessages.id, id), ne(contactMessages.status, "closed")))
      .returning()
      .get();
    if (!updated) return { ok: true, record: current, changed: false };
    recordAudit(actor, "status_change", "ContactMessage", id, `Closed the message from ${current.email} (was ${current.status})`);
    return { ok: true, record: updated, changed: true };
  });
}

/** Reopens a closed conversation: replied when it has a reply, else read. Any other status stays. */
export function reopenContactMessage(actor: User, id: number): MessageCommandResult {
  if (!canManage(actor)) return forbidden();
  return writeTransaction((tx): MessageCommandResult => {
    const current = tx.select().from(contactMessages).where(eq(contactMessages.id, id)).get();
    if (!current) return refused("not_found", messagesCopy.notFound);
    if (current.status !== "closed") return { ok: true, record: current, changed: false };
    const status = current.reply_message ? "replied" : "read";
    const updated = tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).returning().get();
    recordAudit(actor, "status_change", "ContactMessage", id, `Reopened the message from ${current.email} (now ${status})`);
    return { ok: true, record: updated, changed: true };
  });
}
