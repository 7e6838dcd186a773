/** GET /api/blog/posts/: published posts only. */
import { listPublicBlogPosts } from "~/.server/journal/posts";
import { publicListRoute } from "~/routes/api/.server/public-routes";

const handlers = publicListRoute(listPublicBlogPosts);

export const loader = handlers.loader;
export const action = handlers.action;
