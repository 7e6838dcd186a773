/**
 * Add or edit a product (/panel/products/new, /:id/edit). The multipart body carries the fields
 * and, optionally, an image file: a refused file is named at the image field and nothing is
 * saved; a valid file sent with a refused form is kept as a pending upload (routes/panel/.server/image-form.ts).
 */
import { data } from "react-router";

import { createProduct, getProduct, getProductTranslations, updateProduct } from "~/.server/catalogue/product-admin";
import { listCategoryChoices } from "~/.server/categories/categories";
import { uploadLimits } from "~/.server/media/upload";
import { DetailView } from "~/components/listing/detail-view";
import { HistoryLink } from "~/components/panel/history-link";
import { ProductForm } from "~/components/panel/shop/product-form";
import { productPanelCopy } from "~/lib/copy/panel-shop";
import { scheduleInputFromUtc } from "~/lib/schedule-time";
import { productSchema } from "~/lib/schemas/admin/products";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { imageFormAction } from "~/routes/panel/.server/image-form";

import type { Route } from "./+types/form";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/products");
  const categories = listCategoryChoices("product").map(({ id, name, is_active }) => ({ id, name, is_active }));
  if (!params.id) return { product: null, categories, upload: uploadLimits() };
  const product = getProduct(recordId(params.id));
  if (!product) throw data(null, { status: 404 });
  // The planned time as its field shows it: India's time (issue 32).
  return {
    product: { ...product, available_at: scheduleInputFromUtc(product.available_at), translations: getProductTranslations(product.id) },
    categories,
    upload: uploadLimits(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/products");
  return imageFormAction({
    request,
    id: params.id ? recordId(params.id) : null,
    schema: productSchema,
    kind: "products",
    imageField: "image_url",
    door: "panel/products",
    exists: (id) => getProduct(id) !== null,
    create: (input) => createProduct(user, input),
    update: (id, input) => updateProduct(user, id, input),
    failed: (error) => productPanelCopy.failedToSave(error instanceof Error ? error.message : "Unknown error"),
    // The spec's banner over the form: the missing category by name, anything else as it came.
    refusedFormErrors: (fieldErrors) =>
      fieldErrors.category ? [productPanelCopy.categoryMissing] : [productPanelCopy.failedToSave(Object.values(fieldErrors).flat().join(" "))],
    done: { to: `/panel/products${new URL(request.url).search}`, created: productPanelCopy.created, updated: productPanelCopy.updated },
    draft: { user, form: "product" },
  });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.product ? "Edit" : "Add"} Product | Admin Panel` }];

export default function ProductFormPage({ loaderData }: Route.ComponentProps) {
  const { product, categories, upload } = loaderData;
  return (
    <DetailView titleId="product-form-heading">
      {product ? <HistoryLink href={`/panel/products/${product.id}/history`} /> : null}
      <ProductForm key={product?.id ?? "new"} titleId="product-form-heading" product={product} categories={categories} upload={upload} />
    </DetailView>
  );
}
