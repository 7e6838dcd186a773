/** POST /api/admin/quotes/{id}/confirm-order/: an accepted quotation becomes an order (issue 31; the handlers are in .server/quote-routes.ts). */
import { confirmOrderRoute } from "~/routes/api/.server/quote-routes";

const handlers = confirmOrderRoute();

export const loader = handlers.loader;
export const action = handlers.action;
