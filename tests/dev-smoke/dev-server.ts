/**
 * `npm run dev` as a process of its own, on a free port with a database and uploads folder of its
 * own, for the dev loop's smoke test. The same settings as tests/support/server-process.ts, but
 * development: Vite serves the source.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { freePort } from "../support/free-port";
import { waitFor } from "../support/wait-for";

export const DEV_ADMIN = { email: "admin@dev-smoke.test", password: "dev-smoke-admin-password-42" };

export type DevServer = { url: string; dataDir: string; databasePath: string; output(): string; stop(): Promise<void> };

/** What the dev server's process needs; the test's own process uses it too, to set the scene in the same database. */
export function devEnvironment(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_PATH: path.join(dataDir, "app.db"),
    UPLOADS_DIR: path.join(dataDir, "uploads"),
    BACKUP_DIR: path.join(dataDir, "backups"),
    SESSION_SECRET: "dev-smoke-session-secret-with-enough-length-0123456789",
    COOKIE_SECURE: "false",
    ADMIN_EMAIL: DEV_ADMIN.email,
    ADMIN_PASSWORD: DEV_ADMIN.password,
    LOG_REQUESTS: "false",
    DAILY_BACKUP: "false",
    RATE_LIMIT_SCALE: "1000",
    // No demo content (a minute of picture processing): the test adds the one product it opens.
    SEED_ON_START: "false",
  };
}

export async function startDevServer(): Promise<DevServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-dev-smoke-"));
  const env: NodeJS.ProcessEnv = { ...process.env, ...devEnvironment(port, dataDir) };
  delete env.NODE_ENV;
  delete env.BUILD_DIR;
  // Its own process group: npm, the shell and tsx's node stop together.
  const child: ChildProcess = spawn("npm", ["run", "dev"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    process.kill(-child.pid!, "SIGTERM");
    await exited;
  };
  try {
    await waitFor(
      "the dev server to answer /healthz",
      async () => {
        if (child.exitCode !== null) throw new Error(`npm run dev exited (${child.exitCode}):\n${log}`);
        try {
          return (await fetch(`${url}/healthz`)).ok;
        } catch {
          return false; // not listening yet
        }
      },
      { timeoutMs: 180_000, everyMs: 250 },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, databasePath: path.join(dataDir, "app.db"), output: () => log, stop };
}
