/**
 * A short in-process memo of whole responses: GET requests with no Authorization header whose 200
 * answer sets no cookie, and is either marked `public` by server/cache-control.ts (no cookie at
 * all: what a CDN may keep anyway) or is a variant of a page (the theme cookie, a signed-in
 * person: see memoVariant and personVariant below). Rendering a page costs milliseconds of CPU;
 * replaying it costs a fast compression.
 *
 * - Two halves: `capture` sits after compression and records the uncompressed text of a miss;
 *   `serve` sits before everything and answers hits, so helmet, compression and React Router
 *   are skipped.
 * - Every answer still gets a CSP nonce of its own: the stored page's nonce is replaced in the
 *   text and in the CSP header, then the text is compressed at a fast setting.
 * - Everything is dropped as soon as anything is committed to the database, by this process or
 *   any other (PRAGMA data_version on a connection of its own moves on every commit of every
 *   other connection), and an entry lives TTL_MS at most (dates such as "today" move on).
 * - Hits carry a weak ETag of the page without its nonce; If-None-Match gets a 304 without a CSP
 *   header, so a browser keeps the policy that matches the copy it holds.
 * - One render per page at a time: requests that miss while the same page is being rendered wait
 *   for that render and are answered from it, instead of fifty renders at once after every commit
 *   (the tail latency of a busy page). When an entry has only grown old (nothing committed), the
 *   old copy is served to others while one request renders it again.
 */
import { createHash, randomBytes } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";

import Database from "better-sqlite3";
import type { Request, RequestHandler, Response } from "express";

import { preferredLang } from "../app/lib/i18n/locales";
import { compressText, preferredEncoding } from "../app/routes/.server/content-encoding";
import { OWN_POLICY, PERSONAL, SIGNED_IN } from "./cache-control";
import { queryIsMemoable } from "./known-query";
import { speedWithout } from "./speed-switches";

const TTL_MS = 30_000;
/** The bench only (server/speed-switches.ts): every query is memoable. */
const WITHOUT_KNOWN_QUERY = speedWithout("known-query");
const MAX_ENTRIES = 500;
/**
 * The most memory the kept pages may take (docs/operations.md). A page's text is counted at two
 * bytes a character, as V8 holds text with any character beyond Latin-1 (the rupee sign).
 */
export const MAX_MEMO_BYTES = 24 * 1024 * 1024;
/** Larger answers are rendered every time rather than held in memory. */
const MAX_BODY_BYTES = 1_000_000;
const TEXTUAL = /^(text\/|application\/(json|xml))/;
const NONCE_PLACEHOLDER = "\0nonce\0";

type Entry = { status: number; headers: OutgoingHttpHeaders; template: string[]; etag: string; storedAt: number; bytes: number };

/**
 * The colour scheme chosen in the theme cookie (app/routes/.server/theme.ts) is a variant of a page, not
 * something personal: a request whose only cookie is `sadeli_theme` with the value of "light" or
 * "dark" is memoised under that variant (issue 17: it was rendered every time). The values are
 * the cookie's serialised form (base64 of the JSON text, URL-encoded), which
 * tests/integration/response-cache.test.ts checks against themeHeader(); anything else, such as a
 * made-up value, is rendered every time and never kept.
 */
const THEME_VARIANTS = new Map(
  (["light", "dark"] as const).map((theme) => [`sadeli_theme=${encodeURIComponent(Buffer.from(JSON.stringify(theme)).toString("base64"))}`, theme]),
);

/** "" without cookies, "light" or "dark" for the theme cookie alone, undefined for anything else. */
export function memoVariant(cookie: string | undefined): string | undefined {
  if (!cookie) return "";
  return THEME_VARIANTS.get(cookie.trim());
}

/**
 * The person a session cookie belongs to, as a variant name ("user:<id>"), when the cookie holds
 * exactly a live browser session and nothing else; null otherwise. Given by the application
 * (server/app.ts), which owns the session rules.
 */
export type SessionVariant = (cookie: string) => Promise<string | null>;

/**
 * A signed-in person's page is a variant of it too (issue 17): the same person asking the same page
 * again, with nothing committed meanwhile, gets the same page. The session is checked on every
 * request, hit or not, so a session that ended (logout, expiry, a disabled account) is never
 * answered from the memo. Undefined when the cookies are anything else (a toast, a made-up value).
 */
async function personVariant(cookie: string, sessionVariant: SessionVariant): Promise<string | undefined> {
  const pairs = cookie
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean);
  const themes = pairs.filter((pair) => THEME_VARIANTS.has(pair));
  if (themes.length > 1) return undefined;
  const person = await sessionVariant(pairs.filter((pair) => !THEME_VARIANTS.has(pair)).join("; "));
  if (!person) return undefined;
  return themes.length ? `${person} ${THEME_VARIANTS.get(themes[0]!)}` : person;
}

