/** GET /api/portfolio/items/. */
import { publicListRoute } from "~/routes/api/.server/public-routes";
import { listPublicPortfolioItems } from "~/.server/portfolio/portfolio";

const handlers = publicListRoute(listPublicPortfolioItems);

export const loader = handlers.loader;
export const action = handlers.action;
