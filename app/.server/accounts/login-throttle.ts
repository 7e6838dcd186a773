/**
 * Password checks under the abuse limits: every check of an account's password takes one of the
 * account's slots for failed logins first, from any address, so concurrent guesses cannot run
 * more checks than the limit; a success clears the count, and a check that ended otherwise
 * (neither right nor wrong) gives its slot back. The per-address limit is counted by the doors
 * (page and API), which know the client.
 */
import { enforce, giveBack, reset } from "~/.server/security/rate-limit";

import { LoginRefused, type User, verifyLogin } from "./users";

export async function verifyLoginWithinLimits(email: string, password: string): Promise<User> {
  const account = email.trim().toLowerCase();
  enforce("login_account", account);
  try {
    const user = await verifyLogin(email, password);
    reset("login_account", account);
    return user;
  } catch (error) {
    if (!(error instanceof LoginRefused)) giveBack("login_account", account);
    throw error;
  }
}

/** Counts a login attempt from one address; throws RateLimited when it is over the limit. */
export function countLoginAttempt(client: string) {
  enforce("login_ip", client);
}
