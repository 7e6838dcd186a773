/**
 * The application as an Express sub-app: health check, CSRF origin check, then React Router.
 * Vite builds this file as the server bundle, so it shares one module graph (and one database
 * connection) with every loader and action.
 */
import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { startApplication, stopApplication } from "~/.server/lifecycle";
import { databaseIsHealthy } from "~/.server/db";
import { isCrossSiteRequest } from "~/.server/security/origin-check";

declare module "react-router" {
  interface AppLoadContext {
    /** The per-request CSP nonce for inline scripts React Router renders. */
    cspNonce: string;
  }
}

export { config } from "~/.server/config";
export { startApplication, stopApplication };

export const app = express();
app.disable("x-powered-by");

app.get("/healthz", (_request, response) => {
  const healthy = databaseIsHealthy();
  response
    .status(healthy ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({ status: healthy ? "ok" : "unavailable", database: healthy ? "ok" : "unreachable" });
});

// A form post from another site must never act with this site's cookie.
app.use((request, response, next) => {
  if (isCrossSiteRequest(request)) {
    response.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
    return;
  }
  next();
});

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext: (_request, response) => ({ cspNonce: String(response.locals.cspNonce ?? "") }),
  }),
);
