/** portfolio inquiry status (spec section 7). */
import { inquiryStatusRoute } from "~/routes/api/.server/inquiry-routes";

const handlers = inquiryStatusRoute("portfolio");

export const loader = handlers.loader;
export const action = handlers.action;
