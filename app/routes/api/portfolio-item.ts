/** GET /api/portfolio/items/:id/ (?lang=gu|hi: the texts in that language). */
import { getPublicPortfolioItem } from "~/.server/portfolio/portfolio";
import { parseId } from "~/lib/ids";
import { publicItemRoute } from "~/routes/api/.server/public-routes";

const handlers = publicItemRoute((key, _request, options) => {
  const id = parseId(key);
  return id ? getPublicPortfolioItem(id, options) : null;
});

export const loader = handlers.loader;
export const action = handlers.action;
