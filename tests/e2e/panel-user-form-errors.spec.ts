/** The Create-user form shows every error at once, 'Email already exists' with the others (issue 14, section 6), JavaScript on and off. */
import { E2E_ADMIN } from "./support/environment";
import { expect, test } from "./support/fixtures";

test("Create User with a taken email and empty fields shows every error at once", async ({ asAdmin: page }, testInfo) => {
  await page.goto("/panel/users/new");
  if (testInfo.project.name === "js-on") await page.waitForLoadState("networkidle");
  await page.getByLabel("Email", { exact: true }).fill(E2E_ADMIN.email);
  await page.getByRole("button", { name: "Create User" }).click();
  await expect(page.locator('[data-field-error="user_email"]')).toHaveText("Email already exists");
  await expect(page.locator('[data-field-error="user_name"]')).toHaveText("Name is required");
  await expect(page.locator('[data-field-error="city"]')).toHaveText("City is required");
  await expect(page.locator('[data-field-error="password"]')).toHaveText("Password is required");

  // Fixing the others still leaves the email's: it is checked with them, never after them.
  await page.getByLabel("Name", { exact: true }).fill("Meera Desai");
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByRole("button", { name: "Create User" }).click();
  await expect(page.locator('[data-field-error="user_email"]')).toHaveText("Please enter a valid email");
  await expect(page.locator('[data-field-error="user_name"]')).toHaveCount(0);
});
