/**
 * /blog: search, category and "Load More Articles" (pages append), all in the URL. The first
 * result is the lead card; a post opened from here shows as a dialog over the list, opened
 * directly it is a page.
 */
import { Outlet } from "react-router";
import { keepListBehindChild, totalOf } from "~/components/listing/list-revalidation";
import { BlogCard, type BlogCardData } from "~/components/cards/blog-card";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { PublicListPage } from "~/components/listing/public-list-page";
import { blogCopy as copy } from "~/lib/copy/stories";
import { listHref } from "~/lib/listing";
import { loadPublicList } from "~/routes/site/.server/public-lists";
import { pageMeta } from "~/lib/seo";
import { listPublicCategoryChoices } from "~/.server/categories/categories";
import { listPublicBlogPosts, type BlogPostContract } from "~/.server/journal/posts";
import type { Route } from "./+types/blog";
import { countPlus } from "~/lib/format";

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
  return loadPublicList({
    request,
    openedItem: params.slug,
    views: VIEWS,
    defaultView: DEFAULT_VIEW,
    mode: "append",
    name: "Blog",
    load: (filters) => {
      const { results, count } = listPublicBlogPosts(filters);
      return { results: results.map(toCard), count, categories: listPublicCategoryChoices("blog") };
    },
  });
}

export const shouldRevalidate = keepListBehindChild("/blog");

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const href = (changes: Parameters<typeof listHref<View>>[3]) => listHref("/blog", query, DEFAULT_VIEW, changes);
  const context: ListOutletContext = { overList: list !== null, listHref: href({}), listLabel: copy.listLabel };
  if (list === null) return <Outlet context={context} />;
  // The post's address keeps the list's query, so its page links back to the same list.
  const postHref = (slug: string) => `/blog/${encodeURIComponent(slug)}${href({}).replace("/blog", "")}`;

  return (
    <PublicListPage
      copy={copy}
      list={list}
      query={query}
      stats={(categories) => [
        { value: countPlus(totalOf(categories)), label: copy.stats.articles },
        { value: `${categories.length}`, label: copy.stats.categories },
        { value: copy.techniques, label: copy.stats.techniques },
        { value: copy.tips, label: copy.stats.tips },
      ]}
      clearHref="/blog"
      nextPageHref={href({ page: query.page + 1 })}
      mode="append"
      outletContext={context}
    >
      {([lead, ...rest]) => (
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
      )}
    </PublicListPage>
  );
}
