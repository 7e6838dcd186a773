/**
 * The dev loop's smoke test (issue 30): `npm run test:dev-smoke` starts `npm run dev` itself
 * (tests/dev-smoke/dev-server.ts) and checks that pages hydrate there. Apart from
 * playwright.config.ts, whose server is the production build.
 */
import { defineConfig } from "@playwright/test";

import { chromium } from "./tests/support/chromium";

export default defineConfig({
  testDir: "tests/dev-smoke",
  outputDir: "test-results/dev-smoke",
  forbidOnly: true,
  workers: 1,
  reporter: [["list"]],
  // Vite transforms every module on its first request: the first page of a cold dev server on a
  // busy 2-core machine takes a while. Each step waits on a condition, never a clock.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  use: {
    ...chromium,
    navigationTimeout: 120_000,
    actionTimeout: 60_000,
    trace: "retain-on-failure",
  },
});
