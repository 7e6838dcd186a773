/** GET /api/portfolio/items/. */
import { publicListRoute } from "~/routes/api/.server/public-routes";
import { listPublicPortfolio } from "~/.server/portfolio/portfolio";

const handlers = publicListRoute(listPublicPortfolio);

export const loader = handlers.loader;
export const action = handlers.action;
