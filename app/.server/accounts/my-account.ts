/**
 * What a signed-in person changes of their own account (/account and /api/account/): the business
 * profile, the email address (through a link sent to the new address: nothing changes until it
 * is opened, docs/decisions/015), the password (with the current one; every other session ends)
 * and "sign out everywhere else". The rules of each field are the sign-up's (lib/schemas/account.ts).
 */
import { eq } from "drizzle-orm";

import { db, schema, writeTransaction } from "~/.server/db";
import { notifyEmailChange } from "~/.server/email/notifications";
import { type Done, invalid, notFound, type Refused, refused, type Result } from "~/.server/result";
import { isCommonPassword } from "~/.server/security/common-passwords";
import { enforce } from "~/.server/security/rate-limit";
import { accountCopy } from "~/lib/copy/account";
import { auth as authCopy } from "~/lib/copy/auth";
import { validation } from "~/lib/copy/validation";
import type { Lang } from "~/lib/i18n/locales";
import type { PasswordChangeInput, ProfileInput } from "~/lib/schemas/account";

import { findAccountToken, issueAccountToken, takeAccountToken, TOKEN_LIFETIMES_MS, voidAccountTokens } from "./account-tokens";
import { checkOwnPassword } from "./login-throttle";
import { hashPassword } from "./password";
import { revokeOtherSessions } from "./sessions";
import { getUserByEmail, rememberLanguage, type User } from "./users";

const EMAIL_CHANGE_HOURS = TOKEN_LIFETIMES_MS.email_change / 3_600_000;

const isUniqueViolation = (error: unknown) => String(error).includes("UNIQUE");

/** Saves the business profile (name, business name, contact number, address, city). */
export function updateMyProfile(userId: number, input: ProfileInput): Done<User> | Refused<"not_found"> {
  const user = db()
    .update(schema.users)
    .set({ ...input, updated_datetime: new Date().toISOString() })
    .where(eq(schema.users.id, userId))
    .returning()
    .get();
  return user ? { ok: true, record: user } : notFound();
}

/** Why an address cannot become the account's (its own already, or another account's), or null. */
export function newEmailRefusal(user: User, newEmail: string): string | null {
  const to = newEmail.trim().toLowerCase();
  if (to === user.user_email) return accountCopy.emailUnchanged;
  const owner = getUserByEmail(to);
  return owner && owner.id !== user.id ? authCopy.emailTaken : null;
}

/**
 * Emails a confirmation link to a new address; the account keeps its address until the link is
 * opened. A newer request replaces the older link. Throws RateLimited past the account's limit.
 * The email is written in the language of the page it was asked from (`lang`), which the account
 * keeps for its later emails; the API's request (no `lang`) is English and leaves the account's language as it is.
 */
export function requestEmailChange(user: User, newEmail: string, { lang }: { lang?: Lang } = {}): Result<{ to: string }> {
  const to = newEmail.trim().toLowerCase();
  const refusal = newEmailRefusal(user, to);
  if (refusal) return invalid({ user_email: [refusal] });
  enforce("email_change", `user:${user.id}`);
  writeTransaction((tx) => {
    const token = issueAccountToken(tx, user.id, "email_change", to);
    if (lang) rememberLanguage(user.id, lang, tx);
    notifyEmailChange(tx, user, to, token, EMAIL_CHANGE_HOURS, lang);
  });
  return { ok: true, record: { to } };
}

/** The new address a live confirmation link would set, or null. Reading does not use the link. */
export function getPendingEmailChange(token: string): { newEmail: string } | null {
  const row = findAccountToken(token, "email_change");
  return row?.new_email ? { newEmail: row.new_email } : null;
}

/** Opens the confirmation link: the account's address becomes the new one; the link is used up. */
export function confirmEmailChange(token: string): Result<User, "invalid" | "in_use"> {
  try {
    const outcome = writeTransaction((tx): Result<User, "invalid" | "in_use"> => {
      const row = takeAccountToken(tx, token, "email_change");
      const account = row && tx.select().from(schema.users).where(eq(schema.users.id, row.user_id)).get();
      if (!row?.new_email || account?.account_status !== "approved") return refused("invalid", accountCopy.emailLinkInvalid);
      const user = tx
        .update(schema.users)
        .set({ user_email: row.new_email, email_confirmed_at: new Date().toISOString(), updated_datetime: new Date().toISOString() })
        .where(eq(schema.users.id, account.id))
        .returning()
        .get()!;
      // Kept so that erasing the account later finds what is held under the old address too.
      tx.insert(schema.accountPastEmails).values({ user_id: user.id, email: account.user_email }).run();
      // A reset link sent to the old address no longer belongs to the account's address.
      voidAccountTokens(tx, user.id, "password_reset");
      return { ok: true, record: user };
    });
    return outcome;
  } catch (error) {
    // Another account took the address since the link was sent: the unique index decides.
    if (isUniqueViolation(error)) return refused("in_use", authCopy.emailTaken);
    throw error;
  }
}

/**
 * A new password, with the current one. The check counts against the account's own limit of wrong
 * current passwords (checkOwnPassword: a stolen session cannot guess the password faster than the
 * login form, and failed logins from elsewhere never lock the owner out of this form). Every other
 * session ends (the one of `keepToken` stays); a pending reset link is voided.
 */
export async function changeMyPassword(user: User, input: PasswordChangeInput, keepToken: string | null): Promise<Result<User>> {
  if (!(await checkOwnPassword(user, input.current_password))) return invalid({ current_password: [accountCopy.currentPasswordWrong] });
  if (isCommonPassword(input.password)) return invalid({ password: [validation.passwordTooCommon] });
  const password_hash = await hashPassword(input.password);
  const updated = writeTransaction((tx) => {
    const saved = tx
      .update(schema.users)
      .set({ password_hash, updated_datetime: new Date().toISOString() })
      .where(eq(schema.users.id, user.id))
      .returning()
      .get();
    if (!saved) return null;
    revokeOtherSessions(user.id, keepToken, tx);
    voidAccountTokens(tx, user.id, "password_reset");
    return saved;
  });
  return updated ? { ok: true, record: updated } : notFound();
}

/** "Sign out everywhere else": every session of the account but this one ends. */
export function signOutOtherSessions(userId: number, keepToken: string | null): number {
  return revokeOtherSessions(userId, keepToken);
}
