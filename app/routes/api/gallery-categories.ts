/** GET /api/gallery/categories/. */
import { publicCategoryRoute } from "~/routes/api/.server/public-routes";

const handlers = publicCategoryRoute("gallery");

export const loader = handlers.loader;
export const action = handlers.action;
