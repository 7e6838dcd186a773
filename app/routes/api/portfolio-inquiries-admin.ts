/** portfolio inquiries admin (spec section 7). */
import { inquiryListRoute } from "~/routes/api/.server/inquiry-routes";

const handlers = inquiryListRoute("portfolio", "admin");

export const loader = handlers.loader;
export const action = handlers.action;
