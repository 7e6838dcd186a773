/**
 * The account holder's pages (issue 18, items 3 and 4), with JavaScript on and off: a reply of the
 * team shows on /account/inquiries (and nobody else's inquiry does); "Download my data" gives a
 * JSON file with what the account sent; "Delete my account" asks for the password, then the
 * person cannot log in and the panel shows the inquiry under the replaced name.
 */
import fs from "node:fs";

import type { Page, TestInfo } from "@playwright/test";
import { and, eq, like } from "drizzle-orm";

import { ERASED_INQUIRER, myDataCopy, myInquiriesCopy } from "../../app/lib/copy/my-data";
import { createProductInquiry, schema, testDb } from "./support/factories";
import { expect, test } from "./support/fixtures";
import { logIn } from "./support/forms";

const tokenOf = (testInfo: TestInfo) => `${testInfo.project.name.replace("-", "")}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** An available product of the demo data. */
const someProduct = () =>
  testDb()
    .select({ id: schema.products.id, title: schema.products.title })
    .from(schema.products)
    .where(eq(schema.products.is_available, true))
    .orderBy(schema.products.id)
    .get()!;

const accountId = (email: string) => testDb().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.user_email, email)).get()!.id;

/** An inquiry stored for the account as the product page stores it (the form has tests of its own). */
function storedInquiry(email: string, name: string, message: string) {
  const product = someProduct();
  const { id } = createProductInquiry({
    product_item: product.id,
    user_id: email ? accountId(email) : null,
    product_title: product.title,
    inquirer_name: name,
    inquirer_email: email,
    message,
  });
  return { id, product };
}

const inquiryRow = (id: number) =>
  testDb()
    .select({
      inquirer_name: schema.productInquiries.inquirer_name,
      inquirer_email: schema.productInquiries.inquirer_email,
      user_id: schema.productInquiries.user_id,
      message: schema.productInquiries.message,
    })
    .from(schema.productInquiries)
    .where(eq(schema.productInquiries.id, id))
    .get()!;

async function replyInPanel(admin: Page, id: number, reply: string) {
  await admin.goto(`/panel/product-inquiries/${id}`);
  await admin.getByLabel("Reply message").fill(reply);
  await admin.getByRole("button", { name: "Send Reply" }).click();
  await expect
    .poll(() =>
      testDb()
        .select({ status: schema.productInquiries.status, reply_message: schema.productInquiries.reply_message })
        .from(schema.productInquiries)
        .where(eq(schema.productInquiries.id, id))
        .get(),
    )
    .toEqual({ status: "replied", reply_message: reply });
}

test("the team's reply shows on My inquiries, with the item linked, and no other account's inquiry does", async ({
  asClient,
  clientAccount,
  asAdmin,
  asManager,
  managerAccount,
}, testInfo) => {
  test.setTimeout(90_000);
  const token = tokenOf(testInfo);
  const mine = storedInquiry(clientAccount.user_email, clientAccount.user_name, `Twelve boxes for a wedding ${token}`);
  const theirs = storedInquiry(managerAccount.user_email, managerAccount.user_name, `Someone else's question ${token}`);
  const reply = `Yes, twelve boxes take three weeks. ${token}`;
  await replyInPanel(asAdmin, mine.id, reply);

  // From the header's menu (a <details>: it opens without JavaScript too).
  await asClient.goto("/");
  const menu = asClient.locator("header details:visible").filter({ hasText: "My Account" }).first();
  await menu.locator("summary").click();
  await menu.getByRole("link", { name: myInquiriesCopy.title }).click();
  await expect(asClient).toHaveURL(/\/account\/inquiries$/);
  await expect(asClient.getByRole("heading", { name: myInquiriesCopy.title, level: 1 })).toBeVisible();
  await expect(asClient.getByRole("navigation", { name: "Account pages" }).getByRole("link", { name: "My inquiries" })).toHaveAttribute("aria-current", "page");

  const card = asClient.getByTestId("my-inquiry").filter({ hasText: token });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(`Twelve boxes for a wedding ${token}`)).toBeVisible();
  await expect(card.getByTestId("my-inquiry-reply")).toHaveText(reply);
  await expect(card.getByText("Replied", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: mine.product.title })).toHaveAttribute("href", `/products/${mine.product.id}`);
  await expect(asClient.getByText(`Someone else's question ${token}`)).toHaveCount(0);

  // And the other account sees its own only.
  await asManager.goto("/account/inquiries");
  await expect(asManager.getByTestId("my-inquiry").filter({ hasText: token })).toHaveText(new RegExp(`Someone else's question ${token}`));
  await expect(asManager.getByText(reply)).toHaveCount(0);
  expect(theirs.id).not.toBe(mine.id);

  // The reply email links to the page.
  const email = testDb()
    .select({ text_body: schema.emailOutbox.text_body })
    .from(schema.emailOutbox)
    .where(and(eq(schema.emailOutbox.to_address, clientAccount.user_email), like(schema.emailOutbox.text_body, `%${token}%`)))
    .get()!;
  expect(email.text_body).toContain("/account/inquiries");
});

test("an account with no inquiries sees the empty state", { tag: "@read" }, async ({ asClient }) => {
  await asClient.goto("/account/inquiries");
  await expect(asClient.getByText(myInquiriesCopy.emptyTitle)).toBeVisible();
  await expect(asClient.getByRole("link", { name: myInquiriesCopy.browseProducts })).toHaveAttribute("href", "/products");
});

