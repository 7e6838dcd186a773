/** Filling the account forms the way a person does. */
import { expect, type Page } from "@playwright/test";

export type Registration = {
  user_name: string;
  business_name: string;
  user_email: string;
  contact_number: string;
  address: string;
  city: string;
  password: string;
};

export function validRegistration(email: string): Registration {
  return {
    user_name: "Meera Desai",
    business_name: "Desai Interiors",
    user_email: email,
    contact_number: "+91 98250 12345",
    address: "14 Ring Road, Athwa Lines",
    city: "Surat",
    password: "inlay-craft-2026",
  };
}

export async function fillRegistration(page: Page, values: Registration, confirmation = values.password) {
  await page.getByLabel("Full name").fill(values.user_name);
  await page.getByLabel("Business name").fill(values.business_name);
  await page.getByLabel("Email address").fill(values.user_email);
  await page.getByLabel("Contact number").fill(values.contact_number);
  await page.getByLabel("Street address").fill(values.address);
  await page.getByLabel("City").fill(values.city);
  await page.getByLabel("Password", { exact: true }).fill(values.password);
  await page.getByLabel("Confirm password").fill(confirmation);
}

export async function logIn(page: Page, email: string, password: string, path = "/login") {
  await page.goto(path);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

export async function logOut(page: Page) {
  // The account menu is a <details>; open it, then post the logout form.
  const menu = page.locator("header details:visible").filter({ hasText: "My Account" }).first();
  await menu.locator("summary").click();
  await menu.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
}
