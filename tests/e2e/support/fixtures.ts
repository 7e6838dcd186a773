/**
 * Playwright's `test` with a page signed in as each role. Each is a browser context of its own
 * (with the project's options: JavaScript on or off, the base URL), so a test can hold several
 * roles at once beside the guest `page`:
 *
 *   test("...", async ({ asAdmin, asClient }) => { ... })
 *
 * asAdmin: the first administrator of the test server. asManager: a new approved account made a
 * store manager (user_type 3). asClient: a new approved business account (user_type 2). The
 * account of asManager and asClient is `managerAccount` / `clientAccount`.
 */
import { type Page, test as base } from "@playwright/test";

import { logInAsAdmin, logInAsNewBuyer, logInAsStoreManager } from "./accounts";
import type { Registration } from "./forms";

type Signed = { page: Page; account: Registration };

type RoleFixtures = {
  asAdmin: Page;
  asManager: Page;
  asClient: Page;
  managerAccount: Registration;
  clientAccount: Registration;
  _manager: Signed;
  _client: Signed;
};

export const test = base.extend<RoleFixtures>({
  asAdmin: async ({ browser }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logInAsAdmin(page);
    await use(page);
    await context.close();
  },
  _manager: async ({ browser }, use, testInfo) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const account = await logInAsStoreManager(page, testInfo);
    await use({ page, account });
    await context.close();
  },
  _client: async ({ browser }, use, testInfo) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const account = await logInAsNewBuyer(page, testInfo);
    await use({ page, account });
    await context.close();
  },
  asManager: async ({ _manager }, use) => use(_manager.page),
  asClient: async ({ _client }, use) => use(_client.page),
  managerAccount: async ({ _manager }, use) => use(_manager.account),
  clientAccount: async ({ _client }, use) => use(_client.account),
});

export { expect } from "@playwright/test";
