/**
 * "Forgot your password?" (docs/decisions/015). Asking answers the same whatever the address:
 * only an approved account gets an email, with a single-use link valid one hour; pending,
 * rejected and disabled accounts and unknown addresses get nothing, and the caller cannot tell.
 * Limits: per client address, and per email address asked for (counted for every address, so a
 * refusal reveals nothing either). Setting the new password keeps the sign-up rules, ends every
 * session of the account and voids the link.
 */
import { eq } from "drizzle-orm";

import { afterAnswer } from "~/.server/after-answer";
import { db, schema, writeTransaction } from "~/.server/db";
import { notifyPasswordChanged, notifyPasswordReset } from "~/.server/email/notifications";
import { invalid, refused, type Result } from "~/.server/result";
import { isCommonPassword } from "~/.server/security/common-passwords";
import { enforce, reset } from "~/.server/security/rate-limit";
import { accountCopy } from "~/lib/copy/account";
import { validation } from "~/lib/copy/validation";
import type { Lang } from "~/lib/i18n/locales";

import { findAccountToken, issueAccountToken, takeAccountToken, TOKEN_LIFETIMES_MS, voidPendingEmailChange } from "./account-tokens";
import { hashPassword } from "./password";
import { getUserByEmail, type User } from "./users";

const RESET_MINUTES = TOKEN_LIFETIMES_MS.password_reset / 60_000;

/**
 * Queues the reset email when the address belongs to an approved account; otherwise does nothing.
 * Throws RateLimited (from the client's address or the address asked for) before anything else.
 * The answer is the same either way: the door shows one message. And it takes the same time: the
 * request itself only counts the limits, the same two counts for every address; looking the
 * address up and writing the link and the email wait until the answer is sent (afterAnswer,
 * docs/decisions/022), so an approved account's answer is not the slower one. The email is
 * written in the language of the page it was asked from (`lang`), its link to that language's
 * page; the account's remembered language is not changed by a request anyone can make.
 */
export function requestPasswordReset(email: string, client: string, { lang = "en" }: { lang?: Lang } = {}): { ok: true } {
  const address = email.trim().toLowerCase();
  enforce("password_reset_ip", client);
  enforce("password_reset_account", address);
  afterAnswer(() => sendPasswordReset(address, lang));
  return { ok: true };
}

/** The work behind a reset request, after its answer: the link and its email, for an approved account only. */
function sendPasswordReset(address: string, lang: Lang) {
  const user = getUserByEmail(address);
  if (user?.account_status !== "approved") return;
  writeTransaction((tx) => {
    const token = issueAccountToken(tx, user.id, "password_reset");
    notifyPasswordReset(tx, user, token, RESET_MINUTES, lang);
  });
}

/** The approved account a live reset link belongs to, or null (unknown, expired, used, replaced). */
export function getPasswordResetAccount(token: string): User | null {
  const row = findAccountToken(token, "password_reset");
  if (!row) return null;
  const user = db().select().from(schema.users).where(eq(schema.users.id, row.user_id)).get();
  return user?.account_status === "approved" ? user : null;
}

const linkRefused = () => refused("invalid", accountCopy.resetLinkInvalid);

/**
 * Sets a new password through a reset link. The link is taken (deleted) in the same transaction
 * as the new password, so it works once; every session of the account ends, and a pending email
 * change with them (issue 28); the account's address is told (in the page's language `lang`, else
 * the account's); the account's count of failed logins is cleared, so the person can sign in at once.
 */
export async function resetPassword(token: string, password: string, { lang }: { lang?: Lang } = {}): Promise<Result<User, "invalid">> {
  if (!getPasswordResetAccount(token)) return linkRefused();
  if (isCommonPassword(password)) return invalid({ password: [validation.passwordTooCommon] });
  const password_hash = await hashPassword(password);
  const updated = writeTransaction((tx) => {
    const row = takeAccountToken(tx, token, "password_reset");
    const account = row && tx.select().from(schema.users).where(eq(schema.users.id, row.user_id)).get();
    if (account?.account_status !== "approved") return null;
    const user = tx
      .update(schema.users)
      .set({ password_hash, updated_datetime: new Date().toISOString() })
      .where(eq(schema.users.id, account.id))
      .returning()
      .get()!;
    tx.delete(schema.sessions).where(eq(schema.sessions.user_id, user.id)).run();
    voidPendingEmailChange(tx, user.id);
    notifyPasswordChanged(tx, user, lang);
    return user;
  });
  if (!updated) return linkRefused();
  reset("login_account", updated.user_email);
  return { ok: true, record: updated };
}
