/** product inquiry reply (spec section 7). */
import { SHOP_ROLES } from "~/routes/api/.server/auth";
import { inquiryReplyRoute } from "~/routes/api/.server/inquiry-routes";

const handlers = inquiryReplyRoute("product", SHOP_ROLES);

export const loader = handlers.loader;
export const action = handlers.action;
