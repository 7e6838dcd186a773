/**
 * `npm start` (scripts/start.mjs) with a current build starts the compiled server without building
 * again, in the same node process (issue 17). The build under test is copied so that its stamp can
 * be made to match the tree at this moment; the README's fresh-clone path (no build: it builds
 * first) is what the build stamp's unit test and a fresh clone check.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { sourceStamp, writeStamp } from "../../scripts/build-stamp.mjs";
import { freePort } from "../support/free-port";

const ROOT = path.resolve(import.meta.dirname, "../..");

test("npm start with a current build serves at once, without building, as one node process", async () => {
  test.slow(); // a server of its own, beside the other tests
  // Inside the checkout (ignored by git), where the build's packages resolve from node_modules.
  fs.mkdirSync(path.join(ROOT, ".e2e"), { recursive: true });
  const folder = fs.mkdtempSync(path.join(ROOT, ".e2e", "start-"));
  const build = path.join(folder, "build");
  fs.cpSync(path.resolve(ROOT, process.env.BUILD_DIR ?? "build"), build, { recursive: true });
  writeStamp(build, sourceStamp(ROOT));
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const words = manifest.scripts.start!.split(/\s+/);
  const variables = Object.fromEntries(words.filter((word) => /^[A-Z_]+=/.test(word)).map((pair) => pair.split("=") as [string, string]));
  const [command, ...args] = words.filter((word) => !/^[A-Z_]+=/.test(word));
  expect(command).toBe("node");
  expect(args.at(-1)).toBe("scripts/start.mjs");
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...variables,
      BUILD_DIR: build,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(folder, "data", "app.db"),
      UPLOADS_DIR: path.join(folder, "data", "uploads"),
      SEED_ON_START: "false",
      DAILY_BACKUP: "false",
      LOG_REQUESTS: "false",
      PUBLIC_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status ?? (child.exitCode !== null ? `exited: ${output}` : 0), {
        timeout: 60_000,
      })
      .toBe(200);
    expect(output).not.toContain("building first");
    // The local demo's address, set by the script when PUBLIC_URL is not.
    expect(await (await fetch(`http://127.0.0.1:${port}/robots.txt`)).text()).toContain(`http://localhost:${port}/sitemap.xml`);
    const children = fs
      .readdirSync(`/proc/${child.pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${child.pid}/task/${task}/children`, "utf8").trim().split(/\s+/))
      .filter(Boolean);
    expect(children).toEqual([]);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