test("Download my data gives a JSON file with what the account sent and no secret", async ({ asClient, clientAccount }, testInfo) => {
  const token = tokenOf(testInfo);
  storedInquiry(clientAccount.user_email, clientAccount.user_name, `Inquiry to download ${token}`);
  // A contact message through the contact form, under the account's address.
  await asClient.goto("/contact");
  const form = asClient.locator("form").filter({ has: asClient.getByLabel("Subject") });
  await form.getByLabel("Full name").fill(clientAccount.user_name);
  await form.getByLabel("Email address").fill(clientAccount.user_email);
  await form.getByLabel("Subject").fill(`Showroom visit ${token}`);
  await form.getByLabel("Message", { exact: true }).fill("May we visit the workshop on Friday afternoon?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => testDb().$count(schema.contactMessages, eq(schema.contactMessages.subject, `Showroom visit ${token}`))).toBe(1);

  await asClient.goto("/account/data");
  const [download] = await Promise.all([asClient.waitForEvent("download"), asClient.getByRole("link", { name: myDataCopy.downloadButton }).click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = fs.readFileSync((await download.path())!, "utf8");
  const data = JSON.parse(text) as {
    account: Record<string, unknown>;
    product_inquiries: { message: string }[];
    contact_messages: { subject: string }[];
  };
  expect(data.account).toMatchObject({ user_email: clientAccount.user_email, user_name: clientAccount.user_name, business_name: clientAccount.business_name });
  expect(data.product_inquiries.map((inquiry) => inquiry.message)).toContain(`Inquiry to download ${token}`);
  expect(data.contact_messages.map((message) => message.subject)).toContain(`Showroom visit ${token}`);
  expect(text).not.toContain("password_hash");
  expect(text).not.toContain("scrypt$");
  expect(text).not.toContain(clientAccount.password);
});

test("Delete my account asks for the password; afterwards the login fails and the panel shows the replaced name", async ({
  asClient,
  clientAccount,
  asAdmin,
}, testInfo) => {
  test.setTimeout(90_000);
  const token = tokenOf(testInfo);
  const inquiry = storedInquiry(clientAccount.user_email, clientAccount.user_name, `Kept for the records ${token}`);

  await asClient.goto("/account/data");
  await asClient.getByRole("link", { name: myDataCopy.deleteLink }).click();
  await expect(asClient).toHaveURL(/\/account\/data\/delete$/);
  await expect(asClient.getByRole("heading", { name: myDataCopy.confirmTitle })).toBeVisible();

  const confirm = asClient.getByRole("button", { name: myDataCopy.confirmButton });
  await confirm.click();
  await expect(asClient.getByText(myDataCopy.passwordRequired).first()).toBeVisible();
  await asClient.getByLabel(myDataCopy.passwordLabel).fill("not-the-password");
  await confirm.click();
  await expect(asClient.getByText(myDataCopy.wrongPassword).first()).toBeVisible();
  expect(inquiryRow(inquiry.id).inquirer_email).toBe(clientAccount.user_email);

  await asClient.getByLabel(myDataCopy.passwordLabel).fill(clientAccount.password);
  await confirm.click();
  await expect(asClient).toHaveURL((url) => url.pathname === "/");
  await expect(asClient.getByText(myDataCopy.deleted)).toBeVisible();
  await expect(asClient.getByRole("link", { name: "Login" }).first()).toBeVisible();

  // The account's pages now ask to log in, and the old password no longer works.
  await asClient.goto("/account/inquiries");
  await expect(asClient).toHaveURL(/\/login\?redirectTo=%2Faccount%2Finquiries/);
  await logIn(asClient, clientAccount.user_email, clientAccount.password);
  await expect(asClient.getByText("Invalid email or password.")).toBeVisible();

  expect(inquiryRow(inquiry.id)).toEqual({
    inquirer_name: ERASED_INQUIRER.name,
    inquirer_email: ERASED_INQUIRER.email,
    user_id: null,
    message: `Kept for the records ${token}`,
  });
  await asAdmin.goto(`/panel/product-inquiries/${inquiry.id}`);
  await expect(asAdmin.getByText(ERASED_INQUIRER.name).first()).toBeVisible();
  await expect(asAdmin.getByText(`Kept for the records ${token}`).first()).toBeVisible();
  await expect(asAdmin.getByText(clientAccount.user_email)).toHaveCount(0);
});

test("the first administrator cannot delete their account", { tag: "@read" }, async ({ asAdmin }) => {
  await asAdmin.goto("/account/data");
  await expect(asAdmin.getByText(myDataCopy.firstAdminRefused)).toBeVisible();
  await expect(asAdmin.getByRole("link", { name: myDataCopy.deleteLink })).toHaveCount(0);
  await asAdmin.goto("/account/data/delete");
  await expect(asAdmin.getByText(myDataCopy.firstAdminRefused)).toBeVisible();
  await expect(asAdmin.getByRole("button", { name: myDataCopy.confirmButton })).toHaveCount(0);
});

test("the privacy policy tells what My data does and links to it", { tag: "@read" }, async ({ page }) => {
  await page.goto("/privacy");
  const paragraph = page.locator("#my-data");
  await expect(paragraph).toContainText("Download my data");
  await expect(paragraph).toContainText("Delete my account");
  await expect(paragraph).toContainText("Deleted account");
  await expect(paragraph.getByRole("link", { name: "My data" })).toHaveAttribute("href", "/account/data");
});
