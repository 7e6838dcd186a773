/** Delete a product after confirmation ('Are you sure you want to delete this product?'); its stored image goes with it. */
import { data, useSearchParams } from "react-router";

import { deleteProduct, getProduct } from "~/.server/catalogue/product-admin";
import { DeleteScreen } from "~/components/panel/delete-confirmation";
import { productPanelCopy } from "~/lib/copy/panel-shop";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { deleteAction } from "~/routes/panel/.server/delete-action";
import { recordId } from "~/routes/panel/.server/helpers";

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
  return deleteAction(() => deleteProduct(user, id), {
    what: `product ${id}`,
    failed: productPanelCopy.failedToDelete,
    refused: () => productPanelCopy.failedToDelete,
    done: { to: `/panel/products${new URL(request.url).search}`, message: productPanelCopy.deleted },
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Delete Product | Admin Panel" }];

export default function DeleteProductPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <DeleteScreen
      name={loaderData.product.title}
      question={productPanelCopy.deleteConfirm}
      cancelHref={`/panel/products${searchParams.size ? `?${searchParams}` : ""}`}
    />
  );
}
