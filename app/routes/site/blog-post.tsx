/** /blog/:slug: a published post, its content rendered from the blog's text format, and its structured data. */
import { getPublicBlogPost } from "~/.server/journal/posts";
import { BlogPostArticle } from "~/components/blog/post-article";
import { langOf } from "~/lib/i18n/locales";
import { staticPage } from "~/lib/route-handle";
import { pageMeta } from "~/lib/seo";
import { foundOr404 } from "~/routes/site/.server/public-item";

import type { Route } from "./+types/blog-post";

/** A post is read, not worked with: it is sent without hydration (issue 21, decision 019). */
export const handle = staticPage;

export function loader({ params }: Route.LoaderArgs) {
  return { post: foundOr404(getPublicBlogPost(params.slug ?? "", { lang: langOf(params.lang) })) };
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: loaderData.post.title,
        description: loaderData.post.meta_description || loaderData.post.excerpt || loaderData.post.title,
        path: `/blog/${encodeURIComponent(loaderData.post.slug)}`,
        image: loaderData.post.featured_image || undefined,
        type: "article",
      })
    : [];

export default function BlogPost({ loaderData, matches }: Route.ComponentProps) {
  return <BlogPostArticle post={loaderData.post} matches={matches} />;
}
