/** product inquiry reply (spec section 7). */
import { SHOP_ROLES } from "~/.server/api/auth";
import { inquiryReplyRoute } from "~/.server/api/inquiry-routes";

const handlers = inquiryReplyRoute("product", SHOP_ROLES);

export const loader = handlers.loader;
export const action = handlers.action;
