/**
 * Issue 32, revisions (docs/decisions/044), on a phone (390 px), JavaScript off and on: a product
 * edited twice through its form keeps two versions; its History (linked from the form) lists them,
 * shows what the older one differs in from now, field by field with the form's words, and restores
 * it after a confirmation; the form then shows the old values, and the restore kept a version too.
 */
import { and, eq } from "drizzle-orm";

import { E2E_ADMIN } from "./support/environment";
import { createBlogPost, createCategory, createProduct, schema, testDb } from "./support/factories";
import { expect, test } from "./support/fixtures";

const PHONE = { width: 390, height: 844 };

const versionsOf = (id: number) =>
  testDb()
    .select()
    .from(schema.recordRevisions)
    .where(and(eq(schema.recordRevisions.entity, "product"), eq(schema.recordRevisions.entity_id, String(id))))
    .all();

test("edit a product twice, see the older version's changes field by field, restore it and see the old values back", async ({ asAdmin: page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const token = `${testInfo.project.name.replace("-", "")}${Date.now().toString(36)}`;
  const category = createCategory.product({ name: `History Boxes ${token}` });
  const original = `Peacock Pen Stand ${token}`;
  const product = createProduct({ title: original, category: category.id, price: 1200, description: "A rosewood pen stand." });
  const form = page.locator("form#product-form");

  // Two saves through the form.
  for (const [title, price] of [
    [`${original} v2`, "1500"],
    [`${original} v3`, "1500"],
  ] as const) {
    await page.goto(`/panel/products/${product.id}/edit`);
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Price (₹)", { exact: true }).fill(price);
    await page.getByRole("button", { name: "Update Product" }).click();
    await expect(page.getByText("Product updated successfully")).toBeVisible();
  }
  await expect.poll(() => versionsOf(product.id).length).toBe(2);

  // The form links to its history; the versions are listed newest first.
  await page.goto(`/panel/products/${product.id}/edit`);
  await page.getByRole("link", { name: "History", exact: true }).click();
  await expect(page.getByRole("heading", { name: `History: ${original} v3` })).toBeVisible();
  const versions = page.getByRole("navigation", { name: "Versions" }).getByRole("link");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText(E2E_ADMIN.email);

  // The older version: the title and the price it had, against now.
  await versions.nth(1).click();
  await expect(versions.nth(1)).toHaveAttribute("aria-current", "true");
  const title = page.locator('[data-field="en:title"]');
  await expect(title.getByRole("heading", { name: "Title" })).toBeVisible();
  await expect(title.locator('[data-side="version"]')).toHaveText(original);
  await expect(title.locator('[data-side="now"]')).toHaveText(`${original} v3`);
  const price = page.locator('[data-field="en:price"]');
  await expect(price.getByRole("heading", { name: "Price" })).toBeVisible();
  await expect(price.locator('[data-side="version"]')).toHaveText("1200");
  await expect(price.locator('[data-side="now"]')).toHaveText("1500");
  // Nothing else changed between them.
  await expect(page.locator("[data-field]")).toHaveCount(2);

  // Restore: a confirmation first, then the restore.
  await page.getByRole("button", { name: "Restore this version" }).click();
  await expect(page.getByText("Restore this version? The record is saved with this version's fields")).toBeVisible();
  await page.getByRole("button", { name: "Yes, restore" }).click();
  await expect(page.getByText("Version restored.")).toBeVisible();
  await expect.poll(() => versionsOf(product.id).length).toBe(3);

  // The old values are back in the form.
  await page.goto(`/panel/products/${product.id}/edit`);
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue(original);
  await expect(form.getByLabel("Price (₹)", { exact: true })).toHaveValue("1200");
});

test("a record's history needs the permission that edits it: a store manager may see a product's, not a post's", async ({ asManager: page }) => {
  const product = createProduct({ title: `Manager history ${Date.now().toString(36)}` });
  await page.goto(`/panel/products/${product.id}/history`);
  await expect(page.getByRole("heading", { name: `History: ${product.title}` })).toBeVisible();
  const post = createBlogPost({ title: "Not for the shop" });
  await page.goto(`/panel/blog/${post.id}/history`);
  await expect(page).not.toHaveURL(/\/history/);
  // The action is guarded too: a POST is turned away before anything is read.
  const answer = await page.request.post(`/panel/blog/${post.id}/history`, {
    form: { version: "1", intent: "restore" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
});
