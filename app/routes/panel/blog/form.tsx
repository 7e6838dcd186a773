/**
 * Add or edit a blog post (/panel/blog/new, /:id/edit). The form is multipart: an uploaded
 * featured image is checked and stored first (a refusal is shown at the field and nothing is
 * saved), then the post is saved; a valid file sent with a refused form is kept as a pending
 * upload (routes/panel/.server/image-form.ts).
 */
import { data } from "react-router";

import { listCategoryChoices } from "~/.server/categories/categories";
import { createBlogPost, getBlogPost, getBlogPostTranslations, updateBlogPost } from "~/.server/journal/post-admin";
import { uploadLimits } from "~/.server/media/upload";
import { previewPath } from "~/.server/publishing/preview-links";
import { DetailView } from "~/components/listing/detail-view";
import { PostForm, type PostFormValues } from "~/components/panel/blog/post-form";
import { HistoryLink } from "~/components/panel/history-link";
import { panelBlogCopy as copy } from "~/lib/copy/panel-blog";
import { publishingCopy } from "~/lib/copy/publishing";
import { scheduleInputFromUtc } from "~/lib/schedule-time";
import { blogPostFormSchema } from "~/lib/schemas/admin/blog";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { imageFormAction } from "~/routes/panel/.server/image-form";

import type { Route } from "./+types/form";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/blog");
  const categories = listCategoryChoices("blog");
  if (!params.id) return { post: null, categories, upload: uploadLimits(), preview: null };
  const post = getBlogPost(recordId(params.id));
  if (!post) throw data(null, { status: 404 });
  // The whole record: the form reads every field of the zod rules from it (components/panel/schema-form.tsx).
  // The planned time as its field shows it: India's time (issue 32).
  const values: PostFormValues = { ...post, publish_at: scheduleInputFromUtc(post.publish_at), translations: getBlogPostTranslations(post.id) };
  // A post visitors cannot see yet has a preview link (issue 32).
  const preview = post.status === "published" ? null : previewPath("post", post.id);
  return { post: values, categories, upload: uploadLimits(), preview };
}

const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : "Unknown error");

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/blog");
  return imageFormAction({
    request,
    id: params.id ? recordId(params.id) : null,
    schema: blogPostFormSchema,
    kind: "blog",
    imageField: "featured_image",
    door: "panel/blog",
    exists: (id) => getBlogPost(id) !== null,
    create: (input) => createBlogPost(user, input),
    update: (id, input) => updateBlogPost(user, id, input),
    failed: (error) => copy.failedToSavePost(reason(error)),
    done: { to: "/panel/blog", created: copy.postCreated, updated: copy.postUpdated },
    draft: { user, form: "blog_post" },
  });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.post ? "Edit" : "Add"} Blog Post | Admin Panel` }];

export default function BlogPostFormPage({ loaderData }: Route.ComponentProps) {
  const { post, categories, upload, preview } = loaderData;
  return (
    <DetailView titleId="blog-post-heading">
      {post ? <HistoryLink href={`/panel/blog/${post.id}/history`} /> : null}
      <PostForm
        key={post?.id ?? "new"}
        titleId="blog-post-heading"
        title={post ? "Edit Blog Post" : "Add Blog Post"}
        categories={categories}
        upload={upload}
        post={post ?? undefined}
        submitLabel={post ? "Update Post" : "Create Post"}
      />
      {preview && post ? (
        <p className="mt-4">
          <a
            href={preview}
            aria-label={publishingCopy.previewLabel(post.title)}
            className="text-sm font-medium text-rosewood-700 underline underline-offset-4 dark:text-brass-300"
          >
            {publishingCopy.preview}
          </a>
        </p>
      ) : null}
    </DetailView>
  );
}
