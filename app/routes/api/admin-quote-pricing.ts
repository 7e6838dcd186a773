/** PUT /api/admin/quotes/{id}/pricing/: save the pricing as the draft (issue 31; the handlers are in .server/quote-routes.ts). */
import { pricingRoute } from "~/routes/api/.server/quote-routes";

const handlers = pricingRoute();

export const loader = handlers.loader;
export const action = handlers.action;
