/**
 * Issue 19: words the no-English walk (languages-no-english.spec.ts) cannot meet, because a
 * redirect carries them (the account's toasts) or JavaScript shows them (the password field's
 * Show/Hide button). Each is in the page's language on /gu and /hi.
 */
import { gu } from "~/lib/copy/gu";
import { hi } from "~/lib/copy/hi";
import { en } from "~/lib/copy/site";

import { expect, test } from "./support/fixtures";

test("a saved profile's toast on /hi/account is in Hindi, and the page stays in Hindi", async ({ asClient }) => {
  await asClient.goto("/hi/account");
  const profile = asClient.locator("form#account-profile");
  await profile.locator('[name="city"]').fill("Navsari");
  await profile.locator('button[type="submit"]').click();
  const toast = asClient.getByRole("status").filter({ hasText: hi.accountCopy.profileSaved });
  await expect(toast).toBeVisible();
  // Its close button too (shown with JavaScript off as well; it works with JavaScript).
  await expect(toast.getByRole("button", { name: hi.shellWords.dismiss })).toBeAttached();
  await expect(asClient).toHaveURL(/\/hi\/account$/);
  await expect(asClient.getByText(en.accountCopy.profileSaved)).toHaveCount(0);
});

test("signing out the other devices on /gu/account says so in Gujarati", async ({ asClient }) => {
  await asClient.goto("/gu/account");
  await asClient.locator("form#account-sessions").locator('button[type="submit"]').click();
  await expect(asClient.getByRole("status").filter({ hasText: gu.accountCopy.signedOutOthers })).toBeVisible();
  await expect(asClient).toHaveURL(/\/gu\/account$/);
  await expect(asClient.getByText(en.accountCopy.signedOutOthers)).toHaveCount(0);
});

test("the password field's Show and Hide button is in Hindi on /hi/signup", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled === false, "The button is shown only once JavaScript runs (it needs it)");
  await page.goto("/hi/signup");
  const password = page.locator('input[name="password"]');
  const toggle = page.locator("button[aria-controls]").filter({ hasText: hi.formWords.showPassword }).first();
  await expect(toggle).toBeVisible();
  await expect(page.getByRole("button", { name: en.formWords.showPassword, exact: true })).toHaveCount(0);
  await password.fill("a secret phrase");
  await toggle.click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: hi.formWords.hidePassword, exact: true }).first()).toBeVisible();
});
