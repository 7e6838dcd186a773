/** GET /api/portfolio/items/. */
import { listPublicPortfolioItems } from "~/.server/portfolio/portfolio";
import { publicListRoute } from "~/routes/api/.server/public-routes";

const handlers = publicListRoute(listPublicPortfolioItems);

export const loader = handlers.loader;
export const action = handlers.action;
