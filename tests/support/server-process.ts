/**
 * Starts the production build as its own process on a free port with its own data folder, for
 * tests and the benchmark that need a server of their own: other limits, a SIGKILL in the
 * middle of writes, two processes on one database, the server's log.
 * Runs exactly what production runs (`npm run serve`, deploy/sadeli.service): plain node with the
 * same flags on the build's compiled entry, `<build>/start.js`, so that a signal reaches the server
 * itself and not a wrapper, and tests exercise the production process.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { freePort } from "./free-port";
import { waitFor } from "./wait-for";

export { freePort };

export type ServerProcess = {
  url: string;
  port: number;
  dataDir: string;
  databasePath: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM and wait for the exit (a clean stop). */
  stop(): Promise<void>;
  /** SIGKILL and wait for the exit (a crash). */
  kill(): Promise<void>;
};

export type StartOptions = {
  /** Shared data folder (two processes on one database); a new temporary one when absent. */
  dataDir?: string;
  env?: Record<string, string>;
  port?: number;
  /** Build folder to serve; BUILD_DIR of the environment, else `build`. */
  buildDir?: string;
  /** Another way to start (the bench's baseline: an older checkout run its own way): node's arguments and folder. */
  command?: { cwd: string; args: string[] };
};

export const TEST_ADMIN = { email: "admin@process.test", password: "process-admin-password-42" };

/** A first start seeds the demo content: 150 s at load average 28 (a deadline, not a wait). */
async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 300_000) {
  try {
    await waitFor(
      "the server to answer /healthz",
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before it was ready:\n${output()}`);
        try {
          return (await fetch(`${url}/healthz`)).ok;
        } catch {
          return false; // not listening yet
        }
      },
      { timeoutMs, everyMs: 150 },
    );
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("server exited")) throw error;
    throw new Error(`server not healthy after ${timeoutMs} ms:\n${output()}`);
  }
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** `npm run serve` taken apart: `[NAME=value ...] node <flags> build/start.js`. */
function serveScript(): { env: Record<string, string>; flags: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8")) as { scripts: Record<string, string> };
  const match = /^((?:[A-Z_]+=\S+\s+)*)node((?:\s+--\S+)*)\s+build\/start\.js$/.exec(manifest.scripts.serve ?? "");
  if (!match) throw new Error(`package.json's serve script is not "[NAME=value] node <flags> build/start.js": ${manifest.scripts.serve}`);
  const env = Object.fromEntries(
    match[1]!
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  return { env, flags: match[2]!.trim().split(/\s+/).filter(Boolean) };
}

/**
 * The production command for a build folder: `npm run serve` is `node <flags> build/start.js`; the
 * same flags (heap limits, docs/operations.md) with the given build's entry. Arguments for node.
 */
export function productionCommand(buildDir: string): string[] {
  return [...serveScript().flags, path.join(buildDir, "start.js")];
}

/** The environment `npm run serve` sets before node (the malloc settings, docs/decisions/010). */
export function productionEnvironment(): Record<string, string> {
  return serveScript().env;
}

/** What a server that seeds on its own start needs to stay exactly that: its own folder, its own seeding, or another admin. */
const SEEDING_SETTINGS = ["SEED_ON_START", "ADMIN_EMAIL", "ADMIN_PASSWORD", "DATABASE_PATH", "UPLOADS_DIR"];

/**
 * The demo content as a server seeds it on its first start, made once per Playwright run and
 * copied into each new server's folder (docs/decisions/038). Seeding draws and encodes some sixty
 * pictures (about 30 s of CPU on a quiet machine); some twenty servers of their own used to pay it
 * each. The copy is what that seeding leaves: the same production process made it (a server started
 * on an empty folder, then stopped with SIGTERM), with the same first administrator (TEST_ADMIN),
 * so the new server finds an administrator and a non-empty database and seeds nothing. Seeding on
 * start itself is still run by the e2e server of every run (playwright.config.ts), which every
 * browser test reads, and by a server that asks for it (`env: { SEED_ON_START: "true" }`).
 * Only inside a Playwright run (E2E_DATA_DIR, one folder per run): the benchmark seeds as before.
 */
async function seededTemplate(buildDir: string): Promise<string | null> {
  const runFolder = process.env.E2E_DATA_DIR;
  if (!runFolder) return null;
  const folder = path.join(runFolder, `demo-template-${path.basename(path.resolve(buildDir))}`);
  const databaseFile = path.join(folder, "data", "app.db");
  const ready = path.join(folder, "ready");
  const failed = path.join(folder, "failed");
  fs.mkdirSync(folder, { recursive: true });
  let mine = false;
  try {
    fs.mkdirSync(path.join(folder, "lock"));
    mine = true;
  } catch {
    // Another worker is seeding it (or has): wait for it below.
  }
  if (mine) {
    try {
      const seeding = await startServer({ dataDir: path.join(folder, "data"), buildDir });
      await seeding.stop();
      if (seeding.child.exitCode !== 0) throw new Error(`the seeding server stopped with ${seeding.child.exitCode}:\n${seeding.output()}`);
      // A clean stop leaves every commit in app.db (tests/api/reliability.spec.ts): no -wal to copy.
      if (fs.existsSync(`${databaseFile}-wal`) && fs.statSync(`${databaseFile}-wal`).size > 0) throw new Error("the seeding server left a -wal file");
      fs.writeFileSync(ready, "");
    } catch (error) {
      fs.writeFileSync(failed, String((error as Error).stack ?? error));
      throw error;
    }
  }
  await waitFor(
    "the demo content seeded by another worker's server",
    () => {
      if (fs.existsSync(failed)) throw new Error(`Seeding the demo content failed in another worker:\n${fs.readFileSync(failed, "utf8")}`);
      return fs.existsSync(ready);
    },
    { timeoutMs: 240_000, everyMs: 100 },
  );
  return path.join(folder, "data");
}

export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-server-"));
  fs.mkdirSync(dataDir, { recursive: true });
  const databasePath = path.join(dataDir, "app.db");
  const seedsItself = options.dataDir !== undefined || options.command !== undefined || SEEDING_SETTINGS.some((name) => options.env?.[name] !== undefined);
  const template = seedsItself ? null : await seededTemplate(options.buildDir ?? process.env.BUILD_DIR ?? "build");
  if (template) {
    fs.copyFileSync(path.join(template, "app.db"), databasePath);
    if (fs.existsSync(path.join(template, "uploads"))) fs.cpSync(path.join(template, "uploads"), path.join(dataDir, "uploads"), { recursive: true });
  }
  const child = spawn(process.execPath, options.command?.args ?? productionCommand(options.buildDir ?? process.env.BUILD_DIR ?? "build"), {
    cwd: options.command?.cwd ?? path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      ...productionEnvironment(),
      NODE_ENV: "production",
      BUILD_DIR: options.buildDir ?? process.env.BUILD_DIR ?? "build",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: "127.0.0.1",
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: path.join(dataDir, "uploads"),
      SESSION_SECRET: "process-session-secret-with-enough-length-0123456789",
      COOKIE_SECURE: "false",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_REQUESTS: "false",
      // Off in tests unless a test turns it on (it is on by default in production).
      DAILY_BACKUP: "false",
      BACKUP_DIR: path.join(dataDir, "backups"),
      // Tests and the benchmark send everything from one address; pass "1" to test the limits.
      RATE_LIMIT_SCALE: "1000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    databasePath,
    child,
    output,
    async stop() {
      child.kill("SIGTERM");
      await waitForExit(child);
    },
    async kill() {
      child.kill("SIGKILL");
      await waitForExit(child);
    },
  };
}
