/**
 * What a signed-in person changes of their own account (/account and /api/account/): the business
 * profile, the email address (with the current password, through a link sent to the new address
 * that works only signed in to the account; the old address is told and can cancel it:
 * docs/decisions/015 and 020), the password (with the current one) and "sign out everywhere else".
 * The last two end every session of the account and give the one asking a fresh one (ASVS 7.2.4),
 * and, like a reset, they void a pending email change. The rules of each field are the sign-up's
 * (lib/schemas/account.ts).
 */
import { and, eq, gt } from "drizzle-orm";

import { db, schema, writeTransaction } from "~/.server/db";
import { notifyEmailChange, notifyEmailChanged, notifyEmailChangeRequested, notifyEmailTaken, notifyPasswordChanged } from "~/.server/email/notifications";
import { type Done, invalid, notFound, type Refused, refused, type Result } from "~/.server/result";
import { isCommonPassword } from "~/.server/security/common-passwords";
import { enforce } from "~/.server/security/rate-limit";
import { accountCopy } from "~/lib/copy/account";
import { auth as authCopy } from "~/lib/copy/auth";
import { validation } from "~/lib/copy/validation";
import type { Lang } from "~/lib/i18n/locales";
import type { EmailChangeInput, PasswordChangeInput, ProfileInput } from "~/lib/schemas/account";

import { findAccountToken, issueAccountToken, takeAccountToken, TOKEN_LIFETIMES_MS, voidAccountTokens, voidPendingEmailChange } from "./account-tokens";
import { checkOwnPassword } from "./login-throttle";
import { hashPassword } from "./password";
import { renewSessions, revokeUserSessions, type SessionKind } from "./sessions";
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

/**
 * Whether `password` is the account's current one: checkOwnPassword counts it against the account's
 * own limit of wrong current passwords (`password_check`), the same for an email change, a password
 * change and an erasure, so a stolen session cannot guess faster than the login form, and failed
 * logins from elsewhere never lock the owner out of these forms. Throws RateLimited past the limit.
 */
const isCurrentPassword = (user: User, password: string) => checkOwnPassword(user, password);

const wrongCurrentPassword = () => invalid({ current_password: [accountCopy.currentPasswordWrong] });

/**
 * Asks to move the account's login to a new address, with the current password. The request is
 * counted first (5 an hour per account), then the password (the account's login limit); throws
 * RateLimited past either. Past those, the answer is the same whatever the address (no way to
 * learn which addresses have accounts): the new address gets the confirmation link, or, when it
 * is already another account's, that account's owner gets a notice instead and the link goes
 * nowhere. Either way the old address is told, with a "this wasn't me" link that voids the
 * change, and a newer request replaces the older links. The emails are in the language of the
 * page (`lang`), which the account keeps for its later emails; the API's (no `lang`) are English
 * and leave the account's language as it is.
 */
export async function requestEmailChange(user: User, input: EmailChangeInput, { lang }: { lang?: Lang } = {}): Promise<Result<{ to: string }>> {
  const to = input.user_email.trim().toLowerCase();
  if (to === user.user_email) return invalid({ user_email: [accountCopy.emailUnchanged] });
  enforce("email_change", `user:${user.id}`);
  if (!(await isCurrentPassword(user, input.current_password))) return wrongCurrentPassword();
  writeTransaction((tx) => {
    const token = issueAccountToken(tx, user.id, "email_change", to);
    const voidToken = issueAccountToken(tx, user.id, "email_change_void");
    if (lang) rememberLanguage(user.id, lang, tx);
    const owner = getUserByEmail(to);
    if (owner && owner.id !== user.id) notifyEmailTaken(tx, owner);
    else notifyEmailChange(tx, user, to, token, EMAIL_CHANGE_HOURS, lang);
    notifyEmailChangeRequested(tx, user, to, voidToken, EMAIL_CHANGE_HOURS, lang);
  });
  return { ok: true, record: { to } };
}

/**
 * The new address a live confirmation link would set and the account it belongs to, or null.
 * Reading does not use the link.
 */
export function getPendingEmailChange(token: string): { newEmail: string; userId: number } | null {
  const row = findAccountToken(token, "email_change");
  return row?.new_email ? { newEmail: row.new_email, userId: row.user_id } : null;
}

