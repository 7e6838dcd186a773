/**
 * The API door's side of idempotency keys (issue 33, docs/decisions/056): reads the
 * `Idempotency-Key` header of a POST, asks the rule (app/.server/security/idempotency.ts) for a
 * claim, and answers: the kept answer again (`Idempotent-Replayed: true`), 409 while the key's
 * first request runs, 422 for the key used with another request, 400 for a malformed key.
 * Answers under 500 are kept (validation errors too: the same body would fail the same way),
 * except 429; 5xx answers and failures are not, so the client may retry with the same key.
 */
import { createHash } from "node:crypto";

import { claimIdempotencyKey, finishClaim, isValidIdempotencyKey, type KeptAnswer, releaseClaim } from "~/.server/security/idempotency";
import { idempotencyCopy } from "~/lib/copy/api";

import { optionalApiUser } from "./auth";
import { apiError } from "./respond";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const REPLAYED_HEADER = "Idempotent-Replayed";

/** The headers of an answer that are part of it (the rest are the server's, written afresh). */
const KEPT_HEADERS = ["content-type", "cache-control", "location", "allow", "www-authenticate", "content-language"];

/** Whose key it is: a bearer token's account, or the address of a caller without one ("key:<id>" is for API keys). */
export function idempotencyOwner(request: Request, client: string): string {
  const user = optionalApiUser(request);
  return user ? `user:${user.id}` : `anonymous:${client}`;
}

const kept = (status: number) => status < 500 && status !== 429;

/**
 * An answer that hands out a secret (login's and signup's bearer `token`, a cookie) is never
 * stored: secrets are kept only as digests, and a replay must not send one a second time.
 */
function carriesSecret(response: Response, body: string): boolean {
  if (response.headers.has("Set-Cookie")) return true;
  try {
    const parsed = JSON.parse(body) as unknown;
    return typeof parsed === "object" && parsed !== null && typeof (parsed as { token?: unknown }).token === "string";
  } catch {
    return false;
  }
}

async function answerOf(response: Response): Promise<KeptAnswer | null> {
  const body = await response.clone().text();
  if (carriesSecret(response, body)) return null;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: response.status, headers, body };
}

function replay(answer: KeptAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: { ...answer.headers, [REPLAYED_HEADER]: "true" } });
}

/**
 * Runs `handle` under the request's idempotency key, if it is a POST that sends one; otherwise
 * just runs it. A Response thrown by `handle` is its answer (fail() in respond.ts).
 */
export async function idempotent(request: Request, client: string, handle: () => Response | Promise<Response>): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (request.method.toUpperCase() !== "POST" || key === null) return handle();
  if (!isValidIdempotencyKey(key)) return apiError(400, idempotencyCopy.invalidKey);
  let body: ArrayBuffer;
  try {
    body = await request.clone().arrayBuffer();
  } catch {
    // Unreadable or past the size cap: the handler gives that answer itself, and it is not kept.
    return handle();
  }
  const bodyHash = createHash("sha256").update(Buffer.from(body)).digest("hex");
  const claim = claimIdempotencyKey({ owner: idempotencyOwner(request, client), key, method: "POST", path: new URL(request.url).pathname, bodyHash });
  if (claim.kind === "replay") return replay(claim.answer);
  if (claim.kind === "in_flight") return apiError(409, idempotencyCopy.inFlight);
  if (claim.kind === "mismatch") return apiError(422, idempotencyCopy.mismatch);
  let response: Response;
  try {
    response = await handle();
  } catch (error) {
    if (!(error instanceof Response)) {
      releaseClaim(claim.id);
      throw error;
    }
    response = error;
  }
  const answer = kept(response.status) ? await answerOf(response) : null;
  if (answer) finishClaim(claim.id, answer);
  else releaseClaim(claim.id);
  return response;
}
