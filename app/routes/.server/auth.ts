/**
 * Who is asking, for every loader and action. The browser holds a signed HttpOnly cookie with
 * only an opaque session token; the account behind it is read from the database on every
 * request. Loaders run in parallel, so each protected loader and action calls require* itself.
 */
import { createCookie, redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import { tokensAfterLogin } from "~/.server/accounts/device-cookies";
import { verifyLoginWithinLimits } from "~/.server/accounts/login-throttle";
import { createSession, getSessionUser, revokeSession, SESSION_LIFETIMES } from "~/.server/accounts/sessions";
import { LoginRefused, type User } from "~/.server/accounts/users";
import { config } from "~/.server/config";
import { USER_TYPE, type UserType } from "~/lib/constants";
import { auth as authCopy } from "~/lib/copy/auth";
import { type Lang, langOfPath, localePath } from "~/lib/i18n/locales";
import { safeRedirect } from "~/lib/safe-redirect";
import { loginSchema } from "~/lib/schemas/auth";

let cookie: ReturnType<typeof createCookie> | undefined;

/** `__Host-` binds the cookie to this exact origin; browsers accept that prefix only with Secure. */
function sessionCookie() {
  const { cookieSecure, sessionSecret } = config();
  cookie ??= createCookie(cookieSecure ? "__Host-sadeli_session" : "sadeli_session", {
    httpOnly: true,
    sameSite: "lax",
    secure: cookieSecure,
    path: "/",
    secrets: [sessionSecret],
    maxAge: SESSION_LIFETIMES.browser.absoluteMs / 1000,
  });
  return cookie;
}

let deviceJar: ReturnType<typeof createCookie> | undefined;

/**
 * The device cookie (docs/decisions/022): the tokens of the accounts that signed in on this
 * browser (app/.server/accounts/device-cookies.ts). Long-lived, HttpOnly, signed like the session
 * cookie (each token is signed on its own as well); it outlives logout on purpose.
 */
function deviceCookie() {
  const { cookieSecure, sessionSecret } = config();
  deviceJar ??= createCookie(cookieSecure ? "__Host-sadeli_device" : "sadeli_device", {
    httpOnly: true,
    sameSite: "lax",
    secure: cookieSecure,
    path: "/",
    secrets: [sessionSecret],
    maxAge: 365 * 24 * 60 * 60,
  });
  return deviceJar;
}

/** The device tokens the request's cookie holds (none when absent, unsigned or malformed). */
export async function deviceTokens(request: Request): Promise<string[]> {
  const value: unknown = await deviceCookie().parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? value.filter((token): token is string => typeof token === "string").slice(0, 10) : [];
}

/** The Set-Cookie value after a successful login to `user`: a fresh token for it, the others kept. */
export async function deviceCookieAfterLogin(request: Request, user: Pick<User, "id">): Promise<string> {
  return deviceCookie().serialize(tokensAfterLogin(await deviceTokens(request), user.id));
}

async function sessionToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** The browser's session token (to keep this session when ending the others), or null. */
export const currentSessionToken = (request: Request) => sessionToken(request);

/**
 * The page memo's name for the person behind a Cookie header (server/response-cache.ts): the
 * same check as every loader makes (a live browser session of an approved account), and only when
 * the header holds that cookie alone (beside the device cookie, which changes no page). Null for
 * anything else.
 */
export async function sessionMemoVariant(cookieHeader: string): Promise<string | null> {
  const pairs = cookieHeader.split(";").filter((pair) => pair.trim() && pair.split("=")[0]!.trim() !== deviceCookie().name);
  if (pairs.length !== 1 || pairs[0]!.split("=")[0]!.trim() !== sessionCookie().name) return null;
  const token: unknown = await sessionCookie().parse(pairs[0]!);
  const user = typeof token === "string" && token ? getSessionUser(token, "browser") : null;
  return user ? `user:${user.id}` : null;
}

/** The signed-in, approved account, or null. */
export async function getOptionalUser(request: Request): Promise<User | null> {
  const token = await sessionToken(request);
  return token ? getSessionUser(token, "browser") : null;
}

/** To the login page of the page's language (/gu/account/inquiries to /gu/login), which sends the person back. */
function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  throw redirect(`${localePath(langOfPath(url.pathname), "/login")}?${new URLSearchParams({ redirectTo: back })}`);
}

export async function requireUser(request: Request): Promise<User> {
  return (await getOptionalUser(request)) ?? loginRedirect(request);
}

/** A guest goes to login; a signed-in account without one of the roles goes home. */
export async function requireRole(request: Request, roles: readonly UserType[]): Promise<User> {
  const user = await requireUser(request);
  if (!roles.includes(user.user_type as UserType)) throw redirect("/");
  return user;
}

export const isAdmin = (user: Pick<User, "user_type"> | null | undefined) => user?.user_type === USER_TYPE.admin;

/** Where a freshly signed-in account lands: admins on the panel, others home, or back. */
export function landingPath(user: User, redirectTo: unknown, lang: Lang = "en"): string {
  // The team lands on the panel; anyone else on the home page of the language they signed in with.
  const fallback = user.user_type === USER_TYPE.admin ? "/panel" : localePath(lang, "/");
  return redirectTo ? safeRedirect(redirectTo, fallback) : fallback;
}

/**
 * Deletes the session of the browser's cookie, if it holds one. A login ends it too, so signing in
 * again (or as someone else) leaves no earlier session alive behind the new cookie.
 */
export async function revokeCookieSession(request: Request) {
  const token = await sessionToken(request);
  if (token) revokeSession(token);
}

/**
 * A new session (never a reused id) and the redirect that sets its cookie; the earlier one ends.
 * The browser's device cookie gets a fresh token for the account (it signed in here).
 */
export async function startBrowserSession(request: Request, user: User, to: string): Promise<Response> {
  await revokeCookieSession(request);
  const token = createSession(user.id, "browser");
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionCookie().serialize(token));
  headers.append("Set-Cookie", await deviceCookieAfterLogin(request, user));
  return redirect(to, { headers });
}

/**
 * The Set-Cookie header that puts a fresh session token (from renewSessions: a password change,
 * "sign out everywhere else") in this browser in place of the one it held.
 */
export const browserSessionCookie = (token: string) => sessionCookie().serialize(token);

export async function endBrowserSession(request: Request, to = "/"): Promise<Response> {
  await revokeCookieSession(request);
  return redirect(to, { headers: { "Set-Cookie": await sessionCookie().serialize("", { maxAge: 0 }) } });
}

/** Thrown from the form strategy when the fields themselves are invalid. */
export class InvalidLoginForm extends Error {
  override name = "InvalidLoginForm";
}

export const authenticator = new Authenticator<User>();
authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const parsed = loginSchema.safeParse({ user_email: form.get("user_email"), password: form.get("password") });
    if (!parsed.success) throw new InvalidLoginForm(authCopy.loginFailed);
    return verifyLoginWithinLimits(parsed.data.user_email, parsed.data.password, await deviceTokens(request));
  }),
  "form",
);

export { LoginRefused };
