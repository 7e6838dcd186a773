/** POST /api/logout/ with {accessToken}: that token stops working at once. */
import { z } from "zod";
import { readJsonObject, validateBody } from "~/.server/api/body";
import { apiRoute } from "~/.server/api/handler";
import { json } from "~/.server/api/respond";
import { revokeSession } from "~/.server/sessions";

const logoutSchema = z.object({ accessToken: z.string({ error: "accessToken is required" }).min(1, "accessToken is required").max(500) });

const handlers = apiRoute({
  POST: async ({ request }) => {
    const { accessToken } = validateBody(await readJsonObject(request), logoutSchema);
    revokeSession(accessToken);
    return json({ status: true, message: "Logged out" });
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
