/** GET /api/blog/posts/:id/ (a number) or /api/blog/posts/:slug/. */
import { numericId, publicItemRoute } from "~/routes/api/.server/public-routes";
import { getPublicBlogPostById, getPublicBlogPost } from "~/.server/journal/posts";

const handlers = publicItemRoute((key) => {
  const id = numericId(key);
  return id ? getPublicBlogPostById(id) : getPublicBlogPost(key);
});

export const loader = handlers.loader;
export const action = handlers.action;
