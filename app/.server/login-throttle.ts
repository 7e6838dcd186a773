/**
 * Password checks under the abuse limits: an account that has had too many failed logins in the
 * window is refused before its password is even compared, from any address; a success clears
 * its count. The per-address limit is counted by the doors (page and API), which know the client.
 */
import { hit, peek, RateLimited, reset } from "./security/rate-limit";
import { LoginRefused, verifyLogin, type User } from "./users";

export async function verifyLoginWithinLimits(email: string, password: string): Promise<User> {
  const account = email.trim().toLowerCase();
  const verdict = peek("login_account", account);
  if (!verdict.allowed) throw new RateLimited(verdict.retryAfterSeconds);
  try {
    const user = await verifyLogin(email, password);
    reset("login_account", account);
    return user;
  } catch (error) {
    if (error instanceof LoginRefused) hit("login_account", account);
    throw error;
  }
}

/** Counts a login attempt from one address; throws RateLimited when it is over the limit. */
export function countLoginAttempt(client: string) {
  const verdict = hit("login_ip", client);
  if (!verdict.allowed) throw new RateLimited(verdict.retryAfterSeconds);
}
