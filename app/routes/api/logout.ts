/** POST /api/logout/ with {accessToken}: that token stops working at once. */
import { revokeSession } from "~/.server/accounts/sessions";
import { readJsonObject, validateBody } from "~/routes/api/.server/body";
import { logoutBody } from "~/routes/api/.server/contract/bodies";
import { apiRoute } from "~/routes/api/.server/handler";
import { json } from "~/routes/api/.server/respond";

const handlers = apiRoute({
  POST: async ({ request }) => {
    const { accessToken } = validateBody(await readJsonObject(request), logoutBody);
    revokeSession(accessToken);
    return json({ status: true, message: "Logged out" });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
