/**
 * Issue 14 (6): the hint under the image field of every panel form (products, gallery, portfolio,
 * blog) states what the Media settings accept, and follows them when they change.
 */
import { expect, type Page, test } from "@playwright/test";

import { logInAsAdmin } from "./support/accounts";
import { settingsLock, withTestDatabase } from "./support/environment";

const FORMS = [
  { path: "/panel/products/new", size: "1200×900" },
  { path: "/panel/gallery/new", size: "800×600" },
  { path: "/panel/portfolio/new", size: "1200×900" },
  { path: "/panel/blog/new", size: "1600×1000" },
];

type Media = { max_file_size_mb: number; allowed_file_types: string };

async function expectHints(page: Page, text: (size: string) => string) {
  for (const form of FORMS) {
    await page.goto(form.path);
    await expect(page.locator("[data-upload-hint]"), form.path).toHaveText(text(form.size));
  }
}

test("the image hint of all four panel forms follows the Media settings", async ({ page, javaScriptEnabled }) => {
  await logInAsAdmin(page);
  await settingsLock(async () => {
    const before = withTestDatabase(
      (database) => database.prepare("select max_file_size_mb, allowed_file_types from site_settings where id = 1").get() as Media,
    );
    try {
      await expectHints(
        page,
        (size) => `${before.allowed_file_types.split(",").join(", ").toUpperCase()}, up to ${before.max_file_size_mb} MB. Cropped to ${size}.`,
      );

      await page.goto("/panel/settings?tab=media");
      await page.getByLabel("Maximum file size").selectOption("25");
      await page.getByLabel("gif", { exact: true }).uncheck();
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(javaScriptEnabled ? page.getByRole("button", { name: "Saved!" }) : page.getByText("Settings saved")).toBeVisible();

      await expectHints(page, (size) => `JPG, JPEG, PNG, WEBP, up to 25 MB. Cropped to ${size}.`);
    } finally {
      withTestDatabase((database) =>
        database
          .prepare("update site_settings set max_file_size_mb = ?, allowed_file_types = ? where id = 1")
          .run(before.max_file_size_mb, before.allowed_file_types),
      );
    }
  });
});
