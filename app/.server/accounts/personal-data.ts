/**
 * The account holder's rights over their personal data (India's DPDP Act 2023, sections 11 and
 * 12; docs/decisions/014-erasing-an-account.md): a copy of everything the site holds of them, and
 * erasure. The same functions serve /account/data and the API (GET /api/account/data/,
 * DELETE /api/account/). Which inquiries are the account's is `ownedBy` (inquiry-admin.ts), the
 * rule of the /inquiries/user/ lists.
 */
import { and, eq, inArray, like, ne, or, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";

import { type AppDatabase, db, schema, writeTransaction } from "~/.server/db";
import { ownedBy } from "~/.server/inquiries/inquiry-admin";
import { deleteNewsletterConfirmations } from "~/.server/messages/contact";
import { type Invalid, invalid, type Refused, refused } from "~/.server/result";
import { eraseWebhookDeliveriesAbout } from "~/.server/webhooks/outbox";
import { ERASED_INQUIRER, myDataCopy } from "~/lib/copy/my-data";
import { can } from "~/lib/permissions";

import { checkOwnPassword } from "./login-throttle";
import { isFirstAdmin } from "./user-admin";
import { publicUser, type User } from "./users";

/** Contact messages and the newsletter are kept by address, as typed: compared ignoring case. */
const addressIn = (column: AnySQLiteColumn, emails: readonly string[]): SQL => (emails.length === 0 ? sql`0` : inArray(sql`lower(${column})`, [...emails]));

/**
 * The addresses of an account (docs/decisions/021). `proven`: the current address once its holder
 * has opened the link sent to it (`email_confirmed_at`); only a proven address makes rows kept by
 * address (a visitor's contact messages, a newsletter subscription, any email of the outbox) the
 * account's. `all`: the current address and every earlier one (account_past_emails), which an
 * erasure also takes out of what is the account's own (its emails, the activity log's entries
 * about it). Earlier addresses count as unproven: nothing records whether they were.
 */
function addressesOf(database: AppDatabase, user: User) {
  const current = user.user_email.trim().toLowerCase();
  const past = database
    .select({ email: schema.accountPastEmails.email })
    .from(schema.accountPastEmails)
    .where(eq(schema.accountPastEmails.user_id, user.id))
    .all()
    .map((row) => row.email.trim().toLowerCase());
  return { proven: user.email_confirmed_at === null ? [] : [current], all: [...new Set([current, ...past])] };
}

/** The account's contact messages: sent while signed in (user_id), or under its proven address. */
const contactMessagesOf = (user: User, proven: readonly string[]) =>
  or(eq(schema.contactMessages.user_id, user.id), addressIn(schema.contactMessages.email, proven));

/** Why address-kept rows are missing from a copy or an erasure (English, in the JSON file). */
export const UNCONFIRMED_ADDRESS_NOTE =
  "Your email address is not confirmed: contact messages sent without signing in and a newsletter subscription kept under it are not included. Confirm the address from your account page, then ask again.";

/** Staff cannot erase themselves while they hold the role (the activity log would lose who did what). */
export const isStaff = (user: Pick<User, "user_type">) => can({ user_type: user.user_type }, "use:panel");

/**
 * Everything the site holds of the account, for the person to keep: the account without its
 * password hash, its inquiries of both kinds with the team's replies, the contact messages it sent
 * signed in, and once its address is proven those sent under the address and its newsletter
 * subscription without the unsubscribe key (`left_out` says when they are not included). Sessions
 * and keys are never included (only their hashes are stored, and they are the account's
 * credentials, not data about the person).
 */
export function getPersonalData(user: Pick<User, "id">, now: Date = new Date()) {
  const current = db().select().from(schema.users).where(eq(schema.users.id, user.id)).get();
  if (!current) return null;
  const { proven } = addressesOf(db(), current);
  const { unsubscribe_token: _key, ...subscription } = db()
    .select()
    .from(schema.newsletterSubscribers)
    .where(addressIn(schema.newsletterSubscribers.email, proven))
    .get() ?? { unsubscribe_token: null };
  return {
    exported_at: now.toISOString(),
    account: publicUser(current),
    product_inquiries: db().select().from(schema.productInquiries).where(ownedBy("product", current.id)).orderBy(schema.productInquiries.id).all(),
    portfolio_inquiries: db().select().from(schema.portfolioInquiries).where(ownedBy("portfolio", current.id)).orderBy(schema.portfolioInquiries.id).all(),
    contact_messages: db().select().from(schema.contactMessages).where(contactMessagesOf(current, proven)).orderBy(schema.contactMessages.id).all(),
    newsletter_subscription: "id" in subscription ? subscription : null,
    /** Null when the address is confirmed; else why address-kept rows are left out (docs/decisions/021). */
    left_out: proven.length === 0 ? UNCONFIRMED_ADDRESS_NOTE : null,
  };
}
export type PersonalData = NonNullable<ReturnType<typeof getPersonalData>>;

/** What was erased, for the caller's answer and the tests. */
export type Erasure = { inquiriesAnonymised: number; contactMessagesErased: number; newsletterErased: number; emailsErased: number };
export type AccountDeletionResult = { ok: true; record: Erasure } | Invalid | Refused<"not_found" | "forbidden" | "not_allowed">;

/**
 * Erases the account at its holder's request, after checking the current password (checkOwnPassword:
 * a stolen session cannot guess it faster than a login can; failed logins from elsewhere do not count).
 * In one write transaction: the inquiries stay for the workshop's records with the name and
 * email replaced by ERASED_INQUIRER (they hold no phone number); the contact messages sent
 * signed in, and those under the address once it is proven, the newsletter subscription (proven
 * address only) and the emails to or about the account in the outbox are deleted; the activity
 * log keeps its entries with the account's addresses (the current and earlier ones) replaced; the
 * account goes, and its sessions and any other rows keyed to it with it (ON DELETE CASCADE). The
 * first administrator, who owns the site, cannot erase their account; nor can any staff account
 * (administrator, store manager) while it holds the role: the owner demotes it first
 * (docs/decisions/021).
 */
export async function deleteOwnAccount(user: Pick<User, "id">, password: unknown): Promise<AccountDeletionResult> {
  const current = db().select().from(schema.users).where(eq(schema.users.id, user.id)).get();
  if (!current) return refused("not_found", myDataCopy.deleteFailed);
  if (isFirstAdmin(current)) return refused("forbidden", myDataCopy.firstAdminRefused);
  if (isStaff(current)) return refused("not_allowed", myDataCopy.staffRefused);
  if (typeof password !== "string" || password.length === 0) return invalid({ password: [myDataCopy.passwordRequired] });

  if (!(await checkOwnPassword(current, password))) return invalid({ password: [myDataCopy.wrongPassword] });

  return writeTransaction((tx): AccountDeletionResult => {
    // Read again inside the lock: the account may have changed (or gone) since the check.
    const locked = tx.select().from(schema.users).where(eq(schema.users.id, current.id)).get();
    if (!locked) return refused("not_found", myDataCopy.deleteFailed);
    if (isFirstAdmin(locked)) return refused("forbidden", myDataCopy.firstAdminRefused);
    if (isStaff(locked)) return refused("not_allowed", myDataCopy.staffRefused);
    if (locked.password_hash !== current.password_hash) return invalid({ password: [myDataCopy.wrongPassword] });
    return { ok: true, record: erase(tx, locked) };
  });
}

function erase(tx: AppDatabase, user: User): Erasure {
  const { proven, all } = addressesOf(tx, user);
  const anonymous = { inquirer_name: ERASED_INQUIRER.name, inquirer_email: ERASED_INQUIRER.email };
  // What is the account's own, whatever its addresses: its inquiries and the messages it sent signed in.
  const productIds = tx.select({ id: schema.productInquiries.id }).from(schema.productInquiries).where(ownedBy("product", user.id)).all();
  const portfolioIds = tx.select({ id: schema.portfolioInquiries.id }).from(schema.portfolioInquiries).where(ownedBy("portfolio", user.id)).all();
  const messageIds = tx.select({ id: schema.contactMessages.id }).from(schema.contactMessages).where(contactMessagesOf(user, proven)).all();
  const owned = {
    ProductInquiry: productIds.map((row) => row.id),
    PortfolioInquiry: portfolioIds.map((row) => row.id),
    ContactMessage: messageIds.map((row) => row.id),
  };
  const products = tx.update(schema.productInquiries).set(anonymous).where(ownedBy("product", user.id)).run().changes;
  const portfolio = tx.update(schema.portfolioInquiries).set(anonymous).where(ownedBy("portfolio", user.id)).run().changes;
  const messages = tx.delete(schema.contactMessages).where(contactMessagesOf(user, proven)).run().changes;
  const newsletter = tx.delete(schema.newsletterSubscribers).where(addressIn(schema.newsletterSubscribers.email, proven)).run().changes;
  // Newsletter sign-ups still waiting for their link under those addresses (double opt-in, docs/decisions/023).
  for (const address of proven) deleteNewsletterConfirmations(tx, address);
  // Emails to the person, or to the workshop about them (Reply-To the person), sent or waiting,
  // under any of the account's addresses: every one under a proven address, and under the others
  // those about the account itself or its own records (a visitor's emails under an address someone
  // else registered stay). One a worker is sending at this moment is left to finish.
  const outbox = schema.emailOutbox;
  const references = [
    ...owned.ProductInquiry.flatMap((id) => [`product_inquiry:${id}`, `product_inquiry:${id}:reply`]),
    ...owned.PortfolioInquiry.flatMap((id) => [`portfolio_inquiry:${id}`, `portfolio_inquiry:${id}:reply`]),
    ...owned.ContactMessage.flatMap((id) => [`contact_message:${id}`, `contact_message:${id}:reply`]),
  ];
  const aboutAccount = or(
    eq(outbox.reference, `user:${user.id}`),
    like(outbox.reference, `user:${user.id}:%`),
    references.length > 0 ? inArray(outbox.reference, references) : undefined,
  );
  const emails = tx
    .delete(outbox)
    .where(
      and(
        or(addressIn(outbox.to_address, all), addressIn(outbox.reply_to, all)),
        or(addressIn(outbox.to_address, proven), addressIn(outbox.reply_to, proven), aboutAccount),
        ne(outbox.status, "sending"),
      ),
    )
    .run().changes;
  // The activity log keeps what was done, not by or to whom: every address of the account leaves
  // the entries it made and those about it or its records; a proven address leaves every entry.
  const log = schema.auditLog;
  const entriesOfAccount = or(
    eq(log.actor_id, user.id),
    and(eq(log.entity, "UserProfile"), eq(log.entity_id, String(user.id))),
    ...Object.entries(owned)
      .filter(([, ids]) => ids.length > 0)
      .map(([entity, ids]) => and(eq(log.entity, entity), inArray(log.entity_id, ids.map(String)))),
  );
  for (const email of all) {
    const everywhere = proven.includes(email);
    // Addresses are stored in lower case; a summary may hold one as it was typed.
    tx.update(log)
      .set({ summary: sql`replace(${log.summary}, ${email}, ${ERASED_INQUIRER.email})` })
      .where(and(sql`instr(${log.summary}, ${email}) > 0`, everywhere ? undefined : entriesOfAccount))
      .run();
  }
  tx.update(log)
    .set({ actor_email: ERASED_INQUIRER.email })
    .where(or(eq(log.actor_id, user.id), and(addressIn(log.actor_email, all), entriesOfAccount)))
    .run();
  // Issue 33: webhook deliveries that tell of the account or its records.
  eraseWebhookDeliveriesAbout(tx, user.id, proven);
  tx.delete(schema.users).where(eq(schema.users.id, user.id)).run();
  return { inquiriesAnonymised: products + portfolio, contactMessagesErased: messages, newsletterErased: newsletter, emailsErased: emails };
}
