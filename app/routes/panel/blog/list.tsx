/**
 * /panel/blog: search over title, excerpt, author and tags; status filter (All, Published,
 * Drafts, Archived) as links in the URL; cards with a Publish/Unpublish toggle; add, edit and
 * delete open as dialogs over the list with JavaScript and as pages without (admins only).
 */
import { Link, Outlet, useNavigation, useSearchParams } from "react-router";

import { listBlogPosts, type StatusFilter, toggleBlogPostPublished } from "~/.server/journal/post-admin";
import type { BlogPostContract } from "~/.server/journal/posts";
import { previewPath } from "~/.server/publishing/preview-links";
import { BLOG_CARD_FIELDS } from "~/components/cards/blog-card";
import { TagList } from "~/components/cards/tag-list";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { Pager } from "~/components/listing/pager";
import { PanelToolbar } from "~/components/panel/panel-toolbar";
import { EditDeleteLinks, RowActionButton } from "~/components/panel/row-action";
import { Badge } from "~/components/ui/badge";
import { StoredImage } from "~/components/ui/stored-image";
import { panelCopy } from "~/lib/copy/panel";
import { panelBlogCopy as copy } from "~/lib/copy/panel-blog";
import { publishingCopy } from "~/lib/copy/publishing";
import { formatDate } from "~/lib/dates";
import { parseListQuery } from "~/lib/listing";
import { pick } from "~/lib/pick";
import { formatScheduleTime } from "~/lib/schedule-time";
import { BLOG_POST_STATUSES, type BlogPostStatus } from "~/lib/schemas/admin/blog";
import { readFormData } from "~/routes/.server/form-data";
import { redirectWithToast } from "~/routes/.server/toast";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { opensChild, recordId } from "~/routes/panel/.server/helpers";

import type { Route } from "./+types/list";

const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = () => [{ title: "Blog Posts | Admin Panel" }];

function parseStatus(value: string | null): StatusFilter {
  return BLOG_POST_STATUSES.includes(value as BlogPostStatus) ? (value as BlogPostStatus) : "all";
}

/** What a card shows: the content stays on the server; a post not published has its preview link (issue 32). */
function toCard(post: BlogPostContract, now: Date) {
  return { ...pick(post, [...BLOG_CARD_FIELDS, "status", "publish_at"]), preview: post.status === "published" ? null : previewPath("post", post.id, now) };
}

/**
 * With JavaScript the add/edit/delete forms are dialogs over this list. The list stays as it is
 * while a dialog opens, and when a dialog's form comes back with errors (nothing changed); after
 * a save the action redirects here and the list reloads.
 */
export const shouldRevalidate = keepListBehindChild("/panel/blog");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/blog");
  if (opensChild(request, params)) return { list: null };
  const searchParams = new URL(request.url).searchParams;
  const { q, page } = parseListQuery(searchParams, ["all"], "all");
  const status = parseStatus(searchParams.get("status"));
  try {
    const { results, count, counts } = listBlogPosts({ q, status, page, pageSize: PAGE_SIZE });
    const now = new Date();
    return { list: { posts: results.map((post) => toCard(post, now)), count, counts, q, status, page } };
  } catch (error) {
    console.error("Panel blog list failed", error);
    return { list: { failed: true as const, q, status, page } };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/blog");
  const form = await readFormData(request);
  const back = `/panel/blog${new URL(request.url).search}`;
  if (form.get("intent") !== "toggle-status") return redirectWithToast(back, { type: "error", message: "Unknown action" });
  const id = recordId(String(form.get("id")));
  try {
    const result = await toggleBlogPostPublished(user, id);
    if (!result.ok) return redirectWithToast(back, { type: "error", message: panelCopy.notFound });
    return redirectWithToast(back, { type: "success", message: result.published ? copy.postPublished : copy.postUnpublished });
  } catch (error) {
    console.error("Blog post status change failed", error);
    return redirectWithToast(back, { type: "error", message: copy.failedToUpdateStatus(error instanceof Error ? error.message : "Unknown error") });
  }
}

