/**
 * /blog: search, category and "Load More Articles" (pages append), all in the URL. The first
 * result is the lead card; a post opened from here shows as a dialog over the list, opened
 * directly it is a page.
 */
import { Outlet } from "react-router";
import { keepListBehindChild, totalOf } from "~/components/listing/list-revalidation";
import { BlogCard, type BlogCardData } from "~/components/cards/blog-card";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { EmptyState } from "~/components/listing/empty-state";
import { ListToolbar } from "~/components/listing/list-toolbar";
import { LoadFailed } from "~/components/listing/load-failed";
import { LoadMore, ShowingLine } from "~/components/listing/load-more";
import { PageHero } from "~/components/listing/page-hero";
import { blogCopy as copy } from "~/lib/copy/stories";
import { hasMore, listHref, pageWindow, parseListQuery, PUBLIC_PAGE_SIZE } from "~/lib/listing";
import { pageMeta } from "~/lib/seo";
import { blogCategoryOptions, listPublishedPosts, type BlogPostContract } from "~/.server/blog";
import type { Route } from "./+types/blog";

// The blog has one layout (lead card and grid); the query helpers still want a view.
const VIEWS = ["grid"] as const;
type View = (typeof VIEWS)[number];
const DEFAULT_VIEW: View = "grid";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  location.pathname === "/blog"
    ? pageMeta(matches, {
        title: "Sadeli Journal: Craft, Care and Heritage",
        description:
          "Articles from our Surat workshop on the history of Sadeli inlay, how rods and slices are made, caring for your pieces, and stories from our clients.",
        path: "/blog",
      })
    : [];

/** What a card shows: the full content stays on the server until a post is opened. */
function toCard(post: BlogPostContract): BlogCardData {
  const { id, title, slug, excerpt, featured_image, featured_image_alt, category_name, is_featured, tags_list, reading_time, author_name, published_at, created_at } = post;
  return { id, title, slug, excerpt, featured_image, featured_image_alt, category_name, is_featured, tags_list, reading_time, author_name, published_at, created_at };
}

export function loader({ request, params }: Route.LoaderArgs) {
  const query = parseListQuery(new URL(request.url).searchParams, VIEWS, DEFAULT_VIEW);
  // A post opened directly renders as its own page: the list behind it is not needed.
  if (params.slug) return { query, list: null };
  try {
    const { limit, offset } = pageWindow(query.page, "append");
    const { results, count } = listPublishedPosts({ q: query.q, category: query.category, limit, offset });
    return { query, list: { results: results.map(toCard), count, categories: blogCategoryOptions() } };
  } catch (error) {
    console.error("Blog list failed", error);
    return { query, list: { failed: true as const } };
  }
}

export const shouldRevalidate = keepListBehindChild("/blog");

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const href = (changes: Parameters<typeof listHref<View>>[3]) => listHref("/blog", query, DEFAULT_VIEW, changes);
  const context: ListOutletContext = { overList: list !== null, listHref: href({}), listLabel: copy.listLabel };
  if (list === null) return <Outlet context={context} />;
  const [lead, ...rest] = "failed" in list ? [] : list.results;
  // The post's address keeps the list's query, so its page links back to the same list.
  const postHref = (slug: string) => `/blog/${encodeURIComponent(slug)}${href({}).replace("/blog", "")}`;

  return (
    <>
      <main id="main">
        <PageHero
          eyebrow={copy.eyebrow}
          title={copy.title}
          text={copy.text}
          stats={
            "failed" in list
              ? []
              : [
                  { value: `${totalOf(list.categories)}+`, label: copy.stats.articles },
                  { value: `${list.categories.length}`, label: copy.stats.categories },
                  { value: copy.techniques, label: copy.stats.techniques },
                  { value: copy.tips, label: copy.stats.tips },
                ]
          }
        />
        <div className="mx-auto max-w-7xl px-4 py-10">
          {"failed" in list ? (
            <LoadFailed message={copy.loadFailed} />
          ) : (
            <>
              <ListToolbar
                searchLabel={copy.searchLabel}
                searchPlaceholder={copy.searchPlaceholder}
                q={query.q}
                category={query.category}
                categories={list.categories}
                allLabel={copy.allCategories}
              />
              <ShowingLine shown={list.results.length} total={list.count} noun={copy.noun} />
              {!lead ? (
                <EmptyState title={copy.empty} hint={copy.emptyHint} clearHref="/blog" />
              ) : (
                <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                  <li id="item-1" className="scroll-mt-24 sm:col-span-2 lg:col-span-3">
                    <BlogCard post={lead} href={postHref(lead.slug)} lead eager />
                  </li>
                  {rest.map((post, index) => (
                    <li key={post.id} id={`item-${index + 2}`} className="scroll-mt-24">
                      <BlogCard post={post} href={postHref(post.slug)} eager={false} />
                    </li>
                  ))}
                </ul>
              )}
              {hasMore(query.page, list.count) ? (
                <LoadMore href={`${href({ page: query.page + 1 })}#item-${query.page * PUBLIC_PAGE_SIZE + 1}`} label={copy.loadMore} />
              ) : null}
            </>
          )}
        </div>
      </main>
      <Outlet context={context} />
    </>
  );
}
