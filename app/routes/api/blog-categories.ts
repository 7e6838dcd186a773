/** GET /api/blog/categories/. */
import { publicCategoryRoute } from "~/routes/api/.server/public-routes";

const handlers = publicCategoryRoute("blog");

export const loader = handlers.loader;
export const action = handlers.action;
