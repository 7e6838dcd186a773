/**
 * Single-use links sent by email (a password reset, the confirmation of a new email address),
 * docs/decisions/015. The token is 32 random bytes; only its SHA-256 is stored, so a copy of the
 * database opens nothing. One live link per account and purpose: issuing a new one replaces the
 * row (the unique index on user and purpose holds it), so an older link stops working. Using a
 * link deletes its row in the transaction that does the work, so it works once, however many
 * requests race with it. Time is read from Date.now() (tests move it with fake timers).
 */
import { randomBytes } from "node:crypto";

import { and, eq, gt, inArray, lt } from "drizzle-orm";

import { type AppDatabase, db, schema } from "~/.server/db";
import type { AccountTokenPurpose } from "~/lib/statuses";

import { hashToken } from "./sessions";

export type AccountToken = typeof schema.accountTokens.$inferSelect;

/** How long each link works. */
export const TOKEN_LIFETIMES_MS: Record<AccountTokenPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
  // The sign-up's confirmation: the account waits for it before the team can approve it.
  email_confirm: 7 * 24 * 60 * 60 * 1000,
  // "This wasn't me", sent to the old address: it must outlive the change link it voids.
  email_change_void: 24 * 60 * 60 * 1000,
};

/** A token's text is base64url of 32 bytes (43 characters); anything else is not looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new link for the account, replacing any earlier one of the same purpose. Returns the token to send. */
export function issueAccountToken(tx: AppDatabase, userId: number, purpose: AccountTokenPurpose, newEmail: string | null = null): string {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  tx.delete(schema.accountTokens)
    .where(and(eq(schema.accountTokens.user_id, userId), eq(schema.accountTokens.purpose, purpose)))
    .run();
  tx.insert(schema.accountTokens)
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      new_email: newEmail,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + TOKEN_LIFETIMES_MS[purpose]).toISOString(),
    })
    .run();
  return token;
}

/** The live row of a token (not expired), or null. Reading does not use it. */
export function findAccountToken(token: string, purpose: AccountTokenPurpose, database: AppDatabase = db()): AccountToken | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  return (
    database
      .select()
      .from(schema.accountTokens)
      .where(
        and(
          eq(schema.accountTokens.token_hash, hashToken(token)),
          eq(schema.accountTokens.purpose, purpose),
          gt(schema.accountTokens.expires_at, new Date(Date.now()).toISOString()),
        ),
      )
      .get() ?? null
  );
}

/**
 * Takes a live token inside a write transaction: its row is deleted and returned, or null when it
 * is unknown, expired or already taken (a second use, or a use racing this one).
 */
export function takeAccountToken(tx: AppDatabase, token: string, purpose: AccountTokenPurpose): AccountToken | null {
  const row = findAccountToken(token, purpose, tx);
  if (!row) return null;
  const taken = tx.delete(schema.accountTokens).where(eq(schema.accountTokens.token_hash, row.token_hash)).run();
  return taken.changes === 1 ? row : null;
}

/** Voids an account's link of one purpose (a password set another way needs no reset link). */
export function voidAccountTokens(tx: AppDatabase, userId: number, purpose: AccountTokenPurpose) {
  tx.delete(schema.accountTokens)
    .where(and(eq(schema.accountTokens.user_id, userId), eq(schema.accountTokens.purpose, purpose)))
    .run();
}

/**
 * Voids a pending email change: the confirmation link sent to the new address and the "this
 * wasn't me" link sent to the old one. Called wherever the account's holder is proven again or
 * the team takes its access away (a password change or reset, "sign out everywhere else", a
 * rejection, a role change, a password set by an administrator), so a change asked for from a
 * borrowed session cannot be finished later (issue 28).
 */
export function voidPendingEmailChange(tx: AppDatabase, userId: number) {
  tx.delete(schema.accountTokens)
    .where(and(eq(schema.accountTokens.user_id, userId), inArray(schema.accountTokens.purpose, ["email_change", "email_change_void"])))
    .run();
}

export function deleteExpiredAccountTokens() {
  db().delete(schema.accountTokens).where(lt(schema.accountTokens.expires_at, new Date().toISOString())).run();
}
