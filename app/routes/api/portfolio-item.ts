/** GET /api/portfolio/items/:id/. */
import { numericId, publicItemRoute } from "~/routes/api/.server/public-routes";
import { getPublicPortfolioItem } from "~/.server/portfolio/portfolio";

const handlers = publicItemRoute((key) => {
  const id = numericId(key);
  return id ? getPublicPortfolioItem(id) : null;
});

export const loader = handlers.loader;
export const action = handlers.action;
