/** Delete a product category after confirmation; one that still holds products is refused. */
import { data, useLocation } from "react-router";
import { DetailView } from "~/components/listing/detail-view";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { panelCopy } from "~/lib/copy/panel";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { deleteCategory, getCategory } from "~/.server/categories/categories";
import { redirectWithToast } from "~/routes/.server/toast";
import type { Route } from "./+types/delete";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/product-categories");
  const category = getCategory("product", recordId(params.id));
  if (!category) throw data(null, { status: 404 });
  return { category };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/product-categories");
  const result = deleteCategory(user, "product", recordId(params.id));
  if (!result.ok) {
    if (result.reason === "not_found") throw data(null, { status: 404 });
    return data({ error: panelCopy.failedToDeleteCategory(result.message) }, { status: 409 });
  }
  return redirectWithToast(`/panel/product-categories${new URL(request.url).search}`, { type: "success", message: panelCopy.categoryDeletedSuccessfully });
}

export const meta: Route.MetaFunction = () => [{ title: "Delete Product Category | Admin Panel" }];

export default function DeleteProductCategoryPage({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <DetailView titleId="delete-category-title">
      <DeleteConfirmation
        titleId="delete-category-title"
        title={`Delete "${loaderData.category.name}"`}
        question={panelCopy.deleteCategoryConfirm}
        cancelHref={`/panel/product-categories${search}`}
      />
    </DetailView>
  );
}
