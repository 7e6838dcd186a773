/** GET /api/gallery/items/:id/. */
import { numericId, publicItemRoute } from "~/.server/api/public-routes";
import { getPublicGalleryItem } from "~/.server/gallery";

const handlers = publicItemRoute((key) => {
  const id = numericId(key);
  return id ? getPublicGalleryItem(id) : null;
});

export const loader = handlers.loader;
export const action = handlers.action;