const isPersonVariant = (variant: string) => variant.startsWith("user:");

/**
 * Only requests that carry nothing personal can be answered from, or stored in, the memo; and only
 * rendered answers: files (the build's assets, public images) are served from memory or disk at
 * their strongest compression, which a replay at fast settings would undo.
 */
function isMemoableGet(request: Request): boolean {
  const { headers } = request;
  return (
    request.method === "GET" &&
    !headers.authorization &&
    !headers.range &&
    // Parameters no page reads (a padded URL) would each keep another copy of the same page.
    (WITHOUT_KNOWN_QUERY || queryIsMemoable(request.url.slice(request.url.indexOf("?") + 1 || request.url.length))) &&
    !request.path.startsWith("/assets/") &&
    !/\.(js|css|svg|png|webp|ico|txt|woff2?)$/.test(request.path)
  );
}

/**
 * The answer as a shared cache may keep it: 200, marked public, no cookie set, text. A theme
 * variant is marked `private, no-cache` by server/cache-control.ts (a CDN must not give it to
 * others), and is kept when it has exactly that policy. A signed-in person's page is marked
 * `private, no-store` there, and is kept only when its route set no policy of its own (a page
 * that says `no-store` itself, such as a data export, is rendered every time).
 */
function isShareable(response: Response, variant: string): boolean {
  const cacheControl = String(response.getHeader("cache-control") ?? "");
  const policyKept = isPersonVariant(variant)
    ? cacheControl === SIGNED_IN && response.locals[OWN_POLICY] === undefined
    : variant
      ? cacheControl === PERSONAL
      : /\bpublic\b/.test(cacheControl);
  return response.statusCode === 200 && policyKept && !response.getHeader("set-cookie") && TEXTUAL.test(String(response.getHeader("content-type") ?? ""));
}

/** Brotli or gzip at their fast settings: a hit must stay cheap; the size cost is a few percent. */
function encode(text: string, acceptEncoding: string): { body: Buffer; encoding?: string } {
  const encoding = preferredEncoding(acceptEncoding);
  return encoding ? { body: compressText(text, encoding, "fast"), encoding } : { body: Buffer.from(text) };
}

/**
 * The Origin is part of the key: an API answer carries the CORS header of the origin that asked.
 * The Host is not: pages make their links from PUBLIC_URL, so a made-up Host changes nothing.
 */
const keyOf = (request: Request, variant: string) =>
  `${request.protocol} ${request.originalUrl} ${request.get("origin") ?? ""} ${variant} ${languageVariant(request)}`;

/**
 * A visitor whose browser prefers Gujarati or Hindi is shown a suggestion of that version of the
 * page (issue 19): three variants at most ("", "gu", "hi"), whatever the Accept-Language says.
 */
const languageVariant = (request: Request) => preferredLang(request.headers["accept-language"]) ?? "";

