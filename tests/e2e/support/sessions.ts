/**
 * Signing a browser context in without the login form (docs/decisions/034): the session row is
 * made as a login makes it (the app's createSession, through the factories), and its token is
 * signed into the session cookie with react-router's own createCookie, under the test server's
 * name and secret (playwright.config.ts). The login form itself is tested once per role
 * (tests/e2e/accounts.spec.ts "each role signs in through the form").
 */
import type { BrowserContext } from "@playwright/test";
import { eq } from "drizzle-orm";
import { createCookie } from "react-router";

import { createSession, schema, testDb } from "./factories";

/** The test server's SESSION_SECRET (playwright.config.ts passes it to the server). */
export const E2E_SESSION_SECRET = "e2e-session-secret-with-enough-length-0123456789";

/** The test server runs with COOKIE_SECURE=false: the cookie is `sadeli_session` (decision 003). */
const sessionCookie = createCookie("sadeli_session", { secrets: [E2E_SESSION_SECRET], httpOnly: true, sameSite: "lax", path: "/" });

/** The signed value of the session cookie for a new browser session of the account. */
export async function sessionCookieValue(userId: number): Promise<string> {
  const serialized = await sessionCookie.serialize(createSession(userId, "browser"));
  return serialized.slice(serialized.indexOf("=") + 1, serialized.indexOf(";"));
}

/** Signs the context in as the account (by id or address): every page of it is then that account's. */
export async function signIn(context: BrowserContext, account: number | string): Promise<void> {
  const userId =
    typeof account === "number"
      ? account
      : testDb().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.user_email, account.toLowerCase())).get()?.id;
  if (userId === undefined) throw new Error(`No account ${account} on the test server`);
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
  await context.addCookies([{ name: sessionCookie.name, value: await sessionCookieValue(userId), url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}
