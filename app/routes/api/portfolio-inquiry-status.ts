/** portfolio inquiry status (spec section 7). */
import { ADMIN_ONLY } from "~/.server/api/auth";
import { inquiryStatusRoute } from "~/.server/api/inquiry-routes";

const handlers = inquiryStatusRoute("portfolio", ADMIN_ONLY);

export const loader = handlers.loader;
export const action = handlers.action;
