/**
 * Issue 21: "Everything needed for the first paint of the visible part arrives in the first round
 * trip: the HTML's first 14 KB (compressed) hold the critical CSS and the content above the fold."
 *
 * Per page: the document is fetched as a browser asks for it (brotli; gzip as a second figure), the
 * first 14 KB of the compressed body are decompressed as far as they go (what has arrived after the
 * first round trip of a new connection, TCP's initial window of 10 segments), and Chromium at
 * Lighthouse's mobile viewport renders, JavaScript off, with the phone's light and its dark scheme:
 * - the whole page as served with all of its CSS (its inline stylesheet, or every stylesheet it
 *   links), pictures and fonts;
 * - the prefix alone, every stylesheet and script request aborted (they need further round trips;
 *   that is what "render-blocking" means), pictures and fonts loading.
 * The page passes when the first screens match (at most BUDGETS.firstScreenDifferingShare of the
 * pixels differ by more than PIXEL_TOLERANCE in a channel).
 * Also reported: the compressed offsets of the end of the first `</h1>` and of the first inline
 * `</style>`, and the compressed size of the whole document.
 *
 * `npm run bench:first-trip -- [<base URL>] [--shots=<dir>] [--json=<file>] [<path>...]` measures a
 * running server (no URL: a server of its own on BUILD_DIR, default build-bench, with demo content);
 * no paths: the twelve pages Lighthouse scores. It exits 1 when a page misses. `npm run bench` runs
 * `measureFirstRoundTrips` on its server, and bench/budgets.ts holds each page to it.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

import { type Browser, chromium, type Route } from "@playwright/test";
import sharp from "sharp";

import { startServer } from "../tests/support/server-process";
import { BUDGETS, describeFirstRoundTrip } from "./budgets";
import { MOBILE } from "./page-weight";
import { discardServer, runAsScript } from "./script";

/** The first round trip: TCP's initial congestion window, 10 segments of about 1.4 KB, rounded as the issue says. */
export const FIRST_ROUND_TRIP_BYTES = BUDGETS.firstRoundTripBytes;
/** A pixel differs when one of its channels differs by more than this (0-255): anti-aliasing aside. */
export const PIXEL_TOLERANCE = 24;

export type Encoding = "br" | "gzip";
export type Scheme = "light" | "dark";
const SCHEMES: Scheme[] = ["light", "dark"];

export type EncodingFigures = {
  /** The compressed document in all (bytes). */
  totalBytes: number;
  /** Bytes of HTML that the first FIRST_ROUND_TRIP_BYTES decompress to. */
  prefixHtmlBytes: number;
  /** Compressed bytes needed to hold the end of the first `</h1>` (null: no h1). */
  h1End: number | null;
  /** Compressed bytes needed to hold the end of the first inline `</style>` (null: none). */
  styleEnd: number | null;
};

export type FirstRoundTrip = {
  path: string;
  br: EncodingFigures;
  gzip: EncodingFigures;
  /** Share (0-1) of the first screen's pixels that differ between the prefix and the whole page: the larger of the two schemes'. */
  differingShare: number;
  /** The same with the phone's light and its dark colour scheme (the site follows it until a visitor picks a theme). */
  differingShareByScheme: Record<Scheme, number>;
  /** The stylesheets and scripts the prefix asked for (aborted: they need another round trip). */
  blocked: string[];
  pass: boolean;
};

const decompressOptions = (encoding: Encoding) =>
  encoding === "br" ? { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH } : { finishFlush: zlib.constants.Z_SYNC_FLUSH };

/** What the first `bytes` of a compressed body decompress to, as far as they go. */
export function decodedPrefix(body: Buffer, encoding: Encoding, bytes = FIRST_ROUND_TRIP_BYTES): Buffer {
  const prefix = body.subarray(0, bytes);
  return encoding === "br" ? zlib.brotliDecompressSync(prefix, decompressOptions("br")) : zlib.gunzipSync(prefix, decompressOptions("gzip"));
}

