/** GET /api/portfolio/items/:id/. */
import { getPublicPortfolioItem } from "~/.server/portfolio/portfolio";
import { parseId } from "~/lib/ids";
import { publicItemRoute } from "~/routes/api/.server/public-routes";

const handlers = publicItemRoute((key) => {
  const id = parseId(key);
  return id ? getPublicPortfolioItem(id) : null;
});

export const loader = handlers.loader;
export const action = handlers.action;
