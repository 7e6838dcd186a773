/** GET/POST /api/quote-basket/: the caller's quote basket (issue 31; the handlers are in .server/quote-routes.ts). */
import { basketRoute } from "~/routes/api/.server/quote-routes";

const handlers = basketRoute();

export const loader = handlers.loader;
export const action = handlers.action;
