/**
 * Browser tests against the production build on a free port with a fresh database, in two
 * projects: JavaScript on, and JavaScript off (the visitor on a degraded connection).
 * Chromium comes from Debian (/usr/bin/chromium): browser downloads are not possible here.
 */
import fs from "node:fs";
import path from "node:path";

import { defineConfig } from "@playwright/test";

import { chromium } from "./tests/support/chromium";
import { freePort } from "./tests/support/free-port";
import { productionCommand, productionEnvironment } from "./tests/support/server-process";

// Workers inherit the environment of the runner, so the port is chosen once.
process.env.E2E_PORT ??= String(await freePort());
// Per run, so runs side by side never clear each other's database or artefacts.
process.env.E2E_DATA_DIR ??= path.resolve(".e2e", `data-${process.env.E2E_PORT}`);
const dataDir = process.env.E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password-42" };

if (!process.env.E2E_WORKER_STARTED) {
  // Data of earlier runs on other ports is removed too: it is never reused.
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.env.E2E_WORKER_STARTED = "1";
}

export default defineConfig({
  testDir: "tests",
  outputDir: path.join("test-results", `run-${process.env.E2E_PORT}`),
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL, trace: "retain-on-failure", ...chromium },
  projects: [
    // A test tagged @read only opens pages by their address and reads what the server sent (text,
    // roles, attributes, status, JSON-LD): no click, typing, choice, submit or followed link. The
    // server sends the same HTML with JavaScript on or off, so it runs once, in js-off, where
    // whatever it finds can only have come from the server (docs/decisions/038).
    { name: "js-on", testDir: "tests/e2e", use: { javaScriptEnabled: true }, grepInvert: /@read/ },
    // A test tagged @http uses no browser (only `request`): JavaScript on or off changes nothing
    // for it, so it runs once, in js-on (docs/decisions/034).
    { name: "js-off", testDir: "tests/e2e", use: { javaScriptEnabled: false }, grepInvert: /@http/ },
    // HTTP tests of the JSON contract: no browser, the third kind of user.
    { name: "api", testDir: "tests/api" },
    // The team's guide (docs/guide/): each task walked in the panel as a phone shows it, its pictures
    // taken on the way; it fails when a screen or control the guide shows is gone (docs/decisions/050).
    {
      name: "guide",
      testDir: "tests/guide",
      use: { javaScriptEnabled: true, viewport: { width: 390, height: 844 }, colorScheme: "light" },
    },
  ],
  webServer: {
    // What production runs: plain node on the build's compiled entry (npm run serve).
    command: ["node", ...productionCommand(process.env.BUILD_DIR ?? "build")].join(" "),
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // A first start seeds the demo content (sixty pictures): 150 s at load average 28, when a run
    // of `npm test` failed at 120 s before its first test. A deadline, not a wait.
    timeout: 300_000,
    stdout: "pipe",
    env: {
      ...productionEnvironment(),
      NODE_ENV: "production",
      PORT: process.env.E2E_PORT,
      PUBLIC_URL: baseURL,
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(dataDir, "app.db"),
      UPLOADS_DIR: path.join(dataDir, "uploads"),
      SESSION_SECRET: "e2e-session-secret-with-enough-length-0123456789",
      COOKIE_SECURE: "false",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_REQUESTS: "false",
      // On by default in production; tests/api/backups.spec.ts turns it on for a server of its own.
      DAILY_BACKUP: "false",
      BACKUP_DIR: path.join(dataDir, "backups"),
      CORS_ORIGINS: "https://partner.example",
      // Every test comes from 127.0.0.1: limits are scaled up here and proved at their real
      // size on servers of their own (tests/api/rate-limits.spec.ts).
      RATE_LIMIT_SCALE: "1000",
    },
  },
});
