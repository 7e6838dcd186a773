/** GET /api/products/categories/: {status, data, message}. */
import { publicCategoryRoute } from "~/routes/api/.server/public-routes";

const handlers = publicCategoryRoute("product");

export const loader = handlers.loader;
export const action = handlers.action;
