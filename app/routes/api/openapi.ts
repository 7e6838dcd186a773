/** GET /api/openapi.json: the OpenAPI 3.1 description, from the request schemas themselves. */
import { apiRoute } from "~/.server/api/handler";
import { openApiDocument } from "~/.server/api/openapi";
import { json } from "~/.server/api/respond";
import { config } from "~/.server/config";

const handlers = apiRoute({ GET: () => json(openApiDocument(config().publicUrl)) });

export const loader = handlers.loader;
export const action = handlers.action;
