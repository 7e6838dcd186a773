/** The site shell: dark mode, the mobile menu, and content protection that never blocks typing. */
import { expect, test } from "@playwright/test";

import { logInAsNewBuyer } from "./support/accounts";
import { settingsLock, withTestDatabase } from "./support/environment";
import { waitForHydration } from "./support/hydration";

test("dark mode toggles, survives a reload, and toggles back", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
  await page.getByRole("button", { name: "Switch to dark mode" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page).toHaveURL(/\/login$/);
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);

  await page.getByRole("button", { name: "Switch to light mode" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
});

test("the theme toggle keeps the page's #fragment and its place, JavaScript or not", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/contact?from=test#contact-map");
  await expect(page.locator("#contact-map")).toBeInViewport();
  await page.getByRole("button", { name: "Switch to dark mode" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page).toHaveURL(/\/contact\?from=test#contact-map$/);
  await expect(page.locator("#contact-map")).toBeInViewport();
  await page.getByRole("button", { name: "Switch to light mode" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expect(page).toHaveURL(/\/contact\?from=test#contact-map$/);
});

test(
  "the theme toggle without JavaScript is a text/plain post to the page itself; the page's own forms are untouched",
  { tag: "@http" },
  async ({ request }) => {
    const answer = await request.post("/gu/contact?x=1", {
      headers: { "Content-Type": "text/plain" },
      data: "theme=dark\r\n",
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers()["location"]).toBe("/gu/contact?x=1");
    expect(answer.headers()["set-cookie"]).toMatch(/^sadeli_theme=/);
    // Anything else sent as text/plain is refused as before, and a made-up theme is not stored.
    const unknown = await request.post("/contact", { headers: { "Content-Type": "text/plain" }, data: "theme=blue\r\n", maxRedirects: 0 });
    expect(unknown.status()).toBe(415);
    expect(unknown.headers()["set-cookie"]).toBeUndefined();
    const other = await request.post("/contact", {
      headers: { "Content-Type": "text/plain" },
      data: "name=someone&message=a long text that is not a theme",
      maxRedirects: 0,
    });
    expect(other.status()).toBe(415);
  },
);

test("without a choice the page follows the operating system's scheme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.emulateMedia({ colorScheme: "light" });
  const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(dark).not.toBe(light);
  await expect(page.getByRole("button", { name: "Switch to dark mode" })).toBeVisible();
});

test("the mobile menu opens without JavaScript and lists every page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.locator("header summary", { hasText: "Menu" }).click();
  const mobileNav = page.getByRole("navigation", { name: "Mobile" });
  for (const label of ["Home", "About", "Products", "Gallery", "Portfolio", "Blog", "Contact"]) {
    await expect(mobileNav.getByRole("link", { name: label })).toBeVisible();
  }
  await expect(mobileNav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
});

test("content protection blocks copying the page but never typing or pasting in a field", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "Content protection is a script; without JavaScript only printing is blocked, by CSS.");
  await page.goto("/login");
  await page.waitForFunction(() => document.querySelector("button[aria-controls]") !== null);

  const email = page.getByLabel("Email address");
  await email.click();
  await page.keyboard.type("meera@example.in");
  await expect(email).toHaveValue("meera@example.in");
  await email.evaluate((input: HTMLInputElement) => {
    const data = new DataTransfer();
    data.setData("text/plain", "-pasted");
    input.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  // Copying inside a field is not cancelled; copying page text and the context menu are.
  const fieldCopyAllowed = await email.evaluate((input) => input.dispatchEvent(new Event("copy", { bubbles: true, cancelable: true })));
  const pageCopyAllowed = await page.locator("h1").evaluate((heading) => heading.dispatchEvent(new Event("copy", { bubbles: true, cancelable: true })));
  const contextMenuAllowed = await page
    .locator("h1")
    .evaluate((heading) => heading.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true })));
  expect(fieldCopyAllowed).toBe(true);
  expect(pageCopyAllowed).toBe(false);
  expect(contextMenuAllowed).toBe(false);

  // Print-screen blacks the screen out for the spec's 800 ms: timed on the page's clock in timers.spec.ts.
  await page.keyboard.press("PrintScreen");
  await expect(page.getByTestId("screen-blackout")).toBeAttached();
});

test("on a phone the first screen names the workshop", { tag: "@read" }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The name is read from the settings, which another test may change for a moment.
  await settingsLock(async () => {
    const { site_name } = withTestDatabase((database) => database.prepare("select site_name from site_settings where id = 1").get()) as { site_name: string };
    await page.goto("/");
    const name = page.getByRole("banner").getByText(site_name, { exact: true });
    await expect(name).toBeInViewport();
    // Shown, not only read out: a visually hidden name is a 1 px box.
    expect((await name.boundingBox())!.width).toBeGreaterThan(100);
  });
});

test("the My Account menu closes on a click outside and on Escape", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "Closing on a click outside or Escape is a script; without JavaScript the button closes it.");
  await logInAsNewBuyer(page, testInfo);
  await page.goto("/about");
  await waitForHydration(page);
  const menu = page.locator("header details:visible").filter({ hasText: "My Account" }).first();
  const toggle = menu.locator("summary");
  const name = menu.getByTestId("account-name");

  await toggle.click();
  await expect(name).toBeVisible();
  await page.locator("main h1").click();
  await expect(name).toBeHidden();
  await expect(page).toHaveURL(/\/about$/);

  await toggle.click();
  await expect(name).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(name).toBeHidden();
  await expect(toggle).toBeFocused();
});

test("on a phone, a signed-in buyer's My Account menu opens on screen, with Logout in reach", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAsNewBuyer(page, testInfo);
  await page.goto("/about");
  const phoneMenu = page.locator("header details:visible").filter({ hasText: "Menu" }).first();
  await phoneMenu.locator("summary").first().click();
  const accountMenu = phoneMenu.locator("details").filter({ hasText: "My Account" });
  await accountMenu.locator("summary").click();
  // It used to open to the left of its button, past the screen's edge: every item was off screen.
  for (const item of [
    accountMenu.getByTestId("account-name"),
    accountMenu.getByRole("link", { name: "My inquiries" }),
    accountMenu.getByRole("button", { name: "Logout" }),
  ]) {
    await expect(item).toBeInViewport({ ratio: 1 });
  }
});
