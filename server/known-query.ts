/**
 * The query parameters the site's pages and its public API read. A query with any other
 * parameter (or a very long one) changes nothing on the page but its echo, so the page memo
 * (server/response-cache.ts) does not keep it: otherwise every padded URL would hold a copy of a
 * whole page in memory. tests/unit/known-query.test.ts fails when code reads a parameter that is
 * missing here.
 */
export const KNOWN_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  // Lists: pages and API.
  "q",
  "search",
  "category",
  "page",
  "page_size",
  "view",
  "featured",
  "is_featured",
  "status",
  "type",
  "message_type",
  // One-time notices after a form (JavaScript off), the login's way back.
  "sent",
  "subscribed",
  "registered",
  "confirmed",
  "redirectTo",
  // A password-reset or email-change link (never memoised: the answer is a no-store redirect).
  "token",
  // Panel screens (never memoised: they need a cookie, but a link may be opened without one).
  "tab",
  "filter",
  "entity",
  "outbox",
  "kind",
  "revise",
  // A form's draft (autosave, /panel/drafts).
  "form_key",
  // A quotation PDF's revision (panel and buyer).
  "revision",
  // A record's history: the version shown (issue 32).
  "version",
  // React Router's data requests (`/products.data?_routes=...`) and its route discovery
  // (`/__manifest?paths=...`, read by app/lib/one-manifest-request.client.ts).
  "_routes",
  "index",
  "paths",
]);

/** Longer queries are legitimate (a 100-character search, percent-encoded) but not kept. */
export const MAX_MEMO_QUERY_LENGTH = 1024;

/** Whether a page with this query string (with or without its "?") may be kept in the memo. */
export function queryIsMemoable(search: string): boolean {
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (query.length === 0) return true;
  if (query.length > MAX_MEMO_QUERY_LENGTH) return false;
  const seen = new Set<string>();
  for (const name of new URLSearchParams(query).keys()) {
    if (!KNOWN_QUERY_PARAMETERS.has(name) || seen.has(name)) return false;
    seen.add(name);
  }
  return true;
}
