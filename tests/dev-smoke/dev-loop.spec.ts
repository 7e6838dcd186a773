/**
 * Issue 30: `npm run dev` works and stays working. The dev server is started here (dev-server.ts)
 * and three kinds of page are opened in it: a public page, a list whose item opens in a dialog,
 * and a panel page. Each hydrates (a click that only JavaScript handles does its work) and no
 * page logs an error to the console or throws. Run by `npm run test:dev-smoke`.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";

import { ENHANCED_FIELD } from "~/lib/form-constants";

import { DEV_ADMIN, devEnvironment, type DevServer, startDevServer } from "./dev-server";

test.describe.configure({ mode: "serial" });

let server: DevServer;
let productId: number;

test.beforeAll(async () => {
  server = await startDevServer();
  // The scene, written into the dev server's database by this process (the server has made its tables).
  Object.assign(process.env, devEnvironment(Number(new URL(server.url).port), server.dataDir));
  const { createProduct } = await import("../support/factories");
  productId = createProduct({ title: "Dev Loop Jewellery Box", description: "A box for the dev server's smoke test." }).id;
});

test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("npm run dev output", { body: server.output(), contentType: "text/plain" });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Every console error and uncaught exception of the page, with where it happened. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console.error on ${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught on ${page.url()}: ${error.message}`));
  return errors;
}

/**
 * A public page has hydrated: the footer's newsletter form has gained the field only React adds.
 * Generous: the first page of a cold dev server waits for Vite to transform every module it needs.
 */
async function publicPageHydrated(page: Page) {
  await page.locator(`input[name="${ENHANCED_FIELD}"]`).first().waitFor({ state: "attached", timeout: 240_000 });
  await page.locator('[data-hydrated="false"]').first().waitFor({ state: "detached", timeout: 240_000 });
}

/** React has taken over this element (hydration attaches its fiber to every element it claims). */
async function hydratedElement(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))), { timeout: 240_000 }).toBe(true);
}

test("a public page hydrates in dev: a link opens the next page by the router", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/about`);
  await expect(page.locator("main h1").first()).toBeVisible();
  await publicPageHydrated(page);
  // Styled by the stylesheet inline in the head, as in production.
  await expect(page.locator('head style[data-stylesheet="app"]')).toHaveCount(1);
  await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
  // Opened by the router, not a new document: the same window keeps its marker.
  await page.evaluate(() => ((window as unknown as { devSmoke: boolean }).devSmoke = true));
  await page.getByRole("navigation").getByRole("link", { name: "Contact", exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => (window as unknown as { devSmoke?: boolean }).devSmoke)).toBe(true);
  expect(errors).toEqual([]);
});

test("a list hydrates in dev: a product opens in a dialog over the list", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/products`);
  await publicPageHydrated(page);
  await page.locator(`a[href="/products/${productId}"]`).first().click();
  const dialog = page.locator("dialog[open]");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Dev Loop Jewellery Box" })).toBeVisible();
  // Over the list: the list is still there behind it.
  await expect(page.locator(`main a[href="/products/${productId}"]`).first()).toBeAttached();
  expect(errors).toEqual([]);
});

test("a panel page hydrates in dev: Add Product opens its form in a dialog", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${server.url}/login`);
  await page.getByLabel("Email address").fill(DEV_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(DEV_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/panel");
  await page.goto(`${server.url}/panel/products`);
  const add = page.getByRole("link", { name: "Add Product" });
  await hydratedElement(add);
  await add.click();
  await expect(page.locator("dialog[open]").locator("form#product-form")).toBeVisible();
  // The panel links the stylesheet (decision 019) and is styled by it.
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);
  await expect(page.locator('style[data-stylesheet="app"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
