/** GET /api/blog/posts/:id/ (a number) or /api/blog/posts/:slug/. */
import { getPublicBlogPost, getPublicBlogPostById } from "~/.server/journal/posts";
import { parseId } from "~/lib/ids";
import { publicItemRoute } from "~/routes/api/.server/public-routes";

const handlers = publicItemRoute((key) => {
  const id = parseId(key);
  return id ? getPublicBlogPostById(id) : getPublicBlogPost(key);
});

export const loader = handlers.loader;
export const action = handlers.action;
