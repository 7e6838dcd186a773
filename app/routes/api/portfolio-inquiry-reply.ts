/** portfolio inquiry reply (spec section 7). */
import { inquiryReplyRoute } from "~/routes/api/.server/inquiry-routes";

const handlers = inquiryReplyRoute("portfolio");

export const loader = handlers.loader;
export const action = handlers.action;
