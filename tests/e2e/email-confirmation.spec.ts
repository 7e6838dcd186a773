/**
 * Issue 28, section 2, in the browser (JavaScript on and off) at 390 px, in Gujarati: a sign-up
 * emails a link (read from a real SMTP server, tests/support/smtp-sink.ts) that proves the
 * address; opening it changes nothing until its button is pressed; until then the account cannot
 * sign in and the team cannot approve it. A dead link leads to a form that sends a new one.
 * The team's approval queue shows which registrations are confirmed and sends the link again.
 *
 * The shared test server sends no email, so this file starts a server of its own from the same
 * build with SMTP_URL pointing at the sink. One server per project; the tests run in order on it.
 */
import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import Database from "better-sqlite3";

import { auth } from "~/lib/copy/auth";
import { emailConfirmCopy } from "~/lib/copy/email-confirm";
import { emailCopyGu } from "~/lib/copy/emails-gu";
import { gu } from "~/lib/copy/gu";
import { usersCopy } from "~/lib/copy/panel-admin";
import { fill } from "~/lib/i18n/locales";

import { type ServerProcess, startServer, TEST_ADMIN } from "../support/server-process";
import { createSmtpSink, type ReceivedMail, type SmtpSink } from "../support/smtp-sink";
import { expect, test } from "./support/fixtures";
import { validRegistration } from "./support/forms";

const GU = gu.emailConfirmCopy;

test.describe.configure({ mode: "serial" });

let server: ServerProcess;
let sink: SmtpSink;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sink = await createSmtpSink();
  await sink.start();
  server = await startServer({
    env: {
      SMTP_URL: sink.url,
      EMAIL_POLL_MS: "100",
      SEED_ON_START: "false",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

/** A phone-sized browser of the project (JavaScript on or off) on this file's server. */
async function phone(browser: Browser, testInfo: TestInfo): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false,
  });
  return { context, page: await context.newPage() };
}

function sql<T>(work: (database: Database.Database) => T): T {
  const database = new Database(server.databasePath);
  database.pragma("busy_timeout = 5000");
  try {
    return work(database);
  } finally {
    database.close();
  }
}

const confirmedAt = (email: string) =>
  (sql((database) => database.prepare("select email_confirmed_at from users where user_email = ?").get(email)) as { email_confirmed_at: string | null })
    .email_confirmed_at;

async function mailTo(address: string, seen = 0): Promise<ReceivedMail> {
  await expect.poll(() => sink.to(address).length, { timeout: 15_000 }).toBeGreaterThan(seen);
  return sink.to(address).at(-1)!;
}

function confirmLinkIn(mail: ReceivedMail, lang = "/gu") {
  const match = new RegExp(`https?://[^\\s"<>]+${lang}/confirm-email\\?token=[A-Za-z0-9_-]{43}`).exec(mail.text);
  if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
  // The link names the site's public address; this server listens on its own port.
  const url = new URL(match[0]);
  return `${server.url}${url.pathname}${url.search}`;
}

/** Nothing wider than the phone's screen. */
async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text }).first()).toBeVisible();
}

