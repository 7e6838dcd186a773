/**
 * Who is calling the API: the bearer token from POST /api/login/ (a session row of kind "api"), or
 * an API key (issue 33, api-key-auth.ts, docs/decisions/055).
 * A cookie alone never authorizes an API call, so no other site can act through a visitor's
 * browser. Missing or bad token: 401; a role the permission table refuses: 403.
 */
import { getSessionUser } from "~/.server/accounts/sessions";
import type { User } from "~/.server/accounts/users";
import { isKeyToken } from "~/.server/security/api-keys";
import { type Action, can } from "~/lib/permissions";

import { keyPrincipal } from "./api-key-auth";
import { fail, forbidden, unauthorized } from "./respond";

/** The token of `Authorization: Bearer <token>`; the scheme's name in any case (RFC 9110, 11.1). */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match ? match[1]! : null;
}

/** A person signed in through the API; an API key is no person (issue 33): null for it. */
export function optionalApiUser(request: Request): User | null {
  const token = bearerToken(request);
  return token && !isKeyToken(token) ? getSessionUser(token, "api") : null;
}

/**
 * The caller, who must be allowed the action named (or one of the actions named) by the
 * permission table (app/lib/permissions.ts); with none named, any signed-in account.
 */
export function requireApiUser(request: Request, action?: Action | readonly Action[]): User {
  const key = keyPrincipal(bearerToken(request), request.method, action);
  if (key) return key;
  const user = optionalApiUser(request);
  if (!user) fail(unauthorized());
  const actions: readonly Action[] = action === undefined ? [] : typeof action === "string" ? [action] : action;
  if (actions.length && !actions.some((each) => can(user, each))) fail(forbidden());
  return user;
}
