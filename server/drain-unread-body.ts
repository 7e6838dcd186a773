/**
 * An answer sent before the request's body was read (a 413 of a body past its cap, a 404 of a
 * delete) is sent whole at once, and the connection then closes without resetting:
 * - the answer is collected and written in one piece with a Content-Length and Connection:
 *   close, so the client has all of it at once and does not reuse the connection;
 * - the connection stays open until the rest of the body has arrived (read and thrown away, up
 *   to DRAIN_LIMIT_BYTES and DRAIN_LIMIT_MS). Closing while the client is still sending resets
 *   the connection, and a client that sends its whole body before it reads (most do) then sees
 *   "EPIPE" instead of the 413 and its message.
 * Answers to such requests are not compressed (server.ts): they are small, and leave at once.
 */
import type { IncomingMessage } from "node:http";

import type { RequestHandler, Response } from "express";

/** The most of an unread body read and thrown away so that its sender gets the answer. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
/** How long a sender may take to finish its unread body before the connection is closed. */
const DRAIN_LIMIT_MS = 15_000;

/** Whether the request says it carries a body (a length above zero, or chunked). */
export const hasRequestBody = (request: IncomingMessage) =>
  request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? "0") > 0;

/** Whether a body is still on its way: the request has one and it has not all been read. */
export const bodyIsPending = (request: IncomingMessage) => hasRequestBody(request) && !request.complete;

type Chunk = string | Buffer | Uint8Array;
const toBuffer = (chunk: Chunk, encoding?: unknown) =>
  typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk);

export function drainUnreadBody(): RequestHandler {
  return (request, response, next) => {
    const write = response.write;
    const end = response.end;
    // Parts of an early answer, held until its end so that it leaves whole with its length.
    let early: Buffer[] | null = null;

    response.write = function (this: Response, chunk: Chunk, ...rest: unknown[]) {
      if (early === null && !this.headersSent && bodyIsPending(request)) early = [];
      if (early === null) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      early.push(toBuffer(chunk, rest[0]));
      const callback = rest.find((argument) => typeof argument === "function") as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    } as typeof write;

    response.end = function (this: Response, ...args: unknown[]) {
      const pending = bodyIsPending(request) && !request.destroyed;
      if (early === null && !(pending && !this.headersSent)) return (end as (...rest: unknown[]) => Response).apply(this, args);
      const [chunk, encoding] = args;
      const parts = early ?? [];
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") parts.push(toBuffer(chunk as Chunk, encoding));
      const callback = args.find((argument) => typeof argument === "function") as (() => void) | undefined;
      const answer = Buffer.concat(parts);
      this.removeHeader("Transfer-Encoding");
      this.setHeader("Content-Length", answer.length);
      this.setHeader("Connection", "close");
      (write as (...rest: unknown[]) => boolean).call(this, answer);
      if (!pending) return (end as (...rest: unknown[]) => Response).call(this, callback);

      // The answer has gone; only the end of the message waits for the rest of the body.
      let drained = 0;
      const finish = () => {
        clearTimeout(timer);
        request.off("data", count);
        if (!this.writableEnded) (end as (...rest: unknown[]) => Response).call(this, callback);
      };
      const giveUp = () => {
        finish();
        request.destroy();
      };
      const timer = setTimeout(giveUp, DRAIN_LIMIT_MS);
      timer.unref();
      const count = (part: Buffer) => {
        drained += part.length;
        if (drained > DRAIN_LIMIT_BYTES) giveUp();
      };
      // Whoever was reading the body (React Router's request stream, paused since nobody reads
      // it, or stopped at the body's cap by bound-request-body.ts) stops: the rest is only counted.
      request.removeAllListeners("data");
      request.removeAllListeners("resume");
      request.on("data", count);
      request.once("end", finish);
      request.once("close", finish);
      request.resume();
      return this;
    } as typeof end;
    next();
  };
}
