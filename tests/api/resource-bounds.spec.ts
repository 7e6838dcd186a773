/**
 * Issue 13, parts 1 and 4: what one client can make the server hold. Every request body is
 * counted as it arrives and never read past its cap, on every route, whether it declares its
 * length or is chunked; padded query strings do not fill the page memo. Raw sockets on a server of its own
 * (its memory is measured, and nothing else loads it): the client sends a 100 MB body and reads
 * at the same time, as browsers and curl do, and stops when the answer comes.
 *
 * "At once" is a condition, not a clock: the answer must arrive while most of the body is still
 * unsent. The timing figures (health check latency during the flood) are budgets of `npm run
 * bench`, not of this test.
 */
import fs from "node:fs";
import net from "node:net";

import { type ServerProcess, startServer } from "../support/server-process";
import { expect, test } from "./fixtures";

const MB = 1024 * 1024;
const ATTACK_BYTES = 100 * MB;
/** The answer must come before this much was sent: the cap plus what socket buffers absorb. */
const ANSWERED_BEFORE_BYTES = 24 * MB;

type Attempt = { status: number; head: string; body: string; sentBytes: number };

/**
 * Sends `totalBytes` of body after `head` (with a Content-Length, or chunked), reading as it goes;
 * resolves with the answer as soon as a whole one has arrived, and how much had been sent by then.
 */
