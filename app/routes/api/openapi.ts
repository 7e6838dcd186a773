/** GET /api/openapi.json: the OpenAPI 3.1 description, from the request schemas themselves. */
import { config } from "~/.server/config";
import { apiRoute } from "~/routes/api/.server/handler";
import { openApiDocument } from "~/routes/api/.server/openapi";
import { keptJson } from "~/routes/api/.server/respond";

// The same for everyone: written and compressed once (keptJson), not on every request.
const handlers = apiRoute({ GET: ({ request }) => keptJson(request, "openapi", () => openApiDocument(config().publicUrl)) });

export const loader = handlers.loader;
export const action = handlers.action;
