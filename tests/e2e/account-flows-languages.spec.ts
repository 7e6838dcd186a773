/**
 * Issue 28, "Done when": every account flow, one after the other, as a Gujarati and a Hindi
 * speaker meets it on a phone (390 px) with JavaScript off: sign-up, the emailed link that proves
 * the address, the team's approval, sign-in, an email change (with the current password, confirmed
 * signed in), a password change, forgot and reset, the data export and the erasure. Each page is
 * checked to be in the person's language, with no sideways scroll, and each link to arrive in
 * that language. The links are read from the emails queued in the outbox, as the person gets them
 * (the shared test server sends no mail; the per-flow specs read a real SMTP server).
 */
import type { Browser, Page } from "@playwright/test";

import { gu } from "~/lib/copy/gu";
import { hi } from "~/lib/copy/hi";
import type { Lang } from "~/lib/i18n/locales";

import { logInAsAdmin } from "./support/accounts";
import { uniqueEmail, withTestDatabase } from "./support/environment";
import { expect, test } from "./support/fixtures";
import { validRegistration } from "./support/forms";

const WORDS = { gu, hi } as const;

test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "a walk with JavaScript off, the hardest case; each flow's own spec covers JavaScript on");

/** The page is in `lang`, and nothing makes a phone scroll sideways. */
async function expectPhonePage(page: Page, lang: Lang) {
  await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${lang}(-IN)?$`));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

type OutboxRow = { id: number; text_body: string; reference: string };

/** The newest email to `address` whose text holds a link to `path`, after the email `after` (an outbox id). */
async function emailedLink(address: string, path: string, after = 0): Promise<{ link: string; id: number }> {
  const pattern = new RegExp(`https?://[^\\s"<>]+?(/(?:gu|hi)?/?${path.replace(/^\//, "").replace(/[/?]/g, "\\$&")})\\?token=([A-Za-z0-9_-]{43})`);
  let found: { link: string; id: number } | undefined;
  await expect
    .poll(
      () => {
        const rows = withTestDatabase(
          (database) =>
            database
              .prepare("select id, text_body, reference from email_outbox where lower(to_address) = ? and id > ? order by id desc")
              .all(address.toLowerCase(), after) as OutboxRow[],
        );
        for (const row of rows) {
          const match = pattern.exec(row.text_body);
          if (match) {
            found = { link: `${match[1]}?token=${match[2]}`, id: row.id };
            return true;
          }
        }
        return false;
      },
      { message: `a ${path} link emailed to ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

const account = (email: string) =>
  withTestDatabase(
    (database) =>
      database.prepare("select id, user_email, account_status, email_confirmed_at from users where user_email = ?").get(email.toLowerCase()) as
        { id: number; user_email: string; account_status: string; email_confirmed_at: string | null } | undefined,
  );

const submitOf = (page: Page, form: string) => page.locator(`main form:has(${form}) button[type=submit]`).first();

async function approveAsTeam(browser: Browser, baseURL: string, id: number) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await logInAsAdmin(page);
  await page.goto("/panel/users");
  await page.locator(`form:has(input[name=intent][value=approve]):has(input[name=id][value="${id}"]) button[type=submit]`).click();
  await expect
    .poll(() => withTestDatabase((database) => database.prepare("select account_status from users where id = ?").get(id)))
    .toMatchObject({ account_status: "approved" });
  await context.close();
}

for (const lang of ["gu", "hi"] as const) {
  test(`every account flow in ${lang === "gu" ? "Gujarati" : "Hindi"}, JavaScript off, at 390 px`, async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const words = WORDS[lang];
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const registration = validRegistration(uniqueEmail(`flows-${lang}`, testInfo));

    // 1. Sign-up: the form in the person's language, then the login page that says what comes next.
    await page.goto(`/${lang}/signup`);
    await expectPhonePage(page, lang);
    for (const [name, value] of Object.entries(registration)) await page.locator(`main input[name=${name}]`).fill(value);
    await page.locator("main input[name=confirm_password]").fill(registration.password);
    await submitOf(page, "input[name=confirm_password]").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?registered=1$`));
    await expectPhonePage(page, lang);
    expect(account(registration.user_email)).toMatchObject({ account_status: "pending", email_confirmed_at: null });

    // 2. The emailed link proves the address: opening it changes nothing, its button confirms.
    const confirm = await emailedLink(registration.user_email, "/confirm-email");
    expect(confirm.link.startsWith(`/${lang}/confirm-email?token=`)).toBe(true);
    await page.goto(confirm.link);
    await expectPhonePage(page, lang);
    expect(account(registration.user_email)?.email_confirmed_at).toBeNull();
    await expect(page.getByRole("heading", { name: words.emailConfirmCopy.title })).toBeVisible();
    await submitOf(page, "input[name=intent][value=confirm]").click();
    await expect(page.getByText(words.emailConfirmCopy.confirmed)).toBeVisible();
    await expectPhonePage(page, lang);
    const registered = account(registration.user_email)!;
    expect(registered.email_confirmed_at).not.toBeNull();

    // 3. The team approves (the panel is the team's, in English).
    await approveAsTeam(browser, baseURL!, registered.id);

    // 4. Sign-in, in the person's language.
    await page.goto(`/${lang}/login`);
    await page.locator("main input[name=user_email]").fill(registration.user_email);
    await page.locator("main input[name=password]").fill(registration.password);
    await submitOf(page, "input[name=password]").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/?$`));

    // 5. An email change asks for the current password; the link works signed in; the old address is told.
    const newEmail = uniqueEmail(`flows-${lang}-new`, testInfo);
    await page.goto(`/${lang}/account`);
    await expectPhonePage(page, lang);
    const emailForm = "input[name=intent][value=email]";
    await page.locator(`main form:has(${emailForm}) input[name=user_email]`).fill(newEmail);
    await submitOf(page, emailForm).click();
    await expect(page.locator('[data-field-error="current_password"]')).toBeVisible();
    await expect(page.locator('[data-field-error="current_password"]')).not.toHaveText(/[A-Za-z]{4}/);
    await page.locator(`main form:has(${emailForm}) input[name=user_email]`).fill(newEmail);
    await page.locator(`main form:has(${emailForm}) input[name=current_password]`).fill(registration.password);
    await submitOf(page, emailForm).click();
    await expectPhonePage(page, lang);
    const change = await emailedLink(newEmail, "/account/confirm-email");
    expect(change.link.startsWith(`/${lang}/account/confirm-email?token=`)).toBe(true);
    const cancel = await emailedLink(registration.user_email, "/account/void-email-change");
    expect(cancel.link.startsWith(`/${lang}/account/void-email-change?token=`)).toBe(true);
    await page.goto(change.link);
    await expectPhonePage(page, lang);
    await page.locator("main form button[type=submit]").last().click();
    await expect.poll(() => account(newEmail)?.id).toBe(registered.id);
    await expectPhonePage(page, lang);

    // 6. A password change, with the current one.
    const changedPassword = "rosewood-inlay-8142";
    await page.goto(`/${lang}/account`);
    const passwordForm = "input[name=intent][value=password]";
    await page.locator(`main form:has(${passwordForm}) input[name=current_password]`).fill(registration.password);
    await page.locator(`main form:has(${passwordForm}) input[name=password]`).fill(changedPassword);
    await page.locator(`main form:has(${passwordForm}) input[name=confirm_password]`).fill(changedPassword);
    await submitOf(page, passwordForm).click();
    await expect(page.getByText(words.accountCopy.passwordChanged).first()).toBeVisible();
    await expectPhonePage(page, lang);

    // 7. Forgot and reset, from a signed-out browser.
    const guest = await (await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } })).newPage();
    await guest.goto(`/${lang}/forgot-password`);
    await expectPhonePage(guest, lang);
    await guest.locator("main input[name=user_email]").fill(newEmail);
    await submitOf(guest, "input[name=user_email]").click();
    await expectPhonePage(guest, lang);
    const reset = await emailedLink(newEmail, "/reset-password");
    expect(reset.link.startsWith(`/${lang}/reset-password?token=`)).toBe(true);
    await guest.goto(reset.link);
    await expectPhonePage(guest, lang);
    const resetPassword = "sadeli-teak-box-5530";
    await guest.locator("main input[name=password]").fill(resetPassword);
    await guest.locator("main input[name=confirm_password]").fill(resetPassword);
    await submitOf(guest, "input[name=confirm_password]").click();
    await expect(guest).toHaveURL(new RegExp(`/${lang}/login$`));
    await expectPhonePage(guest, lang);
    await guest.locator("main input[name=user_email]").fill(newEmail);
    await guest.locator("main input[name=password]").fill(resetPassword);
    await submitOf(guest, "input[name=password]").click();
    await expect(guest).toHaveURL(new RegExp(`/${lang}/?$`));

    // 8. The data export: the account as it is now.
    await guest.goto(`/${lang}/account/data`);
    await expectPhonePage(guest, lang);
    const exportHref = await guest.locator('main a[href$="export.json"]').getAttribute("href");
    const exported = await guest.request.get(exportHref!);
    expect(exported.status()).toBe(200);
    expect((await exported.json()).account).toMatchObject({ id: registered.id, user_email: newEmail });

    // 9. The erasure, with the password.
    await guest.goto(`/${lang}/account/data/delete`);
    await expectPhonePage(guest, lang);
    await guest.locator("main input[name=password]").fill(resetPassword);
    await submitOf(guest, "input[name=password]").click();
    await expect.poll(() => account(newEmail)).toBeUndefined();
    await expectPhonePage(guest, lang);
    await context.close();
  });
}
