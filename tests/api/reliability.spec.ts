/**
 * Issue 8, item 5: what a visitor is told was sent is stored, exactly once, under load, across a
 * crash (SIGKILL in the middle of writes) and with two server processes on one database file.
 * Sizes are small so CI stays fast; the benchmark (npm run bench) runs the same paths at scale.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";

import { type ServerProcess, startServer } from "../support/server-process";
import { expect, test } from "./fixtures";

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

type Outcome = { subject: string; status: number | "network-error" };

/** One contact form post as a browser without JavaScript sends it. */
async function submit(server: ServerProcess, subject: string): Promise<Outcome> {
  try {
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({
        name: "Meera Desai",
        email: "meera@example.in",
        message_type: "inquiry",
        subject,
        message: "Do you make sadeli jewellery boxes to order?",
      }),
    });
    await response.arrayBuffer();
    return { subject, status: response.status };
  } catch {
    return { subject, status: "network-error" };
  }
}

/** `clients` parallel loops, each sending its share of `total` (or until `stop()` says so). */
async function load(options: { servers: ServerProcess[]; clients: number; total: number; prefix: string; stop?: () => boolean; outcomes?: Outcome[] }) {
  // The caller may pass the array to watch the run's progress while it goes.
  const outcomes: Outcome[] = options.outcomes ?? [];
  let next = 0;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      while (next < options.total && !options.stop?.()) {
        const index = next++;
        const server = options.servers[(client + index) % options.servers.length]!;
        outcomes.push(await submit(server, `${options.prefix}-${index}`));
      }
    }),
  );
  return outcomes;
}

const acknowledged = (outcomes: Outcome[]) => outcomes.filter((outcome) => outcome.status === 302).map((outcome) => outcome.subject);

/** How many rows each subject of the run has. */
function storedCounts(databasePath: string, prefix: string): Map<string, number> {
  const database = new Database(databasePath, { readonly: true });
  try {
    const rows = database.prepare("select subject, count(*) n from contact_messages where subject like ? group by subject").all(`${prefix}-%`) as {
      subject: string;
      n: number;
    }[];
    return new Map(rows.map((row) => [row.subject, row.n]));
  } finally {
    database.close();
  }
}

function integrityCheck(databasePath: string): string {
  const database = new Database(databasePath, { readonly: true });
  try {
    return (database.prepare("pragma integrity_check").get() as { integrity_check: string }).integrity_check;
  } finally {
    database.close();
  }
}

test("no loss under load: 2,000 submissions from 50 parallel clients, every acknowledged one stored exactly once", async () => {
  const server = await startServer();
  try {
    const prefix = `load-${Date.now()}`;
    const outcomes = await load({ servers: [server], clients: 50, total: 2_000, prefix });
    const statuses = new Map<string, number>();
    for (const outcome of outcomes) statuses.set(String(outcome.status), (statuses.get(String(outcome.status)) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ "302": 2_000 });

    const stored = storedCounts(server.databasePath, prefix);
    expect(stored.size).toBe(2_000);
    for (const subject of acknowledged(outcomes)) expect(stored.get(subject), subject).toBe(1);
  } finally {
    await server.stop();
  }
});

test("crash safety: SIGKILL in the middle of writes, then a restart: the file is intact and every acknowledged submission is there", async () => {
  const first = await startServer();
  const prefix = `crash-${Date.now()}`;
  let killed = false;
  const progress: Outcome[] = [];
  const running = load({ servers: [first], clients: 20, total: 100_000, prefix, stop: () => killed, outcomes: progress });
  // Writes are running (a few hundred acknowledged) when the process is killed, with no chance to clean up.
  await expect.poll(() => acknowledged(progress).length, { timeout: 60_000 }).toBeGreaterThan(300);
  await first.kill();
  killed = true;
  const outcomes = await running;
  const acked = acknowledged(outcomes);
  expect(acked.length, "some writes were acknowledged before the kill").toBeGreaterThan(50);
  expect(first.child.signalCode).toBe("SIGKILL");

  const restarted = await startServer({ dataDir: first.dataDir });
  try {
    expect(integrityCheck(restarted.databasePath)).toBe("ok");
    const stored = storedCounts(restarted.databasePath, prefix);
    const missing = acked.filter((subject) => stored.get(subject) !== 1);
    expect(missing, "acknowledged but not stored exactly once").toEqual([]);
    // The restarted server takes writes again.
    expect((await submit(restarted, `${prefix}-after-restart`)).status).toBe(302);
  } finally {
    await restarted.stop();
  }
});

test("two server processes on one database file under write load: no 5xx, no SQLITE_BUSY, nothing lost", async () => {
  const first = await startServer();
  const second = await startServer({ dataDir: first.dataDir });
  try {
    const prefix = `two-${Date.now()}`;
    const outcomes = await load({ servers: [first, second], clients: 50, total: 1_000, prefix });
    expect(outcomes.filter((outcome) => outcome.status !== 302)).toEqual([]);
    const stored = storedCounts(first.databasePath, prefix);
    expect(stored.size).toBe(1_000);
    for (const subject of acknowledged(outcomes)) expect(stored.get(subject), subject).toBe(1);
    for (const server of [first, second]) {
      expect(server.output()).not.toMatch(/SQLITE_BUSY|database is locked/i);
    }
    expect(integrityCheck(first.databasePath)).toBe("ok");
  } finally {
    await second.stop();
    await first.stop();
  }
});

test("a clean stop (SIGTERM) leaves every commit in app.db itself: a copy without its -wal holds the seeded content and every row", async () => {
  // Seeds on its own start (not a copy of the run's seeded folder): the seeding's writes are among those checked.
  const server = await startServer({ env: { SEED_ON_START: "true" } });
  const prefix = `stop-${Date.now()}`;
  try {
    // An anonymous page read first, so the page memo's own connection is in use at the stop.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    const outcomes = await load({ servers: [server], clients: 10, total: 200, prefix });
    expect(acknowledged(outcomes)).toHaveLength(200);
  } finally {
    await server.stop();
  }
  expect(server.child.exitCode, server.output().slice(-2000)).toBe(0);
  // What a careless backup or a restore copies: the main file alone.
  const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-stopped-"));
  const copy = path.join(copyDir, "app.db");
  fs.copyFileSync(server.databasePath, copy);
  try {
    const database = new Database(copy, { readonly: true });
    try {
      const tables = database.prepare("select count(*) from sqlite_master where type = 'table'").pluck().get() as number;
      expect(tables, "the schema is in app.db").toBeGreaterThan(10);
      expect(database.prepare("select count(*) from products").pluck().get(), "the demo content is in app.db").toBeGreaterThan(0);
    } finally {
      database.close();
    }
    expect(storedCounts(copy, prefix).size, "every acknowledged submission is in app.db").toBe(200);
    expect(integrityCheck(copy)).toBe("ok");
  } finally {
    fs.rmSync(copyDir, { recursive: true, force: true });
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});
