/** Waiting for React to take over a server-rendered public page, before using what only works with JavaScript. */
import type { Page } from "@playwright/test";

import { ENHANCED_FIELD } from "~/lib/form-constants";

/**
 * The footer's newsletter form, on every public page, gains its hidden ENHANCED_FIELD input once
 * hydrated. A change made before that (a category chosen) reaches no handler and does nothing.
 * A part whose code is loaded after the shell's (a list's body) hydrates a moment later: it says
 * data-hydrated="false" until it has.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(`input[name="${ENHANCED_FIELD}"]`).first().waitFor({ state: "attached" });
  await page.locator('[data-hydrated="false"]').first().waitFor({ state: "detached" });
}
