/**
 * Issue 32, defect 1: the settings tabs kept nothing. Changing the description, phone and email on
 * General, then tapping Appearance and General again brought back the saved values, and Save
 * stored them and said "Saved!". The tabs are now one form (docs/decisions/047): what is typed on
 * any tab survives a change of tab and Save stores every tab, JavaScript on (a tab shows its
 * section) and off (a tab is a submit button that brings the form back with the typed values,
 * saving nothing). At 390 px, as on the phone where it was found.
 */
import type { Page, TestInfo } from "@playwright/test";

import { ENHANCED_FIELD } from "~/lib/form-constants";

import { settingsLock, withTestDatabase } from "./support/environment";
import { expect, test } from "./support/fixtures";

type Row = Record<string, unknown>;
const one = (sql: string, ...params: unknown[]) => withTestDatabase((database) => database.prepare(sql).get(...params)) as Row;
const run = (sql: string, ...params: unknown[]) => withTestDatabase((database) => database.prepare(sql).run(...params));

test.use({ viewport: { width: 390, height: 844 } });
// The settings are shared: each test waits for the settings lock, which another spec may hold for long.
test.describe.configure({ timeout: 90_000 });

/** A tab of the settings screen (a link before issue 32, a button of the form now). */
const tabOf = (page: Page, name: string) => page.getByRole("navigation", { name: "Settings tabs" }).getByText(name, { exact: true });

async function ready(page: Page, testInfo: TestInfo) {
  await expect(tabOf(page, "General")).toBeVisible();
  // With JavaScript a tab works once React runs the page: the form then says it is enhanced.
  if (testInfo.project.name === "js-on") await page.locator(`form input[name="${ENHANCED_FIELD}"]`).first().waitFor({ state: "attached" });
}

test("typed values survive a change of tab, and Save stores every tab", async ({ asAdmin: page }, testInfo) => {
  const jsOn = testInfo.project.name === "js-on";
  const mark = `${testInfo.project.name}-${Date.now().toString(36)}`;
  await settingsLock(async () => {
    const before = one("select site_description, contact_phone, contact_email, social_linkedin from site_settings where id = 1");
    try {
      await page.goto("/panel/settings?tab=general");
      await ready(page, testInfo);
      await page.getByLabel("Site description").fill(`Inlay from Surat ${mark}`);
      await page.getByLabel("Contact phone").fill("+91 98250 12345");
      await page.getByLabel("Contact email").fill(`desk-${mark}@example.in`);

      await tabOf(page, "Appearance").click();
      await expect(page.getByLabel("LinkedIn URL")).toBeVisible();
      await expect(page.getByLabel("Site description")).toBeHidden();
      await page.getByLabel("LinkedIn URL").fill(`https://www.linkedin.com/company/${mark}`);

      await tabOf(page, "General").click();
      await expect(page.getByLabel("Site description")).toBeVisible();
      await expect(page.getByLabel("Site description")).toHaveValue(`Inlay from Surat ${mark}`);
      await expect(page.getByLabel("Contact phone")).toHaveValue("+91 98250 12345");
      await expect(page.getByLabel("Contact email")).toHaveValue(`desk-${mark}@example.in`);
      // Nothing was saved by changing tabs.
      expect(one("select site_description from site_settings where id = 1")).toEqual({ site_description: before.site_description });

      await page.getByRole("button", { name: "Save Settings" }).click();
      if (jsOn) await expect(page.getByRole("button", { name: "Saved!" })).toBeVisible();
      else await expect(page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "Settings saved" }).first()).toBeVisible();
      expect(one("select site_description, contact_phone, contact_email, social_linkedin from site_settings where id = 1")).toEqual({
        site_description: `Inlay from Surat ${mark}`,
        contact_phone: "+91 98250 12345",
        contact_email: `desk-${mark}@example.in`,
        social_linkedin: `https://www.linkedin.com/company/${mark}`,
      });
    } finally {
      run(
        "update site_settings set site_description = ?, contact_phone = ?, contact_email = ?, social_linkedin = ? where id = 1",
        before.site_description,
        before.contact_phone,
        before.contact_email,
        before.social_linkedin,
      );
    }
  });
});

test("a refused save opens on the tab of the error, with every typed value kept", async ({ asAdmin: page }, testInfo) => {
  const mark = `${testInfo.project.name}-${Date.now().toString(36)}`;
  await settingsLock(async () => {
    const before = one("select contact_phone, seo_meta_title from site_settings where id = 1");
    await page.goto("/panel/settings?tab=general");
    await ready(page, testInfo);
    await page.getByLabel("Contact phone").fill("call me");
    await tabOf(page, "SEO").click();
    await page.getByLabel("Meta title").fill(`Sadeli ${mark}`);
    await page.getByRole("button", { name: "Save Settings" }).click();
    // Back on General, at the error; the SEO tab still holds its text.
    await expect(page.locator('[data-field-error="contact_phone"]')).toHaveText("Please enter a valid phone number");
    await expect(page.getByLabel("Contact phone")).toBeVisible();
    await expect(page.getByLabel("Contact phone")).toHaveValue("call me");
    await tabOf(page, "SEO").click();
    await expect(page.getByLabel("Meta title")).toHaveValue(`Sadeli ${mark}`);
    expect(one("select contact_phone, seo_meta_title from site_settings where id = 1")).toEqual(before);
  });
});

test("the app password typed is never sent back, not even when the tab changes", async ({ asAdmin: page }, testInfo) => {
  const secret = `app-pass-${testInfo.project.name}-${Date.now().toString(36)}-zz`;
  await page.goto("/panel/settings?tab=email");
  await ready(page, testInfo);
  await page.getByLabel("App password").fill(secret);
  await tabOf(page, "General").click();
  await expect(page.getByLabel("Site name")).toBeVisible();
  if (testInfo.project.name === "js-off") expect(await page.content()).not.toContain(secret);
});
