/**
 * Counts a request body's bytes as they arrive and stops at its cap, for every route and every
 * kind of body (url-encoded, multipart, JSON; with a Content-Length or chunked). Whoever reads
 * the body (React Router's request stream) gets RequestBodyTooLargeError the moment the cap is
 * passed and answers 413 at once; nothing past the cap is handed to it, so nothing past the cap
 * is held in memory. What the client still sends is read and thrown away by drain-unread-body.ts.
 *
 * A body declared larger than its cap is refused as soon as it is read, without reading it:
 * routes that check Content-Length first (an upload) answer with their own message.
 */
import type { RequestHandler } from "express";

import { RequestBodyTooLargeError } from "~/routes/.server/body-limits";

import { hasRequestBody } from "./drain-unread-body";

export function boundRequestBody(maxBytesFor: (contentType: string | undefined, path: string) => number): RequestHandler {
  return (request, _response, next) => {
    if (!hasRequestBody(request)) return next();
    const maxBytes = maxBytesFor(request.headers["content-type"], request.path);
    const tooLarge = () => {
      // Nothing more reaches the reader (nor this counter), and the reader learns why; the stream
      // itself stays open so that the answer can still be sent on this connection.
      request.removeAllListeners("data");
      request.pause();
      if (request.listenerCount("error") > 0) request.emit("error", new RequestBodyTooLargeError(maxBytes));
    };
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) tooLarge();
    };
    const declared = Number(request.headers["content-length"] ?? "0");
    // Paused first, so that counting does not start the flow: the reader resumes it when it reads.
    request.pause();
    request.on("data", count);
    // The first read fails at once: the body cannot fit.
    if (declared > maxBytes) request.once("resume", tooLarge);
    next();
  };
}
