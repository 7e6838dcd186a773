/**
 * The account holder's rights over their personal data (India's DPDP Act 2023, sections 11 and
 * 12; docs/decisions/014-erasing-an-account.md): a copy of everything the site holds of them, and
 * erasure. The same functions serve /account/data and the API (GET /api/account/data/,
 * DELETE /api/account/). Which inquiries are the account's is `ownedBy` (inquiry-admin.ts), the
 * rule of the /inquiries/user/ lists.
 */
import { and, eq, ne, or, sql } from "drizzle-orm";

import { type AppDatabase, db, schema, writeTransaction } from "~/.server/db";
import { ownedBy } from "~/.server/inquiries/inquiry-admin";
import { deleteNewsletterConfirmations } from "~/.server/messages/contact";
import { type Invalid, invalid, type Refused, refused } from "~/.server/result";
import { ERASED_INQUIRER, myDataCopy } from "~/lib/copy/my-data";

import { checkOwnPassword } from "./login-throttle";
import { isFirstAdmin } from "./user-admin";
import { publicUser, type User } from "./users";

/** Contact messages and the newsletter are kept by address, as typed: compared ignoring case. */
const sameAddress = (column: typeof schema.contactMessages.email | typeof schema.newsletterSubscribers.email, email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

/**
 * Everything the site holds of the account, for the person to keep: the account without its
 * password hash, its inquiries of both kinds with the team's replies, the contact messages sent
 * under its email address and its newsletter subscription without the unsubscribe key. Sessions
 * and keys are never included (only their hashes are stored, and they are the account's
 * credentials, not data about the person).
 */
export function getPersonalData(user: Pick<User, "id">, now: Date = new Date()) {
  const current = db().select().from(schema.users).where(eq(schema.users.id, user.id)).get();
  if (!current) return null;
  const { unsubscribe_token: _key, ...subscription } = db()
    .select()
    .from(schema.newsletterSubscribers)
    .where(sameAddress(schema.newsletterSubscribers.email, current.user_email))
    .get() ?? { unsubscribe_token: null };
  return {
    exported_at: now.toISOString(),
    account: publicUser(current),
    product_inquiries: db().select().from(schema.productInquiries).where(ownedBy("product", current.id)).orderBy(schema.productInquiries.id).all(),
    portfolio_inquiries: db().select().from(schema.portfolioInquiries).where(ownedBy("portfolio", current.id)).orderBy(schema.portfolioInquiries.id).all(),
    contact_messages: db()
      .select()
      .from(schema.contactMessages)
      .where(sameAddress(schema.contactMessages.email, current.user_email))
      .orderBy(schema.contactMessages.id)
      .all(),
    newsletter_subscription: "id" in subscription ? subscription : null,
  };
}
export type PersonalData = NonNullable<ReturnType<typeof getPersonalData>>;

/** What was erased, for the caller's answer and the tests. */
export type Erasure = { inquiriesAnonymised: number; contactMessagesErased: number; newsletterErased: number; emailsErased: number };
export type AccountDeletionResult = { ok: true; record: Erasure } | Invalid | Refused<"not_found" | "forbidden">;

/**
 * Erases the account at its holder's request, after checking the current password (checkOwnPassword:
 * a stolen session cannot guess it faster than a login can; failed logins from elsewhere do not count).
 * In one write transaction: the inquiries stay for the workshop's records with the name and
 * email replaced by ERASED_INQUIRER (they hold no phone number); the contact messages under the
 * address, the newsletter subscription and the emails to or about the address in the outbox are
 * deleted; the activity log keeps its entries with the address replaced; the account goes, and
 * its sessions and any other rows keyed to it with it (ON DELETE CASCADE). The first
 * administrator, who owns the site, cannot erase their account.
 */
export async function deleteOwnAccount(user: Pick<User, "id">, password: unknown): Promise<AccountDeletionResult> {
  const current = db().select().from(schema.users).where(eq(schema.users.id, user.id)).get();
  if (!current) return refused("not_found", myDataCopy.deleteFailed);
  if (isFirstAdmin(current)) return refused("forbidden", myDataCopy.firstAdminRefused);
  if (typeof password !== "string" || password.length === 0) return invalid({ password: [myDataCopy.passwordRequired] });

  if (!(await checkOwnPassword(current, password))) return invalid({ password: [myDataCopy.wrongPassword] });

  return writeTransaction((tx): AccountDeletionResult => {
    // Read again inside the lock: the account may have changed (or gone) since the check.
    const locked = tx.select().from(schema.users).where(eq(schema.users.id, current.id)).get();
    if (!locked) return refused("not_found", myDataCopy.deleteFailed);
    if (isFirstAdmin(locked)) return refused("forbidden", myDataCopy.firstAdminRefused);
    if (locked.password_hash !== current.password_hash) return invalid({ password: [myDataCopy.wrongPassword] });
    return { ok: true, record: erase(tx, locked) };
  });
}

function erase(tx: AppDatabase, user: User): Erasure {
  const email = user.user_email;
  const anonymous = { inquirer_name: ERASED_INQUIRER.name, inquirer_email: ERASED_INQUIRER.email };
  const products = tx.update(schema.productInquiries).set(anonymous).where(ownedBy("product", user.id)).run().changes;
  const portfolio = tx.update(schema.portfolioInquiries).set(anonymous).where(ownedBy("portfolio", user.id)).run().changes;
  const messages = tx.delete(schema.contactMessages).where(sameAddress(schema.contactMessages.email, email)).run().changes;
  const newsletter = tx.delete(schema.newsletterSubscribers).where(sameAddress(schema.newsletterSubscribers.email, email)).run().changes;
  // A newsletter sign-up still waiting for its link (double opt-in, docs/decisions/023).
  deleteNewsletterConfirmations(tx, email);
  // Emails to the person, or to the workshop about them (Reply-To the person), sent or waiting;
  // one a worker is sending at this moment is left to finish.
  const outbox = schema.emailOutbox;
  const emails = tx
    .delete(outbox)
    .where(
      and(or(sql`lower(${outbox.to_address}) = ${email.toLowerCase()}`, sql`lower(${outbox.reply_to}) = ${email.toLowerCase()}`), ne(outbox.status, "sending")),
    )
    .run().changes;
  // The activity log keeps what was done, not by or to whom.
  const log = schema.auditLog;
  tx.update(log)
    .set({ summary: sql`replace(${log.summary}, ${email}, ${ERASED_INQUIRER.email})` })
    .where(sql`instr(${log.summary}, ${email}) > 0`)
    .run();
  tx.update(log).set({ actor_email: ERASED_INQUIRER.email }).where(eq(log.actor_id, user.id)).run();
  tx.delete(schema.users).where(eq(schema.users.id, user.id)).run();
  return { inquiriesAnonymised: products + portfolio, contactMessagesErased: messages, newsletterErased: newsletter, emailsErased: emails };
}
