/** GET /api/products/: page, page_size, is_featured, category, search. */
import { publicListRoute } from "~/routes/api/.server/public-routes";
import { listPublicProducts } from "~/.server/catalogue/products";

const handlers = publicListRoute(listPublicProducts);

export const loader = handlers.loader;
export const action = handlers.action;
