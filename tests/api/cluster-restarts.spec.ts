/**
 * Issue 13: with WEB_CONCURRENCY=2, a worker that keeps dying does not take the site down. The
 * primary used to give up (and so stop the healthy worker too) after six deaths in a minute;
 * now the living worker keeps answering while the replacements come with a growing wait.
 */
import { execFileSync } from "node:child_process";

import { type ServerProcess, startServer } from "../support/server-process";
import { waitFor } from "../support/wait-for";
import { expect, test } from "./fixtures";

test.setTimeout(120_000);

/** The worker processes of the cluster: the primary's children. */
function workerPids(primary: number): number[] {
  try {
    return execFileSync("ps", ["--ppid", String(primary), "-o", "pid="], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A health check on a connection of its own, so a killed worker's idle socket is never reused. */
async function healthz(server: ServerProcess): Promise<number | "network-error"> {
  try {
    const response = await fetch(`${server.url}/healthz`, { headers: { Connection: "close" } });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return "network-error";
  }
}

const until = <T>(what: string, probe: () => T | undefined, timeoutMs = 45_000): Promise<T> => waitFor(what, probe, { timeoutMs, everyMs: 25 });

test("a worker killed seven times in a minute: the other keeps answering /healthz, restarts back off, the primary stays", async () => {
  const server = await startServer({ env: { WEB_CONCURRENCY: "2" } });
  const primary = server.child.pid!;
  try {
    const [healthy, first] = await until("two workers", () => {
      const pids = workerPids(primary);
      return pids.length === 2 ? pids : undefined;
    });
    // The second worker listening too, so both take connections before the kills begin.
    await expect.poll(() => server.output().includes("2 workers serving"), { timeout: 30_000 }).toBe(true);

    let victim = first!;
    const waits: number[] = [];
    const answers: (number | "network-error")[] = [];
    for (let kill = 1; kill <= 7; kill++) {
      process.kill(victim, "SIGKILL");
      const killedAt = Date.now();
      // While the replacement waits, the living worker answers every health check.
      const replacement = await (async () => {
        for (;;) {
          const fresh = workerPids(primary).find((pid) => pid !== healthy && pid !== victim);
          if (fresh) return fresh;
          if (server.child.exitCode !== null || Date.now() - killedAt > 45_000) throw new Error(`no replacement after kill ${kill}:\n${server.output()}`);
          answers.push(await healthz(server));
        }
      })();
      waits.push(Date.now() - killedAt);
      victim = replacement;
    }

    expect(server.child.exitCode, server.output()).toBeNull();
    expect(isRunning(primary)).toBe(true);
    expect(isRunning(healthy!)).toBe(true);
    expect(server.output()).not.toContain("giving up");
    // Deaths 1-3 of the minute are replaced at once, then after 1, 2, 4, 8 s.
    expect(
      waits.slice(0, 3).every((wait) => wait < 900),
      `waits ${waits}`,
    ).toBe(true);
    for (const [index, seconds] of [
      [3, 1],
      [4, 2],
      [5, 4],
      [6, 8],
    ] as const) {
      expect(waits[index], `wait after kill ${index + 1} (${waits})`).toBeGreaterThanOrEqual(seconds * 1000 - 50);
    }
    expect(server.output()).toContain("7 stopped in a minute: starting another in 8 s");
    // Only one worker served during the waits: every health check was answered by it.
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((answer) => answer !== 200)).toEqual([]);

    // The last replacement serves again: a clean stop ends both workers and the primary.
    await expect.poll(() => workerPids(primary).length, { timeout: 30_000 }).toBe(2);
    expect(await healthz(server)).toBe(200);
  } finally {
    await server.stop();
  }
  expect(server.child.exitCode, server.output()).toBe(0);
});
