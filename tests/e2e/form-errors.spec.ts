/**
 * After a refused send the visitor lands on the problem, on a phone, with JavaScript on and off:
 * the form opens with a summary that links to each field with an error, and the first of them is
 * focused and on screen (without JavaScript through its `autofocus`). Before, the page reloaded at
 * its top and the first error sat 1,100-1,600 px below on a phone.
 */
import { expect, type Page, test } from "@playwright/test";

import { approvedAccount, logInAsAdmin } from "./support/accounts";
import { withTestDatabase } from "./support/environment";
import { logIn } from "./support/forms";

test.use({ viewport: { width: 390, height: 844 } });

/** Sends the form empty with its button, then checks the summary and the focused first field. */
async function sendAndLand(page: Page, button: string, firstField: string, summaryCount: number) {
  await page.getByRole("button", { name: button, exact: true }).click();
  const summary = page.locator("[data-error-summary]");
  await expect(summary.getByRole("link")).toHaveCount(summaryCount);
  const first = page.locator(`[name="${firstField}"]:not([type="hidden"])`);
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
  // The summary's first link leads to that field.
  const id = await first.getAttribute("id");
  await expect(summary.getByRole("link").first()).toHaveAttribute("href", `#${id}`);
}

test("contact: the first invalid field is focused and on screen, the summary links to each", async ({ page }) => {
  await page.goto("/contact");
  await sendAndLand(page, "Send Message", "name", 4);
});

test("sign-up: the first invalid field is focused and on screen", async ({ page }) => {
  await page.goto("/signup");
  await sendAndLand(page, "Register Business", "user_name", 8);
});

test("login: the first invalid field is focused and on screen", async ({ page }) => {
  await page.goto("/login");
  await sendAndLand(page, "Sign In", "user_email", 2);
});

test("product and portfolio inquiries: the message is focused and on screen", async ({ page, request }, testInfo) => {
  const account = await approvedAccount(request, testInfo, "formerrors");
  await logIn(page, account.user_email, account.password);
  await page.waitForURL((url) => url.pathname === "/");
  const product = withTestDatabase((database) => database.prepare("select id from products where is_available = 1 order by id limit 1").get()) as {
    id: number;
  };
  await page.goto(`/products/${product.id}`);
  await sendAndLand(page, "Send Inquiry", "message", 1);
  const project = withTestDatabase((database) => database.prepare("select id from portfolio_items where is_public = 1 order by id limit 1").get()) as {
    id: number;
  };
  await page.goto(`/portfolio/${project.id}`);
  await sendAndLand(page, "Send Inquiry", "message", 1);
});

test("a panel form (add product): the first invalid field is focused and on screen", async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto("/panel/products/new");
  await sendAndLand(page, "Create Product", "title", 4);
});
