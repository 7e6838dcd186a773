/** GET /api/blog/posts/: published posts only. */
import { publicListRoute } from "~/routes/api/.server/public-routes";
import { listPublicBlogPosts } from "~/.server/journal/posts";

const handlers = publicListRoute(listPublicBlogPosts);

export const loader = handlers.loader;
export const action = handlers.action;
