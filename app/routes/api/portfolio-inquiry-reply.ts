/** portfolio inquiry reply (spec section 7). */
import { ADMIN_ONLY } from "~/routes/api/.server/auth";
import { inquiryReplyRoute } from "~/routes/api/.server/inquiry-routes";

const handlers = inquiryReplyRoute("portfolio", ADMIN_ONLY);

export const loader = handlers.loader;
export const action = handlers.action;
