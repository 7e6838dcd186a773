/**
 * Password checks under the abuse limits (docs/decisions/022, docs/security.md "How malicious
 * lockout is prevented"). Every check of an account's password takes one slot of a count of
 * failures first, so concurrent guesses cannot run more checks than the limit; a success clears
 * that count, and a check that ended otherwise (neither right nor wrong) gives its slot back.
 * Which count:
 * - a browser holding this account's device cookie (it signed in here before) counts on its own
 *   (`login_device`, per account and browser): strangers' failures never hold it, so the owner's
 *   right password always gets in;
 * - any other attempt counts per account (`login_account`), from anywhere, and per address
 *   (`login_ip`, failures only, counted by the doors through withinAddressLimit, which know the client);
 * - a signed-in account's own checks (password change, erasure) count per account apart from
 *   logins (`password_check`): failed logins from elsewhere never lock the owner out of them.
 */
import { enforce, giveBack, reset } from "~/.server/security/rate-limit";

import type { RateLimitBucket } from "../config";
import { type TrustedDevice, trustedDeviceOf } from "./device-cookies";
import { verifyPassword } from "./password";
import { getUserByEmail, LoginRefused, type User, verifyLogin } from "./users";

/** The browser's device token for the account of this address, or null (none, another account's, no account). */
export function trustedDeviceFor(email: string, deviceTokens: readonly string[]): TrustedDevice | null {
  if (deviceTokens.length === 0) return null;
  const user = getUserByEmail(email);
  return user ? trustedDeviceOf(deviceTokens, user.id) : null;
}

function failureCount(email: string, deviceTokens: readonly string[]): [RateLimitBucket, string] {
  const device = trustedDeviceFor(email, deviceTokens);
  return device ? ["login_device", `${device.userId}:${device.nonce}`] : ["login_account", email.trim().toLowerCase()];
}

/**
 * Checks a login. `deviceTokens` are the browser's device cookie (none from a client without it).
 * Throws RateLimited (its bucket says whose count refused) or LoginRefused.
 */
export async function verifyLoginWithinLimits(email: string, password: string, deviceTokens: readonly string[] = []): Promise<User> {
  const [bucket, key] = failureCount(email, deviceTokens);
  enforce(bucket, key);
  try {
    const user = await verifyLogin(email, password);
    reset(bucket, key);
    return user;
  } catch (error) {
    if (!(error instanceof LoginRefused)) giveBack(bucket, key);
    throw error;
  }
}

/**
 * Runs a login attempt (`attempt`, which checks the password) under the per-address count of
 * failed logins (`login_ip`). Many people can share one address (a mobile network's CGNAT), so a
 * success gives its slot back and only failures stay counted (docs/decisions/026); the slot is
 * still taken before the check, so concurrent guesses from one address cannot run more checks
 * than the limit. An attempt that ended otherwise than with a refusal of the credentials (the
 * account's own limit, an error) gives it back too: no password was tried. A browser holding the
 * device cookie of the account it signs in to is counted by that cookie instead, so guesses from
 * its address (a shared connection, the same /64) do not keep its owner out either. Throws
 * RateLimited when the address is over the limit.
 */
export async function withinAddressLimit<T>(client: string, email: string, deviceTokens: readonly string[], attempt: () => Promise<T>): Promise<T> {
  if (trustedDeviceFor(email, deviceTokens)) return attempt();
  enforce("login_ip", client);
  try {
    const result = await attempt();
    giveBack("login_ip", client);
    return result;
  } catch (error) {
    if (!(error instanceof LoginRefused)) giveBack("login_ip", client);
    throw error;
  }
}

/**
 * The current password of a signed-in account (a password change, an erasure), under the
 * account's own count of wrong current passwords (`password_check`): a stolen session cannot guess
 * the password faster than a login can, and nobody else can fill that count.
 */
export async function checkOwnPassword(user: Pick<User, "id" | "password_hash">, password: string): Promise<boolean> {
  const key = `user:${user.id}`;
  enforce("password_check", key);
  let matches: boolean;
  try {
    matches = await verifyPassword(password, user.password_hash);
  } catch (error) {
    giveBack("password_check", key);
    throw error;
  }
  if (matches) reset("password_check", key);
  return matches;
}
