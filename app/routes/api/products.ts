/** GET /api/products/: page, page_size, is_featured, category, search. */
import { listPublicProducts } from "~/.server/catalogue/products";
import { publicListRoute } from "~/routes/api/.server/public-routes";

const handlers = publicListRoute(listPublicProducts);

export const loader = handlers.loader;
export const action = handlers.action;
