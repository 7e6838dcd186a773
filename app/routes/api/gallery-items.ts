/** GET /api/gallery/items/: page, page_size, category, featured, search. */
import { publicListRoute } from "~/.server/api/public-routes";
import { listPublicGallery } from "~/.server/gallery";

const handlers = publicListRoute(listPublicGallery);

export const loader = handlers.loader;
export const action = handlers.action;
