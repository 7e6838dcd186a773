/** GET /api/openapi.json: the OpenAPI 3.1 description, from the request schemas themselves. */
import { apiRoute } from "~/.server/api/handler";
import { openApiDocument } from "~/.server/api/openapi";
import { json } from "~/.server/api/respond";

const handlers = apiRoute({ GET: ({ request }) => json(openApiDocument(new URL(request.url).origin)) });

export const loader = handlers.loader;
export const action = handlers.action;
