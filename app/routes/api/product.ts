/** GET /api/products/:id/. */
import { numericId, publicItemRoute } from "~/.server/api/public-routes";
import { getPublicProduct } from "~/.server/products";

const handlers = publicItemRoute((key) => {
  const id = numericId(key);
  return id ? getPublicProduct(id) : null;
});

export const loader = handlers.loader;
export const action = handlers.action;
