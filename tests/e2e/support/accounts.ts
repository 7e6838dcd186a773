/**
 * Accounts for tests that need one, and pages signed in as them. The accounts are made by the
 * factories (approved, address confirmed, a password that signs in) and signed in by a session
 * row and its signed cookie (./sessions.ts, docs/decisions/034): no sign-up, no login form, no
 * full-cost password hashing. Sign-up and the login form are tested as a person uses them in
 * accounts.spec.ts (every role through the form: `logInThroughForm*` below).
 */
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";

import { E2E_ADMIN, uniqueEmail } from "./environment";
import { createUser } from "./factories";
import { logIn, type Registration, validRegistration } from "./forms";
import { signIn } from "./sessions";

/** A new approved business account (or of another role) that signs in with its password. */
export function newApprovedAccount(testInfo: TestInfo, prefix = "buyer", user_type: 1 | 2 | 3 = 2): Registration & { id: number } {
  const registration = validRegistration(uniqueEmail(prefix, testInfo));
  const { id } = createUser({ ...registration, user_type });
  return { ...registration, id };
}

/** Kept for the callers that pass a request context: the account is made in the database all the same. */
export async function approvedAccount(_request: APIRequestContext, testInfo: TestInfo, prefix = "buyer"): Promise<Registration> {
  return newApprovedAccount(testInfo, prefix);
}

/** The page, signed in as a new business account, on the home page (where a login lands). */
export async function logInAsNewBuyer(page: Page, testInfo: TestInfo): Promise<Registration> {
  const account = newApprovedAccount(testInfo);
  await signIn(page.context(), account.id);
  await page.goto("/");
  return account;
}

/** The page, signed in as a new store manager (user_type 3), on the home page. */
export async function logInAsStoreManager(page: Page, testInfo: TestInfo): Promise<Registration> {
  const account = newApprovedAccount(testInfo, "manager", 3);
  await signIn(page.context(), account.id);
  await page.goto("/");
  return account;
}

/** The page, signed in as the test server's first administrator, on the panel (where their login lands). */
export async function logInAsAdmin(page: Page) {
  await signIn(page.context(), E2E_ADMIN.email);
  await page.goto("/panel");
}

/** Through the login form, as a person does it, landing where that role lands. */
export async function logInThroughForm(page: Page, account: { user_email: string; password: string }, landing: "/" | "/panel") {
  await logIn(page, account.user_email, account.password);
  await page.waitForURL((url) => url.pathname === landing);
}
