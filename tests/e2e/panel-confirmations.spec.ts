/**
 * One click that cannot be taken back (issue 14, section 5), JavaScript on and off: Reject of a
 * registration, a role change, Close Inquiry and Close conversation each ask first (a page of its
 * own without JavaScript, a dialog over the list with it), Cancel changes nothing, and what was
 * done can be undone (approve a rejected account, reopen). The toast says where the email is.
 */
import { type Page, type TestInfo } from "@playwright/test";

import { approvedAccount, logInAsAdmin } from "./support/accounts";
import { confirmAccountEmail, settingsLock, uniqueEmail, withTestDatabase } from "./support/environment";
import { expect, test } from "./support/fixtures";
import { validRegistration } from "./support/forms";

type Row = Record<string, unknown>;
const one = (sql: string, ...params: unknown[]) => withTestDatabase((database) => database.prepare(sql).get(...params)) as Row | undefined;
const run = (sql: string, ...params: unknown[]) => withTestDatabase((database) => database.prepare(sql).run(...params));
const token = (testInfo: TestInfo) => `${testInfo.project.name.replace("-", "")}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text }).first();

/** With JavaScript, links open dialogs only once React runs the page. */
async function open(page: Page, testInfo: TestInfo, url: string) {
  await page.goto(url);
  if (testInfo.project.name === "js-on") await page.waitForLoadState("networkidle");
}

/** The confirmation shows as a dialog over the list with JavaScript, as a page of its own without. */
async function expectConfirmation(page: Page, testInfo: TestInfo, title: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("dialog[open]")).toHaveCount(testInfo.project.name === "js-on" ? 1 : 0);
}

test("Reject of a registration asks first, says where the email is, and a rejected account can be approved later", async ({
  asAdmin: page,
  request,
}, testInfo) => {
  const email = uniqueEmail("confirm-reject", testInfo);
  const registration = validRegistration(email);
  expect((await request.post("/signup", { form: { ...registration, confirm_password: registration.password }, maxRedirects: 0 })).status()).toBe(302);
  // The holder has opened the link sent at sign-up: the team approves only a proven address (docs/decisions/021).
  confirmAccountEmail(email);
  const status = () => (one("select account_status from users where user_email = ?", email) as { account_status: string }).account_status;

  await open(page, testInfo, "/panel/users");
  const queued = page.getByRole("region", { name: /Awaiting Approval/ }).getByRole("listitem", { name: `Registration of ${email}` });
  await queued.getByRole("link", { name: "Reject" }).click();
  await expectConfirmation(page, testInfo, `Reject the registration of ${email}`);
  await expect(page.getByText("You can approve the account later")).toBeVisible();
  expect(status()).toBe("pending");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(queued).toBeVisible();
  expect(status()).toBe("pending");

  // No mail server is set up on the test server: the toast says the email waits, and where to fix it.
  await settingsLock(async () => {
    await queued.getByRole("link", { name: "Reject" }).click();
    await page.getByRole("button", { name: "Reject" }).click();
    const rejected = toast(page, `Registration of ${email} rejected.`);
    await expect(rejected).toContainText(`The email to ${email} waits in the outbox: no mail server is set up.`);
    await expect(rejected).not.toContainText("has been emailed");
    await expect(rejected.getByRole("link", { name: "Settings, Email" })).toHaveAttribute("href", "/panel/settings?tab=email");
  });
  expect(status()).toBe("rejected");

  // Approved later, from the account's card.
  await page.goto(`/panel/users?q=${encodeURIComponent(email)}`);
  await page
    .getByRole("group", { name: `Approve ${email}` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(toast(page, `Account approved. ${email} can log in now.`)).toBeVisible();
  expect(status()).toBe("approved");
});

test("Make Admin and Make Store Manager ask first; Cancel changes nothing", async ({ page }, testInfo) => {
  const buyer = await approvedAccount(page.request, testInfo, "confirm-role");
  const role = () => (one("select user_type from users where user_email = ?", buyer.user_email) as { user_type: number }).user_type;
  await logInAsAdmin(page);
  const card = page.getByRole("listitem").filter({ hasText: buyer.user_email });

  await open(page, testInfo, `/panel/users?q=${encodeURIComponent(buyer.user_email)}`);
  await card.getByRole("link", { name: "Make Admin" }).click();
  await expectConfirmation(page, testInfo, `Make ${buyer.user_name} an Admin`);
  await expect(page.getByText(`Are you sure you want to make ${buyer.user_name} an Admin?`)).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(card).toBeVisible();
  expect(role()).toBe(2);

  await card.getByRole("link", { name: "Make Store Manager" }).click();
  await expectConfirmation(page, testInfo, `Make ${buyer.user_name} a Store Manager`);
  expect(role()).toBe(2);
  await page.getByRole("button", { name: "Make Store Manager" }).click();
  await expect(toast(page, `${buyer.user_name} is now a Store Manager.`)).toBeVisible();
  expect(role()).toBe(3);
  await expect(page).toHaveURL(new RegExp(`/panel/users\\?q=${encodeURIComponent(buyer.user_email).replace(/[.+]/g, "\\$&")}$`));
});

test("Close Inquiry asks first, and a closed inquiry can be reopened", async ({ asAdmin: page }, testInfo) => {
  const tag = token(testInfo);
  const id = Number(
    run(
      "insert into product_inquiries (product_title, product_category, product_price, inquirer_name, inquirer_email, message) values (?, 'Jewellery Boxes', 4500, 'Nisha Shah', ?, 'Twelve boxes, please.')",
      `Peacock Box ${tag}`,
      `nisha.${tag}@example.in`,
    ).lastInsertRowid,
  );
  const status = () => (one("select status from product_inquiries where id = ?", id) as { status: string }).status;
  await open(page, testInfo, `/panel/product-inquiries?q=${tag}`);
  await page
    .getByRole("listitem")
    .filter({ hasText: `Peacock Box ${tag}` })
    .getByRole("link", { name: "View" })
    .click();
  await page.getByRole("link", { name: "Close Inquiry" }).click();
  await expectConfirmation(page, testInfo, /Close Inquiry: Peacock Box/);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Peacock Box ${tag}` })).toBeVisible();
  expect(status()).toBe("pending");

  await page.getByRole("link", { name: "Close Inquiry" }).click();
  await page.getByRole("button", { name: "Close Inquiry" }).click();
  await expect(toast(page, "Status updated successfully")).toBeVisible();
  expect(status()).toBe("closed");

  await open(page, testInfo, `/panel/product-inquiries/${id}`);
  await page.getByRole("button", { name: "Reopen Inquiry" }).click();
  await expect(toast(page, "Inquiry reopened")).toBeVisible();
  expect(status()).toBe("pending");
  await expect(page.getByRole("link", { name: "Close Inquiry" })).toBeVisible();
});

