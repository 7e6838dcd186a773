/**
 * The newsletter's double opt-in in the browser (issue 28, docs/decisions/023), JavaScript on and
 * off, on a 390 px phone: subscribe from the footer (English) or the newsletter page (Hindi), read
 * the confirmation link from the email in the outbox, open it (nothing changes: the page shows the
 * address and a button), press the button: the address is on the list and the welcome is queued.
 * A used or expired link says so, with a way to subscribe again.
 */
import { expect, type Page, test } from "@playwright/test";

import { emailCopyHi } from "~/lib/copy/emails-hi";
import { hi } from "~/lib/copy/hi";
import { newsletterConfirmCopy, newsletterCopy } from "~/lib/copy/newsletter";

import { withTestDatabase } from "./support/environment";
import { waitForHydration } from "./support/hydration";

const PHONE = { width: 390, height: 844 };

const unique = (prefix: string, testInfo: { project: { name: string } }) =>
  `${prefix}.${testInfo.project.name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

const count = (sql: string, ...parameters: unknown[]) => (withTestDatabase((database) => database.prepare(sql).get(...parameters)) as { n: number }).n;

/** The path of the newest confirmation link emailed to an address (from the outbox: the shared test server sends no mail). */
function emailedLink(email: string): string {
  const rows = withTestDatabase(
    (database) => database.prepare("select text_body from email_outbox where to_address = ? order by id desc").all(email) as { text_body: string }[],
  );
  for (const row of rows) {
    const match = /\/(?:(?:gu|hi)\/)?newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(row.text_body);
    if (match) return match[0];
  }
  throw new Error(`No confirmation link was emailed to ${email}`);
}

async function whenHydrated(page: Page) {
  if (test.info().project.name === "js-on") await waitForHydration(page);
}

/** Nothing on the page is wider than the phone. */
async function expectFitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

const statusOf = (email: string) =>
  (withTestDatabase((database) => database.prepare("select status from newsletter_subscribers where email = ?").get(email)) as { status: string } | undefined)
    ?.status;

test.use({ viewport: PHONE });

test("English: subscribe from the footer, open the emailed link (nothing changes), confirm: subscribed and welcomed", async ({ page }, testInfo) => {
  const email = unique("confirm.en", testInfo);
  await page.goto("/");
  await whenHydrated(page);
  const footer = page.locator("footer form").filter({ has: page.getByLabel("Newsletter email") });
  await footer.getByLabel("Newsletter email").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  // The thank-you now tells the person to look for the link.
  await expect(page.getByText(newsletterCopy.success).first()).toBeVisible();
  expect(newsletterCopy.success).toContain("check your inbox");

  expect(statusOf(email)).toBeUndefined();
  expect(count("select count(*) as n from email_outbox where to_address = ? and subject like 'Welcome%'", email)).toBe(0);
  const link = emailedLink(email);

  // Opening the link: the token leaves the address bar; the page shows the address and a button; nothing changes.
  await page.goto(link);
  await expect(page).toHaveURL(/\/newsletter\/confirm$/);
  await expect(page.getByRole("heading", { level: 1, name: newsletterConfirmCopy.title })).toBeVisible();
  await expect(page.getByRole("main").getByText(email)).toBeVisible();
  await expectFitsPhone(page);
  await page.reload();
  expect(statusOf(email)).toBeUndefined();
  expect(count("select count(*) as n from newsletter_confirmations where email = ?", email)).toBe(1);

  // The button.
  await whenHydrated(page);
  await page.getByRole("button", { name: newsletterConfirmCopy.confirm }).click();
  await expect(page.getByRole("heading", { level: 1, name: newsletterConfirmCopy.doneTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/newsletter\/confirm\?confirmed=1$/);
  await expectFitsPhone(page);
  expect(statusOf(email)).toBe("subscribed");
  expect(count("select count(*) as n from newsletter_confirmations where email = ?", email)).toBe(0);
  expect(count("select count(*) as n from email_outbox where to_address = ? and subject like 'Welcome%'", email)).toBe(1);
  expect(count("select count(*) as n from contact_messages where email = ? and subject = 'Newsletter Subscription'", email)).toBe(1);

  // The link again: used up, and the page says so, with a way to subscribe again.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: newsletterConfirmCopy.invalidTitle })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(newsletterConfirmCopy.invalid);
  await page.getByRole("link", { name: newsletterConfirmCopy.subscribeAgain }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  expect(count("select count(*) as n from email_outbox where to_address = ? and subject like 'Welcome%'", email)).toBe(1);
});

test("Hindi: subscribe on /hi/newsletter, the Hindi link and page, confirm: a Hindi welcome", async ({ page }, testInfo) => {
  const email = unique("confirm.hi", testInfo);
  const words = hi.newsletterConfirmCopy;
  await page.goto("/hi/newsletter");
  await whenHydrated(page);
  const form = page.getByRole("main").locator("form");
  await form.getByLabel(hi.newsletterCopy.label).fill(email);
  await form.getByRole("button", { name: hi.newsletterCopy.submit }).click();
  await expect(page.getByRole("main").getByText(hi.newsletterCopy.success)).toBeVisible();

  const link = emailedLink(email);
  expect(link.startsWith("/hi/newsletter/confirm?token=")).toBe(true);
  await page.goto(link);
  await expect(page).toHaveURL(/\/hi\/newsletter\/confirm$/);
  await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
  await expectFitsPhone(page);
  expect(statusOf(email)).toBeUndefined();

  await whenHydrated(page);
  await page.getByRole("button", { name: words.confirm }).click();
  await expect(page.getByRole("heading", { level: 1, name: words.doneTitle })).toBeVisible();
  await expect(page.getByText(words.done)).toBeVisible();
  await expectFitsPhone(page);
  expect(statusOf(email)).toBe("subscribed");
  const welcome = withTestDatabase((database) => database.prepare("select subject from email_outbox where to_address = ? order by id desc").get(email)) as {
    subject: string;
  };
  expect(welcome.subject).toContain(emailCopyHi.newsletterWelcome.subject.replace("{site}", "").trim());
});

test("an expired link is refused clearly and confirms nothing", async ({ page }, testInfo) => {
  const email = unique("confirm.expired", testInfo);
  await page.goto("/newsletter");
  await whenHydrated(page);
  const form = page.getByRole("main").locator("form");
  await form.getByLabel("Newsletter email").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("main").getByText(newsletterCopy.success)).toBeVisible();
  const link = emailedLink(email);
  // Eight days on: the row's expiry is in the past.
  withTestDatabase((database) =>
    database.prepare("update newsletter_confirmations set expires_at = ? where email = ?").run(new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(), email),
  );

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: newsletterConfirmCopy.invalidTitle })).toBeVisible();
  await expect(page.getByRole("button", { name: newsletterConfirmCopy.confirm })).toHaveCount(0);
  await expect(page.getByRole("link", { name: newsletterConfirmCopy.subscribeAgain })).toBeVisible();
  await expectFitsPhone(page);
  expect(statusOf(email)).toBeUndefined();
});
