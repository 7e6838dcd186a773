/** GET /api/blog/posts/: published posts only. */
import { publicListRoute } from "~/.server/api/public-routes";
import { listPublishedPosts } from "~/.server/blog";

const handlers = publicListRoute(listPublishedPosts);

export const loader = handlers.loader;
export const action = handlers.action;
