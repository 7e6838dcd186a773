/**
 * Issue 33: a bearer token that is an API key (docs/decisions/055). A live key acts as the
 * administrator who made it, holding only the actions its scopes grant for this method
 * (app/lib/api-scopes.ts) that the permission table still gives that administrator. An unknown,
 * revoked or expired key is a 401 like a bad token; a call its scopes do not open is a 403; a call
 * that names no team action (the account's own: /api/account/*, the buyer's, the sender's) is
 * never a key's: 403.
 */
import type { User } from "~/.server/accounts/users";
import { isKeyToken, verifyApiKey } from "~/.server/security/api-keys";
import { scopeActions } from "~/lib/api-scopes";
import { type Action, can } from "~/lib/permissions";

import { fail, forbidden, unauthorized } from "./respond";

/**
 * The key's maker when the bearer token (auth.ts's `bearerToken`) is a key that may take one of the
 * actions for this method; null when the token is no key.
 */
export function keyPrincipal(token: string | null, method: string, action?: Action | readonly Action[]): User | null {
  if (!token || !isKeyToken(token)) return null;
  const principal = verifyApiKey(token);
  if (!principal) fail(unauthorized());
  const actions: readonly Action[] = action === undefined ? [] : typeof action === "string" ? [action] : action;
  const granted = scopeActions(principal.scopes, method);
  if (!actions.some((each) => granted.has(each) && can(principal.user, each))) fail(forbidden());
  return principal.user;
}
