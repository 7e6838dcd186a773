/** Every path under /api/ and /core_api/ that names no call: a JSON 404 whatever the method. */
import { apiRoute } from "~/routes/api/.server/handler";
import { notFound } from "~/routes/api/.server/respond";

const answer = () => notFound();
const handlers = apiRoute({ GET: answer, POST: answer, PUT: answer, PATCH: answer, DELETE: answer });

export const loader = handlers.loader;
export const action = handlers.action;
