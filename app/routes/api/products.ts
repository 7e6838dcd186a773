/** GET /api/products/: page, page_size, is_featured, category, search. */
import { publicListRoute } from "~/.server/api/public-routes";
import { listPublicProducts } from "~/.server/products";

const handlers = publicListRoute(listPublicProducts);

export const loader = handlers.loader;
export const action = handlers.action;
