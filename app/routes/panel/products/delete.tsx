/** Delete a product after confirmation ('Are you sure you want to delete this product?'); its stored image goes with it. */
import { data, useSearchParams } from "react-router";
import { DetailView } from "~/components/listing/detail-view";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { productPanelCopy } from "~/lib/copy/panel-shop";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { getProduct, deleteProduct } from "~/.server/catalogue/product-admin";
import { redirectWithToast } from "~/routes/.server/toast";
import type { Route } from "./+types/delete";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/products");
  const product = getProduct(recordId(params.id));
  if (!product) throw data(null, { status: 404 });
  return { product: { id: product.id, title: product.title } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/products");
  const id = recordId(params.id);
  let result: Awaited<ReturnType<typeof deleteProduct>>;
  try {
    result = await deleteProduct(user, id);
  } catch (error) {
    console.error("Deleting a product failed:", error);
    return data({ error: productPanelCopy.failedToDelete }, { status: 500 });
  }
  if (!result.ok) {
    if ("notFound" in result) throw data(null, { status: 404 });
    return data({ error: productPanelCopy.failedToDelete }, { status: 409 });
  }
  return redirectWithToast(`/panel/products${new URL(request.url).search}`, { type: "success", message: productPanelCopy.deleted });
}

export const meta: Route.MetaFunction = () => [{ title: "Delete Product | Admin Panel" }];

export default function DeleteProductPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <DetailView titleId="delete-product-title">
      <DeleteConfirmation
        titleId="delete-product-title"
        title={`Delete "${loaderData.product.title}"`}
        question={productPanelCopy.deleteConfirm}
        cancelHref={`/panel/products${searchParams.size ? `?${searchParams}` : ""}`}
      />
    </DetailView>
  );
}
