/**
 * Accounts: business registration (pending until the team approves), credential checks, and
 * the first administrator.
 */
import { randomBytes } from "node:crypto";

import { and, eq, ne } from "drizzle-orm";

import { type AppDatabase, db, schema, writeTransaction } from "~/.server/db";
import { notifyRegistration } from "~/.server/email/notifications";
import { type Invalid, invalid } from "~/.server/result";
import { isCommonPassword } from "~/.server/security/common-passwords";
import { announceRegistration } from "~/.server/webhooks/events";
import { USER_TYPE } from "~/lib/constants";
import { auth as authCopy } from "~/lib/copy/auth";
import { validation } from "~/lib/copy/validation";
import type { Lang } from "~/lib/i18n/locales";
import type { SignupInput } from "~/lib/schemas/auth";

import { issueEmailConfirmation } from "./email-confirmation";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./password";

export type User = typeof schema.users.$inferSelect;

/** What a page or the API may know of an account: never the password hash. */
export function publicUser(user: User) {
  const { password_hash: _hidden, ...visible } = user;
  return visible;
}
export type PublicUser = ReturnType<typeof publicUser>;

export function getUserByEmail(email: string): User | undefined {
  return db().select().from(schema.users).where(eq(schema.users.user_email, email.trim().toLowerCase())).get();
}

export type RegistrationResult = { ok: true; record: User } | Invalid;

/**
 * A new business account waits for the team's approval and is not logged in. The workshop's
 * "awaiting approval" email and the link that proves the address (in the page's language; the
 * team can approve only once it is used, docs/decisions/021) are queued in the same transaction
 * as the account. The account keeps the language of the page it was registered on: the team's
 * decision is emailed in it.
 */
export async function registerBusinessAccount(input: SignupInput, { lang = "en" }: { lang?: Lang } = {}): Promise<RegistrationResult> {
  if (getUserByEmail(input.user_email)) {
    return invalid({ user_email: [authCopy.emailTaken] }, { conflicts: ["user_email"] });
  }
  if (isCommonPassword(input.password)) return invalid({ password: [validation.passwordTooCommon] });
  const password_hash = await hashPassword(input.password);
  try {
    const user = writeTransaction((tx) => {
      const created = tx
        .insert(schema.users)
        .values({
          user_name: input.user_name,
          business_name: input.business_name,
          user_email: input.user_email,
          contact_number: input.contact_number,
          address: input.address,
          city: input.city,
          password_hash,
          user_type: USER_TYPE.user,
          account_status: "pending",
          language: lang,
        })
        .returning()
        .get();
      notifyRegistration(tx, created);
      announceRegistration(tx, created);
      issueEmailConfirmation(tx, created, lang);
      return created;
    });
    return { ok: true, record: user };
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (String(error).includes("UNIQUE")) return invalid({ user_email: [authCopy.emailTaken] }, { conflicts: ["user_email"] });
    throw error;
  }
}

/**
 * The language of the site the account holder last used (a login, an inquiry, a change of their
 * details): later emails to them (replies, decisions) are written in it. Unchanged for the same.
 */
export function rememberLanguage(userId: number, lang: Lang, database: AppDatabase = db()): void {
  database
    .update(schema.users)
    .set({ language: lang })
    .where(and(eq(schema.users.id, userId), ne(schema.users.language, lang)))
    .run();
}

/**
 * A refused login, with words the person can act on. `waiting` marks an account on its way rather
 * than refused (its address to confirm, the team's approval to come): pages show it as information.
 */
export class LoginRefused extends Error {
  override name = "LoginRefused";
  constructor(
    message: string,
    readonly waiting: "email" | "approval" | null = null,
  ) {
    super(message);
  }
}

const STATUS_REFUSALS = {
  pending: authCopy.accountPending,
  rejected: authCopy.accountRejected,
  disabled: authCopy.accountDisabled,
} as const;

/**
 * The account for these credentials, or LoginRefused. The account state is told only after the
 * password is right, so it reveals nothing to someone guessing.
 */
export async function verifyLogin(email: string, password: string): Promise<User> {
  const user = getUserByEmail(email);
  const passwordMatches = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
  if (!user || !passwordMatches) throw new LoginRefused(authCopy.invalidCredentials);
  if (user.account_status === "pending" && user.email_confirmed_at === null) throw new LoginRefused(authCopy.accountAwaitingEmail, "email");
  if (user.account_status === "pending") throw new LoginRefused(STATUS_REFUSALS.pending, "approval");
  if (user.account_status !== "approved") throw new LoginRefused(STATUS_REFUSALS[user.account_status]);
  return user;
}

/**
 * Makes sure an administrator exists. From ADMIN_EMAIL/ADMIN_PASSWORD when set; otherwise a
 * random password is made and printed once. There is no default password. Its address counts as
 * proven: the operator chose it (docs/decisions/021).
 */
export async function ensureFirstAdmin(options: { email?: string; password?: string; log?: (line: string) => void }) {
  const log = options.log ?? console.log;
  const existingAdmin = db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.user_type, USER_TYPE.admin)).get();
  if (existingAdmin) return;

  const email = options.email ?? "admin@sadeli.local";
  const password = options.password ?? randomBytes(12).toString("base64url");
  db()
    .insert(schema.users)
    .values({
      user_name: "Workshop Admin",
      business_name: "Sadeli Workshop",
      user_email: email,
      contact_number: "",
      password_hash: await hashPassword(password),
      user_type: USER_TYPE.admin,
      account_status: "approved",
      email_confirmed_at: new Date().toISOString(),
    })
    .run();
  if (options.password) {
    log(`Administrator account ${email} created from ADMIN_EMAIL/ADMIN_PASSWORD.`);
  } else {
    log(`Administrator account created. Email: ${email}  Password: ${password}  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)`);
  }
}
