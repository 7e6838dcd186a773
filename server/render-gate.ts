/**
 * Two page renders at a time; other GET and HEAD requests wait their turn in order.
 *
 * A render is CPU work with a few awaits inside. Fifty started at once interleave at those awaits,
 * so each lives for the whole time of all fifty, and everything it allocates survives the young
 * generation's collections: it is promoted and the old generation is swept over and over (with
 * 50 connections: 110 full collections for 400 rendered pages, a quarter of the CPU time; issue 17,
 * bench/results.md). Taken a few at a time, each render finishes in milliseconds and its garbage
 * dies young. The same work is done, in less time, and the latency of the last in line is no worse.
 * Measured at 50 connections (signed-in /products and /panel/products): one at a time 148-187 req/s
 * with p99 300-440 ms, two 100-130 req/s, four 96-143, no gate 64-77 with p99 1-3 s.
 *
 * Issue 30: one at a time left the CPU idle 45% of the time while requests queued (a CPU profile
 * of 600 renders of / at 4 connections): whenever the render in its turn awaited something that
 * is not CPU work (a cookie's signature checked by WebCrypto on the thread pool, a file), nothing
 * else could run. Two at a time, one renders while the other waits, and still few renders live at
 * once, so their garbage dies young. The bench compares it with one at a time
 * (`npm run bench -- --fresh-query --machinery`, docs/decisions/031); SPEED_RENDERS_AT_ONCE
 * overrides the number for such a measurement.
 *
 * A turn that lasts longer than `turnLimitMs` (a slow loader) lets the next request start anyway,
 * so one slow page can never hold up the others: the gate only orders work, it never stalls it.
 *
 * Only GET and HEAD wait here: their work does not depend on the client, while a form post may
 * be read slowly from a slow connection and must never hold a turn. A turn ends when the answer
 * is handed to the socket (its first write or its end), not when a slow reader has taken it all,
 * or when the client goes away. Memo hits (server/response-cache.ts) never reach this gate.
 */
import type { Request, RequestHandler, Response } from "express";

export const RENDERS_AT_ONCE = Number(process.env.SPEED_RENDERS_AT_ONCE ?? 2);
/** After this long a turn no longer holds the others back. */
export const TURN_LIMIT_MS = 1_000;

export function renderGate(limit = RENDERS_AT_ONCE, turnLimitMs = TURN_LIMIT_MS): RequestHandler & { stats(): { running: number; waiting: number } } {
  let running = 0;
  const waiting: Array<() => void> = [];

  function release() {
    running--;
    while (waiting.length > 0 && running < limit) {
      running++;
      waiting.shift()!();
    }
  }

  function holdTurn(response: Response, next: () => void) {
    let held = true;
    const done = () => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      response.write = write;
      response.end = end;
      release();
    };
    const timer = setTimeout(done, turnLimitMs);
    const write = response.write;
    const end = response.end;
    response.write = function (this: Response, ...args: unknown[]) {
      done();
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as Response["write"];
    response.end = function (this: Response, ...args: unknown[]) {
      done();
      return (end as (...a: unknown[]) => Response).apply(this, args);
    } as Response["end"];
    response.once("close", done);
    next();
  }

  const gate = ((request: Request, response: Response, next: () => void) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    if (running < limit) {
      running++;
      return holdTurn(response, next);
    }
    const turn = () => {
      response.off("close", leave);
      holdTurn(response, next);
    };
    // Gone while waiting (the client closed the connection): it leaves the line and never runs.
    const leave = () => {
      const index = waiting.indexOf(turn);
      if (index >= 0) waiting.splice(index, 1);
    };
    response.once("close", leave);
    waiting.push(turn);
  }) as RequestHandler & { stats(): { running: number; waiting: number } };
  gate.stats = () => ({ running, waiting: waiting.length });
  return gate;
}
