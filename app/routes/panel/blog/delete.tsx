/** Delete a blog post after confirmation ('Are you sure you want to delete this blog post?'); its stored image goes with it. */
import { data } from "react-router";
import { DetailView } from "~/components/listing/detail-view";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { panelBlogCopy as copy } from "~/lib/copy/panel-blog";
import { getBlogPost, deleteBlogPost } from "~/.server/journal/post-admin";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { redirectWithToast } from "~/routes/.server/toast";
import type { Route } from "./+types/delete";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/blog");
  const post = getBlogPost(recordId(params.id));
  if (!post) throw data(null, { status: 404 });
  return { post: { id: post.id, title: post.title } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/blog");
  const id = recordId(params.id);
  let result: Awaited<ReturnType<typeof deleteBlogPost>>;
  try {
    result = await deleteBlogPost(user, id);
  } catch (error) {
    console.error("Deleting a blog post failed", error);
    return data({ error: copy.failedToDeletePost(error instanceof Error ? error.message : "Unknown error") }, { status: 500 });
  }
  if (!result.ok) throw data(null, { status: 404 });
  return redirectWithToast("/panel/blog", { type: "success", message: copy.postDeleted });
}

export const meta: Route.MetaFunction = () => [{ title: "Delete Blog Post | Admin Panel" }];

export default function DeleteBlogPostPage({ loaderData }: Route.ComponentProps) {
  return (
    <DetailView titleId="delete-post-title">
      <DeleteConfirmation titleId="delete-post-title" title={`Delete "${loaderData.post.title}"`} question={copy.deletePostConfirm} cancelHref="/panel/blog" />
    </DetailView>
  );
}
