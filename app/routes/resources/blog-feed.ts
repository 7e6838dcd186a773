/**
 * GET /blog/rss.xml and /blog/atom.xml, and their Gujarati and Hindi twins (/gu/blog/rss.xml...):
 * the blog's feeds (issue 29, docs/decisions/028). Public and the same for everyone, so caches may
 * keep them for a quarter of an hour, as a feed reader polls.
 */
import { config } from "~/.server/config";
import { blogFeed, FEED_CONTENT_TYPE, type FeedFormat } from "~/.server/journal/feeds";
import { isPrefixedLang, langOf } from "~/lib/i18n/locales";

import type { Route } from "./+types/blog-feed";

export function loader({ request, params }: Route.LoaderArgs) {
  // Under the site's optional language segment: any other prefix is not a page of the site.
  if (params.lang !== undefined && !isPrefixedLang(params.lang)) throw new Response("Not Found", { status: 404 });
  const format: FeedFormat = new URL(request.url).pathname.endsWith("/atom.xml") ? "atom" : "rss";
  return new Response(blogFeed(format, langOf(params.lang), config().publicUrl), {
    headers: { "Content-Type": FEED_CONTENT_TYPE[format], "Cache-Control": "public, max-age=900" },
  });
}
