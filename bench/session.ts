/** Credentials for the measured screens: the test server's administrator, as a browser and as a client. */
import { TEST_ADMIN } from "../tests/support/server-process";

/** The session cookie of a browser login (POST /login with the site's Origin, as a browser sends). */
export async function adminCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body: new URLSearchParams({ user_email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  });
  const cookie = response.headers.getSetCookie().find((value) => /sadeli_session=/.test(value));
  if (!cookie) throw new Error(`Admin login failed with ${response.status}`);
  return cookie.split(";")[0]!;
}

/** A bearer token from POST /api/login/. */
export async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user_email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`API login failed with ${response.status}`);
  return body.token;
}
