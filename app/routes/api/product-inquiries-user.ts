/** product inquiries user (spec section 7). */
import { inquiryListRoute } from "~/routes/api/.server/inquiry-routes";

const handlers = inquiryListRoute("product", "user");

export const loader = handlers.loader;
export const action = handlers.action;
