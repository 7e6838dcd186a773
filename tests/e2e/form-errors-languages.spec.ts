/**
 * Issue 19, item 2: every public form's field errors are in the page's language. The contact form
 * has its own test (languages.spec.ts, "the contact form's errors are in Hindi on /hi/contact");
 * here the newsletter, sign-up, login and forgot-password forms, and, signed in, an inquiry and
 * the account's profile, each with bad input at its fields, on /gu and /hi. Run in both projects:
 * with JavaScript off the answer is a new page, with it on the same page shows the server's answer
 * (the public forms carry no validation library, so there is one source of messages).
 * Fields are found by name, so the test does not depend on the labels' words.
 */
import type { Locator, Page } from "@playwright/test";

import { contactCopy } from "~/lib/copy/contact";
import { gu } from "~/lib/copy/gu";
import { hi } from "~/lib/copy/hi";
import { validation } from "~/lib/copy/validation";

import { expect, test } from "./support/fixtures";
import { waitForHydration } from "./support/hydration";

/** Fills a form's fields by name and sends it with its own submit button. */
async function send(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('button[type="submit"]').first().click();
}

/** Each message is shown at least once; none of the English ones is. */
async function expectMessages(page: Page, shown: string[], english: string[]) {
  for (const message of shown) await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  for (const message of english) await expect(page.getByText(message, { exact: true })).toHaveCount(0);
}

test("the newsletter form's error is in Gujarati on /gu/newsletter", async ({ page }) => {
  await page.goto("/gu/newsletter");
  await send(page.locator("form#newsletter-page"), { email: "not-an-email" });
  await expectMessages(page, [gu.validation.emailInvalid], [validation.emailInvalid]);
  await expect(page).toHaveURL(/\/gu\/newsletter/);
});

test("the sign-up form's errors are in Hindi on /hi/signup", async ({ page }) => {
  await page.goto("/hi/signup");
  await send(page.locator("form#signup"), {
    user_name: "a",
    business_name: "b",
    user_email: "x",
    contact_number: "123",
    address: "abc",
    city: "s",
    password: "12345",
    confirm_password: "54321",
  });
  await expectMessages(
    page,
    [
      hi.validation.nameMin,
      hi.validation.businessNameMin,
      hi.validation.emailInvalid,
      hi.validation.contactNumberMin,
      hi.validation.addressMin,
      hi.validation.cityMin,
      hi.validation.passwordMin,
      hi.validation.passwordsDoNotMatch,
    ],
    [validation.nameMin, validation.emailInvalid, validation.passwordsDoNotMatch],
  );
  await expect(page).toHaveURL(/\/hi\/signup/);
});

test("the login form's errors are in Gujarati on /gu/login", async ({ page }) => {
  await page.goto("/gu/login");
  await send(page.locator("form#login"), { user_email: "", password: "" });
  await expectMessages(page, [gu.validation.emailRequired, gu.validation.passwordRequired], [validation.emailRequired, validation.passwordRequired]);
  await send(page.locator("form#login"), { user_email: "ravi@", password: "12345" });
  await expectMessages(page, [gu.validation.emailInvalid, gu.validation.passwordMin], [validation.emailInvalid, validation.passwordMin]);
  await expect(page).toHaveURL(/\/gu\/login/);
});

test("the forgot-password form's error is in Hindi on /hi/forgot-password, and it stays in Hindi", async ({ page }) => {
  await page.goto("/hi/forgot-password");
  await send(page.locator("form#forgot-password"), { user_email: "nobody-at-example" });
  await expectMessages(page, [hi.validation.emailInvalid], [validation.emailInvalid]);
  await expect(page).toHaveURL(/\/hi\/forgot-password/);
  await send(page.locator("form#forgot-password"), { user_email: "nobody@example.in" });
  await expect(page).toHaveURL(/\/hi\/forgot-password\?sent=1$/);
});

test("signed in, an inquiry's errors are in Hindi on /hi/products/1", async ({ asClient }) => {
  await asClient.goto("/hi/products/1");
  const inquiry = asClient.locator("form#product-inquiry-1");
  await send(inquiry, { message: " ", quantity: "1.5" });
  await expectMessages(asClient, [hi.inquiryCopy.messageRequired, hi.inquiryCopy.quantityWhole], ["Please enter your inquiry message"]);
  await expect(asClient).toHaveURL(/\/hi\/products\/1/);
});

test("signed in, the profile's errors are in Gujarati on /gu/account", async ({ asClient }) => {
  await asClient.goto("/gu/account");
  await send(asClient.locator("form#account-profile"), { user_name: "", city: "s" });
  await expectMessages(asClient, [gu.validation.nameRequired, gu.validation.cityMin], [validation.nameRequired, validation.cityMin]);
  await expect(asClient).toHaveURL(/\/gu\/account/);
});

test("with JavaScript, a lost connection on /hi/contact is told in Hindi", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "Without JavaScript the browser shows its own offline page.");
  await page.goto("/hi/contact");
  // The page's code sends the form once hydrated (after the load event: decision 018).
  await waitForHydration(page);
  await page.route(/\/contact\.data/, (route) => route.abort("internetdisconnected"));
  await send(page.locator("form#contact"), { name: "किरण", email: "kiran@example.in", subject: "ऑफ़लाइन", message: "कनेक्शन बंद होने पर भेजा गया संदेश।" });
  await expectMessages(page, [hi.contactCopy.networkFailed], [contactCopy.networkFailed]);
});