/**
 * Opens the confirmation link, signed in as `userId`: the account's address becomes the new one,
 * the link (and its "this wasn't me" twin) is used up, the old address is kept in
 * account_past_emails and told. A link of another account is refused and left as it was.
 */
export function confirmEmailChange(token: string, userId: number): Result<User, "invalid" | "in_use" | "forbidden"> {
  try {
    const outcome = writeTransaction((tx): Result<User, "invalid" | "in_use" | "forbidden"> => {
      const pending = findAccountToken(token, "email_change", tx);
      if (pending && pending.user_id !== userId) return refused("forbidden", accountCopy.emailLinkOtherAccount);
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
      voidPendingEmailChange(tx, user.id);
      notifyEmailChanged(tx, user, account.user_email);
      return { ok: true, record: user };
    });
    return outcome;
  } catch (error) {
    // Another account took the address since the link was sent: the unique index decides.
    if (isUniqueViolation(error)) return refused("in_use", authCopy.emailTaken);
    throw error;
  }
}

/** The pending change a live "this wasn't me" link would cancel, or null. Reading does not use the link. */
export function getEmailChangeToVoid(token: string): { email: string; newEmail: string } | null {
  const row = findAccountToken(token, "email_change_void");
  if (!row) return null;
  const pending = db()
    .select({ newEmail: schema.accountTokens.new_email, email: schema.users.user_email })
    .from(schema.accountTokens)
    .innerJoin(schema.users, eq(schema.accountTokens.user_id, schema.users.id))
    .where(
      and(
        eq(schema.accountTokens.user_id, row.user_id),
        eq(schema.accountTokens.purpose, "email_change"),
        gt(schema.accountTokens.expires_at, new Date(Date.now()).toISOString()),
      ),
    )
    .get();
  return pending?.newEmail ? { email: pending.email, newEmail: pending.newEmail } : null;
}

/**
 * "This wasn't me" (the link sent to the old address): the pending change and both its links are
 * voided. Works signed out: the link is the proof that the old address's holder asks.
 */
export function voidEmailChange(token: string): Result<{ userId: number }, "invalid"> {
  return writeTransaction((tx): Result<{ userId: number }, "invalid"> => {
    const row = takeAccountToken(tx, token, "email_change_void");
    if (!row) return refused("invalid", accountCopy.voidLinkInvalid);
    voidPendingEmailChange(tx, row.user_id);
    return { ok: true, record: { userId: row.user_id } };
  });
}

/** A password change's outcome: the saved account and the asking one's fresh session token (null when none was asked). */
export type PasswordChanged = { user: User; session: string | null };

/**
 * A new password, with the current one (checked under the account's login limit). Every session
 * of the account ends; the one asking (`caller`: the kind of its session) gets a fresh one, so an
 * earlier copy of its cookie or token stops working too. A pending reset link and a pending email
 * change are voided; the account's address is told (in `lang`, else the account's language).
 */
export async function changeMyPassword(
  user: User,
  input: PasswordChangeInput,
  caller: SessionKind | null,
  { lang }: { lang?: Lang } = {},
): Promise<Result<PasswordChanged>> {
  if (!(await isCurrentPassword(user, input.current_password))) return wrongCurrentPassword();
  if (isCommonPassword(input.password)) return invalid({ password: [validation.passwordTooCommon] });
  const password_hash = await hashPassword(input.password);
  const updated = writeTransaction((tx): PasswordChanged | null => {
    const saved = tx
      .update(schema.users)
      .set({ password_hash, updated_datetime: new Date().toISOString() })
      .where(eq(schema.users.id, user.id))
      .returning()
      .get();
    if (!saved) return null;
    let session: string | null = null;
    if (caller) session = renewSessions(user.id, caller, tx);
    else revokeUserSessions(user.id, tx);
    voidAccountTokens(tx, user.id, "password_reset");
    voidPendingEmailChange(tx, user.id);
    notifyPasswordChanged(tx, saved, lang);
    return { user: saved, session };
  });
  return updated ? { ok: true, record: updated } : notFound();
}

/**
 * "Sign out everywhere else": every session of the account ends, the asking one's too, and it gets
 * a fresh one of its kind (returned); a pending email change is voided.
 */
export function signOutOtherSessions(userId: number, caller: SessionKind): string {
  return writeTransaction((tx) => {
    voidPendingEmailChange(tx, userId);
    return renewSessions(userId, caller, tx);
  });
}