const uniqueAddress = (prefix: string, testInfo: TestInfo) => `${prefix}.${testInfo.project.name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

async function signUpInGujarati(page: Page, email: string) {
  const registration = validRegistration(email);
  await page.goto("/gu/signup");
  for (const [name, value] of Object.entries(registration)) await page.locator(`[name="${name}"]`).fill(value);
  await page.locator('[name="confirm_password"]').fill(registration.password);
  await page.getByRole("button", { name: gu.authPages.register }).click();
  await expect(page).toHaveURL(`${server.url}/gu/login?registered=1`);
  await expect(page.getByText(gu.auth.registrationSteps[0]!)).toBeVisible();
  return registration;
}

test("a Gujarati sign-up gets its link in Gujarati; the link's page confirms with a button, once; a dead link asks for a new one", async ({
  browser,
}, testInfo) => {
  const { context, page } = await phone(browser, testInfo);
  const email = uniqueAddress("gu-confirm", testInfo);
  const registration = await signUpInGujarati(page, email);

  const mail = await mailTo(email);
  expect(mail.subject).toContain(emailCopyGu.emailConfirm.subject.replace("{site}", "").trim());
  expect(mail.text).toContain(emailCopyGu.emailConfirm.link);
  const link = confirmLinkIn(mail);

  // Not confirmed yet: the login says what to do.
  await page.goto("/gu/login");
  await page.locator('[name="user_email"]').fill(email);
  await page.locator('[name="password"]').fill(registration.password);
  await page.getByRole("button", { name: gu.auth.signIn }).click();
  await expect(page.getByText(gu.auth.accountAwaitingEmail).first()).toBeVisible();

  // Opening the link changes nothing (a mail scanner may open it); the token leaves the address bar.
  await page.goto(link);
  await expect(page).toHaveURL(`${server.url}/gu/confirm-email`);
  await expect(page.getByRole("heading", { level: 1, name: GU.title })).toBeVisible();
  await expect(page.getByText(fill(GU.intro, { email }))).toBeVisible();
  expect(confirmedAt(email)).toBeNull();
  await expectFitsPhone(page);

  await page.getByRole("button", { name: GU.submit }).click();
  await expect(page).toHaveURL(`${server.url}/gu/login`);
  await expectToast(page, GU.confirmed);
  expect(confirmedAt(email)).not.toBeNull();

  // The same link again: used up. The page offers a new one for the email and password registered.
  await page.goto(link);
  await expect(page.getByText(GU.linkInvalid)).toBeVisible();
  await expect(page.getByRole("heading", { name: GU.newLinkTitle })).toBeVisible();
  await expectFitsPhone(page);
  await page.locator('[name="user_email"]').fill(email);
  await page.locator('[name="password"]').fill(registration.password);
  await page.getByRole("button", { name: GU.newLinkSubmit }).click();
  // Already confirmed: said so, nothing sent.
  await expect(page.getByText(GU.alreadyConfirmed)).toBeVisible();
  await context.close();
});

test("an expired link's page sends a new one for the right password only, and the new link confirms", async ({ browser }, testInfo) => {
  const { context, page } = await phone(browser, testInfo);
  const email = uniqueAddress("gu-expired", testInfo);
  const registration = await signUpInGujarati(page, email);
  const first = confirmLinkIn(await mailTo(email));
  // The link's seven days are over.
  sql((database) =>
    database
      .prepare(
        "update account_tokens set expires_at = '2000-01-01T00:00:00.000Z' where purpose = 'email_confirm' and user_id = (select id from users where user_email = ?)",
      )
      .run(email),
  );
  await page.goto(first);
  await expect(page.getByText(GU.linkInvalid)).toBeVisible();

  // A wrong password sends nothing and tells nothing about the address.
  await page.locator('[name="user_email"]').fill(email);
  await page.locator('[name="password"]').fill("not-the-password");
  await page.getByRole("button", { name: GU.newLinkSubmit }).click();
  await expect(page.getByText(GU.invalidCredentials).first()).toBeVisible();
  expect(sink.to(email)).toHaveLength(1);

  await page.locator('[name="user_email"]').fill(email);
  await page.locator('[name="password"]').fill(registration.password);
  await page.getByRole("button", { name: GU.newLinkSubmit }).click();
  await expect(page).toHaveURL(`${server.url}/gu/confirm-email?sent=1`);
  await expectToast(page, fill(GU.newLinkSent, { email }));
  await expect(page.getByText(GU.sentText)).toBeVisible();

  const second = confirmLinkIn(await mailTo(email, 1));
  await page.goto(second);
  await page.getByRole("button", { name: GU.submit }).click();
  await expectToast(page, GU.confirmed);
  expect(confirmedAt(email)).not.toBeNull();
  await context.close();
});

test("the approval queue says which registrations are confirmed, sends the link again, and approves only a confirmed one", async ({ browser }, testInfo) => {
  const { context, page } = await phone(browser, testInfo);
  const email = uniqueAddress("queue", testInfo);
  const registration = validRegistration(email);
  const signup = await page.request.post("/signup", { form: { ...registration, confirm_password: registration.password }, maxRedirects: 0 });
  expect(signup.status()).toBe(302);
  await mailTo(email);

  await page.goto("/login");
  await page.getByLabel(auth.emailLabel).fill(TEST_ADMIN.email);
  await page.getByLabel(auth.passwordLabel, { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: auth.signIn }).click();
  await expect(page).toHaveURL(`${server.url}/panel`);

  await page.goto("/panel/users");
  const card = page.getByRole("region", { name: /Awaiting Approval/ }).getByRole("listitem", { name: `Registration of ${email}` });
  await expect(card.getByText(usersCopy.waitingForEmail)).toBeVisible();
  await expect(card.getByRole("button", { name: usersCopy.approve })).toHaveCount(0);
  await card.getByRole("button", { name: usersCopy.resendConfirmation }).click();
  await expectToast(page, usersCopy.confirmationResent(email));
  const link = confirmLinkIn(await mailTo(email, 1), "");

  // The holder opens it (another browser, signed out).
  const { context: holderContext, page: holder } = await phone(browser, testInfo);
  await holder.goto(link);
  await holder.getByRole("button", { name: emailConfirmCopy.submit }).click();
  await expectToast(holder, emailConfirmCopy.confirmed);
  await holderContext.close();

  await page.goto("/panel/users");
  await expect(card.getByText(usersCopy.emailConfirmed)).toBeVisible();
  await card.getByRole("button", { name: usersCopy.approve }).click();
  await expectToast(page, usersCopy.approved(email));
  await context.close();
});
