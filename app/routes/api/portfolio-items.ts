/** GET /api/portfolio/items/. */
import { publicListRoute } from "~/.server/api/public-routes";
import { listPublicPortfolio } from "~/.server/portfolio";

const handlers = publicListRoute(listPublicPortfolio);

export const loader = handlers.loader;
export const action = handlers.action;
