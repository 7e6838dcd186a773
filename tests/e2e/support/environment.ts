/** What the browser tests share: the admin of the test server and its database file. */
import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";

import { waitFor } from "../../support/wait-for";

export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password-42" };

export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts");
  return dir;
}

/** The test server's database, opened beside it (WAL allows a second connection). */
export function withTestDatabase<T>(work: (database: Database.Database) => T): T {
  const database = new Database(path.join(e2eDataDir(), "app.db"));
  database.pragma("busy_timeout = 5000");
  try {
    return work(database);
  } finally {
    database.close();
  }
}

/** Sets an account's status; an approved one has also confirmed its address (docs/decisions/021), as the team requires. */
export function setAccountStatus(email: string, status: "pending" | "approved" | "rejected" | "disabled") {
  withTestDatabase((database) =>
    database
      .prepare(
        "update users set account_status = ?, email_confirmed_at = case when ? = 'approved' then coalesce(email_confirmed_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) else email_confirmed_at end where user_email = ?",
      )
      .run(status, status, email.toLowerCase()),
  );
}

/** Marks an account's address as confirmed, as opening the link sent at sign-up does. */
export function confirmAccountEmail(email: string) {
  withTestDatabase((database) =>
    database.prepare("update users set email_confirmed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where user_email = ?").run(email.toLowerCase()),
  );
}

export function uniqueEmail(prefix: string, testInfo: { project: { name: string }; workerIndex: number }) {
  return `${prefix}.${testInfo.project.name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
}

/** Runs `work` while holding a lock shared by the tests of both projects (and of every file). */
export async function fileLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(e2eDataDir(), name);
  const started = Date.now();
  await waitFor(
    `the lock ${name}`,
    () => {
      try {
        fs.mkdirSync(lock);
        return true;
      } catch {
        // A lock held for a minute was left by a test that died: it is taken over.
        if (Date.now() - started > 60_000) fs.rmSync(lock, { recursive: true, force: true });
        return false;
      }
    },
    { timeoutMs: 600_000, everyMs: 150 },
  );
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Tests that change the site settings, or depend on the mail settings, run one at a time. */
export const settingsLock = <T>(work: () => Promise<T>) => fileLock("panel-admin-settings.lock", work);
