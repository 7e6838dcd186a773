/**
 * The build's hashed assets (/assets/*.js, *.css), compressed at the strongest settings (brotli
 * 11, gzip 9) and served from memory. Compressing per request has to use fast settings; these
 * files never change, so the visitor on a slow connection gets the smallest bytes at no cost
 * per request.
 *
 * The build writes the compressed copies beside each file (`writeCompressedCopies`, run by a
 * plugin in vite.config.ts), so a start only reads them; a copy that is missing is made at start.
 * Anything not found here falls through to express.static.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

import type { RequestHandler } from "express";

import { preferredEncoding } from "../app/routes/.server/content-encoding";

type Asset = { type: string; etag: string; identity: Buffer; br: Buffer; gzip: Buffer };

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

const COMPRESSIONS = {
  br: {
    suffix: ".br",
    compress: (data: Buffer) =>
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  },
  gzip: { suffix: ".gz", compress: (data: Buffer) => zlib.gzipSync(data, { level: 9 }) },
} as const;

const compressible = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => TYPES[path.extname(name)]) : []);

/** At build time: `name.br` and `name.gz` beside every compressible file of the folder (`onlyMissing`: where there are none yet). */
export function writeCompressedCopies(folder: string, { onlyMissing = false } = {}): void {
  for (const name of compressible(folder)) {
    const file = path.join(folder, name);
    const missing = Object.values(COMPRESSIONS).filter(({ suffix }) => !onlyMissing || !fs.existsSync(file + suffix));
    if (!missing.length) continue;
    const identity = fs.readFileSync(file);
    for (const { suffix, compress } of missing) fs.writeFileSync(file + suffix, compress(identity));
  }
}

/** The copy the build wrote, or one made now when it did not (an older build). */
function compressedCopy(file: string, identity: Buffer, encoding: keyof typeof COMPRESSIONS): Buffer {
  const { suffix, compress } = COMPRESSIONS[encoding];
  return fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : compress(identity);
}

function loadFolder(folder: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const name of compressible(folder)) {
    const file = path.join(folder, name);
    const identity = fs.readFileSync(file);
    assets.set(`/${name}`, {
      type: TYPES[path.extname(name)]!,
      etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
      identity,
      br: compressedCopy(file, identity, "br"),
      gzip: compressedCopy(file, identity, "gzip"),
    });
  }
  return assets;
}

/** Mount at /assets. */
export function precompressedAssets(folder: string): RequestHandler {
  const assets = loadFolder(folder);
  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const asset = assets.get(request.path);
    if (!asset) return next();
    const encoding = preferredEncoding(request.get("accept-encoding") ?? "");
    const body = encoding ? asset[encoding] : asset.identity;
    response.set({
      "Content-Type": asset.type,
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: asset.etag,
      Vary: "Accept-Encoding",
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    if (request.get("if-none-match") === asset.etag) {
      response.status(304).end();
      return;
    }
    response.set("Content-Length", String(body.length));
    if (request.method === "HEAD") response.end();
    else response.end(body);
  };
}
