/**
 * Issue 33: the API's limits in its document, generated from the constants the server enforces
 * (never copied): the rate limits of config.ts (as this process runs them), the token and link
 * lifetimes, the page size and the body limits; and the `RateLimit-*` response headers every
 * operation answers with (rate-limit-headers.ts writes them).
 */
import { z } from "zod";
import type { ZodOpenApiResponseObject } from "zod-openapi";

import { TOKEN_LIFETIMES_MS } from "~/.server/accounts/account-tokens";
import { SESSION_LIFETIMES } from "~/.server/accounts/sessions";
import { config, type RateLimitBucket } from "~/.server/config";
import { JSON_BODY_MAX_BYTES, multipartBodyMaxBytes } from "~/routes/.server/body-limits";

import { MAX_PAGE_SIZE } from "./query";

const rateLimitLimit = z.string().meta({
  header: { id: "RateLimit-Limit", description: 'The calls a client may make in the current window (IETF draft "RateLimit header fields for HTTP").' },
  example: "300",
});
const rateLimitRemaining = z
  .string()
  .meta({ header: { id: "RateLimit-Remaining", description: "The calls the client has left in the current window; 0 on a 429." }, example: "299" });
const rateLimitReset = z
  .string()
  .meta({ header: { id: "RateLimit-Reset", description: "Seconds until the current window ends and the count starts again." }, example: "42" });

/** The headers of every answer under /api (components.headers, referenced from each response). */
export const RATE_LIMIT_HEADER_SHAPE = { "RateLimit-Limit": rateLimitLimit, "RateLimit-Remaining": rateLimitRemaining, "RateLimit-Reset": rateLimitReset };

type Responses = Record<string, ZodOpenApiResponseObject>;

/** Adds the `RateLimit-*` headers to each response of an operation (a `$ref` response has them in its component). */
export function withRateLimitHeaders<T extends Responses>(responses: T): T {
  for (const response of Object.values(responses)) {
    if ("$ref" in response) continue;
    response.headers = response.headers instanceof z.ZodObject ? response.headers.extend(RATE_LIMIT_HEADER_SHAPE) : z.object(RATE_LIMIT_HEADER_SHAPE);
  }
  return responses;
}

const duration = (seconds: number): string => {
  if (seconds % 86_400 === 0) return `${seconds / 86_400} ${seconds === 86_400 ? "day" : "days"}`;
  if (seconds % 3600 === 0) return `${seconds / 3600} ${seconds === 3600 ? "hour" : "hours"}`;
  if (seconds % 60 === 0) return `${seconds / 60} ${seconds === 60 ? "minute" : "minutes"}`;
  return `${seconds} seconds`;
};
const size = (bytes: number) => (bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`);

/** What each limit counts, in a client's words. */
const LIMIT_TEXT: Partial<Record<RateLimitBucket, string>> = {
  api: "Every /api call of one client (one bearer token, or one address without one)",
  login_ip: "Failed logins from one address",
  login_account: "Failed logins for one account",
  signup: "Sign-ups from one address",
  contact: "Contact messages from one address",
  newsletter: "Newsletter sign-ups from one address",
  inquiry: "Product and portfolio inquiries of one account",
  password_reset_ip: "Password-reset requests from one address",
  password_reset_account: "Password-reset emails for one email address",
};

/** The rate limits in force (config.ts; the environment may set them), one line each. */
export function rateLimitLines(): string[] {
  const rules = config().rateLimits;
  return (Object.keys(LIMIT_TEXT) as RateLimitBucket[]).map(
    (bucket) => `- ${LIMIT_TEXT[bucket]}: ${rules[bucket].limit} per ${duration(rules[bucket].windowSeconds)}.`,
  );
}

/** The section of info.description on limits and lifetimes. */
export function limitsDescription(): string {
  const api = SESSION_LIFETIMES.api;
  return `## Limits and lifetimes

Every /api answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds), counted per client; over a limit the answer is 429 with \`Retry-After\` and code \`rate_limited\`.

${rateLimitLines().join("\n")}

- A bearer token from POST /api/login/ ends ${duration(api.idleMs / 1000)} after its last use, and ${duration(api.absoluteMs / 1000)} after the login whatever its use.
- Links sent by email: a password reset works ${duration(TOKEN_LIFETIMES_MS.password_reset / 1000)}, an email change ${duration(TOKEN_LIFETIMES_MS.email_change / 1000)}, a sign-up's confirmation ${duration(TOKEN_LIFETIMES_MS.email_confirm / 1000)}.
- Lists answer at most ${MAX_PAGE_SIZE} records a page (\`page_size\`).
- A JSON body may be at most ${size(JSON_BODY_MAX_BYTES)} (413 and code \`payload_too_large\` beyond); an upload's multipart body at most ${size(multipartBodyMaxBytes())}.

## Error codes

Every error answer carries \`code\` (the refusal as a whole) and \`codes\` (beside \`errors\`: the same keys in the same order, one code per message). The codes are listed in the schemas \`ErrorCode\` and \`FieldErrorCode\`; they are stable, the messages are for people.`;
}
