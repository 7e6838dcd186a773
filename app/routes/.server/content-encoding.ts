/**
 * Which compression a client takes (Accept-Encoding, q-values honoured: `br;q=0` is a refusal),
 * and compressing a text with it. For answers compressed once and sent many times: the JSON
 * lists kept until the next commit and the page memo (server/response-cache.ts).
 */
import zlib from "node:zlib";

export type ContentEncoding = "br" | "gzip";

/** Brotli when the client takes it, else gzip, else null (send the text as it is). */
export function preferredEncoding(acceptEncoding: string): ContentEncoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? (weights.has("*") ? weights.get("*")! : 0);
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

/**
 * The settings for a body compressed on every answer (rendered pages, memo replays). Measured on
 * the 72 KB HTML of /products (issue 17, bench/results.md): brotli 2 takes about half the time of
 * brotli 4 (the compression package's default) for 6% more bytes, and is as fast as brotli 1
 * while 8% smaller; gzip 1 is the fastest gzip. Brotli 11 stays for the build's assets.
 */
export const PER_REQUEST = { brotliQuality: 2, gzipLevel: 1 } as const;

/** `fast`: for a body compressed on every answer; otherwise a setting worth keeping. */
export function compressText(text: string, encoding: ContentEncoding, effort: "fast" | "kept"): Buffer {
  if (encoding === "br") {
    return zlib.brotliCompressSync(text, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: effort === "fast" ? PER_REQUEST.brotliQuality : 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    });
  }
  return zlib.gzipSync(text, { level: effort === "fast" ? PER_REQUEST.gzipLevel : 6 });
}
