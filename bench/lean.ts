/**
 * Issue 17's measurements: the memory of the whole server process tree, the build of an earlier
 * commit (the baseline) run its own way beside the current one, and the cost of compressing a
 * rendered page at each setting.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import { childrenOf } from "./rss";

/** The commit before issue 17: production through tsx, React Router's development build, every rendered page streamed. */
export const BASELINE_REF = "fd8bc52";

/** Every process under `pid`, itself first. */
export function processTree(pid: number): number[] {
  const all = [pid];
  for (let index = 0; index < all.length; index++) all.push(...childrenOf(all[index]!));
  return all;
}

function statusKb(pid: number, field: string): number {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Megabytes of resident memory of the whole tree now (VmRSS of each process, summed), and what each process is. */
export function treeRssMb(pid: number): { total: number; processes: Array<{ command: string; mb: number }> } {
  const processes = processTree(pid).map((each) => {
    let command = "?";
    try {
      command = fs
        .readFileSync(`/proc/${each}/cmdline`, "utf8")
        .split("\0")
        .filter(Boolean)
        .map((part) => path.basename(part))
        .join(" ")
        .slice(0, 120);
    } catch {
      // gone
    }
    return { command, mb: statusKb(each, "VmRSS") / 1024 };
  });
  return { total: processes.reduce((sum, each) => sum + each.mb, 0), processes };
}

/** Where a process's resident memory is, from /proc/<pid>/smaps: the node binary, other files (libraries), anonymous memory (V8 heap, malloc). */
export function rssByMapping(pid: number): { nodeBinary: number; libraries: number; anonymous: number } {
  const result = { nodeBinary: 0, libraries: 0, anonymous: 0 };
  let current = "";
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      current = mapping[1] ?? "";
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss) continue;
    const mb = Number(rss[1]) / 1024;
    if (current === "" || current.startsWith("[")) result.anonymous += mb;
    else if (path.basename(current) === "node") result.nodeBinary += mb;
    else result.libraries += mb;
  }
  return result;
}

/**
 * The baseline's source at `ref`, built with its own configuration, in a folder of its own (kept
 * between runs: it never changes). Its node_modules are this checkout's.
 */
export function prepareBaseline(ref: string, log: (message: string) => void): string {
  const commit = execSync(`git rev-parse --short ${ref}`).toString().trim();
  const folder = path.join(os.tmpdir(), `sadeli-bench-baseline-${commit}`);
  if (fs.existsSync(path.join(folder, "build", "server", "index.js"))) return folder;
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  execSync(`git archive ${commit} | tar -x -C ${JSON.stringify(folder)}`);
  fs.symlinkSync(path.resolve("node_modules"), path.join(folder, "node_modules"));
  log(`building the baseline (${commit}) in ${folder}`);
  execSync("npx react-router build", { cwd: folder, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, BUILD_DIR: "build" } });
  return folder;
}

/** How the baseline ran in production: node with tsx on server.ts (its `npm run serve` without npm and cross-env). */
export const baselineCommand = (folder: string) => ({ cwd: folder, args: ["--max-old-space-size=192", "--import", "tsx", "server.ts"] });

export type CompressionRow = { setting: string; ms: number; kb: number };

/** Each per-request setting on one page's HTML: the median time of 50 runs and the size. */
export function compressionChoices(html: string): CompressionRow[] {
  const input = Buffer.from(html);
  const settings: Array<[string, () => Buffer]> = [
    ...[1, 2, 3, 4].map((quality): [string, () => Buffer] => [
      `brotli ${quality}`,
      () =>
        zlib.brotliCompressSync(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length } }),
    ]),
    ...[1, 2, 3, 4, 5, 6].map((level): [string, () => Buffer] => [`gzip ${level}`, () => zlib.gzipSync(input, { level })]),
  ];
  return settings.map(([setting, compress]) => {
    const times: number[] = [];
    let size = 0;
    for (let run = 0; run < 50; run++) {
      const started = process.hrtime.bigint();
      size = compress().length;
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    return { setting, ms: times[Math.floor(times.length / 2)]!, kb: size / 1024 };
  });
}
