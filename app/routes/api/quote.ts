/** GET /api/quotes/{id}/: one of the caller's own quotes (issue 31; the handlers are in .server/quote-routes.ts). */
import { myQuoteRoute } from "~/routes/api/.server/quote-routes";

const handlers = myQuoteRoute();

export const loader = handlers.loader;
export const action = handlers.action;
