/** Delete a blog post after confirmation ('Are you sure you want to delete this blog post?'); its stored image goes with it. */
import { data } from "react-router";

import { deleteBlogPost, getBlogPost } from "~/.server/journal/post-admin";
import { DeleteScreen } from "~/components/panel/delete-confirmation";
import { panelBlogCopy as copy } from "~/lib/copy/panel-blog";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { deleteAction } from "~/routes/panel/.server/delete-action";
import { recordId } from "~/routes/panel/.server/helpers";

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
  return deleteAction(() => deleteBlogPost(user, id), {
    what: `blog post ${id}`,
    failed: (error) => copy.failedToDeletePost(error instanceof Error ? error.message : "Unknown error"),
    done: { to: "/panel/blog", message: copy.postDeleted },
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Delete Blog Post | Admin Panel" }];

export default function DeleteBlogPostPage({ loaderData }: Route.ComponentProps) {
  return <DeleteScreen name={loaderData.post.title} question={copy.deletePostConfirm} cancelHref="/panel/blog" />;
}
