/** GET /api/products/:id/. */
import { getPublicProduct } from "~/.server/catalogue/products";
import { parseId } from "~/lib/ids";
import { publicItemRoute } from "~/routes/api/.server/public-routes";

const handlers = publicItemRoute((key) => {
  const id = parseId(key);
  return id ? getPublicProduct(id) : null;
});

export const loader = handlers.loader;
export const action = handlers.action;
