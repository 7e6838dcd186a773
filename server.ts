/**
 * The process: security headers, compression, static files, the application, and a clean stop.
 * In production it serves the build (`npm run build`); otherwise Vite serves the source with
 * hot reload. Shape of React Router's node-custom-server template, plus what the bare
 * react-router-serve lacks: helmet with a per-request CSP nonce, a health check, trust proxy
 * from configuration and graceful shutdown. With WEB_CONCURRENCY above 1 this process only
 * starts and watches that many workers (server/workers.ts), which share the port and the database.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

import compression from "compression";
import express, { type RequestHandler } from "express";
import helmet from "helmet";

import { buildFolder, clientFolder } from "./app/.server/build-folder";
import { PER_REQUEST } from "./app/routes/.server/content-encoding";
import { bodyIsPending } from "./server/drain-unread-body";
import { precompressedAssets } from "./server/precompressed-assets";
import { responseCache } from "./server/response-cache";
import { speedWithout } from "./server/speed-switches";
import { uploadedImages } from "./server/uploads";
import { isWorkerPrimary, runWorkers, workerCount } from "./server/workers";

type ApplicationModule = typeof import("./server/app");

const isProduction = process.env.NODE_ENV === "production";
const BUILD_DIR = buildFolder();
// Relative to the working folder (the compiled entry, <build>/start.js, sets its own folder).
const BUILD_ENTRY = pathToFileURL(path.resolve(BUILD_DIR, "server/index.js")).href;

async function loadApplication(
  outer: express.Express,
  server: Server,
): Promise<{
  module: ApplicationModule;
  handler: RequestHandler;
}> {
  if (isProduction) {
    const module: ApplicationModule = await import(BUILD_ENTRY);
    return { module, handler: module.app };
  }
  const vite = await import("vite");
  // Vite's hot-reload socket shares this server's port: a second dev server (another checkout, a
  // test's) has a port of its own and so a socket of its own, not Vite's one default port.
  const devServer = await vite.createServer({ server: { middlewareMode: true, hmr: { server } } });
  outer.use(devServer.middlewares);
  const module = (await devServer.ssrLoadModule("./server/app.ts")) as ApplicationModule;
  const handler: RequestHandler = async (request, response, next) => {
    try {
      const fresh = (await devServer.ssrLoadModule("./server/app.ts")) as ApplicationModule;
      fresh.app(request, response, next);
    } catch (error) {
      if (error instanceof Error) devServer.ssrFixStacktrace(error);
      next(error);
    }
  };
  return { module, handler };
}

/** The path for the log, with the secret of an unsubscribe link left out. */
const loggablePath = (path: string) => path.replace(/^(\/newsletter\/unsubscribe\/)[^/]+/, "$1[token]");

function requestLogger(): RequestHandler {
  // Method, path without the query string (it may hold tokens), status and time.
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    response.on("finish", () => {
      const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
      console.log(`${request.method} ${loggablePath(request.path)} ${response.statusCode} ${milliseconds.toFixed(1)}ms`);
    });
    next();
  };
}

async function main() {
  const app = express();
  app.disable("x-powered-by");

  const server: Server = createServer(app);
  const { module, handler } = await loadApplication(app, server);
  const config = module.config();
  app.set("trust proxy", config.trustProxy);
  // Before everything else, so that answers replayed from the memo are logged too.
  if (config.logRequests) app.use(requestLogger());
  await module.startApplication();
  // In production, pages are replayed from a short memo (server/response-cache.ts), anonymous ones
  // and a signed-in person's own:
  // hits are answered here, before helmet and compression; misses are recorded after compression.
  const memo = isProduction && !speedWithout("response-cache") ? responseCache(config.databasePath, { sessionVariant: module.sessionMemoVariant }) : undefined;
  if (memo) app.use(memo.serve);

  app.use((_request, response, next) => {
    response.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  // HSTS and upgrade-insecure-requests only for requests that came over HTTPS in production: the
  // server itself speaks plain HTTP, so that is a TLS proxy's X-Forwarded-Proto, believed only
  // with TRUST_PROXY. Plain-HTTP local runs get neither (docs/security.md).
  const headersFor = (https: boolean) =>
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_request, response) => `'nonce-${(response as express.Response).locals.cspNonce}'`],
          styleSrc: ["'self'", (_request, response) => `'nonce-${(response as express.Response).locals.cspNonce}'`],
          // React style props (masonry heights, progress bars) are attributes, not stylesheets.
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          fontSrc: ["'self'"],
          connectSrc: isProduction ? ["'self'"] : ["'self'", "ws:"],
          frameSrc: ["https://www.google.com"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    });
  const httpsHeaders = headersFor(true);
  const plainHeaders = headersFor(false);
  app.use((request, response, next) => (isProduction && request.secure ? httpsHeaders : plainHeaders)(request, response, next));
  // Before compression: these are compressed already, at the strongest settings.
  if (isProduction && !speedWithout("precompressed-assets")) app.use("/assets", precompressedAssets(`${clientFolder()}/assets`));
  // Answers given before the request's body was read (a 413) leave at once, uncompressed:
  // compression would hold them until the rest of the body has been drained.
  // Per-request settings (PER_REQUEST): the package's brotli 4 cost twice brotli 2's time per page.
  app.use(
    compression({
      filter: (request, response) => !bodyIsPending(request) && compression.filter(request, response),
      level: PER_REQUEST.gzipLevel,
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PER_REQUEST.brotliQuality } },
    }),
  );
  if (memo) app.use(memo.capture);

  if (isProduction) {
    app.use("/assets", express.static(`${clientFolder()}/assets`, { immutable: true, maxAge: "1y", index: false }));
    // The few files at the top of the build (favicon, images/): asked of the disk only for their
    // names, so that pages and API calls do not each cost a failed stat.
    const publicFiles = express.static(clientFolder(), { maxAge: "1h", index: false });
    const publicNames = new Set(fs.readdirSync(clientFolder()));
    app.use((request, response, next) => (publicNames.has(request.path.split("/")[1] ?? "") ? publicFiles(request, response, next) : next()));
  }
  // Uploaded images: only the renditions the server made (WebP, and AVIF for phones) are public.
  app.use("/uploads", ...uploadedImages(config.uploadsDir));

  app.use(handler);

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    console.log(`Sadeli website listening on http://localhost:${port}`);
  });
  // Idle keep-alive connections stay open longer than the usual proxy's (60 s), so a proxy or
  // client never sends a request down a connection this server is closing at that moment.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests`);
    let stage = "finishing open requests";
    // Requests already in flight finish; idle keep-alive connections are closed now, and so is
    // each one that falls idle after its last answer (they stay open 65 s otherwise, and the
    // stop would wait for them).
    const closeIdle = setInterval(() => server.closeIdleConnections(), 200);
    server.close(async () => {
      clearInterval(closeIdle);
      stage = "stopping the email worker and the sweep, closing the database";
      memo?.close();
      await module.stopApplication();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      console.error(`Shutdown took longer than 10 s (still ${stage}); exiting`);
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let workers = 1;
try {
  workers = workerCount(process.env.WEB_CONCURRENCY);
} catch (error) {
  fail(error);
}
if (isWorkerPrimary(workers)) runWorkers(workers);
else main().catch(fail);
