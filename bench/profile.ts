/**
 * `npx tsx bench/profile.ts [--page=/products] [--requests=400] [--connections=4] [--signed-in] [--no-build]`
 *
 * Where a rendered page's CPU goes (issue 30): the production server of build-bench, on the bench's
 * catalogue, run under `node --cpu-prof`, is sent `requests` requests of `page` with a fresh,
 * unread query parameter each (so no memo answers), then stopped; the profile is summarised as the
 * functions with the most time of their own, and the time spent in each package (React, React
 * Router, Express...) and in the application's bundle. The profile itself is left in the printed
 * folder for Chrome's DevTools.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import autocannon from "autocannon";

import { productionCommand, startServer } from "../tests/support/server-process";
import { fillCatalogue } from "./fill";
import { adminCookie } from "./session";

const option = (name: string, fallback: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const PAGE = option("page", "/");
const REQUESTS = Number(option("requests", "400"));
const CONNECTIONS = Number(option("connections", "4"));
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build-bench";
/** The bench's catalogue (bench/run.ts). */
const CATALOGUE = { products: 1000, gallery: 1000, portfolio: 300, blog: 500, messages: 50_000 };

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
/** The monotonic clock in microseconds, the clock of a V8 profile's timestamps (CLOCK_MONOTONIC on Linux). */
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/** The package a script belongs to, or "app" for the application's bundle, or the V8 marker. */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.startsWith("node:")) return "node";
  if (url.includes("/server/index.js")) return "app bundle";
  if (url.includes("start.js")) return "server.ts";
  return path.basename(url);
}

/** Only the samples taken between `from` and `to` (the load, not the start and stop). */
export function summarise(profile: Profile, window: { from: number; to: number } = { from: 0, to: Infinity }, top = 30): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const packages = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < window.from || time > window.to) return;
    const node = byId.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === "(idle)") {
      idle += delta;
      return;
    }
    total += delta;
    const key = `${functionName || "(anonymous)"} ${packageOf(url, functionName)}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + delta);
    const pkg = packageOf(url, functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + delta);
    // Inclusive time: each function counted once per sample, however deep it recurses.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (!frame.functionName || frame.functionName.startsWith("(")) continue;
      const name = `${frame.functionName} ${packageOf(frame.url, frame.functionName)}:${frame.lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + delta);
    }
  });
  const percent = (value: number) => `${((value / total) * 100).toFixed(1).padStart(5)}%`;
  const list = (entries: Map<string, number>, count: number) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, value]) => `${percent(value)}  ${(value / 1000).toFixed(0).padStart(6)} ms  ${name}`)
      .join("\n");
  return [
    `busy ${(total / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms`,
    "",
    "By package (self time):",
    list(packages, 20),
    "",
    "Functions, self time:",
    list(self, top),
    "",
    "Functions, inclusive time:",
    list(inclusive, top),
  ].join("\n");
}

function busyMicros(profile: Profile, window: { from: number; to: number }): number {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id));
  let time = profile.startTime;
  let busy = 0;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time >= window.from && time <= window.to && !idle.has(id)) busy += profile.timeDeltas[index] ?? 0;
  });
  return busy;
}

async function main() {
  if (!process.argv.includes("--no-build")) execSync("npx react-router build", { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, BUILD_DIR } });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-profile-"));
  const profileDir = path.join(dataDir, "profile");
  const seeding = await startServer({ dataDir, buildDir: BUILD_DIR });
  await seeding.stop();
  fillCatalogue(seeding.databasePath, CATALOGUE);
  const server = await startServer({
    dataDir,
    buildDir: BUILD_DIR,
    command: { cwd: process.cwd(), args: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, ...productionCommand(BUILD_DIR)] },
  });
  const window = { from: 0, to: Infinity };
  try {
    const headers: Record<string, string> = { "accept-encoding": "br, gzip", accept: "text/html" };
    if (process.argv.includes("--signed-in")) headers.cookie = await adminCookie(server.url);
    const target = `${server.url}${PAGE}${PAGE.includes("?") ? "&" : "?"}fresh=[<id>]`;
    const started = process.hrtime.bigint();
    window.from = nowMicros();
    const result = await autocannon({ url: target, connections: CONNECTIONS, amount: REQUESTS, idReplacement: true, headers, timeout: 30 });
    window.to = nowMicros();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    console.log(
      `${PAGE}: ${REQUESTS} requests, ${CONNECTIONS} connections, ${(REQUESTS / seconds).toFixed(0)} req/s, non-2xx ${result.non2xx}, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
  } finally {
    await server.stop();
  }
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error(`no profile written in ${profileDir}`);
  const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), "utf8")) as Profile;
  console.log(summarise(profile, window));
  console.log(`busy per request: ${(busyMicros(profile, window) / REQUESTS / 1000).toFixed(2)} ms`);
  console.log(`\nprofile: ${path.join(profileDir, file)}`);
}

await main();
