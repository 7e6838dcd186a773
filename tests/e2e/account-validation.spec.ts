/**
 * Every login and sign-up message of the spec's section 5 appears at its own field, with
 * JavaScript on (checked in the browser) and off (checked by the server), and the server
 * refuses the same input when the browser's checks are bypassed.
 */
import { expect, type Page, test } from "@playwright/test";

import { withTestDatabase } from "./support/environment";
import { fillRegistration, validRegistration } from "./support/forms";

async function expectFieldError(page: Page, field: string, message: string) {
  await expect(page.locator(`[data-field-error="${field}"]`)).toHaveText(message);
  // The message is tied to its input for screen readers.
  const errorId = await page.locator(`[data-field-error="${field}"]`).getAttribute("id");
  await expect(page.locator(`[name="${field}"]`)).toHaveAttribute("aria-describedby", new RegExp(errorId ?? "missing"));
}

test.describe("login form", () => {
  test("empty fields", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectFieldError(page, "user_email", "Email is required");
    await expectFieldError(page, "password", "Password is required");
  });

  test("invalid email and short password", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectFieldError(page, "user_email", "Please enter a valid email");
    await expectFieldError(page, "password", "Password must be at least 6 characters");
    // What was typed in the email field is kept; the password never comes back.
    await expect(page.getByLabel("Email address")).toHaveValue("not-an-email");
  });
});

test.describe("sign-up form", () => {
  test("empty form", async ({ page }) => {
    await page.goto("/business-register");
    await page.getByRole("button", { name: "Register Business" }).click();
    await expectFieldError(page, "user_name", "Name is required");
    await expectFieldError(page, "business_name", "Business name must be at least 2 characters");
    await expectFieldError(page, "user_email", "Email is required");
    await expectFieldError(page, "contact_number", "Contact number is required");
    await expectFieldError(page, "address", "Address must be at least 5 characters");
    await expectFieldError(page, "city", "City must be at least 2 characters");
    await expectFieldError(page, "password", "Password is required");
    await expectFieldError(page, "confirm_password", "Please confirm your password");
  });

  test("values that are too short or malformed", async ({ page }) => {
    await page.goto("/signup");
    await fillRegistration(
      page,
      {
        user_name: "A",
        business_name: "B",
        user_email: "meera@",
        contact_number: "98250 12",
        address: "Ring",
        city: "S",
        password: "12345",
      },
      "54321",
    );
    await page.getByRole("button", { name: "Register Business" }).click();
    await expectFieldError(page, "user_name", "Name must be at least 2 characters");
    await expectFieldError(page, "business_name", "Business name must be at least 2 characters");
    await expectFieldError(page, "user_email", "Please enter a valid email");
    await expectFieldError(page, "contact_number", "Contact number must be at least 10 digits");
    await expectFieldError(page, "address", "Address must be at least 5 characters");
    await expectFieldError(page, "city", "City must be at least 2 characters");
    await expectFieldError(page, "password", "Password must be at least 6 characters");
    await expectFieldError(page, "confirm_password", "Passwords do not match");
  });

  test("letters in the contact number and a mismatched confirmation", async ({ page }, testInfo) => {
    await page.goto("/signup");
    const registration = validRegistration(`mismatch.${testInfo.project.name}@example.in`);
    await fillRegistration(page, { ...registration, contact_number: "call me maybe 123" }, "something-else");
    await page.getByRole("button", { name: "Register Business" }).click();
    await expectFieldError(page, "contact_number", "Please enter a valid phone number");
    await expectFieldError(page, "confirm_password", "Passwords do not match");
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test("the server refuses what the browser would have caught, and stores nothing", { tag: "@http" }, async ({ request }) => {
  const email = `bypass.${Date.now()}@example.in`;
  const response = await request.post("/signup", {
    form: {
      user_name: " A ",
      business_name: "B",
      user_email: email,
      contact_number: "12",
      address: "x",
      city: "y",
      password: "123",
      confirm_password: "456",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  for (const message of [
    "Name must be at least 2 characters",
    "Business name must be at least 2 characters",
    "Contact number must be at least 10 digits",
    "Address must be at least 5 characters",
    "City must be at least 2 characters",
    "Password must be at least 6 characters",
    "Passwords do not match",
  ]) {
    expect(html).toContain(message);
  }
  const count = withTestDatabase((database) => database.prepare("select count(*) as n from users where user_email = ?").get(email)) as { n: number };
  expect(count.n).toBe(0);

  const login = await request.post("/login", { form: { user_email: "bad", password: "1" }, maxRedirects: 0 });
  expect(login.status()).toBe(400);
  const loginHtml = await login.text();
  expect(loginHtml).toContain("Please enter a valid email");
  expect(loginHtml).toContain("Password must be at least 6 characters");
});

test("an address that is already registered is refused at the email field", async ({ page, request }) => {
  const email = `taken.${Date.now()}.${Math.random()}@example.in`;
  const registration = validRegistration(email);
  await request.post("/signup", { form: { ...registration, confirm_password: registration.password }, maxRedirects: 0 });
  await page.goto("/signup");
  await fillRegistration(page, { ...registration, user_email: email.toUpperCase() });
  await page.getByRole("button", { name: "Register Business" }).click();
  await expectFieldError(page, "user_email", "An account with this email already exists. Please log in instead.");
});
