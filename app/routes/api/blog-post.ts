/** GET /api/blog/posts/:id/ (a number) or /api/blog/posts/:slug/. */
import { parseId } from "~/lib/ids";
import { publicItemRoute } from "~/routes/api/.server/public-routes";
import { getPublicBlogPostById, getPublicBlogPost } from "~/.server/journal/posts";

const handlers = publicItemRoute((key) => {
  const id = parseId(key);
  return id ? getPublicBlogPostById(id) : getPublicBlogPost(key);
});

export const loader = handlers.loader;
export const action = handlers.action;
