/** POST /api/login/: email and password for a bearer token (spec section 7). */
import { verifyLoginWithinLimits, withinAddressLimit } from "~/.server/accounts/login-throttle";
import { createSession } from "~/.server/accounts/sessions";
import { LoginRefused } from "~/.server/accounts/users";
import { auth as authCopy } from "~/lib/copy/auth";
import { loginSchema } from "~/lib/schemas/auth";
import { deviceCookieAfterLogin, deviceTokens, revokeCookieSession } from "~/routes/.server/auth";
import { readJsonObject, validateBody } from "~/routes/api/.server/body";
import { sessionUserData } from "~/routes/api/.server/contract/session-user";
import { apiRoute } from "~/routes/api/.server/handler";
import { errorBody, json } from "~/routes/api/.server/respond";

const handlers = apiRoute(
  {
    POST: async ({ request, client }) => {
      const credentials = validateBody(await readJsonObject(request), loginSchema);
      // The device cookie counts when the client sends it (a browser, a client with a cookie jar);
      // without it the attempt counts per address and per account (docs/decisions/022).
      const devices = await deviceTokens(request);
      try {
        const user = await withinAddressLimit(client, credentials.user_email, devices, () =>
          verifyLoginWithinLimits(credentials.user_email, credentials.password, devices),
        );
        // Called from a signed-in browser, the login ends that browser's earlier session too.
        await revokeCookieSession(request);
        const token = createSession(user.id, "api");
        // The device cookie for a client that keeps cookies; others ignore it.
        return json({ status: true, message: "Login successful", token, userData: sessionUserData(user) }, 200, {
          "Set-Cookie": await deviceCookieAfterLogin(request, user),
        });
      } catch (error) {
        if (error instanceof LoginRefused) return json(errorBody(error.message || authCopy.loginFailed, {}, "unauthorized"), 401);
        throw error;
      }
    },
  },
  // Every failure, a refused password or a malformed body alike, keeps the keys of a login.
  { errorKeys: { token: null, userData: null } },
);

export const loader = handlers.loader;
export const action = handlers.action;
