/**
 * The daily backup inside the server (DAILY_BACKUP, off in tests unless turned on, on by default in
 * production): a server started with it takes a backup of the database and the uploads at once,
 * /healthz reports its age and the outbox backlog, and the panel's dashboard shows both to an
 * administrator. The restore itself: tests/integration/backup.test.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { startServer, TEST_ADMIN } from "../support/server-process";

async function adminCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    body: new URLSearchParams({ user_email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  });
  const cookie = response.headers.getSetCookie().find((value) => /sadeli_session=/.test(value));
  expect(cookie, `login answered ${response.status}`).toBeTruthy();
  return cookie!.split(";")[0]!;
}

test("a server with DAILY_BACKUP takes a backup at start; /healthz and the dashboard report its age and the outbox", async () => {
  test.slow(); // a server of its own, seeded with the demo images
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-backups-"));
  const server = await startServer({ env: { DAILY_BACKUP: "true", BACKUP_DIR: backupDir } });
  try {
    await expect.poll(() => fs.readdirSync(backupDir).filter((name) => /^backup-[\dT-]+Z$/.test(name)).length, { timeout: 30_000 }).toBe(1);
    const [backup] = fs.readdirSync(backupDir).filter((name) => name.startsWith("backup-") && !name.endsWith(".partial"));
    expect(fs.existsSync(path.join(backupDir, backup!, "app.db"))).toBe(true);
    // The demo content's images came along.
    expect(fs.readdirSync(path.join(backupDir, backup!, "uploads"), { recursive: true }).some((name) => String(name).endsWith(".webp"))).toBe(true);

    const health = (await (await fetch(`${server.url}/healthz`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: "ok", database: "ok", storage: "writable" });
    expect(health.backup_age_seconds).toEqual(expect.any(Number));
    expect(health.backup_age_seconds as number).toBeLessThan(3600);
    expect(health.outbox_backlog).toEqual(expect.any(Number));
    expect(health.outbox_failed).toEqual(expect.any(Number));

    const dashboard = await (await fetch(`${server.url}/panel`, { headers: { cookie: await adminCookie(server.url) } })).text();
    expect(dashboard).toContain("Site Health");
    expect(dashboard).toMatch(/data-testid="last-backup"[^>]*>Just now</);
    expect(dashboard).toMatch(new RegExp(`data-testid="outbox-backlog"[^>]*>${health.outbox_backlog}`));
  } finally {
    await server.stop();
    fs.rmSync(backupDir, { recursive: true, force: true });
  }
});

test("without DAILY_BACKUP the server takes none, /healthz says so with null, and the dashboard says the daily backup is off", async () => {
  test.slow();
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-backups-"));
  const server = await startServer({ env: { BACKUP_DIR: backupDir } });
  try {
    const health = (await (await fetch(`${server.url}/healthz`)).json()) as Record<string, unknown>;
    expect(health.backup_age_seconds).toBeNull();
    const dashboard = await (await fetch(`${server.url}/panel`, { headers: { cookie: await adminCookie(server.url) } })).text();
    expect(dashboard).toMatch(/data-testid="last-backup"[^>]*>No backup yet</);
    expect(dashboard).toContain("Daily backup is off");
    expect(fs.readdirSync(backupDir)).toEqual([]);
  } finally {
    await server.stop();
    fs.rmSync(backupDir, { recursive: true, force: true });
  }
});
