/** The site shell: dark mode, the mobile menu, and content protection that never blocks typing. */
import { expect, test } from "@playwright/test";

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
  const contextMenuAllowed = await page.locator("h1").evaluate((heading) => heading.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true })));
  expect(fieldCopyAllowed).toBe(true);
  expect(pageCopyAllowed).toBe(false);
  expect(contextMenuAllowed).toBe(false);

  // Print-screen blacks the screen out briefly.
  await page.keyboard.press("PrintScreen");
  await expect(page.getByTestId("screen-blackout")).toBeAttached();
  await expect(page.getByTestId("screen-blackout")).not.toBeAttached({ timeout: 3_000 });
});
