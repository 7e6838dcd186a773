/** Business registration, approval, login and logout: as a person does it, with JavaScript on and off. */
import { expect, type Page, test } from "@playwright/test";

import { logInThroughForm, newApprovedAccount } from "./support/accounts";
import { confirmAccountEmail, E2E_ADMIN, setAccountStatus, uniqueEmail, withTestDatabase } from "./support/environment";
import { fillRegistration, logIn, logOut, validRegistration } from "./support/forms";

/**
 * An account on its way (its address to confirm, the team's approval to come) is told so as
 * information (issue 29): a status, not the red alert of a refusal.
 */
async function expectInformation(page: Page, words: string) {
  const notice = page.getByTestId("login-notice");
  await expect(notice).toHaveAttribute("role", "status");
  await expect(notice).toContainText(words);
  await expect(page.getByRole("alert").filter({ hasText: words })).toHaveCount(0);
  const [red, green] = await notice.evaluate((element) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data);
  });
  // Not the error's red text (red far above green): the wood-brown ink of the page's information.
  expect(red! - green!).toBeLessThan(60);
}

test("a business signs up, waits for approval, then logs in and out", async ({ page }, testInfo) => {
  const registration = validRegistration(uniqueEmail("meera", testInfo));

  await page.goto("/signup");
  await fillRegistration(page, registration);
  await page.getByRole("button", { name: "Register Business" }).click();

  // Sign-up does not log in: it sends the person to /login with the green message.
  await expect(page).toHaveURL(/\/login\?registered=1$/);
  const confirmation = page.getByText("Registration completed successfully!");
  await expect(confirmation).toBeVisible();
  // Shown in green: the rendered colour's green channel dominates (Tailwind gives oklch values).
  const [red, green, blue] = await confirmation.evaluate((element) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data);
  });
  expect(green).toBeGreaterThan(red! + 30);
  expect(green).toBeGreaterThan(blue! + 30);
  // And what happens next (issue 29): the address first, then the team's approval, then an email.
  const next = page.getByTestId("registered-notice");
  await expect(next.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(next.getByRole("listitem")).toHaveText([
    /^Confirm your email address: open the link we have just emailed you\./,
    "Our team then reviews your registration: we approve every business account by hand, usually within one working day.",
    "We email you as soon as your account is approved. Then sign in here.",
  ]);

  const stored = withTestDatabase((database) =>
    database.prepare("select account_status, user_type, password_hash from users where user_email = ?").get(registration.user_email),
  ) as { account_status: string; user_type: number; password_hash: string };
  expect(stored).toMatchObject({ account_status: "pending", user_type: 2 });
  expect(stored.password_hash).not.toContain(registration.password);

  // Before the address is confirmed (the link sent at sign-up), login is refused with words that say what to do.
  await logIn(page, registration.user_email, registration.password);
  await expectInformation(page, "confirm your email address first");
  await expect(page).toHaveURL(/\/login/);

  // Confirmed but still pending, login is refused with words that say why.
  confirmAccountEmail(registration.user_email);
  await logIn(page, registration.user_email, registration.password);
  await expectInformation(page, "awaiting approval");
  await expect(page).toHaveURL(/\/login/);

  setAccountStatus(registration.user_email, "approved");
  await logIn(page, registration.user_email, registration.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("header").getByText("My Account").first()).toBeVisible();

  await logOut(page);
  await expect(page.locator("header").getByRole("link", { name: "Login" }).first()).toBeVisible();
});

test("rejected and disabled accounts are told why they cannot log in", async ({ page, request }, testInfo) => {
  for (const [status, words] of [
    ["rejected", "was not approved"],
    ["disabled", "has been disabled"],
  ] as const) {
    const registration = validRegistration(uniqueEmail(status, testInfo));
    const response = await request.post("/signup", { form: { ...registration, confirm_password: registration.password }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    setAccountStatus(registration.user_email, status);
    await logIn(page, registration.user_email, registration.password);
    await expect(page.getByRole("alert")).toContainText(words);
  }
});

test("a wrong password is refused without saying whether the account exists", async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  await logIn(page, "nobody@example.in", "whatever-password");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
});

test("the admin lands on the panel, sees the admin entries, and logs out", async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByTestId("count-Products")).not.toHaveText("0");

  await page.goto("/");
  const menu = page.locator("header details:visible").filter({ hasText: "My Account" }).first();
  await menu.locator("summary").click();
  await expect(menu.getByText("Admin", { exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/panel");
  await menu.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);

  // The session is gone on the server too.
  await page.goto("/panel");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpanel$/);
});

test("login returns to a safe redirectTo and ignores a foreign one", async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password, "/login?redirectTo=%2Fpanel%3Ftab%3Dx");
  await expect(page).toHaveURL(/\/panel\?tab=x$/);
  await page.context().clearCookies();
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password, "/login?redirectTo=%2F%2Fevil.example");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/panel$/);
});

// The role fixtures and helpers sign in by a session row and its cookie (docs/decisions/034); the
// login form itself is used here by every role, and each lands where the form sends that role.
test("every role signs in through the login form: the admin on the panel, a store manager and a business at home", async ({ page }, testInfo) => {
  await logInThroughForm(page, { user_email: E2E_ADMIN.email, password: E2E_ADMIN.password }, "/panel");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  for (const [prefix, role] of [
    ["form-manager", 3],
    ["form-buyer", 2],
  ] as const) {
    await page.context().clearCookies();
    const account = newApprovedAccount(testInfo, prefix, role);
    await logInThroughForm(page, account, "/");
    await page.goto("/account");
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(account.user_email).first()).toBeVisible();
  }
});
