/** GET/POST /api/quotes/: the caller's quotes; send a request (issue 31; the handlers are in .server/quote-routes.ts). */
import { myQuotesRoute } from "~/routes/api/.server/quote-routes";

const handlers = myQuotesRoute();

export const loader = handlers.loader;
export const action = handlers.action;
