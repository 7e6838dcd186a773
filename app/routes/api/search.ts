/** GET /api/search/?q=words: matches across products, gallery, portfolio and blog. */
import { apiRoute } from "~/.server/api/handler";
import { listParams } from "~/.server/api/lists";
import { json, writeFailed } from "~/.server/api/respond";
import { searchEverything } from "~/.server/api/site-search";

const handlers = apiRoute({
  GET: ({ request }) => {
    const { search } = listParams(request);
    if (!search) return writeFailed("Add a search query: ?q=words", { q: ["This field is required."] });
    return json(searchEverything(search));
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
