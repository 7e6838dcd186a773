/** portfolio inquiry status (spec section 7). */
import { ADMIN_ONLY } from "~/routes/api/.server/auth";
import { inquiryStatusRoute } from "~/routes/api/.server/inquiry-routes";

const handlers = inquiryStatusRoute("portfolio", ADMIN_ONLY);

export const loader = handlers.loader;
export const action = handlers.action;
