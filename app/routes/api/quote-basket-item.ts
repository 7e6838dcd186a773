/** PATCH/DELETE /api/quote-basket/{product_id}/: one line of the caller's basket (issue 31; the handlers are in .server/quote-routes.ts). */
import { basketItemRoute } from "~/routes/api/.server/quote-routes";

const handlers = basketItemRoute();

export const loader = handlers.loader;
export const action = handlers.action;
