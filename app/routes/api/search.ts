/** GET /api/search/?q=words: matches across products, gallery, portfolio and blog. */
import { searchQuery } from "~/.server/api/contract/query";
import { apiRoute } from "~/.server/api/handler";
import { parseQuery, searchWords } from "~/.server/api/lists";
import { json, writeFailed } from "~/.server/api/respond";
import { apiCopy } from "~/lib/copy/api";
import { searchEverything } from "~/.server/api/site-search";

const handlers = apiRoute({
  GET: ({ request }) => {
    const words = searchWords(parseQuery(request, searchQuery).q);
    // Only control characters: nothing to look for.
    if (!words) return writeFailed(apiCopy.correctErrors, { q: [apiCopy.fieldRequired] });
    return json(searchEverything(words));
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
