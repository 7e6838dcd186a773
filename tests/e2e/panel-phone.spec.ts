/**
 * The admin panel on phones and tablets (issue 14, section 1), with JavaScript on and off: the
 * menu below 1024 px is a full-height panel that reaches every section, the sidebar stays in view
 * on large screens, and the wide tables become cards that fit a 390 px screen.
 */
import { expect, type Page, test } from "@playwright/test";

import { PANEL_SECTIONS } from "~/lib/panel-sections";

import { approvedAccount, logInAsAdmin } from "./support/accounts";
import { withTestDatabase } from "./support/environment";

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 900, height: 1200 };
const marker = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const run = (sql: string, ...params: unknown[]) => withTestDatabase((database) => database.prepare(sql).run(...params));

/** Nothing on the page is wider than the screen (no sideways scrolling of the page). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The panel of the menu below lg: the part of the header's <details> that holds the Admin navigation. */
const panelMenu = (page: Page) => page.locator("header details > div:has(nav)");

for (const size of [PHONE, TABLET]) {
  test(`at ${size.width}x${size.height} the menu opens full height and reaches every panel section`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    // A long email on the Users and dashboard cards, which must still keep to the screen.
    await approvedAccount(page.request, testInfo, "phone.menu.reader.with.a.long.address");
    await page.setViewportSize(size);
    await logInAsAdmin(page);
    const menu = panelMenu(page);
    const toggle = page.locator("header summary");

    for (const section of PANEL_SECTIONS) {
      await toggle.click();
      await expect(menu).toBeVisible();
      // The whole height of the screen, not a strip inside the 64 px header.
      const box = await menu.boundingBox();
      expect(box?.y).toBe(0);
      expect(box?.height).toBeGreaterThanOrEqual(size.height - 1);
      await menu.getByRole("link", { name: section.label, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === section.path);
      await expect(page.getByRole("heading", { level: 1, name: section.label, exact: true })).toBeVisible();
      await expect(menu).toBeHidden();
      await expectNoSidewaysScroll(page);
    }

    // Taller than a phone's screen, the panel scrolls on its own down to Logout.
    await toggle.click();
    await menu.evaluate((panel) => panel.scrollTo(0, panel.scrollHeight));
    await expect(menu.getByRole("button", { name: "Logout" })).toBeInViewport();
    if (size === PHONE) expect(await menu.evaluate((panel) => panel.scrollHeight > panel.clientHeight)).toBe(true);
    // The button that opened the menu closes it, with or without JavaScript.
    await page.getByText("Close menu").click();
    await expect(menu).toBeHidden();
  });
}

test("on a phone the open menu closes on Escape and on a click beside it", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "Escape and clicks outside are handled by a script; without it the Close menu button closes it.");
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);
  const menu = panelMenu(page);
  const toggle = page.locator("header summary");
  // Retried until the page has hydrated: the menu's script listens only from then on.
  await expect(async () => {
    if (!(await menu.isVisible())) await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden({ timeout: 1_000 });
  }).toPass();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/panel$/);
});

test("on a large screen the sidebar stays in view while the page scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 500 });
  await logInAsAdmin(page);
  await page.goto("/panel");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const sidebar = page.locator("aside");
  expect((await sidebar.boundingBox())?.y).toBe(0);
  await expect(sidebar.getByRole("link", { name: "Dashboard", exact: true })).toBeInViewport();
});

test("at 390 px the activity log, subscribers and messages read as cards that fit the screen", async ({ page }) => {
  const tag = marker();
  const email = `rajesh.kumar.storemanager.${tag}@sadeli-workshop.example.in`;
  const entity = `PhoneCheck${tag}`;
  run(
    "insert into audit_log (actor_email, action, entity, entity_id, summary) values (?, 'update', ?, '7', ?)",
    email,
    entity,
    "Changed the title of the peacock inlay jewellery box",
  );
  run("insert into newsletter_subscribers (email, unsubscribe_token) values (?, ?)", email, `token-${tag}-phone`);
  run(
    "insert into contact_messages (name, email, subject, message) values (?, ?, ?, ?)",
    "Ananya Krishnamurthy",
    email,
    `Wedding order ${tag}`,
    "Sixty inlaid boxes for December.",
  );
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);

  for (const [path, label] of [
    [`/panel/activity?entity=${entity}`, "Who"],
    [`/panel/subscribers?q=${tag}`, "Email"],
  ] as const) {
    await page.goto(path);
    const table = page.locator("main table");
    const cell = table.locator("td").filter({ hasText: email });
    await expect(cell).toBeVisible();
    // The table fits the screen, and the email wraps over a few lines, not 4 characters a line.
    expect((await table.boundingBox())!.x + (await table.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
    const text = (await cell.locator("span").first().boundingBox())!;
    expect(text.width).toBeGreaterThan(180);
    expect(text.height).toBeLessThan(80);
    // Each value is named by its column.
    expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content)).toBe(`"${label}"`);
    await expectNoSidewaysScroll(page);
  }

  await page.goto(`/panel/notifications?q=${tag}`);
  await expect(page.getByText(email)).toBeVisible();
  await expectNoSidewaysScroll(page);
});
