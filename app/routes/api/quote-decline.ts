/** POST /api/quotes/{id}/decline/: decline the quotation (issue 31; the handlers are in .server/quote-routes.ts). */
import { answerRoute } from "~/routes/api/.server/quote-routes";

const handlers = answerRoute("decline");

export const loader = handlers.loader;
export const action = handlers.action;
