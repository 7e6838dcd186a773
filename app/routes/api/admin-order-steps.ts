/** POST /api/admin/orders/{id}/steps/: an order's next step (issue 31; the handlers are in .server/quote-routes.ts). */
import { orderStepRoute } from "~/routes/api/.server/quote-routes";

const handlers = orderStepRoute();

export const loader = handlers.loader;
export const action = handlers.action;
