/** POST /api/admin/quotes/{id}/send/: send the saved draft (issue 31; the handlers are in .server/quote-routes.ts). */
import { sendRoute } from "~/routes/api/.server/quote-routes";

const handlers = sendRoute();

export const loader = handlers.loader;
export const action = handlers.action;
