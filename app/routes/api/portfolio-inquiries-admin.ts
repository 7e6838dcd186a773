/** portfolio inquiries admin (spec section 7). */
import { ADMIN_ONLY } from "~/routes/api/.server/auth";
import { inquiryListRoute } from "~/routes/api/.server/inquiry-routes";

const handlers = inquiryListRoute("portfolio", "admin", ADMIN_ONLY);

export const loader = handlers.loader;
export const action = handlers.action;
