/** product inquiries admin (spec section 7). */
import { SHOP_ROLES } from "~/.server/api/auth";
import { inquiryListRoute } from "~/.server/api/inquiry-routes";

const handlers = inquiryListRoute("product", "admin", SHOP_ROLES);

export const loader = handlers.loader;
export const action = handlers.action;
