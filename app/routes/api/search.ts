/** GET /api/search/?q=words[&lang=gu|hi]: matches across products, gallery, portfolio and blog. */
import { apiCopy } from "~/lib/copy/api";
import { optionalApiUser } from "~/routes/api/.server/auth";
import { searchQuery } from "~/routes/api/.server/contract/query";
import { apiRoute } from "~/routes/api/.server/handler";
import { parseQuery, searchWords } from "~/routes/api/.server/lists";
import { json, writeFailed } from "~/routes/api/.server/respond";
import { searchEverything } from "~/routes/api/.server/site-search";

const handlers = apiRoute({
  GET: ({ request }) => {
    const query = parseQuery(request, searchQuery);
    const words = searchWords(query.q);
    // Only control characters: nothing to look for.
    if (!words) return writeFailed(apiCopy.correctErrors, { q: [apiCopy.fieldRequired] });
    // A guest gets what the site shows a guest (a gallery item's description preview as its snippet).
    return json(searchEverything(words, undefined, query.lang, optionalApiUser(request)));
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
