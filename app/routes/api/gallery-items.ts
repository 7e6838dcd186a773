/** GET /api/gallery/items/: page, page_size, category, featured, search. A guest gets what the site shows a guest. */
import { optionalApiUser } from "~/.server/api/auth";
import { publicListRoute } from "~/.server/api/public-routes";
import { galleryItemFor, listPublicGallery } from "~/.server/gallery";

const handlers = publicListRoute((options, request) => {
  const viewer = optionalApiUser(request);
  const { results, count } = listPublicGallery(options);
  return { results: results.map((item) => galleryItemFor(item, viewer)), count };
});

export const loader = handlers.loader;
export const action = handlers.action;
