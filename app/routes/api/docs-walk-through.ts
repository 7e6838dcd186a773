/**
 * GET /api/docs/api.md: docs/api.md, the walk-through with curl and the changelog, as the text it
 * is (issue 33, docs/decisions/059): the reference at /api/docs links it. Read into the build.
 */
import { apiRoute } from "~/routes/api/.server/handler";

import walkThrough from "../../../docs/api.md?raw";

const handlers = apiRoute({ GET: () => new Response(walkThrough, { headers: { "Content-Type": "text/markdown; charset=utf-8" } }) });

export const loader = handlers.loader;
export const action = handlers.action;
