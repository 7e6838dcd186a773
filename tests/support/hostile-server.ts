/**
 * A server of its own for the hostile-input tests (issue 7, item 6): the production build on a
 * free port with a fresh database and uploads folder, started once per Playwright worker.
 *
 * Why not the shared Playwright server: these tests prove "invalid input writes nothing" by
 * comparing every table (and the uploads folder) before and after each request, and they change
 * site settings with XSS payloads. On the shared server other tests write at the same time (so the
 * comparison would be flaky) and read the site name (so the payloads would disturb them).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { type APIRequestContext, request as playwrightRequest, test as base } from "@playwright/test";
import Database from "better-sqlite3";

import { type ServerProcess, startServer, TEST_ADMIN } from "./server-process";
import { storedTables } from "./stored-tables";

export { TEST_ADMIN };

/** Tables that change on their own or on any request: sessions, rate limits, login throttles. */
const VOLATILE_TABLE = /session|rate_limit|throttle|attempt/i;

export type HostileServer = {
  url: string;
  server: ServerProcess;
  uploadsDir: string;
  /** A hash of every table's rows (volatile tables left out). */
  snapshot(): Map<string, string>;
  /** Table names whose rows differ between two snapshots. */
  changed(before: Map<string, string>, after?: Map<string, string>): string[];
  /** Every file under the uploads folder, relative to it. */
  uploads(): string[];
  /** A read/write connection for test setup (approving an account); closed after `work`. */
  withDatabase<T>(work: (database: Database.Database) => T): T;
  /** A request context with the admin's browser session (cookie) and its API token. */
  admin(): Promise<{ context: APIRequestContext; token: string }>;
  /** A new approved business account: a browser session and a token. */
  business(prefix?: string): Promise<{ context: APIRequestContext; token: string; email: string; password: string }>;
  healthy(): Promise<boolean>;
};

function rowsHash(database: Database.Database, table: string): string {
  const hash = createHash("sha256");
  const rows = database
    .prepare(`select * from "${table.replace(/"/g, '""')}" order by rowid`)
    .raw()
    .all() as unknown[][];
  for (const row of rows) {
    hash.update(
      JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString("base64") : typeof value === "bigint" ? String(value) : value)),
    );
    hash.update("\n");
  }
  return `${rows.length}:${hash.digest("hex")}`;
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function startHostileServer(): Promise<HostileServer> {
  const server = await startServer({ buildDir: process.env.BUILD_DIR ?? "build" });
  const uploadsDir = path.join(server.dataDir, "uploads");
  let reader: Database.Database | null = null;
  const read = () => (reader ??= new Database(server.databasePath, { readonly: true, fileMustExist: true }));

  const logIn = async (email: string, password: string) => {
    const context = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: server.url } });
    // The token first: a login from a context holding a session cookie ends that session.
    const api = await context.post("/api/login/", { data: { user_email: email, password } });
    const body = (await api.json()) as { token?: string };
    if (!body.token) throw new Error(`API login of ${email} failed: ${JSON.stringify(body)}`);
    const page = await context.post("/login", { form: { user_email: email, password }, maxRedirects: 0 });
    if (page.status() !== 302) throw new Error(`Login of ${email} failed with ${page.status()}`);
    return { context, token: body.token };
  };

  const hostile: HostileServer = {
    url: server.url,
    server,
    uploadsDir,
    snapshot() {
      const database = read();
      const tables = storedTables(database);
      return new Map(tables.filter((table) => !VOLATILE_TABLE.test(table)).map((table) => [table, rowsHash(database, table)]));
    },
    changed(before, after = hostile.snapshot()) {
      const names = new Set([...before.keys(), ...after.keys()]);
      return [...names].filter((name) => before.get(name) !== after.get(name));
    },
    uploads: () => listFiles(uploadsDir),
    withDatabase(work) {
      const database = new Database(server.databasePath);
      database.pragma("busy_timeout = 5000");
      try {
        return work(database);
      } finally {
        database.close();
      }
    },
    admin: () => logIn(TEST_ADMIN.email, TEST_ADMIN.password),
    async business(prefix = "hostile") {
      const email = `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
      const password = "hostile-input-password";
      const guest = await playwrightRequest.newContext({ baseURL: server.url });
      const signup = await guest.post("/api/signup/", {
        data: {
          user_name: "Kiran Shah",
          business_name: "Shah Handicrafts",
          user_email: email,
          contact_number: "+91 98250 11111",
          password,
          address: "22 Station Road, Varachha",
          city: "Surat",
        },
      });
      await guest.dispose();
      if (signup.status() !== 201) throw new Error(`Sign-up failed: ${await signup.text()}`);
      hostile.withDatabase((database) => database.prepare("update users set account_status = 'approved' where user_email = ?").run(email));
      return { ...(await logIn(email, password)), email, password };
    },
    async healthy() {
      try {
        return (await fetch(`${server.url}/healthz`)).status === 200;
      } catch {
        return false;
      }
    },
  };
  // Closed before the server stops (see the fixture below).
  (hostile as HostileServer & { close(): void }).close = () => reader?.close();
  return hostile;
}

/** `test` with a worker-scoped `hostile` server, stopped and removed when the worker ends. */
export const test = base.extend<object, { hostile: HostileServer }>({
  hostile: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring: it has none
    async ({}, use) => {
      const hostile = await startHostileServer();
      try {
        await use(hostile);
      } finally {
        (hostile as HostileServer & { close(): void }).close();
        await hostile.server.stop();
        fs.rmSync(hostile.server.dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 90_000 },
  ],
});

export { expect } from "@playwright/test";
