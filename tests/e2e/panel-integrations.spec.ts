/**
 * Issue 33, Settings -> Integrations (docs/decisions/055) at 390 px, JavaScript on and off: an
 * administrator makes an API key (a form refused without a name or a scope shows why), sees the
 * key once on the answer page, the key works on the API, a reload shows only its first
 * characters, and Revoke asks first and then stops the key.
 */
import { expect, test } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("an administrator makes an API key, sees it once, and revokes it after confirming", async ({ asAdmin: page, request }, testInfo) => {
  const name = `Shop sync ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.goto("/panel/settings");
  await page.getByRole("link", { name: "Integrations (API keys)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();

  // Nothing chosen: the form says what is missing, and no key is made.
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("Enter a name for the key.")).toBeVisible();
  await expect(page.getByText("Choose at least one scope.")).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("checkbox", { name: /Read the catalogue/ }).check();
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByRole("heading", { name: `Key "${name}" created` })).toBeVisible();
  const key = await page.getByLabel("API key", { exact: true }).inputValue();
  expect(key).toMatch(/^sk_live_[A-Za-z0-9_-]{43}$/);
  expect(page.url()).not.toContain(key.slice(8));

  // The key works at once, for what its scope opens.
  expect((await request.get("/api/manage_data/Product/", { headers: { Authorization: `Bearer ${key}` } })).status()).toBe(200);

  // Shown once: a fresh load lists the key by its first characters alone.
  await page.goto("/panel/settings/integrations");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(key.slice(0, 12));
  await expect(row).toContainText("catalogue:read");
  expect(await page.content()).not.toContain(key.slice(12));

  await row.getByRole("link", { name: `Revoke the key "${name}"` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Revoke "${name}"` })).toBeVisible();
  await page.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText(`The key "${name}" was revoked.`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Revoked");
  expect((await request.get("/api/manage_data/Product/", { headers: { Authorization: `Bearer ${key}` } })).status()).toBe(401);
});
