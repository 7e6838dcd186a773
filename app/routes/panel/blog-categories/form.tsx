/** Add or edit a blog category (/panel/blog-categories/new, /:id/edit): name required, slug built from it when blank. */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useActionData, useNavigation } from "react-router";
import { DetailView } from "~/components/listing/detail-view";
import { FormErrors, SubmitButton, TextField } from "~/components/ui/form-field";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { panelCopy } from "~/lib/copy/panel";
import { blogCategorySchema } from "~/lib/schemas/admin/blog";
import { createCategory, getCategory, updateCategory } from "~/.server/categories/categories";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { redirectWithToast } from "~/routes/.server/toast";
import type { Route } from "./+types/form";
import { readFormData } from "~/routes/.server/form-data";
import { type RepeatedSave, saveOnce, submissionKeyOf } from "~/.server/submissions/keys";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/blog-categories");
  if (!params.id) return { category: null };
  const category = getCategory("blog", recordId(params.id));
  if (!category) throw data(null, { status: 404 });
  return { category: { id: category.id, name: category.name, slug: category.slug } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/blog-categories");
  const id = params.id ? recordId(params.id) : null;
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: blogCategorySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let result: ReturnType<typeof createCategory<"blog">> | RepeatedSave;
  try {
    result = id
      ? updateCategory(user, "blog", id, submission.value)
      : await saveOnce(submissionKeyOf(formData, "panel/blog-categories"), () => createCategory(user, "blog", submission.value));
  } catch (error) {
    console.error("Saving a blog category failed", error);
    const message = error instanceof Error && error.message ? error.message : "Unknown error";
    return data({ result: submission.reply({ formErrors: [panelCopy.failedToSaveCategory(message)] }) }, { status: 500 });
  }
  if (!result.ok) {
    if ("reason" in result) throw data(null, { status: 404 });
    return data({ result: submission.reply({ fieldErrors: result.errors }) }, { status: 400 });
  }
  return redirectWithToast("/panel/blog-categories", { type: "success", message: id ? panelCopy.categoryUpdated : panelCopy.categoryCreated });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.category ? "Edit" : "Add"} Blog Category | Admin Panel` }];

export default function BlogCategoryFormPage({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  return (
    <DetailView titleId="blog-category-form-title">
      <BlogCategoryForm key={category?.id ?? "new"} category={category} />
    </DetailView>
  );
}

function BlogCategoryForm({ category }: { category: { id: number; name: string; slug: string } | null }) {
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "blog-category-form",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: category ? { name: category.name, slug: category.slug } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blogCategorySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
      <div className="max-w-xl">
        <h1 id="blog-category-form-title" className="text-2xl font-semibold">
          {category ? "Edit Blog Category" : "Add Blog Category"}
        </h1>
        <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-5">
          <FormErrors errors={form.errors} id={form.errorId} />
          <SubmissionKeyField />
          <TextField field={fields.name} label="Name" />
          <TextField field={fields.slug} label="Slug" optional hint="Leave blank to build it from the name." />
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
            {category ? "Update Category" : "Create Category"}
          </SubmitButton>
        </Form>
      </div>
  );
}
