/**
 * Proving an account's address (issue 28, docs/decisions/021). A new account gets a link at
 * sign-up (purpose `email_confirm`, 7 days, account-tokens.ts); opening it and pressing the button
 * sets `users.email_confirmed_at`. Until then the team cannot approve the account (approval.ts),
 * and rows kept by address (contact messages, the newsletter) are not the account's in an export
 * or an erasure (personal-data.ts). The link names the address it was sent to: if the account's
 * address changes before it is used, it proves nothing and is refused.
 *
 * A new link can be asked for by the team (the approval queue), by the person with their email
 * and password (the page a dead link opens; no address is revealed to anyone else), and by a
 * signed-in account whose address was never proven (accounts made before the rule). All three
 * count under one limit per account (`email_confirm`).
 */
import { eq } from "drizzle-orm";

import { type AppDatabase, db, schema, writeTransaction } from "~/.server/db";
import { notifyEmailConfirmation } from "~/.server/email/notifications";
import { type Done, type Invalid, invalid, notFound, type Refused, refused } from "~/.server/result";
import { enforce, giveBack, reset } from "~/.server/security/rate-limit";
import { emailConfirmCopy } from "~/lib/copy/email-confirm";
import type { Lang } from "~/lib/i18n/locales";
import { can } from "~/lib/permissions";

import { findAccountToken, issueAccountToken, takeAccountToken, TOKEN_LIFETIMES_MS } from "./account-tokens";
import { decoyPasswordHash, verifyPassword } from "./password";
import type { User } from "./users";

export const EMAIL_CONFIRM_DAYS = TOKEN_LIFETIMES_MS.email_confirm / 86_400_000;

/** Whether the account's current address is proven. */
export const isEmailConfirmed = (user: Pick<User, "email_confirmed_at">) => user.email_confirmed_at !== null;

/** Statuses whose address can still be proven (a rejected or disabled account asks the team first). */
const CONFIRMABLE = new Set<User["account_status"]>(["pending", "approved"]);

/**
 * Issues a confirmation link for the account's current address and queues its email, inside the
 * caller's write transaction. An earlier link of the account stops working.
 */
export function issueEmailConfirmation(tx: AppDatabase, user: User, lang: Lang = user.language) {
  const token = issueAccountToken(tx, user.id, "email_confirm", user.user_email);
  notifyEmailConfirmation(tx, user, token, EMAIL_CONFIRM_DAYS, lang);
  return token;
}

/** What a live link would confirm (the address and whether the account is approved), or null. Reading does not use it. */
export function getPendingEmailConfirmation(token: string): { email: string; approved: boolean } | null {
  const row = findAccountToken(token, "email_confirm");
  if (!row?.new_email) return null;
  const user = db().select().from(schema.users).where(eq(schema.users.id, row.user_id)).get();
  if (!user || user.user_email !== row.new_email || !CONFIRMABLE.has(user.account_status)) return null;
  return { email: user.user_email, approved: user.account_status === "approved" };
}

/** Uses the link: the account's address is proven from now on. The link works once. */
export function confirmAccountEmail(token: string): Done<User> | Refused<"invalid"> {
  return writeTransaction((tx): Done<User> | Refused<"invalid"> => {
    const row = takeAccountToken(tx, token, "email_confirm");
    const user = row && tx.select().from(schema.users).where(eq(schema.users.id, row.user_id)).get();
    if (!row || !user || user.user_email !== row.new_email || !CONFIRMABLE.has(user.account_status)) {
      return refused("invalid", emailConfirmCopy.linkInvalid);
    }
    if (user.email_confirmed_at !== null) return { ok: true, record: user };
    const now = new Date().toISOString();
    const confirmed = tx.update(schema.users).set({ email_confirmed_at: now, updated_datetime: now }).where(eq(schema.users.id, user.id)).returning().get();
    return { ok: true, record: confirmed ?? user };
  });
}

export type ConfirmationSent = Done<{ to: string }> | Refused<"not_found" | "forbidden" | "not_allowed">;

function sendFor(user: User, lang: Lang | undefined): ConfirmationSent {
  if (isEmailConfirmed(user)) return refused("not_allowed", emailConfirmCopy.alreadyConfirmed);
  if (!CONFIRMABLE.has(user.account_status)) return refused("not_allowed", emailConfirmCopy.cannotConfirm);
  enforce("email_confirm", `user:${user.id}`);
  writeTransaction((tx) => {
    // The language the person asked in is the account's from now on (decision 017).
    if (lang) tx.update(schema.users).set({ language: lang }).where(eq(schema.users.id, user.id)).run();
    issueEmailConfirmation(tx, user, lang ?? user.language);
  });
  return { ok: true, record: { to: user.user_email } };
}

/**
 * The approval queue's "Send the confirmation link again": an administrator sends a new link to a
 * pending account (in the account's language). Throws RateLimited past the account's limit.
 */
export function resendEmailConfirmation(actor: Pick<User, "user_type" | "account_status">, userId: number): ConfirmationSent {
  if (!can(actor, "manage:users")) {
    return refused("forbidden", "Only an administrator can send a confirmation link");
  }
  const user = db().select().from(schema.users).where(eq(schema.users.id, userId)).get();
  if (!user) return notFound();
  return sendFor(user, undefined);
}

/** A signed-in account whose address was never proven (made before the rule) asks for its link. */
export function sendMyEmailConfirmation(user: User, { lang }: { lang?: Lang } = {}): ConfirmationSent {
  const current = db().select().from(schema.users).where(eq(schema.users.id, user.id)).get();
  if (!current) return notFound();
  return sendFor(current, lang);
}

/**
 * A person who registered asks for a new link (theirs expired), signed out: the email and password
 * they registered with. The password is checked under the account's limit of failed logins; a
 * wrong pair, an unknown address and a wrong password get the same answer, so nothing about an
 * address is told to someone who does not hold its password. Throws RateLimited.
 */
export async function requestEmailConfirmation(email: string, password: string, { lang }: { lang?: Lang } = {}): Promise<ConfirmationSent | Invalid> {
  const address = email.trim().toLowerCase();
  enforce("login_account", address);
  // users.ts imports this module (the sign-up sends the first link): the lookup is written here.
  const user = db().select().from(schema.users).where(eq(schema.users.user_email, address)).get();
  let matches = false;
  try {
    matches = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
  } catch (error) {
    giveBack("login_account", address);
    throw error;
  }
  if (!user || !matches) return invalid({ password: [emailConfirmCopy.invalidCredentials] });
  reset("login_account", address);
  return sendFor(user, lang);
}
