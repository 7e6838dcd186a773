/** GET /api/gallery/items/: page, page_size, category, featured, search. A guest gets what the site shows a guest. */
import { galleryItemFor, listPublicGalleryItems } from "~/.server/gallery/gallery";
import { optionalApiUser } from "~/routes/api/.server/auth";
import { publicListRoute } from "~/routes/api/.server/public-routes";

const handlers = publicListRoute((options, request) => {
  const viewer = optionalApiUser(request);
  const { results, count } = listPublicGalleryItems(options);
  return { results: results.map((item) => galleryItemFor(item, viewer)), count };
});

export const loader = handlers.loader;
export const action = handlers.action;
