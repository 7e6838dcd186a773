/**
 * Issue 32, defect 2: add/edit dialogs dropped what was typed on Escape, on Close and on the
 * phone's Back (a blog post written on a phone was gone). With JavaScript, a form with changes
 * now asks "Discard changes?" before it closes or is left (components/panel/discard-guard.tsx,
 * docs/decisions/047): "Keep editing" keeps the text, "Discard" closes. No question when nothing
 * changed, none after a save. At 390 px. Without JavaScript nothing closes a form but a link or
 * the browser's Back, which the browser handles as for any page: JavaScript on only.
 */
import type { Page } from "@playwright/test";

import { settingsLock, withTestDatabase } from "./support/environment";
import { expect, test } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 } });
test.skip(
  ({ javaScriptEnabled }) => javaScriptEnabled === false,
  "the question is asked by the page's script; without JavaScript the browser leaves as from any page",
);

const one = (sql: string) => withTestDatabase((database) => database.prepare(sql).get()) as Record<string, unknown>;
const run = (sql: string, ...params: unknown[]) => withTestDatabase((database) => database.prepare(sql).run(...params));

const question = (page: Page) => page.getByRole("alertdialog", { name: "Discard changes?" });
/** The Dashboard link of the phone's menu (opened first if it is closed). */
async function dashboardLink(page: Page) {
  const menu = page.locator("details.panel-menu");
  if (!(await menu.evaluate((element) => (element as HTMLDetailsElement).open))) await menu.locator("summary").click();
  return menu.getByRole("link", { name: "Dashboard" });
}
/** Links open dialogs, and the guard listens, once React runs the page. */
const guardReady = (page: Page) => page.waitForLoadState("networkidle");

test("a blog post being written asks before Escape, Close or Back drops it", async ({ asAdmin: page }) => {
  await page.goto("/panel/blog");
  await guardReady(page);
  await page.getByRole("link", { name: "Add Post" }).click();
  const form = page.locator("dialog[open]").filter({ has: page.getByRole("heading", { name: "Add Blog Post" }) });
  await expect(form).toBeVisible();
  const title = form.getByLabel("Title", { exact: true });
  await title.fill("Notes from the workshop, written on a phone");

  // Escape asks; Keep editing keeps the text.
  await page.keyboard.press("Escape");
  await expect(question(page)).toBeVisible();
  await question(page).getByRole("button", { name: "Keep editing" }).click();
  await expect(question(page)).toBeHidden();
  await expect(form).toBeVisible();
  await expect(title).toHaveValue("Notes from the workshop, written on a phone");
  await expect(page).toHaveURL(/\/panel\/blog\/new$/);

  // The Close button asks.
  await form.getByRole("button", { name: "Close" }).click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole("button", { name: "Keep editing" }).click();
  await expect(title).toHaveValue("Notes from the workshop, written on a phone");

  // The browser's (the phone's) Back asks.
  await page.goBack();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole("button", { name: "Keep editing" }).click();
  await expect(form).toBeVisible();
  await expect(title).toHaveValue("Notes from the workshop, written on a phone");
  await expect(page).toHaveURL(/\/panel\/blog\/new$/);

  // Discard closes.
  await form.getByRole("button", { name: "Close" }).click();
  await question(page).getByRole("button", { name: "Discard" }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/panel\/blog$/);

  // Nothing typed: Escape closes at once.
  await page.getByRole("link", { name: "Add Post" }).click();
  await expect(form).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/panel\/blog$/);
  await expect(question(page)).toBeHidden();
});

test("a page with changes asks before a menu link leaves it, and not after a save", async ({ asAdmin: page }, testInfo) => {
  await settingsLock(async () => {
    const before = one("select seo_meta_title from site_settings where id = 1");
    try {
      await page.goto("/panel/settings?tab=seo");
      await guardReady(page);
      await page.getByLabel("Meta title").fill(`Sadeli inlay ${testInfo.project.name} ${Date.now().toString(36)}`);
      await (await dashboardLink(page)).click();
      await expect(question(page)).toBeVisible();
      await question(page).getByRole("button", { name: "Keep editing" }).click();
      await expect(page).toHaveURL(/\/panel\/settings/);

      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(page.getByRole("button", { name: "Saved!" })).toBeVisible();
      await (await dashboardLink(page)).click();
      await expect(page).toHaveURL(/\/panel$/);
      await expect(question(page)).toBeHidden();
    } finally {
      run("update site_settings set seo_meta_title = ? where id = 1", before.seo_meta_title);
    }
  });
});
