/**
 * Add or edit a product (/panel/products/new, /:id/edit). The multipart body carries the fields
 * and, optionally, an image file: a refused file is named at the image field and nothing is
 * saved; a stored file the save then does not use is removed again.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { DetailView } from "~/components/listing/detail-view";
import { ProductForm } from "~/components/panel/shop/product-form";
import { uploadCopy } from "~/lib/copy/panel";
import { productPanelCopy } from "~/lib/copy/panel-shop";
import { productSchema } from "~/lib/schemas/admin/products";
import { acceptUploadedImage, uploadLimits, type UploadResult } from "~/.server/images/upload";
import { ImageStorageError, removeStoredImage } from "~/.server/images/store";
import { requirePanelAccess } from "~/.server/panel-access";
import { recordId } from "~/.server/panel-routes";
import { adminProductCategoryOptions, createProduct, getAdminProduct, updateProduct } from "~/.server/product-admin";
import { redirectWithToast } from "~/.server/toast";
import type { Route } from "./+types/form";
import { readFormData } from "~/.server/form-data";
import { multipartBodyMaxBytes } from "~/.server/http/body-limits";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/products");
  const categories = adminProductCategoryOptions().map(({ id, name, is_active }) => ({ id, name, is_active }));
  if (!params.id) return { product: null, categories };
  const product = getAdminProduct(recordId(params.id));
  if (!product) throw data(null, { status: 404 });
  return { product, categories };
}

function chosenFile(value: FormDataEntryValue | null): File | null {
  return value instanceof File && (value.size > 0 || value.name !== "") ? value : null;
}

const reply = (result: SubmissionResult<string[]>, status: number) => data({ result }, { status });

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/products");
  const id = params.id ? recordId(params.id) : null;
  if (id !== null && !getAdminProduct(id)) throw data(null, { status: 404 });

  // A body far beyond the upload limit is refused before it is read into memory.
  const { maxMegabytes } = uploadLimits();
  if (Number(request.headers.get("content-length") ?? 0) > multipartBodyMaxBytes()) {
    return reply({ status: "error", error: { image_url: [uploadCopy.tooLarge(maxMegabytes)] } }, 413);
  }

  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: productSchema });
  if (submission.status !== "success") return reply(submission.reply(), 400);

  let uploaded: string | null = null;
  const file = chosenFile(formData.get("image_file"));
  if (file) {
    let upload: UploadResult;
    try {
      upload = await acceptUploadedImage(file, "products");
    } catch (error) {
      // The server's storage failed (logged where it happened): a 500, not the file's fault.
      if (!(error instanceof ImageStorageError)) throw error;
      return reply(submission.reply({ fieldErrors: { image_url: [error.message] } }), 500);
    }
    if (!upload.ok) return reply(submission.reply({ fieldErrors: { image_url: [upload.message] } }), 400);
    uploaded = upload.url;
  }
  const input = uploaded ? { ...submission.value, image_url: uploaded } : submission.value;

  let result: Awaited<ReturnType<typeof updateProduct>>;
  try {
    result = id !== null ? await updateProduct(user, id, input) : createProduct(user, input);
  } catch (error) {
    if (uploaded) await removeStoredImage(uploaded);
    console.error("Saving a product failed:", error);
    const message = error instanceof Error ? error.message : "Unknown error";
    return reply(submission.reply({ formErrors: [productPanelCopy.failedToSave(message)] }), 500);
  }
  if (!result.ok) {
    if (uploaded) await removeStoredImage(uploaded);
    if ("notFound" in result) throw data(null, { status: 404 });
    const formErrors = result.fieldErrors.category
      ? [productPanelCopy.categoryMissing]
      : [productPanelCopy.failedToSave(Object.values(result.fieldErrors).flat().join(" "))];
    return reply(submission.reply({ fieldErrors: result.fieldErrors, formErrors }), 400);
  }
  return redirectWithToast(`/panel/products${new URL(request.url).search}`, {
    type: "success",
    message: id !== null ? productPanelCopy.updated : productPanelCopy.created,
  });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.product ? "Edit" : "Add"} Product | Admin Panel` }];

export default function ProductFormPage({ loaderData }: Route.ComponentProps) {
  const { product, categories } = loaderData;
  return (
    <DetailView titleId="product-form-heading">
      <ProductForm key={product?.id ?? "new"} titleId="product-form-heading" product={product} categories={categories} />
    </DetailView>
  );
}
