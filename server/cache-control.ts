/**
 * Who may keep a copy of a page. Decided when the headers leave, once status and cookies are known:
 * - a request with a session (the session cookie or a bearer token): `private, no-store`, always,
 *   whatever the route said; a page for a signed-in person is never shareable;
 * - an answer that sets a cookie, or a request carrying other cookies (theme, toast) that may have
 *   changed the page: `private, no-cache`;
 * - otherwise, an anonymous 200 GET that set no policy of its own: shareable by a CDN for a minute,
 *   served stale while it refreshes, and revalidated by browsers each time (`max-age=0`).
 *   `Vary: Cookie` keeps a CDN from giving that copy to someone who has cookies.
 * Routes that set their own Cache-Control (robots.txt, sitemap.xml) keep it unless a session is
 * present. The JSON API marks every answer no-store; its reads without credentials (the public
 * catalogue) are as shareable as the pages that show the same rows, so those get the page policy.
 */
import type { Request, RequestHandler, Response } from "express";

export const SHARED_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const SIGNED_IN = "private, no-store";
export const PERSONAL = "private, no-cache";

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?sadeli_session=/;

export function hasSession(request: Request): boolean {
  return Boolean(request.headers.authorization) || SESSION_COOKIE.test(request.headers.cookie ?? "");
}

function appendVary(response: Response, field: string) {
  const current = String(response.getHeader("vary") ?? "");
  const fields = current
    .split(",")
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  if (!fields.includes("*") && !fields.includes(field.toLowerCase())) {
    response.setHeader("Vary", current ? `${current}, ${field}` : field);
  }
}

/**
 * Where the policy a route set itself is kept when a session overrides it: the page memo
 * (server/response-cache.ts) keeps a signed-in page only when its route said nothing.
 */
export const OWN_POLICY = "ownCacheControl";

function decide(request: Request, response: Response) {
  if (hasSession(request)) {
    response.locals[OWN_POLICY] = response.getHeader("cache-control");
    response.setHeader("Cache-Control", SIGNED_IN);
    return;
  }
  const anonymousApiRead = request.path.startsWith("/api/") && !request.headers.cookie;
  if (response.getHeader("cache-control") && !anonymousApiRead) return;
  if (response.getHeader("set-cookie") || request.headers.cookie) {
    response.setHeader("Cache-Control", PERSONAL);
    return;
  }
  if (response.statusCode === 200) {
    response.setHeader("Cache-Control", SHARED_PAGE);
    appendVary(response, "Cookie");
    // A page suggests the visitor's preferred language version (issue 19: the site layout).
    if (/^text\/html/.test(String(response.getHeader("content-type") ?? ""))) appendVary(response, "Accept-Language");
    // A client with a token may be shown more than the public rows.
    if (anonymousApiRead) appendVary(response, "Authorization");
  }
}

/** Sets the policy for GET and HEAD answers just before their headers are written. */
export function cacheControl(): RequestHandler {
  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const writeHead = response.writeHead;
    let decided = false;
    // Node sends headers through writeHead, also implicitly on the first write.
    response.writeHead = function (this: Response, ...args: unknown[]) {
      if (!decided) {
        decided = true;
        // writeHead(status, ...) may carry the status; the decision needs it.
        if (typeof args[0] === "number") this.statusCode = args[0];
        decide(request, this);
      }
      return (writeHead as (...rest: unknown[]) => Response).apply(this, args);
    } as Response["writeHead"];
    next();
  };
}
