/** POST /api/login/: email and password for a bearer token (spec section 7). */
import { countLoginAttempt, verifyLoginWithinLimits } from "~/.server/accounts/login-throttle";
import { createSession } from "~/.server/accounts/sessions";
import { LoginRefused } from "~/.server/accounts/users";
import { auth as authCopy } from "~/lib/copy/auth";
import { loginSchema } from "~/lib/schemas/auth";
import { revokeCookieSession } from "~/routes/.server/auth";
import { readJsonObject, validateBody } from "~/routes/api/.server/body";
import { sessionUserData } from "~/routes/api/.server/contract/session-user";
import { apiRoute } from "~/routes/api/.server/handler";
import { errorBody, json } from "~/routes/api/.server/respond";

const handlers = apiRoute(
  {
    POST: async ({ request, client }) => {
      countLoginAttempt(client);
      const credentials = validateBody(await readJsonObject(request), loginSchema);
      try {
        const user = await verifyLoginWithinLimits(credentials.user_email, credentials.password);
        // Called from a signed-in browser, the login ends that browser's earlier session too.
        await revokeCookieSession(request);
        const token = createSession(user.id, "api");
        return json({ status: true, message: "Login successful", token, userData: sessionUserData(user) });
      } catch (error) {
        if (error instanceof LoginRefused) return json(errorBody(error.message || authCopy.loginFailed), 401);
        throw error;
      }
    },
  },
  // Every failure, a refused password or a malformed body alike, keeps the keys of a login.
  { errorKeys: { token: null, userData: null } },
);

export const loader = handlers.loader;
export const action = handlers.action;