function listUrl(query: { q: string; status: StatusFilter; page?: number }) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status !== "all") params.set("status", query.status);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/panel/blog?${search}` : "/panel/blog";
}

const STATUS_TONES: Record<BlogPostStatus, string> = {
  published: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  draft: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  archived: "bg-rosewood-100 text-rosewood-700 dark:bg-rosewood-800 dark:text-rosewood-200",
};

function StatusToggle({ id, status }: { id: number; status: BlogPostStatus }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "toggle-status" && navigation.formData.get("id") === String(id);
  const publishing = status !== "published";
  return (
    <RowActionButton
      intent="toggle-status"
      id={id}
      busy={pending}
      className={`rounded-lg px-3 py-1 text-sm font-semibold disabled:opacity-60 ${publishing ? "bg-green-700 text-white hover:bg-green-800" : "border border-amber-400 text-amber-900 dark:text-amber-200"}`}
    >
      {publishing ? "Publish" : "Unpublish"}
    </RowActionButton>
  );
}

export default function BlogPostsPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const back = `/panel/blog${searchParams.size ? `?${searchParams}` : ""}`;
  const context: ListOutletContext = { overList: loaderData.list !== null, listHref: back, listLabel: "Blog posts" };
  if (loaderData.list === null) return <Outlet context={context} />;
  const { list } = loaderData;
  const { q, status, page } = list;
  const counts = "failed" in list ? null : list.counts;

  return (
    <>
      <PanelToolbar q={q} searchLabel="Search posts" addHref="/panel/blog/new" addLabel="Add Post">
        {status !== "all" ? <input type="hidden" name="status" value={status} /> : null}
      </PanelToolbar>
      <nav aria-label="Status filter" className="mt-4 flex flex-wrap gap-2">
        {copy.statusFilters.map((filter) => {
          const active = filter.value === status;
          return (
            <Link
              key={filter.value}
              to={listUrl({ q, status: filter.value })}
              aria-current={active ? "page" : undefined}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ${active ? "bg-rosewood-700 text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950" : "border border-rosewood-300 dark:border-rosewood-600"}`}
            >
              {filter.label}
              {counts ? <span className="ml-1.5 text-xs opacity-80">{counts[filter.value]}</span> : null}
            </Link>
          );
        })}
      </nav>

      {"failed" in list ? (
        <p role="alert" className="mt-8 rounded-2xl border border-red-300 bg-red-50 p-6 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
          {copy.failedToLoadPosts}{" "}
          <Link to={back} className="font-semibold underline">
            Retry
          </Link>
        </p>
      ) : list.posts.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-rosewood-300 p-10 text-center dark:border-rosewood-700">
          {copy.noPostsFound}. {q || status !== "all" ? "Try another search or filter." : "Add the first one."}
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-rosewood-700 dark:text-rosewood-200">
            Showing {list.posts.length} of {list.count} post{list.count === 1 ? "" : "s"}
          </p>
          <ul className="mt-3 grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {list.posts.map((post) => (
              <li
                key={post.id}
                className="flex flex-col gap-3 rounded-2xl border border-rosewood-200 bg-white p-5 dark:border-rosewood-800 dark:bg-rosewood-900"
              >
                {post.featured_image ? (
                  <StoredImage
                    src={post.featured_image}
                    alt={post.featured_image_alt || post.title}
                    sizes="(min-width: 768px) 30vw, 100vw"
                    className="aspect-[16/10] w-full rounded-xl object-cover"
                  />
                ) : null}
                <div className="flex flex-wrap items-center gap-2">
                  <span data-status={post.status} className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[post.status]}`}>
                    {copy.statusLabels[post.status]}
                  </span>
                  {post.is_featured ? <Badge tone="brass">Featured</Badge> : null}
                  <span className="text-xs text-rosewood-700 dark:text-rosewood-200">{post.category_name}</span>
                </div>
                <h2 className="text-lg font-semibold">{post.title}</h2>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-rosewood-700 dark:text-rosewood-200">
                  <dt>Created</dt>
                  <dd>{formatDate(post.created_at)}</dd>
                  <dt>Published</dt>
                  <dd>{post.published_at ? formatDate(post.published_at) : "Not published"}</dd>
                  {post.publish_at ? (
                    <>
                      <dt className="sr-only">Schedule</dt>
                      <dd data-testid="scheduled-for" className="col-span-2 font-semibold text-rosewood-900 dark:text-brass-300">
                        {publishingCopy.scheduledFor(formatScheduleTime(post.publish_at))}
                      </dd>
                    </>
                  ) : null}
                  <dt>Reading time</dt>
                  <dd>{post.reading_time} min</dd>
                  {post.author_name ? (
                    <>
                      <dt>Author</dt>
                      <dd>{post.author_name}</dd>
                    </>
                  ) : null}
                </dl>
                {post.excerpt ? <p className="line-clamp-2 text-sm">{post.excerpt}</p> : null}
                <TagList tags={post.tags_list} limit={3} />
                <div className="mt-auto flex flex-wrap items-center gap-2">
                  <StatusToggle id={post.id} status={post.status} />
                  <EditDeleteLinks path={`/panel/blog/${post.id}`} />
                  {post.status === "published" ? (
                    <a
                      href={`/blog/${encodeURIComponent(post.slug)}`}
                      className="px-1 text-sm font-medium text-rosewood-700 underline-offset-4 hover:underline dark:text-brass-300"
                    >
                      View
                    </a>
                  ) : null}
                  {post.preview ? (
                    <a
                      href={post.preview}
                      aria-label={publishingCopy.previewLabel(post.title)}
                      className="px-1 text-sm font-medium text-rosewood-700 underline-offset-4 hover:underline dark:text-brass-300"
                    >
                      {publishingCopy.preview}
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.count} label="Blog posts" />
        </>
      )}
      <Outlet context={context} />
    </>
  );
}
