/**
 * The inquiry dialog over the product list (issue 14, section 4; spec section 4), JavaScript on:
 * a refused send keeps the dialog open with the message at its field; a sent inquiry, even with
 * Send pressed twice, is stored once, closes and clears the dialog, and its toast is on top of
 * everything (the element at the toast's centre is the toast).
 */
import { expect, test } from "@playwright/test";
import { and, desc, eq } from "drizzle-orm";

import { logInAsNewBuyer } from "./support/accounts";
import { schema, testDb } from "./support/factories";
import { waitForHydration } from "./support/hydration";

const SENT = "Your inquiry has been sent successfully!";

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`a product inquiry sent from its dialog at ${viewport.width}px: stored once, dialog closed, toast on top`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "js-off", "The dialog over the list needs JavaScript; without it the item is a page of its own.");
    await page.setViewportSize(viewport);
    const buyer = await logInAsNewBuyer(page, testInfo);
    const { products } = schema;
    const product = testDb()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.is_available, true))
      .orderBy(desc(products.created_at), desc(products.id))
      .get()!;

    await page.goto("/products");
    await waitForHydration(page);
    await page.locator(`a[href="/products/${product.id}"]`).first().click();
    const dialog = page.locator("dialog[open]");
    await expect(dialog).toBeVisible();

    // Refused: the dialog stays open with the message at the field.
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(dialog.locator('[data-field-error="message"]')).toHaveText("Please enter your inquiry message");
    await expect(dialog).toBeVisible();

    const message = `Twelve coasters with our monogram (${testInfo.project.name} ${viewport.width})`;
    await dialog.getByLabel("Your message").fill(message);
    await dialog.getByRole("button", { name: "Send Inquiry" }).dblclick();

    const toast = page.getByRole("status").filter({ hasText: SENT });
    await expect(toast).toBeVisible();
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    await expect(page).toHaveURL(/\/products$/);
    const { productInquiries: inquiries } = schema;
    expect(await testDb().$count(inquiries, and(eq(inquiries.inquirer_email, buyer.user_email), eq(inquiries.message, message)))).toBe(1);

    const onTop = await toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);

    // Opened again, the dialog's form is empty.
    await page.locator(`a[href="/products/${product.id}"]`).first().click();
    await expect(page.locator("dialog[open]").getByLabel("Your message")).toHaveValue("");
  });
}
