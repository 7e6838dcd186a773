/**
 * The build's hashed assets (/assets/*.js, *.css), compressed once at start at the strongest
 * settings (brotli 11, gzip 9) and served from memory. Compressing per request has to use fast
 * settings; these files never change, so the visitor on a slow connection gets the smallest
 * bytes at no cost per request. Anything not found here falls through to express.static.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { RequestHandler } from "express";

type Asset = { type: string; etag: string; identity: Buffer; br: Buffer; gzip: Buffer };

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

function compressFolder(folder: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!fs.existsSync(folder)) return assets;
  for (const name of fs.readdirSync(folder)) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const identity = fs.readFileSync(path.join(folder, name));
    assets.set(`/${name}`, {
      type,
      etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
      identity,
      br: zlib.brotliCompressSync(identity, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gzip: zlib.gzipSync(identity, { level: 9 }),
    });
  }
  return assets;
}

/** Mount at /assets. */
export function precompressedAssets(folder: string): RequestHandler {
  const assets = compressFolder(folder);
  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const asset = assets.get(request.path);
    if (!asset) return next();
    const accepted = request.get("accept-encoding") ?? "";
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
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
