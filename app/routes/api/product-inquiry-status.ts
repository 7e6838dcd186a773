/** product inquiry status (spec section 7). */
import { SHOP_ROLES } from "~/.server/api/auth";
import { inquiryStatusRoute } from "~/.server/api/inquiry-routes";

const handlers = inquiryStatusRoute("product", SHOP_ROLES);

export const loader = handlers.loader;
export const action = handlers.action;
