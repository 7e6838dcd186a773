/**
 * Issue 33: every /api answer tells the client where it stands against its API limit, in the
 * fields of the IETF draft "RateLimit header fields for HTTP": `RateLimit-Limit` (calls per
 * window), `RateLimit-Remaining` (calls left in it) and `RateLimit-Reset` (seconds until it ends).
 * Read from the same counter `enforce("api", ...)` takes a slot of, after it, without counting.
 */
import { type RateLimitBucket } from "~/.server/config";
import { windowState } from "~/.server/security/rate-limit";

export const RATE_LIMIT_HEADERS = ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"] as const;

/** The answer with the client's `RateLimit-*` fields (a copy when its headers cannot be changed). */
export function withRateLimitHeaders(response: Response, bucket: RateLimitBucket, clientKey: string): Response {
  let state: ReturnType<typeof windowState>;
  try {
    state = windowState(bucket, clientKey);
  } catch (error) {
    // The counter could not be read: the answer goes out without the fields rather than failing.
    console.error("RateLimit headers: the counter could not be read", error);
    return response;
  }
  const values: [string, string][] = [
    ["RateLimit-Limit", String(state.limit)],
    ["RateLimit-Remaining", String(state.remaining)],
    ["RateLimit-Reset", String(state.resetSeconds)],
  ];
  try {
    for (const [name, value] of values) response.headers.set(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    for (const [name, value] of values) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
