/** Add or edit a product category (/panel/product-categories/new, /:id/edit). */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { DetailView } from "~/components/listing/detail-view";
import { CategoryForm } from "~/components/panel/category-form";
import { panelCopy } from "~/lib/copy/panel";
import { productCategorySchema } from "~/lib/schemas/admin/categories";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { createCategory, getCategory, updateCategory } from "~/.server/categories/categories";
import { redirectWithToast } from "~/routes/.server/toast";
import type { Route } from "./+types/form";
import { readFormData } from "~/routes/.server/form-data";
import { saveOnce, submissionKeyOf } from "~/.server/submissions/keys";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/product-categories");
  if (!params.id) return { category: null };
  const category = getCategory("product", recordId(params.id));
  if (!category) throw data(null, { status: 404 });
  return { category };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/product-categories");
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: productCategorySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = params.id
    ? updateCategory(user, "product", recordId(params.id), submission.value)
    : await saveOnce(submissionKeyOf(formData, "panel/product-categories"), () => createCategory(user, "product", submission.value));
  if (!result.ok) {
    if ("reason" in result) throw data(null, { status: 404 });
    return data({ result: submission.reply({ fieldErrors: result.errors }) }, { status: 400 });
  }
  // Back to the list as it was left: its search and page.
  return redirectWithToast(`/panel/product-categories${new URL(request.url).search}`, {
    type: "success",
    message: params.id ? panelCopy.categoryUpdatedSuccessfully : panelCopy.categoryCreatedSuccessfully,
  });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.category ? "Edit" : "Add"} Product Category | Admin Panel` }];

export default function ProductCategoryFormPage({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  return (
    <DetailView titleId="category-form-title">
      <CategoryForm
        key={category?.id ?? "new"}
        titleId="category-form-title"
        title={category ? "Edit Product Category" : "Add Product Category"}
        schema={productCategorySchema}
        defaultValue={category ?? undefined}
        submitLabel={category ? "Update Category" : "Create Category"}
      />
    </DetailView>
  );
}
