/** portfolio inquiry reply (spec section 7). */
import { ADMIN_ONLY } from "~/.server/api/auth";
import { inquiryReplyRoute } from "~/.server/api/inquiry-routes";

const handlers = inquiryReplyRoute("portfolio", ADMIN_ONLY);

export const loader = handlers.loader;
export const action = handlers.action;
