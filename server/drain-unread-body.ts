/**
 * An answer sent before the request's body was read (a 413 of a large upload, a 404 of a
 * delete) ends with the socket closed:
 * - Connection: close says so, so the client does not send its next request down a dead socket;
 * - the answer's last byte waits until the rest of the body has arrived (read and thrown away,
 *   up to DRAIN_LIMIT_BYTES). Closing while the client is still sending resets the connection,
 *   and a client that sends its whole body before it reads (most do) then sees "EPIPE" instead
 *   of the 413 and its message.
 */
import type { RequestHandler } from "express";

/** The most of an unread body read and thrown away so that its sender gets the answer. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

export function drainUnreadBody(): RequestHandler {
  return (request, response, next) => {
    const writeHead = response.writeHead;
    response.writeHead = function (this: typeof response, ...args: Parameters<typeof writeHead>) {
      if (!request.complete) this.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as typeof writeHead;
    const end = response.end;
    response.end = function (this: typeof response, ...args: Parameters<typeof end>) {
      if (request.complete || request.destroyed) return end.apply(this, args);
      let drained = 0;
      const finish = () => {
        request.off("data", count);
        end.apply(this, args);
      };
      const count = (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > DRAIN_LIMIT_BYTES) request.destroy();
      };
      // Whoever was reading the body (React Router's request stream, paused since nobody reads
      // it) stops: the rest of it is only counted now.
      request.removeAllListeners("data");
      request.on("data", count);
      request.once("end", finish);
      request.once("close", () => {
        if (!this.writableEnded) finish();
      });
      request.resume();
      return this;
    } as typeof end;
    next();
  };
}
