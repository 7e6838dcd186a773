/** GET /api/gallery/items/:id/: a guest (no bearer token) gets what the site shows a guest. */
import { galleryItemFor, getPublicGalleryItem } from "~/.server/gallery/gallery";
import { parseId } from "~/lib/ids";
import { optionalApiUser } from "~/routes/api/.server/auth";
import { publicItemRoute } from "~/routes/api/.server/public-routes";

const handlers = publicItemRoute((key, request, options) => {
  const id = parseId(key);
  const item = id ? getPublicGalleryItem(id, options) : null;
  return item ? galleryItemFor(item, optionalApiUser(request)) : null;
});

export const loader = handlers.loader;
export const action = handlers.action;
