/**
 * The page memo (server/response-cache.ts) renders a page once when many ask for it at the same
 * moment, serves an old copy while it renders it again, and never waits on pages it cannot keep.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import Database from "better-sqlite3";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { MAX_MEMO_BYTES, responseCache } from "../../server/response-cache";
import { waitFor } from "../support/wait-for";

const RENDER_MS = 60;
const directory = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-memo-"));
const databasePath = path.join(directory, "memo.db");
const writer = new Database(databasePath);
writer.exec("create table notes (text text)");

let renders = 0;
let baseUrl = "";
let server: ReturnType<express.Express["listen"]>;
let memo: ReturnType<typeof responseCache>;

/** A page that takes RENDER_MS to render and shows the number of notes at its start. */
const slowPage =
  (shareable: boolean, renderMs = RENDER_MS): RequestHandler =>
  (_request, response) => {
    renders += 1;
    const { n } = writer.prepare("select count(*) n from notes").get() as { n: number };
    setTimeout(() => {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.setHeader("cache-control", "public, max-age=0, s-maxage=60");
      if (!shareable) response.setHeader("set-cookie", "visited=1");
      response.end(`<p>notes: ${n}</p>`);
    }, renderMs);
  };

beforeAll(async () => {
  memo = responseCache(databasePath);
  const app = express();
  app.use(memo.serve);
  app.use(memo.capture);
  app.get("/shared", slowPage(true));
  app.get("/personal", slowPage(false));
  app.get("/very-slow", slowPage(true, 1_000));
  // A page of about 200 KB that echoes its search, as a list page does.
  app.get("/large", (request, response) => {
    renders += 1;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("cache-control", "public, max-age=0, s-maxage=60");
    response.end(`<p>${String(request.query.q ?? "")}</p>${"₹ sadeli ".repeat(20_000)}`);
  });
  // A body the application compressed itself, as keptJson answers /api/openapi.json and the lists.
  app.get("/encoded", (_request, response) => {
    renders += 1;
    response.setHeader("content-type", "application/json");
    response.setHeader("cache-control", "public, max-age=0, s-maxage=60");
    response.setHeader("content-encoding", "gzip");
    response.end(zlib.gzipSync(JSON.stringify({ openapi: "3.1.0", text: "₹ sadeli ".repeat(500) })));
  });
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  writer.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const askAtOnce = (pathname: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(baseUrl + pathname);
      return { status: response.status, text: await response.text() };
    }),
  );

describe("page memo under concurrent requests", () => {
  it("renders a page once for thirty requests at the same moment, and answers them all", async () => {
    renders = 0;
    const answers = await askAtOnce("/shared", 30);
    expect(renders).toBe(1);
    expect(answers.every((answer) => answer.status === 200 && answer.text === "<p>notes: 0</p>")).toBe(true);
  });

  it("renders again after a commit, and shows the new data", async () => {
    writer.prepare("insert into notes values ('one')").run();
    renders = 0;
    const answers = await askAtOnce("/shared", 20);
    expect(renders).toBe(1);
    expect(new Set(answers.map((answer) => answer.text))).toEqual(new Set(["<p>notes: 1</p>"]));
  });

  it("does not hand a render that began before a commit to requests that came after it", async () => {
    writer.prepare("insert into notes values ('two')").run();
    renders = 0;
    const first = fetch(baseUrl + "/shared").then((response) => response.text());
    // The first render has begun (it read the count at its start) before the commit.
    await waitFor("the first render to begin", () => renders === 1);
    writer.prepare("insert into notes values ('three')").run();
    const later = await askAtOnce("/shared", 5);
    expect(await first).toBe("<p>notes: 2</p>");
    expect(later.every((answer) => answer.text === "<p>notes: 3</p>")).toBe(true);
  });

  it("serves the old copy while one request renders a page that has only grown old", async () => {
    await askAtOnce("/very-slow", 1);
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 31_000);
    try {
      renders = 0;
      let leaderDone = false;
      const leader = fetch(baseUrl + "/very-slow").then(async (response) => {
        const text = await response.text();
        leaderDone = true;
        return text;
      });
      // The leader's render has begun before the others ask.
      await waitFor("the leader's render to begin", () => renders === 1);
      const others = await askAtOnce("/very-slow", 10);
      // Answered from the old copy, without waiting for the render (a second long).
      expect(leaderDone).toBe(false);
      expect(others.every((answer) => answer.text === "<p>notes: 3</p>")).toBe(true);
      expect(await leader).toBe("<p>notes: 3</p>");
      expect(renders).toBe(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("never keeps nor waits on answers that set a cookie: each request gets its own", async () => {
    await askAtOnce("/personal", 1);
    renders = 0;
    const answers = await askAtOnce("/personal", 10);
    expect(renders).toBe(10);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  });
});

describe("page memo and bodies the application encoded", () => {
  it("never keeps them: a later answer is the same document, not compressed twice (issue 33)", async () => {
    renders = 0;
    for (let round = 0; round < 3; round++) {
      const response = await fetch(`${baseUrl}/encoded`);
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(await response.json()).toMatchObject({ openapi: "3.1.0" });
    }
    expect(renders).toBe(3);
  });
});

describe("page memo memory", () => {
  it("never keeps a page whose query carries parameters no page reads, or a very long one", async () => {
    const padded = `/shared?utm=${"x".repeat(15_000)}`;
    renders = 0;
    await askAtOnce(padded, 1);
    await askAtOnce(padded, 1);
    await askAtOnce("/shared?pad=1", 1);
    await askAtOnce("/shared?pad=1", 1);
    await askAtOnce(`/shared?q=${"y".repeat(2_000)}`, 1);
    await askAtOnce(`/shared?q=${"y".repeat(2_000)}`, 1);
    expect(renders).toBe(6);
    // A query the pages read is kept as before.
    renders = 0;
    await askAtOnce("/shared?page=2", 1);
    await askAtOnce("/shared?page=2", 1);
    expect(renders).toBe(1);
  });

  it("keeps no more than its byte bound of pages, dropping the oldest first", async () => {
    const distinct = Math.ceil((2 * MAX_MEMO_BYTES) / 400_000);
    for (let index = 0; index < distinct; index++) await askAtOnce(`/large?q=${index}`, 1);
    const { entries, bytes } = memo.stats();
    expect(bytes).toBeLessThanOrEqual(MAX_MEMO_BYTES);
    expect(entries).toBeLessThan(distinct);
    expect(entries).toBeGreaterThan(distinct / 4);
    // The newest page is still answered from the memo; the oldest was dropped.
    renders = 0;
    await askAtOnce(`/large?q=${distinct - 1}`, 1);
    expect(renders).toBe(0);
    await askAtOnce("/large?q=0", 1);
    expect(renders).toBe(1);
  });
});
