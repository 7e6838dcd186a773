/** POST /api/quotes/{id}/accept/: accept the quotation (issue 31; the handlers are in .server/quote-routes.ts). */
import { answerRoute } from "~/routes/api/.server/quote-routes";

const handlers = answerRoute("accept");

export const loader = handlers.loader;
export const action = handlers.action;
