/** Who may open the panel: guests go to login, regular accounts go home. */
import { expect, test } from "@playwright/test";

import { setAccountStatus, uniqueEmail } from "./support/environment";
import { logIn, validRegistration } from "./support/forms";

test("a guest on /panel is sent to /login with the way back", async ({ page }) => {
  await page.goto("/panel");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpanel$/);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
});

test("a regular user on /panel is sent to the home page", async ({ page, request }, testInfo) => {
  const registration = validRegistration(uniqueEmail("regular", testInfo));
  await request.post("/signup", { form: { ...registration, confirm_password: registration.password }, maxRedirects: 0 });
  setAccountStatus(registration.user_email, "approved");
  await logIn(page, registration.user_email, registration.password);
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/panel");
  await expect(page).toHaveURL(/\/$/);
  const data = await page.request.get("/panel.data");
  expect(await data.text()).not.toContain("count");
});

test("unknown pages show 'Artwork Not Found' with status 404 and the two links", { tag: "@read" }, async ({ page }) => {
  const response = await page.goto("/no-such-artwork");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Artwork Not Found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("main").getByRole("link", { name: "Browse Gallery" })).toHaveAttribute("href", "/gallery");
  // The site header and footer stay around it.
  await expect(page.getByText("GI Tagged").first()).toBeVisible();
  // Its title ends as every other page's does: the site's name.
  await page.goto("/about");
  const suffix = (await page.title()).split(" | ").at(-1)!;
  await page.goto("/no-such-artwork");
  await expect(page).toHaveTitle(`Artwork Not Found | ${suffix}`);
});
