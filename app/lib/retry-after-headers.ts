/**
 * The `headers` export of pages whose action may answer 429: React Router sends an action's
 * headers with a document only when the route passes them on, and a client over an abuse limit
 * must be told when to come back (Retry-After).
 */
import type { HeadersArgs } from "react-router";

export function headersWithRetryAfter({ actionHeaders, parentHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
