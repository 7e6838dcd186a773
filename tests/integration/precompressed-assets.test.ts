/**
 * The build's assets: compressed copies written at build time and served from memory in the
 * encoding the browser takes; a build without copies still gets them, made at start.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import express from "express";
import { afterAll, describe, expect, it } from "vitest";

import { precompressedAssets, writeCompressedCopies } from "../../server/precompressed-assets";

const SCRIPT = `export const pattern = "${"rosewood brass tin ivory ".repeat(200)}";\n`;
const folders: string[] = [];
const servers: http.Server[] = [];

function assetsFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-assets-"));
  folders.push(folder);
  fs.writeFileSync(path.join(folder, "entry-abc123.js"), SCRIPT);
  fs.writeFileSync(path.join(folder, "photo.webp"), "not compressible");
  return folder;
}

async function serve(folder: string): Promise<string> {
  const app = express();
  app.use("/assets", precompressedAssets(folder));
  app.use((_request, response) => void response.status(404).end());
  const server = await new Promise<http.Server>((resolve) => {
    const started = app.listen(0, "127.0.0.1", () => resolve(started));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
}

/** A raw GET (fetch would undo the compression): status, headers and the bytes as sent. */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe("precompressed assets", () => {
  it("writes brotli and gzip copies beside each script and stylesheet at build time, and nothing else", () => {
    const folder = assetsFolder();
    writeCompressedCopies(folder);
    expect(fs.readdirSync(folder).sort()).toEqual(["entry-abc123.js", "entry-abc123.js.br", "entry-abc123.js.gz", "photo.webp"]);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(folder, "entry-abc123.js.br"))).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(folder, "entry-abc123.js.gz"))).toString()).toBe(SCRIPT);
  });

  it("serves the build's copies in the encoding the browser takes, q-values honoured", async () => {
    const folder = assetsFolder();
    writeCompressedCopies(folder);
    const base = await serve(folder);
    const brotli = await get(`${base}/entry-abc123.js`, { "accept-encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.body.equals(fs.readFileSync(path.join(folder, "entry-abc123.js.br")))).toBe(true);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const gzip = await get(`${base}/entry-abc123.js`, { "accept-encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await get(`${base}/entry-abc123.js`, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const again = await get(`${base}/entry-abc123.js`, { "accept-encoding": "br", "if-none-match": String(brotli.headers.etag) });
    expect(again.status).toBe(304);
  });

  it("compresses at start what a build left without copies", async () => {
    const base = await serve(assetsFolder());
    const brotli = await get(`${base}/entry-abc123.js`, { "accept-encoding": "br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    expect((await get(`${base}/missing.js`, {})).status).toBe(404);
  });
});
