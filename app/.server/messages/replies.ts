/**
 * The admin's reply to a contact message, a product inquiry or a portfolio inquiry (the spec's
 * reply dialogs and POST .../reply/ calls). The record becomes 'replied' with the reply and its
 * time, and the reply email to the person (replyRecipient) is queued, in one transaction. Who may reply is checked
 * by the caller (panel loaders/actions and the API), as for every panel action; passing the
 * actor adds an audit entry.
 */
import { eq } from "drizzle-orm";

import type { User } from "~/.server/accounts/users";
import { recordAudit } from "~/.server/activity/audit";
import { type AppDatabase, schema, writeTransaction } from "~/.server/db";
import { notifyReply } from "~/.server/email/notifications";
import { ERASED_INQUIRER } from "~/lib/copy/my-data";
import { checkReply } from "~/lib/schemas/admin/reply";

const NOT_FOUND = "This message no longer exists";
const CLOSED = "This conversation is closed";

type ContactMessage = typeof schema.contactMessages.$inferSelect;
type ProductInquiry = typeof schema.productInquiries.$inferSelect;
type PortfolioInquiry = typeof schema.portfolioInquiries.$inferSelect;

/**
 * A stored reply, and where its email went: `emailedTo` is the address the reply was queued to
 * (replyRecipient), or null when no email was sent because the account was erased (the reply is
 * still on the record, and the doors say so instead of naming a placeholder address).
 */
export type ReplyResult<T> =
  { ok: true; record: T; emailedTo: string | null } | { ok: false; reason: "empty" | "too_long" | "not_found" | "closed"; message: string };

/**
 * Who reads the reply to a contact message or an inquiry (issue 29): when it was sent signed in
 * (`user_id`), the account's current address, so a reply after a confirmed email change goes to
 * the new one; otherwise the address it was sent with (a visitor's message). The record's own
 * address stays as it was, the record of what was sent. Null when the account was erased
 * (docs/decisions/014): its records keep ERASED_INQUIRER's placeholder, which nobody reads.
 */
export function replyRecipient(tx: AppDatabase, record: { user_id: number | null } & ({ email: string } | { inquirer_email: string })): string | null {
  if (record.user_id !== null) {
    const account = tx.select({ user_email: schema.users.user_email }).from(schema.users).where(eq(schema.users.id, record.user_id)).get();
    if (account) return account.user_email;
  }
  const stored = "email" in record ? record.email : record.inquirer_email;
  return stored === ERASED_INQUIRER.email ? null : stored;
}

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
    const emailedTo = replyRecipient(tx, record);
    if (emailedTo !== null) notifyReply(tx, "contact", record, checked.reply, emailedTo);
    if (actor) recordAudit(actor, "reply", "ContactMessage", id, `Replied to ${emailedTo ?? record.email}`);
    return { ok: true, record, emailedTo };
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
    const emailedTo = replyRecipient(tx, record);
    if (emailedTo !== null) notifyReply(tx, "product", record, checked.reply, emailedTo);
    if (actor) recordAudit(actor, "reply", "ProductInquiry", id, `Replied to ${emailedTo ?? record.inquirer_email}`);
    return { ok: true, record, emailedTo };
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
    const emailedTo = replyRecipient(tx, record);
    if (emailedTo !== null) notifyReply(tx, "portfolio", record, checked.reply, emailedTo);
    if (actor) recordAudit(actor, "reply", "PortfolioInquiry", id, `Replied to ${emailedTo ?? record.inquirer_email}`);
    return { ok: true, record, emailedTo };
  });
}
