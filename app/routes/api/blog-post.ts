/** GET /api/blog/posts/:id/ (a number) or /api/blog/posts/:slug/. */
import { getPublicBlogPost, getPublicBlogPostById } from "~/.server/journal/posts";
import { parseId } from "~/lib/ids";
import { publicItemRoute } from "~/routes/api/.server/public-routes";

const handlers = publicItemRoute((key, _request, options) => {
  const id = parseId(key);
  return id ? getPublicBlogPostById(id, options) : getPublicBlogPost(key, options);
});

export const loader = handlers.loader;
export const action = handlers.action;
