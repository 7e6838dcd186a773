/** POST /api/login/: email and password for a bearer token (spec section 7). */
import { loginSchema } from "~/lib/schemas/auth";
import { auth as authCopy } from "~/lib/copy/auth";
import { readJsonObject, validateBody } from "~/.server/api/body";
import { apiRoute } from "~/.server/api/handler";
import { json } from "~/.server/api/respond";
import { revokeCookieSession } from "~/.server/auth";
import { createSession } from "~/.server/sessions";
import { countLoginAttempt, verifyLoginWithinLimits } from "~/.server/login-throttle";
import { LoginRefused, publicUser } from "~/.server/users";

const handlers = apiRoute({
  POST: async ({ request, client }) => {
    countLoginAttempt(client);
    const credentials = validateBody(await readJsonObject(request), loginSchema);
    try {
      const user = await verifyLoginWithinLimits(credentials.user_email, credentials.password);
      // Called from a signed-in browser, the login ends that browser's earlier session too.
      await revokeCookieSession(request);
      const token = createSession(user.id, "api");
      return json({ status: true, message: "Login successful", token, userData: { ...publicUser(user), isAdmin: user.user_type === 1 } });
    } catch (error) {
      if (error instanceof LoginRefused) return json({ status: false, message: error.message || authCopy.loginFailed, token: null, userData: null }, 401);
      throw error;
    }
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
