/** portfolio inquiries admin (spec section 7). */
import { ADMIN_ONLY } from "~/.server/api/auth";
import { inquiryListRoute } from "~/.server/api/inquiry-routes";

const handlers = inquiryListRoute("portfolio", "admin", ADMIN_ONLY);

export const loader = handlers.loader;
export const action = handlers.action;
