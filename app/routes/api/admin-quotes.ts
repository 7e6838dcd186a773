/** GET /api/admin/quotes/: the team's quotes (issue 31; the handlers are in .server/quote-routes.ts). */
import { teamQuotesRoute } from "~/routes/api/.server/quote-routes";

const handlers = teamQuotesRoute();

export const loader = handlers.loader;
export const action = handlers.action;
