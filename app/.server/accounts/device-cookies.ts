/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies";
 * docs/decisions/022): a browser that has signed in to an account holds a token for that account
 * and that browser, so its owner's later logins are not counted with the guesses of strangers.
 * A token is `<account id>.<nonce>.<signature>`: the nonce is 16 random bytes, the signature an
 * HMAC-SHA256 of the account and the nonce with the session secret, so nobody can make one for an
 * account they never signed in to. Nothing is stored: the nonce names the browser's own count of
 * failed logins (login-throttle.ts). The doors keep the tokens in one HttpOnly cookie
 * (app/routes/.server/auth.ts); this module knows no HTTP.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { config } from "../config";

/** A browser signs in to a few accounts at most (a family's shop computer); older ones drop off. */
export const DEVICE_TOKENS_KEPT = 5;

/** What a valid token proves: this browser signed in to this account before. */
export type TrustedDevice = { userId: number; nonce: string };

const TOKEN = /^(\d{1,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const signatureOf = (userId: number, nonce: string) =>
  createHmac("sha256", config().sessionSecret).update(`device-cookie\u0000${userId}\u0000${nonce}`).digest();

/** A new token for the account on this browser (set at every successful login). */
export function issueDeviceToken(userId: number): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${userId}.${nonce}.${signatureOf(userId, nonce).toString("base64url")}`;
}

function readToken(token: string): TrustedDevice | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const nonce = match[2]!;
  const given = Buffer.from(match[3]!, "base64url");
  const expected = signatureOf(userId, nonce);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, nonce } : null;
}

/** The browser's valid token for this account, or null (no token, another account's, forged). */
export function trustedDeviceOf(tokens: readonly string[], userId: number): TrustedDevice | null {
  for (const token of tokens) {
    const device = readToken(token);
    if (device?.userId === userId) return device;
  }
  return null;
}

/**
 * The browser's tokens after a login to `userId`: a fresh one for that account first, the others
 * kept (valid ones only, at most DEVICE_TOKENS_KEPT in all).
 */
export function tokensAfterLogin(tokens: readonly string[], userId: number): string[] {
  const others = tokens.filter((token) => {
    const device = readToken(token);
    return device !== null && device.userId !== userId;
  });
  return [issueDeviceToken(userId), ...others].slice(0, DEVICE_TOKENS_KEPT);
}
