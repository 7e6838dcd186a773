/**
 * Issue 21's first round trip as bench/first-round-trip.ts measures it: the prefix of a compressed
 * document, the compressed offsets of its parts, the comparison of two screens, and the whole
 * measurement in Chromium on pages served by a small server of the test's own (a stylesheet linked
 * from the head, the critical CSS inlined, the content above the fold pushed past 14 KB).
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

import { type Browser, chromium } from "@playwright/test";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { compareScreens, compressedOffsetOf, decodedPrefix, encodingFigures, measureFirstRoundTrip } from "../../bench/first-round-trip";

const KB = 1024;
/** Text that does not compress (random hex), so that compressed offsets move with it. */
const noise = (bytes: number) => crypto.randomBytes(bytes / 2).toString("hex");

const compress = {
  br: (html: string) => zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } }),
  gzip: (html: string) => zlib.gzipSync(html, { level: 6 }),
};

describe("the compressed prefix", () => {
  const html = `<!DOCTYPE html><html><head><style>body{color:red}</style></head><body><p>${noise(10 * KB)}</p><h1>Title</h1><p>${noise(30 * KB)}</p></body></html>`;

  for (const encoding of ["br", "gzip"] as const) {
    it(`decompresses the first 14 KB of a ${encoding} body as far as they go, and finds where the first </style> and </h1> end`, () => {
      const body = compress[encoding](html);
      const prefix = decodedPrefix(body, encoding).toString();
      expect(body.length).toBeGreaterThan(20 * KB);
      expect(html.startsWith(prefix)).toBe(true);
      // Random hex compresses to about half: 14 KB hold roughly 14 x 2 KB of text, not all 30 KB.
      expect(prefix.length).toBeGreaterThan(20 * KB);
      expect(prefix.length).toBeLessThan(html.length);

      const figures = encodingFigures(body, encoding);
      expect(figures.totalBytes).toBe(body.length);
      const h1End = html.indexOf("</h1>") + "</h1>".length;
      expect(decodedPrefix(body, encoding, figures.h1End!).length).toBeGreaterThanOrEqual(h1End);
      expect(decodedPrefix(body, encoding, figures.h1End! - 1).length).toBeLessThan(h1End);
      // The h1 follows 10 KB of text that compresses to about 5 KB.
      expect(figures.h1End!).toBeGreaterThan(4 * KB);
      expect(figures.h1End!).toBeLessThan(8 * KB);
      expect(figures.styleEnd!).toBeLessThan(figures.h1End!);
      expect(compressedOffsetOf(body, encoding, html.length)).toBeLessThanOrEqual(body.length);
    });
  }

  it("says there is no inline style or h1 when the document has none", () => {
    const figures = encodingFigures(compress.br("<!DOCTYPE html><html><head></head><body><p>Text</p></body></html>"), "br");
    expect(figures.styleEnd).toBeNull();
    expect(figures.h1End).toBeNull();
  });
});

describe("comparing two screens", () => {
  const png = (paint: (pixels: Buffer) => void) => {
    const pixels = Buffer.alloc(100 * 100 * 4, 255);
    paint(pixels);
    return sharp(pixels, { raw: { width: 100, height: 100, channels: 4 } })
      .png()
      .toBuffer();
  };
  const square = (value: number) => (pixels: Buffer) => {
    for (let y = 0; y < 10; y++) for (let x = 0; x < 10; x++) pixels[(y * 100 + x) * 4] = value;
  };

  it("counts the share of pixels that differ, within a small tolerance per channel", async () => {
    const white = await png(() => {});
    expect((await compareScreens(white, white)).differingShare).toBe(0);
    // 100 of 10,000 pixels clearly changed: 1%.
    expect((await compareScreens(white, await png(square(0)))).differingShare).toBe(0.01);
    // The same square, 20 levels off in one channel: anti-aliasing, not a difference.
    expect((await compareScreens(white, await png(square(235)))).differingShare).toBe(0);
  });
});

// Each measurement renders four pages in Chromium: on a busy 2-core machine that can take a while.
describe("the first round trip in Chromium", { timeout: 120_000 }, () => {
  const css = `body{margin:0;font:16px/1.5 sans-serif;background:#f5efe0;color:#3b2a1a}h1{margin:0;padding:40px 16px;background:#5a3a1a;color:#fff;font-size:32px}p{padding:0 16px}`;
  /** Each page with the nonce of its own response, as the site's CSP has it. */
  const pages: Record<string, (nonce: string) => string> = {
    // Today's head: the stylesheet linked, render-blocking.
    "/linked": () => `<!DOCTYPE html><html><head><link rel="stylesheet" href="/app.css"></head><body><h1>Sadeli boxes</h1><p>Made in Surat.</p></body></html>`,
    // The critical CSS inline with the nonce, the full stylesheet after the content.
    "/inline": (nonce) =>
      `<!DOCTYPE html><html><head><style nonce="${nonce}">${css}</style></head><body><h1>Sadeli boxes</h1><p>Made in Surat.</p><p hidden>${noise(40 * KB)}</p><link rel="stylesheet" href="/app.css"></body></html>`,
    // The CSS inline, but 20 KB that do not compress come before the content above the fold.
    "/late": (nonce) =>
      `<!DOCTYPE html><html><head><style nonce="${nonce}">${css}</style><!-- ${noise(40 * KB)} --></head><body><h1>Sadeli boxes</h1><p>Made in Surat.</p></body></html>`,
  };
  let server: http.Server;
  let base: string;
  let browser: Browser;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === "/app.css") return response.writeHead(200, { "content-type": "text/css" }).end(css);
      const page = pages[request.url ?? ""];
      if (!page) return response.writeHead(404).end();
      const nonce = crypto.randomBytes(12).toString("base64");
      const encoding = String(request.headers["accept-encoding"]).includes("br") ? "br" : "gzip";
      response
        .writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "content-encoding": encoding,
          "content-security-policy": `default-src 'self'; style-src 'self' 'nonce-${nonce}'`,
        })
        .end(compress[encoding](page(nonce)));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("misses a page whose head links its stylesheet: the first 14 KB paint it unstyled", async () => {
    const trip = await measureFirstRoundTrip(browser, base, "/linked");
    expect(trip.blocked).toEqual(["/app.css"]);
    expect(trip.br.styleEnd).toBeNull();
    expect(trip.differingShare).toBeGreaterThan(0.1);
    expect(trip.pass).toBe(false);
  });

  it("passes a page whose critical CSS and content above the fold are in its first 14 KB, whatever follows", async () => {
    const trip = await measureFirstRoundTrip(browser, base, "/inline");
    expect(trip.br.totalBytes).toBeGreaterThan(14 * KB);
    expect(trip.br.h1End!).toBeLessThan(14 * KB);
    // The stylesheet after the content is not in the first 14 KB: not asked for.
    expect(trip.blocked).toEqual([]);
    expect(trip.differingShare).toBe(0);
    expect(trip.pass).toBe(true);
  });

  it("misses a page whose content above the fold comes after the first 14 KB", async () => {
    const trip = await measureFirstRoundTrip(browser, base, "/late");
    expect(trip.br.styleEnd!).toBeLessThan(14 * KB);
    expect(trip.br.h1End!).toBeGreaterThan(14 * KB);
    expect(trip.pass).toBe(false);
  });
});
