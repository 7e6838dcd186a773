/**
 * Add or edit a blog post (/panel/blog/new, /:id/edit). The form is multipart: an uploaded
 * featured image is checked and stored first (a refusal is shown at the field and nothing is
 * saved), then the post is saved; a valid file sent with a refused form is kept as a pending
 * upload (images/form-image.ts).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { DetailView } from "~/components/listing/detail-view";
import { PostForm, type PostFormValues } from "~/components/panel/blog/post-form";
import { panelBlogCopy as copy } from "~/lib/copy/panel-blog";
import { blogPostFormSchema } from "~/lib/schemas/admin/blog";
import { listBlogCategoryChoices, createBlogPost, getBlogPost, updateBlogPost } from "~/.server/journal/post-admin";
import { formImage, replyKeepingImage, type FormImage } from "~/.server/media/form-image";
import { ImageStorageError } from "~/.server/media/store";
import { uploadLimits } from "~/.server/media/upload";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { redirectWithToast } from "~/routes/.server/toast";
import type { Route } from "./+types/form";
import { type RepeatedSave, saveOnce, submissionKeyOf } from "~/.server/submissions/keys";
import { readUploadForm } from "~/routes/.server/form-data";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/blog");
  const categories = listBlogCategoryChoices();
  if (!params.id) return { post: null, categories, upload: uploadLimits() };
  const post = getBlogPost(recordId(params.id));
  if (!post) throw data(null, { status: 404 });
  const values: PostFormValues & { id: number } = {
    id: post.id,
    title: post.title,
    slug: post.slug,
    category: post.category,
    excerpt: post.excerpt,
    content: post.content,
    featured_image: post.featured_image,
    featured_image_alt: post.featured_image_alt,
    status: post.status,
    is_featured: post.is_featured,
    tags: post.tags_list.join(", "),
    meta_description: post.meta_description,
    reading_time: post.reading_time,
  };
  return { post: values, categories, upload: uploadLimits() };
}

const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : "Unknown error");

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/blog");
  const id = params.id ? recordId(params.id) : null;
  // The image first: a valid file is kept (as a pending upload) whatever the other fields say.
  const form = await readUploadForm(request);
  const submission = parseWithZod(form.formData, { schema: blogPostFormSchema });
  let image: FormImage;
  try {
    image = await formImage(form, "blog");
  } catch (error) {
    // The server's storage failed (logged where it happened): a 500, not the file's fault.
    if (!(error instanceof ImageStorageError)) throw error;
    return data({ result: submission.reply({ fieldErrors: { image_file: [error.message] } }) }, { status: 500 });
  }
  if (submission.status !== "success" || image.error) return data({ result: replyKeepingImage(submission.reply, image) }, { status: 400 });
  const { image_file: _file, pending_image: _pending, ...input } = submission.value;
  if (image.url) input.featured_image = image.url;

  let outcome: Awaited<ReturnType<typeof createBlogPost>> | RepeatedSave;
  try {
    outcome = id ? await updateBlogPost(user, id, input) : await saveOnce(submissionKeyOf(form.formData, "panel/blog"), () => createBlogPost(user, input));
  } catch (error) {
    console.error("Saving a blog post failed", error);
    return data({ result: replyKeepingImage(submission.reply, image, { formErrors: [copy.failedToSavePost(reason(error))] }) }, { status: 500 });
  }
  if (!outcome.ok) {
    if ("notFound" in outcome) throw data(null, { status: 404 });
    return data({ result: replyKeepingImage(submission.reply, image, { fieldErrors: outcome.fieldErrors }) }, { status: 400 });
  }
  return redirectWithToast("/panel/blog", { type: "success", message: id ? copy.postUpdated : copy.postCreated });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.post ? "Edit" : "Add"} Blog Post | Admin Panel` }];

export default function BlogPostFormPage({ loaderData }: Route.ComponentProps) {
  const { post, categories, upload } = loaderData;
  return (
    <DetailView titleId="blog-post-heading">
      <PostForm
        key={post?.id ?? "new"}
        titleId="blog-post-heading"
        title={post ? "Edit Blog Post" : "Add Blog Post"}
        categories={categories}
        upload={upload}
        post={post ?? undefined}
        submitLabel={post ? "Update Post" : "Create Post"}
      />
    </DetailView>
  );
}
