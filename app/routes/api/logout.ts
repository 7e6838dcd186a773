/** POST /api/logout/ with {accessToken}: that token stops working at once. */
import { logoutBody } from "~/.server/api/contract/bodies";
import { readJsonObject, validateBody } from "~/.server/api/body";
import { apiRoute } from "~/.server/api/handler";
import { json } from "~/.server/api/respond";
import { revokeSession } from "~/.server/sessions";


const handlers = apiRoute({
  POST: async ({ request }) => {
    const { accessToken } = validateBody(await readJsonObject(request), logoutBody);
    revokeSession(accessToken);
    return json({ status: true, message: "Logged out" });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
