/**
 * The application as an Express sub-app: health check, CSRF origin check, then React Router.
 * Vite builds this file as the server bundle, so it shares one module graph (and one database
 * connection) with every loader and action.
 */
import "react-router";

import { createRequestHandler } from "@react-router/express";
import express from "express";
import * as build from "virtual:react-router/server-build";

import { inAnswerScope } from "~/.server/after-answer";
import { databaseIsHealthy } from "~/.server/db";
import { startApplication, stopApplication } from "~/.server/lifecycle";
import { operationsStatus } from "~/.server/operations/status";
import { storageIsWritable } from "~/.server/operations/storage-health";
import { clientKey } from "~/.server/security/client-key";
import { isPrefixedLang } from "~/lib/i18n/locales";
import { requestBodyMaxBytes } from "~/routes/.server/body-limits";
import { errorBody, METHOD_NOT_ALLOWED_MESSAGE } from "~/routes/api/.server/respond";

import { boundRequestBody } from "./bound-request-body";
import { cacheControl } from "./cache-control";
import { drainUnreadBody, hasRequestBody } from "./drain-unread-body";
import { isCrossSiteRequest } from "./origin-check";
import { renderGate } from "./render-gate";
import { speedWithout } from "./speed-switches";
import { themeToggleOnAnyPage } from "./theme-toggle";

declare module "react-router" {
  interface AppLoadContext {
    /** The per-request CSP nonce for inline scripts React Router renders. */
    cspNonce: string;
    /**
     * Who the abuse limits count: the client's address (behind a trusted proxy, from
     * X-Forwarded-For) through clientKey, so an IPv6 client is its /64 and `::ffff:a.b.c.d` is `a.b.c.d`.
     */
    clientAddress: string;
  }
}

import { config } from "~/.server/config";

export { config };
export { startApplication, stopApplication };
/** For the page memo in server.ts: which signed-in person's variant of a page a request asks for. */
export { sessionMemoVariant } from "~/routes/.server/auth";

export const app = express();
app.disable("x-powered-by");

// docs/operations.md: the contract a monitor relies on.
app.get("/healthz", async (_request, response) => {
  const readable = databaseIsHealthy();
  const writable = await storageIsWritable();
  // Watched, not judged: an old backup or a long outbox does not make the site unavailable.
  const operations = operationsStatus();
  response
    .status(readable && writable ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({
      status: readable && writable ? "ok" : "unavailable",
      database: readable ? "ok" : "unreachable",
      storage: writable ? "writable" : "failing",
      backup_age_seconds: operations.backupAgeSeconds,
      outbox_backlog: operations.outboxBacklog,
      outbox_failed: operations.outboxFailed,
    });
});

const isApiPath = (path: string) => path.startsWith("/api/") || path === "/api" || path.startsWith("/core_api/");

// Every body is counted as it arrives and never read past its cap (413), however it is sent.
app.use(boundRequestBody(requestBodyMaxBytes));
// An answer given before the request's body was read: the body is drained, then the socket closed.
app.use(drainUnreadBody());

// Methods the site answers. Any other (TRACE, PROPFIND, LOCK...) is refused here with 405: the
// Fetch API behind React Router cannot even represent some of them (a TRACE was a 500).
const HANDLED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
app.use((request, response, next) => {
  if (HANDLED_METHODS.includes(request.method)) return next();
  response.status(405).set({ Allow: HANDLED_METHODS.join(", "), "Cache-Control": "no-store" });
  if (isApiPath(request.path)) response.json(errorBody(METHOD_NOT_ALLOWED_MESSAGE, {}, "method_not_allowed"));
  else response.type("text/plain").send(METHOD_NOT_ALLOWED_MESSAGE);
});

// The JSON API answers browsers of the configured origins (CORS); it never reads cookies.
app.use((request, response, next) => {
  if (!isApiPath(request.path)) return next();
  const origin = request.get("origin");
  if (origin && config().corsOrigins.includes(origin)) {
    response.set({ "Access-Control-Allow-Origin": origin, Vary: "Origin" });
    if (request.method === "OPTIONS") {
      response
        .set({
          "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
          "Access-Control-Allow-Headers": "Authorization, Content-Type",
          "Access-Control-Max-Age": "600",
        })
        .status(204)
        .end();
      return;
    }
  }
  next();
});

// A form post from another site must never act with this site's cookie. The API is exempt:
// it authenticates by bearer token only, which another site cannot make a browser send.
app.use((request, response, next) => {
  if (!isApiPath(request.path) && isCrossSiteRequest(request)) {
    response.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
    return;
  }
  next();
});

// The theme toggle without JavaScript posts to the page it is on, so the browser keeps the page's
// #fragment through the redirect back (server/theme-toggle.ts, decision 024).
app.use(themeToggleOnAnyPage(isApiPath));

// Pages take forms only: url-encoded or multipart. Any other body (XML, JSON, text) gets 415 here
// instead of a 500 from request.formData() inside an action; a POST with no body and no type (a
// bare `curl -X POST`) is read as the empty form it is. (Found by npm run scan:security.)
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
app.use((request, response, next) => {
  if (isApiPath(request.path) || ["GET", "HEAD", "OPTIONS"].includes(request.method)) return next();
  const type = (request.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (FORM_TYPES.has(type)) return next();
  if (!type && !hasRequestBody(request)) {
    request.headers["content-type"] = "application/x-www-form-urlencoded";
    return next();
  }
  response.status(415).type("text/plain").send("Forms are accepted as application/x-www-form-urlencoded or multipart/form-data.");
});

// The public site's optional language segment (:lang?, issue 19) also matches any other first
// segment; its layout's loader answers such pages with 404, but a POST to them would reach a route
// with no action and be a 405. A post whose first segment is neither a language nor the start of
// any route is answered 404 here, as before the languages.
const ROUTE_STARTS = new Set(
  Object.values(build.routes)
    .filter((route) => route?.path && (route.parentId === "root" || route.parentId === "routes/site/layout"))
    .map((route) => route!.path!.split("/")[0]!)
    .filter((start) => !start.startsWith(":") && start !== "*"),
);
app.use((request, response, next) => {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method) || isApiPath(request.path)) return next();
  const start = (request.path.split("/")[1] ?? "").replace(/\.data$/, "");
  if (start === "" || start === "_root" || isPrefixedLang(start) || ROUTE_STARTS.has(start)) return next();
  response.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found");
});

// Who may keep a copy of each page (shared caches for anonymous visitors only).
app.use(cacheControl());

// Work a request leaves for after its answer (app/.server/after-answer.ts) starts once the answer
// is sent, or the client has gone.
app.use((_request, response, next) => {
  const answered = inAnswerScope(next);
  response.once("close", answered);
});

// A few renders at a time (server/render-gate.ts): GET and HEAD wait their turn here.
if (!speedWithout("render-gate")) app.use(renderGate());

app.use(
  createRequestHandler({
    // The build itself, not a function returning it: given a function, React Router rebuilds its
    // route tables on every request (meant for hot reload; server.ts reloads this file in dev).
    build,
    getLoadContext: (request, response) => ({
      cspNonce: String(response.locals.cspNonce ?? ""),
      clientAddress: clientKey(request.ip ?? request.socket.remoteAddress ?? "unknown"),
    }),
  }),
);
