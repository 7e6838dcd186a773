/**
 * The render gate (server/render-gate.ts): GET and HEAD requests run a set number at a time (two
 * in the server, issue 30) and the rest wait in order; a turn ends when the answer is written, not when a
 * slow client has read it; a request that gives up while waiting never runs; form posts never
 * wait; a turn past its time limit lets the next one start.
 */
import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { renderGate, RENDERS_AT_ONCE } from "../../server/render-gate";
import { waitFor } from "../support/wait-for";

const LIMIT = RENDERS_AT_ONCE;
let baseUrl = "";
let server: ReturnType<express.Express["listen"]>;
let running = 0;
let most = 0;
const started: string[] = [];
/** Handlers wait here until the test lets them answer. */
const held: Array<() => void> = [];
// The server's own setting: one render can run while another awaits (a cookie's signature, a file).
const gate = renderGate();

beforeAll(async () => {
  const app = express();
  app.use(gate);
  app.all("/page/:name", (request, response) => {
    running += 1;
    most = Math.max(most, running);
    started.push(`${request.method} ${request.params.name}`);
    held.push(() => {
      running -= 1;
      response.end(request.params.name);
    });
  });
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Resolves once `count` handlers are waiting to be let go. */
async function heldReach(count: number) {
  while (held.length < count) await new Promise((resolve) => setImmediate(resolve));
}

describe("render gate", () => {
  it("lets two renders run at once in the server (issue 30: one at a time left the CPU idle while requests queued)", () => {
    expect(RENDERS_AT_ONCE).toBe(2);
  });

  it("runs GETs at most LIMIT at a time, in order, and lets form posts through at once", async () => {
    const gets = ["a", "b", "c", "d", "e"].map((name) => fetch(`${baseUrl}/page/${name}`).then((response) => response.text()));
    await heldReach(LIMIT);
    while (gate.stats().waiting < 3) await new Promise((resolve) => setImmediate(resolve));
    expect(gate.stats()).toEqual({ running: LIMIT, waiting: 3 });
    // A post does not wait for the GETs.
    const post = fetch(`${baseUrl}/page/post`, { method: "POST" }).then((response) => response.text());
    await heldReach(LIMIT + 1);
    expect(started).toEqual(["GET a", "GET b", "POST post"]);
    while (held.length > 0 || gate.stats().running > 0) {
      held.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(gets)).toEqual(["a", "b", "c", "d", "e"]);
    expect(await post).toBe("post");
    expect(started).toEqual(["GET a", "GET b", "POST post", "GET c", "GET d", "GET e"]);
    expect(most).toBe(LIMIT + 1);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("skips a request whose client went away while it waited", async () => {
    started.length = 0;
    const first = ["f", "g"].map((name) => fetch(`${baseUrl}/page/${name}`).then((response) => response.text()));
    await heldReach(LIMIT);
    const controller = new AbortController();
    const abandoned = fetch(`${baseUrl}/page/gone`, { signal: controller.signal }).catch(() => "aborted");
    const after = fetch(`${baseUrl}/page/h`).then((response) => response.text());
    while (gate.stats().waiting < 2) await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    expect(await abandoned).toBe("aborted");
    // The server hears of it and the request leaves the line.
    await waitFor("the abandoned request to leave the line", () => gate.stats().waiting <= 1, { everyMs: 5 });
    await waitFor(
      "every held request to be released",
      () => {
        held.shift()?.();
        return held.length === 0 && gate.stats().running === 0 && gate.stats().waiting === 0;
      },
      { everyMs: 5 },
    );
    expect(await Promise.all([...first, after])).toEqual(["f", "g", "h"]);
    expect(started).toEqual(["GET f", "GET g", "GET h"]);
  });
});

describe("render gate turn limit", () => {
  it("lets the next request start when a turn lasts longer than the limit, without cutting the slow one short", async () => {
    const slowGate = renderGate(1, 50);
    const app = express();
    let releaseSlow!: () => void;
    app.use(slowGate);
    app.get("/slow", (_request, response) => {
      releaseSlow = () => response.end("slow");
    });
    app.get("/quick", (_request, response) => response.end("quick"));
    const own = await new Promise<ReturnType<express.Express["listen"]>>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const url = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
    try {
      const slow = fetch(`${url}/slow`).then((response) => response.text());
      while (!releaseSlow) await new Promise((resolve) => setImmediate(resolve));
      // Waits for the slow one's turn to pass its limit, then runs while the slow one is still open.
      expect(await (await fetch(`${url}/quick`)).text()).toBe("quick");
      releaseSlow();
      expect(await slow).toBe("slow");
      expect(slowGate.stats()).toEqual({ running: 0, waiting: 0 });
    } finally {
      own.closeAllConnections();
      await new Promise((resolve) => own.close(resolve));
    }
  });
});
