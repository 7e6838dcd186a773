/**
 * The admin's reply to a contact message, a product inquiry or a portfolio inquiry (the spec's
 * reply dialogs and POST .../reply/ calls). The record becomes 'replied' with the reply and its
 * time, and the reply email to the person is queued, in one transaction. Who may reply is checked
 * by the caller (panel loaders/actions and the API), as for every panel action; passing the
 * actor adds an audit entry.
 */
import { eq } from "drizzle-orm";

import type { User } from "~/.server/accounts/users";
import { recordAudit } from "~/.server/activity/audit";
import { schema, writeTransaction } from "~/.server/db";
import { notifyReply } from "~/.server/email/notifications";
import { checkReply } from "~/lib/schemas/admin/reply";

const NOT_FOUND = "This message no longer exists";
const CLOSED = "This conversation is closed";

type ContactMessage = typeof schema.contactMessages.$inferSelect;
type ProductInquiry = typeof schema.productInquiries.$inferSelect;
type PortfolioInquiry = typeof schema.portfolioInquiries.$inferSelect;

export type ReplyResult<T> = { ok: true; record: T } | { ok: false; reason: "empty" | "too_long" | "not_found" | "closed"; message: string };

const repliedNow = (reply: string) => ({ status: "replied" as const, reply_message: reply, replied_at: new Date().toISOString() });

/** Replies to a contact message. A closed message takes no reply; a second reply replaces the first on record. */
export function replyToContactMessage(id: number, text: string, actor?: User): ReplyResult<ContactMessage> {
  const checked = checkReply(text);
  if (!checked.ok) return checked;
  return writeTransaction((tx): ReplyResult<ContactMessage> => {
    const table = schema.contactMessages;
    const current = tx.select().from(table).where(eq(table.id, id)).get();
    if (!current) return { ok: false, reason: "not_found", message: NOT_FOUND };
    if (current.status === "closed") return { ok: false, reason: "closed", message: CLOSED };
    const record = tx.update(table).set(repliedNow(checked.reply)).where(eq(table.id, id)).returning().get();
    notifyReply(tx, "contact", record, checked.reply);
    if (actor) recordAudit(actor, "reply", "ContactMessage", id, `Replied to ${record.email}`);
    return { ok: true, record };
  });
}

/** Replies to a product inquiry (pending or replied; a closed inquiry hides its reply form). */
export function replyToProductInquiry(id: number, text: string, actor?: User): ReplyResult<ProductInquiry> {
  const checked = checkReply(text);
  if (!checked.ok) return checked;
  return writeTransaction((tx): ReplyResult<ProductInquiry> => {
    const table = schema.productInquiries;
    const current = tx.select().from(table).where(eq(table.id, id)).get();
    if (!current) return { ok: false, reason: "not_found", message: NOT_FOUND };
    if (current.status === "closed") return { ok: false, reason: "closed", message: CLOSED };
    const record = tx.update(table).set(repliedNow(checked.reply)).where(eq(table.id, id)).returning().get();
    notifyReply(tx, "product", record, checked.reply);
    if (actor) recordAudit(actor, "reply", "ProductInquiry", id, `Replied to ${record.inquirer_email}`);
    return { ok: true, record };
  });
}

/** Replies to a portfolio inquiry (pending or replied; not closed). */
export function replyToPortfolioInquiry(id: number, text: string, actor?: User): ReplyResult<PortfolioInquiry> {
  const checked = checkReply(text);
  if (!checked.ok) return checked;
  return writeTransaction((tx): ReplyResult<PortfolioInquiry> => {
    const table = schema.portfolioInquiries;
    const current = tx.select().from(table).where(eq(table.id, id)).get();
    if (!current) return { ok: false, reason: "not_found", message: NOT_FOUND };
    if (current.status === "closed") return { ok: false, reason: "closed", message: CLOSED };
    const record = tx.update(table).set(repliedNow(checked.reply)).where(eq(table.id, id)).returning().get();
    notifyReply(tx, "portfolio", record, checked.reply);
    if (actor) recordAudit(actor, "reply", "PortfolioInquiry", id, `Replied to ${record.inquirer_email}`);
    return { ok: true, record };
  });
}