/**
 * The fewest compressed bytes whose decompressed prefix holds the first `decodedEnd` bytes of the
 * document (a streaming decoder's output only grows with its input, so a binary search finds it).
 */
export function compressedOffsetOf(body: Buffer, encoding: Encoding, decodedEnd: number): number {
  let low = 1;
  let high = body.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (decodedPrefix(body, encoding, middle).length >= decodedEnd) high = middle;
    else low = middle + 1;
  }
  return high;
}

/** The end (in decoded bytes) of the first `marker`, or null when the document has none. */
function endOf(html: Buffer, marker: string): number | null {
  const at = html.indexOf(marker);
  return at < 0 ? null : at + Buffer.byteLength(marker);
}

export function encodingFigures(body: Buffer, encoding: Encoding): EncodingFigures {
  const html = decodedPrefix(body, encoding, body.length);
  const offset = (marker: string) => {
    const end = endOf(html, marker);
    return end === null ? null : compressedOffsetOf(body, encoding, end);
  };
  return {
    totalBytes: body.length,
    prefixHtmlBytes: decodedPrefix(body, encoding).length,
    h1End: offset("</h1>"),
    styleEnd: offset("</style>"),
  };
}

/** The share of pixels of two PNGs of one size that differ (a channel by more than PIXEL_TOLERANCE), and the diff as a PNG. */
export async function compareScreens(a: Buffer, b: Buffer): Promise<{ differingShare: number; diff: Buffer }> {
  const [left, right] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  const { width, height } = left!.info;
  if (width !== right!.info.width || height !== right!.info.height)
    throw new Error(`screenshots of different sizes: ${width}x${height} and ${right!.info.width}x${right!.info.height}`);
  const diff = Buffer.alloc(width * height * 4);
  let differing = 0;
  for (let pixel = 0; pixel < width * height; pixel++) {
    const at = pixel * 4;
    let differs = false;
    for (let channel = 0; channel < 4; channel++) {
      if (Math.abs(left!.data[at + channel]! - right!.data[at + channel]!) > PIXEL_TOLERANCE) differs = true;
    }
    if (differs) differing++;
    // Differing pixels red, the rest the whole page's, faded.
    const grey = Math.round(200 + left!.data[at]! * 0.2);
    diff.set(differs ? [255, 0, 0, 255] : [grey, grey, grey, 255], at);
  }
  const diffPng = await sharp(diff, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { differingShare: differing / (width * height), diff: diffPng };
}

/** The first screens match when at most the budget's share of their pixels differ. */
export const firstScreensMatch = (differingShare: number) => differingShare <= BUDGETS.firstScreenDifferingShare;

type Served = { body: Buffer; headers: Record<string, string> };

/** The document's compressed bytes as sent (Node's fetch would decode them). */
function fetchEncoded(url: string, encoding: Encoding): Promise<Served> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "accept-encoding": encoding, "user-agent": MOBILE.userAgent } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          if (response.statusCode !== 200) return reject(new Error(`${url}: status ${response.statusCode}`));
          if (response.headers["content-encoding"] !== encoding)
            return reject(new Error(`${url}: asked for ${encoding}, got ${response.headers["content-encoding"] ?? "no encoding"}`));
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined && !["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"].includes(name))
              headers[name] = Array.isArray(value) ? value.join(", ") : value;
          }
          resolve({ body: Buffer.concat(chunks), headers });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/**
 * The first screen of `html` served at `url` with the response's own headers (its CSP and nonce),
 * JavaScript off. `firstTripOnly`: every stylesheet and script request is aborted and listed.
 */
