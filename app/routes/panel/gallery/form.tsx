/**
 * Add or edit a gallery item (/panel/gallery/new, /:id/edit): a multipart form, so the image can
 * be uploaded with JavaScript off. A refused upload is shown at the image field and nothing is
 * saved; a save failure is shown, never silently dropped.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { ErrorSummaryForm } from "~/components/ui/error-summary";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData, useNavigation } from "react-router";
import { DetailView } from "~/components/listing/detail-view";
import { CategorySelectField, CheckboxField } from "~/components/panel/content/fields";
import { ImageField } from "~/components/panel/content/image-field";
import { SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { contentAdminCopy as copy } from "~/lib/copy/panel-content";
import { galleryItemSchema } from "~/lib/schemas/admin/gallery";
import { listContentCategoryChoices } from "~/.server/categories/content-categories";
import { createGalleryItem, getGalleryItem, updateGalleryItem } from "~/.server/gallery/gallery-admin";
import { ImageStorageError } from "~/.server/media/store";
import { uploadLimits } from "~/.server/media/upload";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { redirectWithToast } from "~/routes/.server/toast";
import type { Route } from "./+types/form";
import { saveOnce, submissionKeyOf } from "~/.server/submissions/keys";
import { readUploadForm } from "~/routes/.server/form-data";
import { formImage, replyKeepingImage, type FormImage } from "~/.server/media/form-image";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/gallery");
  const item = params.id ? getGalleryItem(recordId(params.id)) : null;
  if (params.id && !item) throw data(null, { status: 404 });
  return { item, categories: listContentCategoryChoices("gallery"), upload: uploadLimits() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/gallery");
  const id = params.id ? recordId(params.id) : null;
  // The image first: a valid file is kept (as a pending upload) whatever the other fields say.
  const form = await readUploadForm(request);
  const submission = parseWithZod(form.formData, { schema: galleryItemSchema });
  let image: FormImage;
  try {
    image = await formImage(form, "gallery");
  } catch (error) {
    if (!(error instanceof ImageStorageError)) throw error;
    return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 500 });
  }
  if (submission.status !== "success" || image.error) return data({ result: replyKeepingImage(submission.reply, image) }, { status: 400 });
  const { image_file: _file, pending_image: _pending, ...values } = submission.value;
  const input = image.url ? { ...values, image_url: image.url } : values;
  let result;
  try {
    result = id ? await updateGalleryItem(user, id, input) : await saveOnce(submissionKeyOf(form.formData, "panel/gallery"), () => createGalleryItem(user, input));
  } catch (error) {
    console.error(`Could not save gallery item ${id ?? "(new)"}`, error);
    const message = error instanceof ImageStorageError ? error.message : copy.failedToSaveGalleryItem;
    return data({ result: replyKeepingImage(submission.reply, image, { formErrors: [message] }) }, { status: 500 });
  }
  if (!result.ok) {
    if ("notFound" in result) throw data(null, { status: 404 });
    return data({ result: replyKeepingImage(submission.reply, image, { fieldErrors: result.fieldErrors }) }, { status: 400 });
  }
  return redirectWithToast("/panel/gallery", { type: "success", message: id ? copy.galleryItemUpdated : copy.galleryItemCreated });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.item ? "Edit" : "Add"} Gallery Item | Admin Panel` }];

export default function GalleryItemFormPage({ loaderData }: Route.ComponentProps) {
  const { item, categories, upload } = loaderData;
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `gallery-item-form-${item?.id ?? "new"}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: item
      ? {
          title: item.title,
          image_url: item.image_url,
          image_alt_text: item.image_alt_text,
          category: String(item.category),
          description: item.description,
          price: item.price === null ? "" : String(item.price),
          tags: item.tags_list.join(", "),
          is_featured: item.is_featured ? "on" : "",
          is_available: item.is_available ? "on" : "",
        }
      : { is_available: "on" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: galleryItemSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <DetailView titleId="gallery-form-title">
      <div className="max-w-2xl">
        <h1 id="gallery-form-title" className="text-2xl font-semibold">
          {item ? "Edit Gallery Item" : "Add Gallery Item"}
        </h1>
        <ErrorSummaryForm fields={[fields.title, fields.image_file, fields.image_url, fields.image_alt_text, fields.category, fields.description, fields.price, fields.tags]} errors={form.errors} errorId={form.errorId} method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="mt-6 space-y-5">
          <SubmissionKeyField />
          <TextField field={fields.title} label="Title" maxLength={200} />
          <ImageField
            urlField={fields.image_url}
            fileField={fields.image_file}
            pendingField={fields.pending_image}
            currentUrl={item?.image_url}
            currentAlt={item?.image_alt_text}
            upload={upload}
            kind="gallery"
          />
          <TextField field={fields.image_alt_text} label="Image alt text" optional maxLength={200} hint="What the picture shows, for visitors who cannot see it." />
          <CategorySelectField field={fields.category} label="Category" categories={categories} />
          <TextAreaField field={fields.description} label="Description" optional rows={4} />
          <TextField field={fields.price} label="Price (USD)" type="number" step="0.01" min="0" optional inputMode="decimal" />
          <TextField field={fields.tags} label="Tags" optional hint="Separate them with commas." />
          <div className="flex flex-wrap gap-6">
            <CheckboxField field={fields.is_featured} label="Featured" />
            <CheckboxField field={fields.is_available} label="Available" hint="Shown on the public gallery" />
          </div>
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
            {item ? "Update Item" : "Create Item"}
          </SubmitButton>
        </ErrorSummaryForm>
      </div>
    </DetailView>
  );
}
