/**
 * Server rendering: every visitor, bot or browser, gets the whole document at once. Every inline
 * script carries this response's CSP nonce. `handleError` decides what reaches the log: expected 4xx answers and requests the client gave up on are not errors.
 */
import { Writable } from "node:stream";

import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";

import { NonceContext } from "~/components/nonce";

export const streamTimeout = 5_000;

/**
 * React Router's own 4xx answers (a POST to a page without an action, a route that does not
 * match) carry a message naming the internal route id, and that message is sent to the browser
 * (in the page's hydration data and in `.data` answers). React Router calls this function before
 * it serialises the error, so the message is replaced here by the status text alone.
 */
function scrubInternalErrorResponse(error: unknown) {
  if (!isRouteErrorResponse(error)) return;
  const response = error as { internal?: boolean; data: unknown; error?: Error };
  if (!response.internal) return;
  response.data = error.statusText || `Error ${error.status}`;
  delete response.error;
}

/**
 * What the log gets: nothing for a request the client aborted or an expected 4xx answer (the
 * request log already has its status line); one line with method and path (no query string: it
 * may hold tokens) and the error with its stack for anything else. Stacks never reach a response:
 * in production React Router replaces thrown errors by "Unexpected Server Error".
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  scrubInternalErrorResponse(error);
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(`${request.method} ${new URL(request.url).pathname} failed:`, error);
};

/**
 * The whole document is rendered before the answer starts, then sent as one buffer. Streamed,
 * React's 2-4 KB chunks each went through a ReadableStream, Express and a compression stream:
 * about a tenth of a rendered page's CPU time (bench/results.md, issue 17). A part loaded with
 * React.lazy (a list's body, an inquiry form) is waited for and written in its place: with
 * `progressiveChunkSize` unbounded React never moves a finished part out of the page into a
 * hidden block that only a script puts back, which a visitor without JavaScript would not see.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        clearTimeout(timeout);
        const body = Buffer.concat(chunks);
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; earlier ones reach the error boundary.
          if (shellRendered) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
