/**
 * Wraps the handlers of one API path: counts the request against the client's API limit (429
 * with Retry-After over it), picks the handler by method (405 otherwise), and turns any
 * unexpected failure into a JSON 500 without internals (the detail goes to the log only).
 */
import type { AppLoadContext } from "react-router";

import { enforce, RateLimited } from "~/.server/security/rate-limit";
import { apiCopy } from "~/lib/copy/api";

import { bearerToken, optionalApiUser } from "./auth";
import { idempotent } from "./idempotency";
import { withRateLimitHeaders } from "./rate-limit-headers";
import { apiError, methodNotAllowed } from "./respond";

type HandlerArgs = {
  request: Request;
  params: Record<string, string | undefined>;
  /** The client's address, for the per-address limits of login and submissions. */
  client: string;
};
type Handler = (args: HandlerArgs) => Response | Promise<Response>;
type Handlers = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Handler>>;
type RouteArgs = { request: Request; params: Record<string, string | undefined>; context?: AppLoadContext };

export const tooManyRequests = (error: RateLimited) => apiError(429, error.message, { "Retry-After": String(error.retryAfterSeconds) });

/**
 * Who the API limit counts: a live token is one client wherever it calls from; anything else
 * (no token, or a string that is not a live token) is its address. So random tokens neither
 * escape the address's limit nor add a counter each.
 */
function apiClientKey(request: Request, client: string) {
  const token = bearerToken(request);
  try {
    return token && optionalApiUser(request) ? `token:${token}` : `address:${client}`;
  } catch {
    // The token could not be looked up (the handler's own lookup will answer 500): count the address.
    return `address:${client}`;
  }
}

/**
 * Keys a path's errors carry beside the error shape, null, because its success has them (login's
 * `token` and `userData`, the upload's `url`): every error of the path, whoever wrote it.
 */
async function withErrorKeys(response: Response, keys: Record<string, null>): Promise<Response> {
  if (response.status < 400) return response;
  const body = (await response.json()) as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify({ ...body, ...keys }), { status: response.status, headers });
}

export function apiRoute(handlers: Handlers, options: { errorKeys?: Record<string, null> } = {}) {
  const allowed = Object.keys(handlers);
  const { errorKeys } = options;
  const handle = async (args: RouteArgs) => {
    const clientKey = apiClientKey(args.request, args.context?.clientAddress ?? "unknown");
    const response = await answer(args, clientKey);
    return withRateLimitHeaders(errorKeys ? await withErrorKeys(response, errorKeys) : response, "api", clientKey);
  };
  const answer = async ({ request, params, context }: RouteArgs, clientKey: string) => {
    const method = request.method.toUpperCase() === "HEAD" ? "GET" : (request.method.toUpperCase() as keyof Handlers);
    const client = context?.clientAddress ?? "unknown";
    try {
      enforce("api", clientKey);
      const handler = handlers[method];
      if (!handler) return methodNotAllowed(allowed);
      // Issue 33: a POST with an Idempotency-Key is answered once, then replayed (idempotency.ts).
      return await idempotent(request, client, () => handler({ request, params, client }));
    } catch (error) {
      if (error instanceof Response) return error;
      if (error instanceof RateLimited) return tooManyRequests(error);
      console.error(`API ${request.method} ${new URL(request.url).pathname} failed`, error);
      return apiError(500, apiCopy.serverError);
    }
  };
  return { loader: handle, action: handle };
}
