/** product inquiries admin (spec section 7). */
import { SHOP_ROLES } from "~/routes/api/.server/auth";
import { inquiryListRoute } from "~/routes/api/.server/inquiry-routes";

const handlers = inquiryListRoute("product", "admin", SHOP_ROLES);

export const loader = handlers.loader;
export const action = handlers.action;
