/**
 * deploy/: the built server started the way deploy/sadeli.service starts it (its ExecStart, its
 * Environment and the EnvironmentFile template deploy/sadeli.env) answers /healthz, runs as one
 * plain node process with nothing under it, believes Caddy's forwarded headers from loopback only,
 * takes its daily backup and stops cleanly on SIGTERM. `systemd-analyze verify` checks the unit
 * and `caddy validate` the Caddyfile where they are installed (docs/deploy.md).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { freePort } from "../support/free-port";

const ROOT = path.resolve(import.meta.dirname, "../..");
const UNIT = fs.readFileSync(path.join(ROOT, "deploy/sadeli.service"), "utf8");
const ENV_TEMPLATE = fs.readFileSync(path.join(ROOT, "deploy/sadeli.env"), "utf8");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

/** The values of a key in the unit's [Service] section, in order. */
function unitValues(key: string): string[] {
  return UNIT.split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));
}

function environmentFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
}

function installed(command: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

test("the server started with the unit's command and environment answers /healthz, alone, behind Caddy's headers, and stops cleanly", async () => {
  test.slow(); // a server of its own: first start, first administrator, first backup
  const [execStart] = unitValues("ExecStart");
  const argv = execStart!.split(/\s+/);
  // The unit's ExecStart and Environment are the package's serve script, with node's full path.
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const [, serveEnvironment, serveArguments] = /^((?:[A-Z_]+=\S+\s+)*)node\s+(.*)$/.exec(manifest.scripts.serve!)!;
  expect(argv.slice(1).join(" ")).toBe(serveArguments);
  expect(argv.at(-1)).toBe("build/start.js");
  for (const pair of serveEnvironment!.trim().split(/\s+/).filter(Boolean)) expect(unitValues("Environment")).toContain(pair);

  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-deploy-"));
  const port = await freePort();
  const fromTemplate = environmentFile(ENV_TEMPLATE);
  // The template's paths are the unit's StateDirectory (/var/lib/sadeli); here, a folder of the test's.
  const local = (value: string) => value.replace("/var/lib/sadeli", stateDir);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    ...Object.fromEntries(unitValues("Environment").map((pair) => pair.split("=") as [string, string])),
    ...fromTemplate,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_PATH: local(fromTemplate.DATABASE_PATH!),
    UPLOADS_DIR: local(fromTemplate.UPLOADS_DIR!),
    BACKUP_DIR: local(fromTemplate.BACKUP_DIR!),
    // What the operator does first (docs/deploy.md): the placeholders are refused in production.
    SESSION_SECRET: "deploy-test-secret-made-with-openssl-rand-base64-48-0123",
    ADMIN_PASSWORD: "deploy-test-admin-passphrase",
  };
  expect(env.NODE_ENV).toBe("production");
  expect(unitValues("EnvironmentFile")).toEqual(["/etc/sadeli/sadeli.env"]);

  // /usr/bin/node where it is (Debian's or NodeSource's package), else the node running the tests.
  const node = fs.existsSync(argv[0]!) ? argv[0]! : process.execPath;
  const args = [...argv.slice(1, -1), path.join(BUILD_DIR, "start.js")];
  const child: ChildProcess = spawn(node, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await expect
      .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.status ?? (child.exitCode !== null ? `exited: ${output}` : 0), { timeout: 60_000 })
      .toBe(200);
    // The daily backup is on in the template: the first start takes one.
    await expect
      .poll(async () => ((await (await fetch(`${url}/healthz`)).json()) as { backup_age_seconds: number | null }).backup_age_seconds, { timeout: 30_000 })
      .not.toBeNull();
    const health = (await (await fetch(`${url}/healthz`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: "ok", database: "ok", storage: "writable", outbox_backlog: 0, outbox_failed: 0 });
    expect(fs.readdirSync(env.BACKUP_DIR!).filter((name) => name.startsWith("backup-"))).toHaveLength(1);

    // One plain node process running the compiled entry: no npm, tsx or esbuild, nothing under it.
    const cmdline = fs.readFileSync(`/proc/${child.pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    expect(cmdline).toEqual([node, ...args]);
    const children = fs
      .readdirSync(`/proc/${child.pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${child.pid}/task/${task}/children`, "utf8").trim().split(/\s+/))
      .filter(Boolean);
    expect(children).toEqual([]);

    // Caddy's X-Forwarded-Proto from loopback is believed (TRUST_PROXY): HTTPS gets HSTS.
    const https = await fetch(`${url}/about`, { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toContain("max-age=31536000");
    const plain = await fetch(`${url}/about`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
});

test("the unit passes systemd-analyze verify", () => {
  test.skip(!installed("systemd-analyze"), "systemd-analyze is not installed here (apt-get install systemd)");
  test.skip(!fs.existsSync(unitValues("ExecStart")[0]!.split(/\s+/)[0]!), "verify needs the unit's /usr/bin/node, which this machine does not have");
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-unit-"));
  try {
    fs.copyFileSync(path.join(ROOT, "deploy/sadeli.service"), path.join(folder, "sadeli.service"));
    // Exit status 0 and nothing said: no unknown key, no bad value, an executable ExecStart.
    const said = execFileSync("systemd-analyze", ["verify", path.join(folder, "sadeli.service")], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    expect(said.trim()).toBe("");
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  for (const setting of ["Restart=on-failure", "User=sadeli", "ProtectSystem=strict", "EnvironmentFile=/etc/sadeli/sadeli.env", "StateDirectory=sadeli"]) {
    expect(UNIT).toContain(`\n${setting}\n`);
  }
});

test("the Caddyfile proxies to the address the environment file gives the site", () => {
  const caddyfile = fs.readFileSync(path.join(ROOT, "deploy/Caddyfile"), "utf8");
  const env = environmentFile(ENV_TEMPLATE);
  expect(caddyfile).toContain(`reverse_proxy ${env.HOST}:${env.PORT}`);
  expect(env.TRUST_PROXY).toBe("loopback");
  expect(env.HOST).toBe("127.0.0.1");
  if (!installed("caddy")) return; // the text checks above are what is left without Caddy (apt-get install caddy)
  execFileSync("caddy", ["validate", "--config", path.join(ROOT, "deploy/Caddyfile"), "--adapter", "caddyfile"], { stdio: "ignore" });
});
