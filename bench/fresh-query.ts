/**
 * Issue 30: what rendering costs when no memo can serve, and what each piece of speed machinery
 * buys. Every request of a "fresh" target carries a query parameter no page reads, with a new
 * value each time (`?fresh=<uuid>`), so the response memo never answers it and every request is
 * rendered by React.
 *
 * The machinery is switched off one piece at a time in a second server started beside the
 * first with `SPEED_WITHOUT=<piece>` (read by each piece, for the bench only), on the same
 * database, and both are measured in the same rounds.
 */
import type { ServerProcess } from "../tests/support/server-process";
import type { LoadFigures, LoadTarget } from "./load";

/** The pages held to the fresh-query budget, each rendered on every request. */
export const FRESH_PAGES = ["/", "/products"] as const;

/** The target for `page` with a fresh, unread query parameter on every request (autocannon replaces `[<id>]`). */
export const freshTarget = (page: string, headers?: Record<string, string>): LoadTarget => ({
  name: `${page} (fresh query)`,
  path: `${page}${page.includes("?") ? "&" : "?"}fresh=[<id>]`,
  idReplacement: true,
  headers,
});

export type FreshRow = LoadFigures & { name: string };

/** The pieces a server can be started without (SPEED_WITHOUT), and the targets that show what each buys. */
export type Piece = "response-cache" | "render-gate" | "read-memo" | "statement-cache" | "precompressed-assets" | "known-query" | "workers";

export type MachineryRow = { piece: Piece; target: string; with: LoadFigures; without: LoadFigures; note: string };

export type MachineryPlan = {
  piece: Piece;
  note: string;
  /** How the server without the piece is started. */
  without: Record<string, string>;
  targets: (server: ServerProcess, sample: { asset: string }) => LoadTarget[];
};

export const MACHINERY: MachineryPlan[] = [
  {
    piece: "response-cache",
    note: "the same anonymous page asked again (a memo hit) against rendering it",
    without: { SPEED_WITHOUT: "response-cache" },
    targets: () => [
      { name: "/products (same URL)", path: "/products" },
      { name: "/ (same URL)", path: "/" },
    ],
  },
  {
    piece: "render-gate",
    note: "pages rendered on every request, 50 connections",
    without: { SPEED_WITHOUT: "render-gate" },
    targets: () => FRESH_PAGES.map((page) => freshTarget(page)),
  },
  {
    piece: "render-gate",
    note: "two renders at a time (the gate's rule since issue 30) against one at a time, pages rendered on every request",
    without: { SPEED_RENDERS_AT_ONCE: "1" },
    targets: () => FRESH_PAGES.map((page) => freshTarget(page)),
  },
  {
    piece: "read-memo",
    note: "counts and category lists kept until a write; the JSON list's text",
    without: { SPEED_WITHOUT: "read-memo" },
    targets: () => [freshTarget("/products"), { name: "/api/products/", path: "/api/products/" }],
  },
  {
    piece: "statement-cache",
    note: "compiled SQL statements kept by their text",
    without: { SPEED_WITHOUT: "statement-cache" },
    targets: () => [freshTarget("/products"), { name: "/api/products/", path: "/api/products/" }],
  },
  {
    piece: "precompressed-assets",
    note: "the largest script, brotli 11 from memory against express.static + per-request compression",
    without: { SPEED_WITHOUT: "precompressed-assets" },
    targets: (_server, sample) => [{ name: `${sample.asset}`, path: sample.asset }],
  },
  {
    piece: "known-query",
    note: "fresh-query pages: without the list each one is kept in the memo (capture, store, evict)",
    without: { SPEED_WITHOUT: "known-query" },
    targets: () => FRESH_PAGES.map((page) => freshTarget(page)),
  },
  {
    piece: "workers",
    note: "two workers (WEB_CONCURRENCY=2) against one, pages rendered on every request",
    // The row's "with" server runs two workers; "without" is the default single process.
    without: { WEB_CONCURRENCY: "1" },
    targets: () => FRESH_PAGES.map((page) => freshTarget(page)),
  },
];
