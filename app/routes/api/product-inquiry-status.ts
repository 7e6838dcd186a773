/** product inquiry status (spec section 7). */
import { SHOP_ROLES } from "~/routes/api/.server/auth";
import { inquiryStatusRoute } from "~/routes/api/.server/inquiry-routes";

const handlers = inquiryStatusRoute("product", SHOP_ROLES);

export const loader = handlers.loader;
export const action = handlers.action;
