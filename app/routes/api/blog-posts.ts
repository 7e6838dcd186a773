/** GET /api/blog/posts/: published posts only. */
import { publicListRoute } from "~/routes/api/.server/public-routes";
import { listPublishedPosts } from "~/.server/journal/posts";

const handlers = publicListRoute(listPublishedPosts);

export const loader = handlers.loader;
export const action = handlers.action;
