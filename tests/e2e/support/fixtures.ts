/**
 * Playwright's `test` with a page signed in as each role. Each is a browser context of its own
 * (with the project's options: JavaScript on or off, the base URL), so a test can hold several
 * roles at once beside the guest `page`:
 *
 *   test("...", async ({ asAdmin, asClient }) => { ... })
 *
 * asAdmin: the first administrator of the test server. asManager: a new approved store manager
 * (user_type 3). asClient: a new approved business account (user_type 2). The account of
 * asManager and asClient is `managerAccount` / `clientAccount` (its password signs in too).
 *
 * The accounts are made by the factories and signed in by a session row and its signed cookie
 * (./sessions.ts, docs/decisions/034), not through the form: the form is tested once per role in
 * tests/e2e/accounts.spec.ts. The pages start blank (about:blank): a test goes where it starts.
 */
import { type Page, test as base } from "@playwright/test";

import { newApprovedAccount } from "./accounts";
import { E2E_ADMIN } from "./environment";
import type { Registration } from "./forms";
import { signIn } from "./sessions";

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
    await signIn(context, E2E_ADMIN.email);
    await use(await context.newPage());
    await context.close();
  },
  _manager: async ({ browser }, use, testInfo) => {
    const context = await browser.newContext();
    const { id, ...account } = newApprovedAccount(testInfo, "manager", 3);
    await signIn(context, id);
    await use({ page: await context.newPage(), account });
    await context.close();
  },
  _client: async ({ browser }, use, testInfo) => {
    const context = await browser.newContext();
    const { id, ...account } = newApprovedAccount(testInfo, "buyer", 2);
    await signIn(context, id);
    await use({ page: await context.newPage(), account });
    await context.close();
  },
  asManager: async ({ _manager }, use) => use(_manager.page),
  asClient: async ({ _client }, use) => use(_client.page),
  managerAccount: async ({ _manager }, use) => use(_manager.account),
  clientAccount: async ({ _client }, use) => use(_client.account),
});

export { expect } from "@playwright/test";
