/** An approved business account for tests that need one, made through the real sign-up. */
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";

import { E2E_ADMIN, setAccountStatus, uniqueEmail, withTestDatabase } from "./environment";
import { logIn, type Registration, validRegistration } from "./forms";

export async function approvedAccount(request: APIRequestContext, testInfo: TestInfo, prefix = "buyer"): Promise<Registration> {
  const registration = validRegistration(uniqueEmail(prefix, testInfo));
  const response = await request.post("/signup", { form: { ...registration, confirm_password: registration.password }, maxRedirects: 0 });
  if (response.status() !== 302) throw new Error(`Sign-up failed with ${response.status()}`);
  setAccountStatus(registration.user_email, "approved");
  return registration;
}

export async function logInAsNewBuyer(page: Page, testInfo: TestInfo): Promise<Registration> {
  const account = await approvedAccount(page.request, testInfo);
  await logIn(page, account.user_email, account.password);
  await page.waitForURL((url) => url.pathname === "/");
  return account;
}

/** A signed-in store manager (user_type 3). */
export async function logInAsStoreManager(page: Page, testInfo: TestInfo): Promise<Registration> {
  const account = await approvedAccount(page.request, testInfo, "manager");
  withTestDatabase((database) => database.prepare("update users set user_type = 3 where user_email = ?").run(account.user_email));
  await logIn(page, account.user_email, account.password);
  await page.waitForURL((url) => url.pathname === "/");
  return account;
}

export async function logInAsAdmin(page: Page) {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL((url) => url.pathname === "/panel");
}
