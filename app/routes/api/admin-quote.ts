/** GET /api/admin/quotes/{id}/: a quote as the team reads it (issue 31; the handlers are in .server/quote-routes.ts). */
import { teamQuoteRoute } from "~/routes/api/.server/quote-routes";

const handlers = teamQuoteRoute();

export const loader = handlers.loader;
export const action = handlers.action;
