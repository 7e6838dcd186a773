/**
 * Issue 32 at 390 px: the work queues and the search across the panel (docs/decisions/049).
 * A visitor's message sent through the contact form and a new sign-up raise the menu's counts
 * (the count is each link's description); the dashboard's "Waiting for you" lists them oldest
 * first and a tap opens each; the header's search box finds a product inquiry by its reference
 * (PI-…) and a product by its name, and a store manager's search leaves out what is not theirs.
 */
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";

import { createContactMessage, createProduct, createProductInquiry, createUser, schema, testDb } from "./support/factories";
import { expect, test } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 } });

const six = (id: number) => String(id).padStart(6, "0");

/** The count a menu link carries, read from its description (0 when it has none); the phone's menu may be closed. */
async function menuCount(page: Page, path: string): Promise<number> {
  const link = page.locator(`header nav a[href="${path}"]`);
  const described = await link.getAttribute("aria-describedby");
  if (!described) return 0;
  const text = (await page.locator(`[id="${described}"]`).textContent()) ?? "";
  return Number(/^(\d+) /.exec(text)?.[1] ?? Number.NaN);
}

test("a new message and sign-up raise the menu's counts and wait on the dashboard, oldest first, each one tap away", async ({
  asAdmin: admin,
  page: visitor,
}, testInfo) => {
  test.skip(
    testInfo.project.name === "js-on",
    "The queues are server-rendered links; the search test below runs with JavaScript on. Both projects would race on the same oldest-first places.",
  );
  const token = `${testInfo.project.name.replace("-", "")}${Date.now().toString(36)}`;

  await admin.goto("/panel");
  const messagesBefore = await menuCount(admin, "/panel/notifications");
  const usersBefore = await menuCount(admin, "/panel/users");

  // A visitor writes through the contact form, without JavaScript.
  const subject = `Showroom visit ${token}`;
  await visitor.goto("/contact");
  const form = visitor.locator("main form");
  await form.getByLabel("Full name").fill("Anjali Patel");
  await form.getByLabel("Email address").fill(`anjali.${token}@example.in`);
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message", { exact: true }).fill("May we visit the workshop on Saturday morning?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "Message sent successfully!" })).toBeVisible();
  const message = testDb().select().from(schema.contactMessages).where(eq(schema.contactMessages.subject, subject)).get()!;
  // A registration waiting for approval; both are dated long ago, so they are among the oldest on a shared test server.
  const signup = createUser({ account_status: "pending", user_name: `Meera ${token}`, created_datetime: "2001-01-01T00:00:00.000Z" });
  testDb().update(schema.contactMessages).set({ created_at: "2001-01-01T00:00:01.000Z" }).where(eq(schema.contactMessages.id, message.id)).run();

  await admin.goto("/panel");
  await admin.locator("header summary").click();
  const messagesLink = admin.locator("header nav").getByRole("link", { name: "Messages", exact: true });
  await expect(messagesLink).toHaveAccessibleDescription(/^\d+ new messages?$/);
  await expect(admin.locator("header nav").getByRole("link", { name: "Users", exact: true })).toHaveAccessibleDescription(/^\d+ sign-ups? awaiting approval$/);
  expect(await menuCount(admin, "/panel/notifications")).toBeGreaterThan(messagesBefore);
  expect(await menuCount(admin, "/panel/users")).toBeGreaterThan(usersBefore);
  await admin.locator("header summary").click();

  // "Waiting for you": the sign-up (older) before the message, each a link to its screen.
  const waiting = admin.getByTestId("waiting-for-you");
  await expect(waiting.getByRole("heading", { name: /Waiting for you/ })).toBeVisible();
  const items = waiting.locator("li[data-waiting]");
  const titles = await items.allTextContents();
  const signupAt = titles.findIndex((text) => text.includes(`Meera ${token}`));
  const messageAt = titles.findIndex((text) => text.includes(subject));
  expect(signupAt).toBeGreaterThanOrEqual(0);
  expect(messageAt).toBeGreaterThan(signupAt);
  await expect(items.nth(messageAt)).toContainText(`CM-${six(message.id)}`);

  await items.nth(messageAt).getByRole("link").click();
  await expect(admin).toHaveURL((url) => url.pathname === `/panel/notifications/${message.id}`);
  await expect(admin.getByRole("main")).toContainText(subject);

  await admin.goto("/panel");
  await admin
    .getByTestId("waiting-for-you")
    .locator("li[data-waiting]")
    .filter({ hasText: `Meera ${token}` })
    .getByRole("link")
    .click();
  await expect(admin).toHaveURL((url) => url.pathname === "/panel/users" && url.hash === `#registration-${signup.id}`);
  await expect(admin.locator(`#registration-${signup.id}`)).toBeInViewport();
  await expect(admin.locator(`#registration-${signup.id}`)).toContainText(signup.user_email);
});

test("the header's search finds an inquiry by its reference and a product by its name; a manager sees only the shop", async ({
  asAdmin: admin,
  asManager: manager,
}, testInfo) => {
  const token = `${testInfo.project.name.replace("-", "")}${Date.now().toString(36)}`;
  const product = createProduct({ title: `Peacock Casket ${token}` });
  const inquiry = createProductInquiry({ product_title: product.title, product_item: product.id, inquirer_name: `Ravi ${token}` });
  const reference = `PI-${six(inquiry.id)}`;
  createContactMessage({ name: `Ravi ${token}`, subject: "A question about the casket" });

  const search = async (page: Page, words: string) => {
    await page.goto("/panel");
    // With JavaScript the form navigates in the page once the panel's code has loaded.
    if (testInfo.project.name === "js-on") await page.waitForLoadState("networkidle");
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Search the panel" });
    await box.fill(words);
    await box.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/panel/search" && url.searchParams.get("q") === words);
  };

  await search(admin, reference);
  const inquiries = admin.locator('[data-search-group="productInquiries"]');
  await expect(inquiries.getByRole("heading", { name: /Product inquiries/ })).toBeVisible();
  await inquiries.getByRole("link", { name: new RegExp(reference) }).click();
  await expect(admin).toHaveURL((url) => url.pathname === `/panel/product-inquiries/${inquiry.id}`);
  await expect(admin.getByRole("main")).toContainText(`Ravi ${token}`);

  await search(admin, `peacock casket ${token}`);
  const products = admin.locator('[data-search-group="products"]');
  await products.getByRole("link", { name: product.title }).click();
  await expect(admin).toHaveURL((url) => url.pathname === `/panel/products/${product.id}/edit`);
  await expect(admin.getByLabel("Title", { exact: true }).first()).toHaveValue(product.title);

  // Markup typed into the box is shown as text, never run.
  await search(admin, `<img src=x onerror=alert(1)> ${token}`);
  await expect(admin.getByTestId("search-nothing")).toContainText(`<img src=x onerror=alert(1)> ${token}`);
  await expect(admin.locator("main img[src=x]")).toHaveCount(0);

  // The same words find the message for an admin; a store manager finds the inquiry (the shop's) but not the message.
  await search(admin, `Ravi ${token}`);
  await expect(admin.locator("[data-search-group]")).toHaveCount(2);
  await search(manager, reference);
  await expect(manager.locator('[data-search-group="productInquiries"]')).toContainText(reference);
  await search(manager, `Ravi ${token}`);
  await expect(manager.locator("[data-search-group]")).toHaveCount(1);
  await expect(manager.locator('[data-search-group="productInquiries"]')).toBeVisible();
});
