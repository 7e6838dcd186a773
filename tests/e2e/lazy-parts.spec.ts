/**
 * Parts of a page whose code is loaded after the shell's (a list's body: issue 17): the server's
 * HTML shows them at once, and nothing the page does before their code arrives takes them away.
 */
import { expect, type Route, test } from "@playwright/test";

import { ENHANCED_FIELD } from "~/lib/form-constants";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "About code arriving after the page's shell: without JavaScript there is none");

/** Holds every request the pattern matches until `release` is called. */
async function holdRequests(page: import("@playwright/test").Page, pattern: string) {
  const held: Route[] = [];
  let seen: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (seen = resolve));
  await page.route(pattern, (route) => {
    held.push(route);
    seen();
  });
  return {
    first,
    release: async () => {
      for (const route of held) await route.continue();
      await page.unroute(pattern);
    },
  };
}

test("a list stays on the page while its code is on the way, even when the page changes state meanwhile", async ({ page }) => {
  const listCode = await holdRequests(page, "**/assets/listing-*.js");
  await page.goto("/products", { waitUntil: "domcontentloaded" });
  // The shell has hydrated (the footer's form says so); the list's body has not.
  await page.locator(`input[name="${ENHANCED_FIELD}"]`).first().waitFor({ state: "attached" });
  await listCode.first;
  await expect(page.locator('main[data-hydrated="false"]')).toBeVisible();

  // A fetcher submission (the theme switch posts without navigating) renders the route again.
  const themePost = await holdRequests(page, "**/theme*");
  await page.locator("button[data-theme-option]:visible").first().click();
  await themePost.first;
  await expect(page.getByText(/Showing 12 of \d+ products/)).toBeVisible();
  await expect(page.locator("main#main")).toHaveCount(1);

  await listCode.release();
  await themePost.release();
  await expect(page.locator('main[data-hydrated="true"]')).toBeVisible();
  await expect(page.getByText(/Showing 12 of \d+ products/)).toBeVisible();
});
