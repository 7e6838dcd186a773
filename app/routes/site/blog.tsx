/**
 * /blog: search, category and "Load More Articles" (pages append), all in the URL. The first
 * result is the lead card; a post opened from here shows as a dialog over the list, opened
 * directly it is a page.
 */
import { type BlogPostContract, listPublicBlogPosts } from "~/.server/journal/posts";
import type { Localized } from "~/.server/translations/translations";
import { BLOG_CARD_FIELDS, BlogCard, type BlogCardData } from "~/components/cards/blog-card";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { definePublicList, publicListMeta, PublicListRoute } from "~/components/listing/public-list-page";
import { feedCopy } from "~/lib/copy/product-requests";
import { blogCopy as english } from "~/lib/copy/stories";
import { copySections } from "~/lib/i18n/copy.server";
import { langOf, localePath } from "~/lib/i18n/locales";
import { useCopy, useLang } from "~/lib/i18n/use-copy";
import { pick } from "~/lib/pick";
import { type ListFilters, loadPublicList, pageWithCategories } from "~/routes/site/.server/public-lists";

import type { Route } from "./+types/blog";

// The blog has one layout (lead card and grid).
const LIST = definePublicList("/blog", ["grid"], "append", "Blog");

export const meta: Route.MetaFunction = publicListMeta("/blog", "blogCopy", english);

// The fields that fell back to English (a Gujarati or Hindi page) go with the card: it marks them lang="en".
const toCard = (post: BlogPostContract & Localized): BlogCardData & Localized => ({ ...pick(post, BLOG_CARD_FIELDS), untranslated: post.untranslated });

const load = (filters: ListFilters) => pageWithCategories(listPublicBlogPosts(filters), "blog", toCard, filters);

export function loader({ request, params }: Route.LoaderArgs) {
  return {
    ...loadPublicList({ request, openedItem: params.slug, ...LIST, load }),
    copy: copySections(langOf(params.lang), ["blogCopy", "listing", "feedCopy"]),
  };
}

export const shouldRevalidate = keepListBehindChild("/blog");

/** The blog's feeds in the page's language (issue 29): plain links, a feed reader takes either. */
function FeedLinks() {
  const words = useCopy("feedCopy", feedCopy);
  const lang = useLang();
  const link = "font-semibold text-rosewood-700 underline underline-offset-4 hover:text-rosewood-900 dark:text-brass-300 dark:hover:text-brass-200";
  return (
    <p className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-rosewood-800 dark:text-rosewood-100">
      <span>{words.follow}</span>
      <a href={localePath(lang, "/blog/rss.xml")} type="application/rss+xml" className={link}>
        {words.rss}
      </a>
      <a href={localePath(lang, "/blog/atom.xml")} type="application/atom+xml" className={link}>
        {words.atom}
      </a>
    </p>
  );
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const copy = useCopy("blogCopy", english);
  return (
    <PublicListRoute list={LIST} data={loaderData} copy={copy}>
      {([lead, ...rest], postHref) => (
        <>
          <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            <li id="item-1" className="scroll-mt-24 sm:col-span-2 lg:col-span-3">
              <BlogCard post={lead!} href={postHref(lead!.slug)} lead="wide" eager />
            </li>
            {rest.map((post, index) => (
              <li key={post.id} id={`item-${index + 2}`} className="scroll-mt-24">
                <BlogCard post={post} href={postHref(post.slug)} eager={false} />
              </li>
            ))}
          </ul>
          <FeedLinks />
        </>
      )}
    </PublicListRoute>
  );
}
