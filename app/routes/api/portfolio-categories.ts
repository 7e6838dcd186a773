/** GET /api/portfolio/categories/. */
import { publicCategoryRoute } from "~/routes/api/.server/public-routes";

const handlers = publicCategoryRoute("portfolio");

export const loader = handlers.loader;
export const action = handlers.action;
