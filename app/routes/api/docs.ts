/** GET /api/docs: the rendered reference of /api/openapi.json (issue 33, docs/decisions/059). */
import type { AppLoadContext } from "react-router";

import { apiDocsPage } from "~/routes/api/.server/docs-page";
import { apiRoute } from "~/routes/api/.server/handler";

type Args = Parameters<ReturnType<typeof apiRoute>["loader"]>[0] & { context: AppLoadContext };

/** Public, the same for everyone but its nonce; the API's wrapper counts it and answers 405 to writes. */
const handle = (args: Args) =>
  apiRoute({
    GET: () =>
      // Cache-Control is the server's (server/cache-control.ts), as for every public read.
      new Response(apiDocsPage(args.context?.cspNonce), { headers: { "Content-Type": "text/html; charset=utf-8" } }),
  }).loader(args);

export const loader = handle;
export const action = handle;
