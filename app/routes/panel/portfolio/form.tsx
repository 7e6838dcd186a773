/**
 * Add or edit a portfolio item (/panel/portfolio/new, /:id/edit): a multipart form with an
 * optional image (upload or URL) and the technologies tag adder, which is a plain
 * comma-separated field without JavaScript.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { ErrorSummaryForm } from "~/components/ui/error-summary";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData, useNavigation } from "react-router";
import { DetailView } from "~/components/listing/detail-view";
import { CategorySelectField, CheckboxField } from "~/components/panel/content/fields";
import { ImageField } from "~/components/panel/content/image-field";
import { TagAdderField } from "~/components/panel/content/tag-adder";
import { SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { contentAdminCopy as copy } from "~/lib/copy/panel-content";
import { portfolioItemSchema, todayInIndia } from "~/lib/schemas/admin/portfolio";
import { listContentCategoryChoices } from "~/.server/categories/content-categories";
import { ImageStorageError } from "~/.server/media/store";
import { uploadLimits } from "~/.server/media/upload";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { createPortfolioItem, getPortfolioItem, updatePortfolioItem } from "~/.server/portfolio/portfolio-admin";
import { redirectWithToast } from "~/routes/.server/toast";
import type { Route } from "./+types/form";
import { saveOnce, submissionKeyOf } from "~/.server/submissions/keys";
import { readUploadForm } from "~/routes/.server/form-data";
import { formImage, replyKeepingImage, type FormImage } from "~/.server/media/form-image";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/portfolio");
  const item = params.id ? getPortfolioItem(recordId(params.id)) : null;
  if (params.id && !item) throw data(null, { status: 404 });
  return { item, today: todayInIndia(), categories: listContentCategoryChoices("portfolio"), upload: uploadLimits() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/portfolio");
  const id = params.id ? recordId(params.id) : null;
  // The image first: a valid file is kept (as a pending upload) whatever the other fields say.
  const form = await readUploadForm(request);
  const submission = parseWithZod(form.formData, { schema: portfolioItemSchema });
  let image: FormImage;
  try {
    image = await formImage(form, "portfolio");
  } catch (error) {
    if (!(error instanceof ImageStorageError)) throw error;
    return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 500 });
  }
  if (submission.status !== "success" || image.error) return data({ result: replyKeepingImage(submission.reply, image) }, { status: 400 });
  const { image_file: _file, pending_image: _pending, ...values } = submission.value;
  const input = image.url ? { ...values, image_url: image.url } : values;
  let result;
  try {
    result = id ? await updatePortfolioItem(user, id, input) : await saveOnce(submissionKeyOf(form.formData, "panel/portfolio"), () => createPortfolioItem(user, input));
  } catch (error) {
    console.error(`Could not save portfolio item ${id ?? "(new)"}`, error);
    const message = error instanceof ImageStorageError ? error.message : copy.failedToSavePortfolioItem;
    return data({ result: replyKeepingImage(submission.reply, image, { formErrors: [message] }) }, { status: 500 });
  }
  if (!result.ok) {
    if ("notFound" in result) throw data(null, { status: 404 });
    return data({ result: replyKeepingImage(submission.reply, image, { fieldErrors: result.fieldErrors }) }, { status: 400 });
  }
  return redirectWithToast("/panel/portfolio", { type: "success", message: id ? copy.portfolioItemUpdated : copy.portfolioItemCreated });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.item ? "Edit" : "Add"} Portfolio Item | Admin Panel` }];

export default function PortfolioItemFormPage({ loaderData }: Route.ComponentProps) {
  const { item, today, categories, upload } = loaderData;
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `portfolio-item-form-${item?.id ?? "new"}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: item
      ? {
          title: item.title,
          category: String(item.category),
          description: item.description,
          short_description: item.short_description,
          client_name: item.client_name,
          project_url: item.project_url,
          completion_date: item.completion_date ?? "",
          price: item.price === null ? "" : String(item.price),
          technologies: item.technologies_list.join(", "),
          is_featured: item.is_featured ? "on" : "",
          is_public: item.is_public ? "on" : "",
          image_url: item.image_url,
        }
      : { completion_date: today, is_public: "on" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: portfolioItemSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <DetailView titleId="portfolio-form-title">
      <div className="max-w-2xl">
        <h1 id="portfolio-form-title" className="text-2xl font-semibold">
          {item ? "Edit Portfolio Item" : "Add Portfolio Item"}
        </h1>
        <ErrorSummaryForm fields={[fields.title, fields.category, fields.short_description, fields.description, fields.client_name, fields.project_url, fields.completion_date, fields.price, fields.technologies, fields.image_file, fields.image_url]} errors={form.errors} errorId={form.errorId} method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="mt-6 space-y-5">
          <SubmissionKeyField />
          <TextField field={fields.title} label="Title" maxLength={200} />
          <CategorySelectField field={fields.category} label="Category" categories={categories} />
          <TextAreaField field={fields.short_description} label="Short description" optional rows={2} maxLength={300} />
          <TextAreaField field={fields.description} label="Full description" rows={6} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField field={fields.client_name} label="Client name" optional maxLength={200} />
            <TextField field={fields.project_url} label="Project URL" type="url" optional placeholder="https://" />
            <TextField field={fields.completion_date} label="Completion date" type="date" />
            <TextField field={fields.price} label="Price (USD)" type="number" step="0.01" min="0" optional inputMode="decimal" />
          </div>
          <TagAdderField field={fields.technologies} label="Technologies" placeholder="e.g. Sadeli micro-mosaic" duplicateMessage={copy.technologyDuplicate} />
          <ImageField
            urlField={fields.image_url}
            fileField={fields.image_file}
            pendingField={fields.pending_image}
            currentUrl={item?.image_url || undefined}
            currentAlt={item?.title}
            optional
            upload={upload}
            kind="portfolio"
          />
          <div className="flex flex-wrap gap-6">
            <CheckboxField field={fields.is_featured} label="Featured" />
            <CheckboxField field={fields.is_public} label="Public" hint="Unticked projects are private: not shown on the site" />
          </div>
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
            {item ? "Update Item" : "Create Item"}
          </SubmitButton>
        </ErrorSummaryForm>
      </div>
    </DetailView>
  );
}