function attack(url: string, options: { path: string; contentType: string; chunked: boolean; totalBytes?: number; extraHeaders?: string }): Promise<Attempt> {
  const { hostname, port } = new URL(url);
  const totalBytes = options.totalBytes ?? ATTACK_BYTES;
  const framing = options.chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${totalBytes}`;
  const head =
    `POST ${options.path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${url}\r\n` +
    `Content-Type: ${options.contentType}\r\n${framing}\r\n${options.extraHeaders ?? ""}\r\n`;
  // A form field that never ends: every byte is part of a value the server would have to keep.
  const piece = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    let sentBytes = 0;
    let answer: Attempt | null = null;
    const settle = () => {
      socket.destroy();
      if (answer) resolve(answer);
      else reject(new Error(`no whole answer after ${sentBytes} bytes sent: ${received.toString("latin1").slice(0, 300)}`));
    };
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) return;
      const headText = text.slice(0, end);
      const length = Number(/content-length: *(\d+)/i.exec(headText)?.[1] ?? NaN);
      const body = text.slice(end + 4);
      const whole = Number.isFinite(length) ? Buffer.byteLength(body, "latin1") >= length : /\r\n0\r\n\r\n$/.test(body);
      if (!whole) return;
      answer = { status: Number(headText.split(" ")[1]), head: headText, body, sentBytes };
      settle();
    });
    socket.on("error", () => settle());
    socket.on("close", () => settle());
    socket.on("connect", async () => {
      socket.write(head);
      while (sentBytes < totalBytes && !answer && !socket.destroyed) {
        const frame = options.chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")]) : piece;
        sentBytes += piece.length;
        if (!socket.write(frame)) await new Promise((drained) => socket.once("drain", drained).once("close", drained));
      }
      if (options.chunked && !answer && !socket.destroyed) socket.write("0\r\n\r\n");
    });
  });
}

/** Resident memory of the server process, from /proc (Linux), in bytes. */
function residentBytes(server: ServerProcess): number {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

let server: ServerProcess;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});
// One server, measured: the attacks run one after another.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const urlencoded = "application/x-www-form-urlencoded";

test("ten 100 MB form bodies in a row (with a length and chunked) are refused with 413 at once; memory stays put and /healthz answers throughout", async () => {
  // Warm-up: the first requests load routes and fill caches; memory is measured after them.
  for (let index = 0; index < 3; index++) await fetch(`${server.url}/contact`);
  await attack(server.url, { path: "/contact", contentType: urlencoded, chunked: true, totalBytes: 2 * MB });
  const before = residentBytes(server);

  let peak = before;
  for (let attempt = 0; attempt < 10; attempt++) {
    // The health check is asked while the body streams in, and must be answered "ok".
    const [result, health] = await Promise.all([
      attack(server.url, { path: "/contact", contentType: urlencoded, chunked: attempt % 2 === 1 }),
      fetch(`${server.url}/healthz`).then(async (response) => ({ status: response.status, body: await response.json() })),
    ]);
    expect(result.status, result.head).toBe(413);
    expect(result.sentBytes, "answered before most of the body was sent").toBeLessThan(ANSWERED_BEFORE_BYTES);
    expect(result.head.toLowerCase()).toContain("connection: close");
    expect(result.body).toContain("What you sent is too large for this form.");
    expect(health.status).toBe(200);
    peak = Math.max(peak, residentBytes(server));
  }
  expect(peak - before, `RSS grew from ${before} to ${peak}`).toBeLessThan(30 * MB);
  // Nothing of the refused messages was stored.
  expect(server.output()).not.toMatch(/Error|ERR_/);
});

test("JSON bodies of the API and multipart bodies are capped as they stream too", async () => {
  const json = await attack(server.url, { path: "/api/contact/submit/", contentType: "application/json", chunked: true });
  expect(json.status, json.head).toBe(413);
  expect(json.sentBytes).toBeLessThan(ANSWERED_BEFORE_BYTES);
  expect(JSON.parse(json.body)).toMatchObject({ status: false, message: "The request body is too large." });

  // Multipart: the cap is the upload limit (10 MB) plus room for the fields.
  const multipart = await attack(server.url, { path: "/contact", contentType: "multipart/form-data; boundary=x", chunked: true });
  expect(multipart.status, multipart.head).toBe(413);
  expect(multipart.sentBytes).toBeLessThan(ANSWERED_BEFORE_BYTES + 11 * MB);

  // A declared length over the cap is refused without reading the body.
  const declared = await attack(server.url, { path: "/login", contentType: urlencoded, chunked: false });
  expect(declared.status, declared.head).toBe(413);
  expect(declared.sentBytes).toBeLessThan(ANSWERED_BEFORE_BYTES);
});

test("a body that nobody reads (a route without a form) is drained up to a bound and the connection closed", async () => {
  const result = await attack(server.url, { path: "/about", contentType: urlencoded, chunked: true });
  expect([404, 405]).toContain(result.status);
  expect(result.head.toLowerCase()).toContain("connection: close");
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
});

test("a legitimate long message still goes through, with a length and chunked", async () => {
  const form = new URLSearchParams({
    name: "Meera Patel",
    email: "meera@example.in",
    phone: "",
    subject: "A long commission brief",
    message: "સાદેલી ".repeat(700).slice(0, 5000),
  }).toString();
  for (const chunked of [false, true]) {
    const bytes = new TextEncoder().encode(form);
    const body = chunked
      ? new ReadableStream({
          start(controller) {
            for (let offset = 0; offset < bytes.length; offset += 4096) controller.enqueue(bytes.slice(offset, offset + 4096));
            controller.close();
          },
        })
      : bytes;
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      body,
      headers: { "Content-Type": urlencoded, Origin: server.url },
      redirect: "manual",
      ...(chunked ? { duplex: "half" } : {}),
    } as RequestInit);
    expect(response.status, await response.text()).toBe(302);
  }
});

test("a flood of padded query strings leaves memory where it was: such pages are not kept", async () => {
  const paths = ["/", "/products", "/gallery", "/blog"];
  /** 520 requests, ten at a time, over four pages, each with a query of `padBytes` and more. */
  const flood = async (padBytes: number, headers: Record<string, string> = {}) => {
    const pad = "x".repeat(padBytes);
    let peak = 0;
    for (let round = 0; round < 52; round++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, async (_, index) => {
          const path = paths[index % paths.length]!;
          const query = index % 2 ? `utm_content=${pad}&n=${round}-${index}` : `q=${pad}${round}-${index}`;
          const response = await fetch(`${server.url}${path}?${query}`, { headers });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      expect(answers.every((status) => status === 200)).toBe(true);
      peak = Math.max(peak, residentBytes(server));
    }
    return peak;
  };
  // The baseline is a server warmed by the same rendering work, padded too, but by requests the
  // memo never keeps (they carry a cookie): the heap has grown to its working size (bounded by the
  // production heap limit, package.json's serve script). What the anonymous flood adds on top
  // would be the memo's.
  await flood(15 * 1024, { cookie: "theme=dark" });
  const before = residentBytes(server);
  const peak = await flood(15 * 1024);
  expect(peak - before, `RSS grew from ${before} to ${peak}`).toBeLessThan(50 * MB);
});