async function firstScreen(
  browser: Browser,
  url: string,
  served: Served,
  html: Buffer,
  firstTripOnly: boolean,
  colorScheme: Scheme,
): Promise<{ png: Buffer; blocked: string[] }> {
  const context = await browser.newContext({ ...MOBILE, javaScriptEnabled: false, colorScheme });
  try {
    const page = await context.newPage();
    const blocked: string[] = [];
    await page.route("**/*", async (route: Route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.url() === url) return route.fulfill({ status: 200, headers: served.headers, body: html });
      if (firstTripOnly && ["stylesheet", "script"].includes(request.resourceType())) {
        blocked.push(new URL(request.url()).pathname);
        return route.abort("blockedbyclient");
      }
      return route.continue();
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const png = await page.screenshot({ animations: "disabled", caret: "hide" });
    return { png, blocked };
  } finally {
    await context.close();
  }
}

export type ScreenShots = Record<string, Buffer>;

export async function measureFirstRoundTrip(browser: Browser, baseUrl: string, pagePath: string): Promise<FirstRoundTrip & { shots: ScreenShots }> {
  const url = baseUrl + pagePath;
  const br = await fetchEncoded(url, "br");
  const gzip = await fetchEncoded(url, "gzip");
  const differingShareByScheme = { light: 0, dark: 0 };
  const blocked = new Set<string>();
  const shots: ScreenShots = {};
  for (const scheme of SCHEMES) {
    const whole = await firstScreen(browser, url, br, decodedPrefix(br.body, "br", br.body.length), false, scheme);
    const prefix = await firstScreen(browser, url, br, decodedPrefix(br.body, "br"), true, scheme);
    const { differingShare, diff } = await compareScreens(whole.png, prefix.png);
    differingShareByScheme[scheme] = differingShare;
    for (const each of prefix.blocked) blocked.add(each);
    Object.assign(shots, { [`${scheme}-whole`]: whole.png, [`${scheme}-prefix`]: prefix.png, [`${scheme}-diff`]: diff });
  }
  const differingShare = Math.max(...Object.values(differingShareByScheme));
  return {
    path: pagePath,
    br: encodingFigures(br.body, "br"),
    gzip: encodingFigures(gzip.body, "gzip"),
    differingShare,
    differingShareByScheme,
    blocked: [...blocked],
    pass: firstScreensMatch(differingShare),
    shots,
  };
}

/** Each page in turn, in one Chromium; `shotsDir`: the whole page's, the prefix's and the diff's first screens as PNGs, light and dark. */
export async function measureFirstRoundTrips(baseUrl: string, paths: string[], shotsDir?: string): Promise<FirstRoundTrip[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const results: FirstRoundTrip[] = [];
    for (const pagePath of paths) {
      const { shots, ...figures } = await measureFirstRoundTrip(browser, baseUrl, pagePath);
      if (shotsDir) {
        fs.mkdirSync(shotsDir, { recursive: true });
        const name = pagePath.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home";
        for (const [kind, png] of Object.entries(shots)) fs.writeFileSync(path.join(shotsDir, `first-trip-${name}-${kind}.png`), png);
      }
      results.push(figures);
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function formatFirstRoundTrips(trips: FirstRoundTrip[]): string {
  return trips.map((trip) => `${trip.path.padEnd(48)} ${trip.pass ? "pass  " : "MISSED"} ${describeFirstRoundTrip(trip)}`).join("\n");
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const positional = args.filter((arg) => !arg.startsWith("--"));
  const given = positional.find((arg) => /^https?:\/\//.test(arg));
  const buildDir = process.env.BUILD_DIR ?? "build-bench";
  const server = given ? undefined : await startServer({ buildDir });
  try {
    const baseUrl = (given ?? server!.url).replace(/\/$/, "");
    const paths = positional.filter((arg) => arg !== given);
    // Lighthouse's module is large: loaded only to name the pages it scores.
    const { lighthousePaths, samplePaths } = await import("./lighthouse");
    const trips = await measureFirstRoundTrips(baseUrl, paths.length ? paths : lighthousePaths(await samplePaths(baseUrl)), option("shots"));
    console.log(formatFirstRoundTrips(trips));
    const json = option("json");
    if (json) fs.writeFileSync(json, `${JSON.stringify(trips, null, 2)}\n`);
    if (trips.some((trip) => !trip.pass)) process.exitCode = 1;
  } finally {
    if (server) await discardServer(server);
  }
}

runAsScript(import.meta.url, main);