test("Close conversation asks first, and a closed conversation can be reopened", async ({ asAdmin: page }, testInfo) => {
  const tag = token(testInfo);
  const id = Number(
    run(
      "insert into contact_messages (name, email, phone, subject, message, message_type, status) values ('Nisha Shah', ?, '', ?, 'Forty frames for a wedding, please.', 'inquiry', 'read')",
      `nisha.${tag}@example.in`,
      `Frames ${tag}`,
    ).lastInsertRowid,
  );
  const status = () => (one("select status from contact_messages where id = ?", id) as { status: string }).status;
  await open(page, testInfo, `/panel/notifications?q=${tag}`);
  await page.getByRole("link", { name: `View: Frames ${tag}` }).click();
  await page.getByRole("link", { name: "Close conversation" }).click();
  await expectConfirmation(page, testInfo, /Close conversation: Frames/);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Frames ${tag}` })).toBeVisible();
  expect(status()).toBe("read");

  await page.getByRole("link", { name: "Close conversation" }).click();
  await page.getByRole("button", { name: "Close conversation" }).click();
  await expect(toast(page, "Message closed")).toBeVisible();
  expect(status()).toBe("closed");

  await open(page, testInfo, `/panel/notifications/${id}`);
  await page.getByRole("button", { name: "Reopen conversation" }).click();
  await expect(toast(page, "Conversation reopened")).toBeVisible();
  expect(status()).toBe("read");
  await expect(page.getByRole("button", { name: "Send Reply" })).toBeVisible();
});
