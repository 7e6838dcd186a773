/**
 * One load measurement with autocannon: a fixed number of requests over 50 connections,
 * reduced to the figures the report needs. Rates are answered requests over the time from the
 * first request to the last answer, so a fixed count measures the same work on every target.
 */
import fs from "node:fs";

import autocannon from "autocannon";

export const CONNECTIONS = 50;

/** What a browser sends: pages are measured compressed, as they travel. */
const BROWSER_HEADERS = { "accept-encoding": "br, gzip", accept: "text/html,application/json;q=0.9,*/*;q=0.8" };

export type LoadTarget = {
  name: string;
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Status codes that count as success (default 200). */
  expect?: number[];
  /** Each `[<id>]` in the path becomes a new unique value on every request (a URL no memo has seen). */
  idReplacement?: boolean;
};

export type LoadFigures = {
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and unexpected status codes. */
  errors: number;
  statusCodes: Record<string, number>;
  /** CPU time the server process spent per answered request (utime + stime), when its pid was given: steadier than req/s on a shared machine. */
  cpuMsPerRequest?: number;
};

/** CPU milliseconds a process has used (Linux /proc; undefined elsewhere). */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
/** USER_HZ: 100 on Linux. */
const CLOCK_TICKS = 100;

export async function measure(baseUrl: string, target: LoadTarget, amount: number, serverPid?: number): Promise<LoadFigures> {
  const cpuBefore = cpuMs(serverPid);
  const started = process.hrtime.bigint();
  let lastAnswer = started;
  const instance = autocannon({
    url: baseUrl + target.path,
    connections: CONNECTIONS,
    amount,
    method: target.method ?? "GET",
    headers: { ...BROWSER_HEADERS, ...target.headers },
    body: target.body,
    idReplacement: target.idReplacement ?? false,
    timeout: 30,
  });
  // autocannon notices the end of a fixed count only on its next one-second tick, so the rate is
  // taken up to the last answer rather than over the run's own duration.
  instance.on("response", () => {
    lastAnswer = process.hrtime.bigint();
  });
  const result = await instance;
  const seconds = Number(lastAnswer - started) / 1e9;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]));
  const expected = new Set(target.expect ?? [200]);
  const answered = Object.values(statusCodes).reduce((sum, count) => sum + count, 0);
  const unexpected = Object.entries(statusCodes)
    .filter(([code]) => !expected.has(Number(code)))
    .reduce((sum, [, count]) => sum + count, 0);
  const cpuAfter = cpuMs(serverPid);
  return {
    ...(cpuBefore !== undefined && cpuAfter !== undefined && answered > 0 ? { cpuMsPerRequest: (cpuAfter - cpuBefore) / answered } : {}),
    requests: answered,
    reqPerSec: answered / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + unexpected,
    statusCodes,
  };
}