export function responseCache(
  databasePath: string,
  options: { sessionVariant?: SessionVariant } = {},
): {
  serve: RequestHandler;
  capture: RequestHandler;
  close(): void;
  /** How many pages are kept and what they take (for tests and the bench). */
  stats(): { entries: number; bytes: number };
} {
  const entries = new Map<string, Entry>();
  /** What the entries take, counted as they are stored and dropped. */
  let keptBytes = 0;
  /** Pages whose last answer could not be kept (a cookie set, a redirect, a 404): never waited on. */
  const notKept = new Set<string>();
  // A read-only connection of its own: data_version moves on every commit made by any other
  // connection, including this process's application connection.
  const watcher = new Database(databasePath, { readonly: true, fileMustExist: true });
  const dataVersion = watcher.prepare("pragma data_version").pluck();
  let version = dataVersion.get() as number;

  /** The current database version; forgets everything when it has moved on. */
  function currentVersion(): number {
    const now = dataVersion.get() as number;
    if (now !== version) {
      entries.clear();
      keptBytes = 0;
      notKept.clear();
      version = now;
    }
    return now;
  }

  /** Renders under way, by key: settled when the rendering answer is finished or abandoned. */
  const rendering = new Map<string, Promise<void>>();

  /** This request renders the page; others asking meanwhile wait for it (see `serve`). */
  function renderOnce(key: string, response: Response, next: () => void) {
    let settle!: () => void;
    rendering.set(key, new Promise<void>((resolve) => (settle = resolve)));
    response.once("close", () => {
      rendering.delete(key);
      settle();
    });
    next();
  }

  const serve: RequestHandler = (request, response, next) => {
    if (!isMemoableGet(request)) return next();
    const { cookie } = request.headers;
    const variant = memoVariant(cookie);
    if (variant !== undefined) return serveVariant(variant, request, response, next);
    if (!cookie || !options.sessionVariant) return next();
    personVariant(cookie, options.sessionVariant).then(
      (person) => (person === undefined ? next() : serveVariant(person, request, response, next)),
      // The memo only saves work: if the check itself fails, the page is rendered and says why.
      () => next(),
    );
  };

  function serveVariant(variant: string, request: Request, response: Response, next: () => void) {
    const key = keyOf(request, variant);
    const version = currentVersion();
    response.locals.memo = { key, version, variant };
    const entry = entries.get(key);
    const underway = rendering.get(key);
    if (entry && Date.now() - entry.storedAt < TTL_MS) return replay(entry, request, response);
    // Grown old while nothing changed: the old copy still shows this version of the data.
    if (entry && underway) return replay(entry, request, response);
    if (notKept.has(key)) return next();
    if (!underway) return renderOnce(key, response, next);
    void underway.then(() => {
      const fresh = entries.get(key);
      // Not kept (not shareable, or a commit came in meanwhile): this request renders its own.
      if (fresh && currentVersion() === version) replay(fresh, request, response);
      else next();
    });
  }

  function replay(entry: Entry, request: Request, response: Response) {
    const { "content-security-policy": policy, ...headers } = entry.headers;
    if (request.get("if-none-match") === entry.etag) {
      response.writeHead(304, { ...headers, etag: entry.etag }).end();
      return;
    }
    const nonce = randomBytes(16).toString("base64");
    const text = entry.template.join(nonce);
    const { body, encoding } = encode(text, request.get("accept-encoding") ?? "");
    response.writeHead(entry.status, {
      ...headers,
      ...(policy ? { "content-security-policy": String(policy).split(NONCE_PLACEHOLDER).join(nonce) } : {}),
      ...(encoding ? { "content-encoding": encoding } : {}),
      "content-length": body.length,
      etag: entry.etag,
    });
    response.end(body);
  }

  const capture: RequestHandler = (request, response, next) => {
    const memo = response.locals.memo as { key: string; version: number; variant: string } | undefined;
    if (!memo) return next();
    // Installed after compression, so these wrappers see the text before it is compressed.
    const chunks: Buffer[] = [];
    let size = 0;
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => Response;
    // A body the application encoded itself (keptJson's compressed lists and document) is bytes,
    // not text: compression leaves it alone, and so must the memo, or a hit replays it compressed
    // twice (issue 33, found by tests/api/prism-proxy.spec.ts). Only compression's own wrapper,
    // inside this one, sets the header later, so a header seen here is the application's.
    let encodedByApplication: boolean | undefined;
    const keep = (chunk: unknown, encoding?: unknown) => {
      encodedByApplication ??= !["", "identity"].includes(String(response.getHeader("content-encoding") ?? "").toLowerCase());
      if (encodedByApplication) return;
      if (chunk === undefined || chunk === null || typeof chunk === "function" || size > MAX_BODY_BYTES) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      chunks.push(buffer);
    };
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      // Kept only if nothing was committed while it was rendered: it then shows that version.
      const keepable = !encodedByApplication && size <= MAX_BODY_BYTES && isShareable(response, memo.variant);
      if (keepable && currentVersion() === memo.version) store(memo.key, response, Buffer.concat(chunks).toString("utf8"));
      else if (!keepable) remember(notKept, memo.key);
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };

  function remember(keys: Set<string>, key: string) {
    if (keys.size >= MAX_ENTRIES) keys.clear();
    keys.add(key);
  }

  function store(key: string, response: Response, text: string) {
    notKept.delete(key);
    const nonce = String(response.locals.cspNonce ?? "");
    const template = nonce ? text.split(nonce) : [text];
    const headers = { ...response.getHeaders() };
    for (const name of ["content-length", "content-encoding", "etag", "transfer-encoding"]) delete headers[name];
    if (nonce && headers["content-security-policy"]) {
      headers["content-security-policy"] = String(headers["content-security-policy"]).split(nonce).join(NONCE_PLACEHOLDER);
    }
    const etag = `W/"${createHash("sha1").update(template.join(NONCE_PLACEHOLDER)).digest("base64url")}"`;
    const bytes = 2 * (text.length + key.length + JSON.stringify(headers).length);
    if (bytes > MAX_MEMO_BYTES) return;
    drop(key);
    // The oldest entries go first (a Map keeps insertion order), until the new one fits.
    while (entries.size >= MAX_ENTRIES || keptBytes + bytes > MAX_MEMO_BYTES) drop(entries.keys().next().value!);
    entries.set(key, { status: response.statusCode, headers, template, etag, storedAt: Date.now(), bytes });
    keptBytes += bytes;
  }

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    keptBytes -= entry.bytes;
  }

  // At a stop: an open connection would keep the last one out from folding the WAL into app.db.
  return { serve, capture, close: () => watcher.close(), stats: () => ({ entries: entries.size, bytes: keptBytes }) };
}
