/**
 * Issue 29, defect 7 (docs/decisions/026): content protection is for the artwork. With it on, a
 * buyer can still select and copy the workshop's phone, email and address and a product's SKU,
 * with the keyboard and from the context menu; the artwork still cannot be copied, dragged or
 * right-clicked.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";

import { settingsLock, withTestDatabase } from "./support/environment";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "Content protection is a script; without JavaScript nothing blocks copying.");

type Contact = { contact_phone: string; contact_email: string; address: string; content_protection: number };
const settings = () =>
  withTestDatabase((database) =>
    database.prepare("select contact_phone, contact_email, address, content_protection from site_settings where id = 1").get(),
  ) as Contact;

/**
 * Selects the element's text (as a double or triple click would; a drag that starts on a link
 * drags the link instead), copies it with the keyboard's shortcut and reads the clipboard.
 */
async function copyWithKeyboard(page: Page, element: Locator): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText("(clipboard before)"));
  await element.scrollIntoViewIfNeeded();
  await element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
  });
  await page.keyboard.press("ControlOrMeta+C");
  return page.evaluate(() => navigator.clipboard.readText());
}

const contextMenuAllowed = (element: Locator) =>
  element.evaluate((node) => node.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true })));

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

test("with content protection on, the footer's phone and email and the contact page's details can be selected and copied", async ({ page }) => {
  await settingsLock(async () => {
    const site = settings();
    expect(site.content_protection, "the demo's setting: protection on").toBe(1);
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("data-protect", "on");
    const footer = page.locator("footer");
    const phone = footer.getByRole("link", { name: site.contact_phone });
    const email = footer.getByRole("link", { name: site.contact_email });
    expect((await copyWithKeyboard(page, phone)).trim()).toBe(site.contact_phone);
    expect((await copyWithKeyboard(page, email)).trim()).toBe(site.contact_email);
    expect(await contextMenuAllowed(email)).toBe(true);

    // The protected page around them is not: its heading copies nothing and has no context menu.
    const heading = page.locator("main h1").first();
    expect(await copyWithKeyboard(page, heading)).toBe("(clipboard before)");
    expect(await contextMenuAllowed(heading)).toBe(false);

    await page.goto("/contact");
    const address = page.locator("main address").first();
    expect((await copyWithKeyboard(page, address)).trim()).toBe(site.address);
    expect((await copyWithKeyboard(page, page.locator("main").getByRole("link", { name: site.contact_phone }))).trim()).toBe(site.contact_phone);
  });
});

test("with content protection on, a product's SKU can be copied; its picture still cannot be dragged or right-clicked", async ({ page }) => {
  const product = withTestDatabase((database) =>
    database.prepare("select id, sku from products where sku is not null and sku <> '' order by id limit 1").get(),
  ) as { id: number; sku: string };
  await page.goto(`/products/${product.id}`);
  await expect(page.locator("html")).toHaveAttribute("data-protect", "on");
  const sku = page.locator("main dd", { hasText: product.sku });
  expect((await copyWithKeyboard(page, sku)).trim()).toBe(product.sku);
  expect(await contextMenuAllowed(sku)).toBe(true);

  const picture = page.locator("main img").first();
  await expect(picture).toBeVisible();
  expect(await contextMenuAllowed(picture)).toBe(false);
  const dragAllowed = await picture.evaluate((image) => image.dispatchEvent(new DragEvent("dragstart", { bubbles: true, cancelable: true })));
  expect(dragAllowed).toBe(false);
  // Selecting across the artwork and the SKU together copies nothing: only a selection wholly inside the details passes.
  const mixed = await page.evaluate(() => {
    const selection = document.getSelection()!;
    const range = document.createRange();
    range.setStartBefore(document.querySelector("main h1")!);
    range.setEndAfter(document.querySelector("main [data-copyable]")!);
    selection.removeAllRanges();
    selection.addRange(range);
    return document.dispatchEvent(new Event("copy", { bubbles: true, cancelable: true }));
  });
  expect(mixed).toBe(false);
});
