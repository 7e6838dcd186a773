/**
 * Who is calling the API: the bearer token from POST /api/login/ (a session row of kind "api").
 * A cookie alone never authorizes an API call, so no other site can act through a visitor's
 * browser. Missing or bad token: 401; wrong role: 403.
 */
import { getSessionUser } from "~/.server/accounts/sessions";
import type { User } from "~/.server/accounts/users";
import { USER_TYPE, type UserType } from "~/lib/constants";

import { fail, forbidden, unauthorized } from "./respond";

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match ? match[1]! : null;
}

export function optionalApiUser(request: Request): User | null {
  const token = bearerToken(request);
  return token ? getSessionUser(token, "api") : null;
}

export function requireApiUser(request: Request, roles?: readonly UserType[]): User {
  const user = optionalApiUser(request);
  if (!user) fail(unauthorized());
  if (roles && !roles.includes(user.user_type as UserType)) fail(forbidden());
  return user;
}

export const ADMIN_ONLY: readonly UserType[] = [USER_TYPE.admin];
export const SHOP_ROLES: readonly UserType[] = [USER_TYPE.admin, USER_TYPE.storeManager];
