/**
 * Add or edit a product (/panel/products/new, /:id/edit). The multipart body carries the fields
 * and, optionally, an image file: a refused file is named at the image field and nothing is
 * saved; a valid file sent with a refused form is kept as a pending upload (images/form-image.ts).
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { DetailView } from "~/components/listing/detail-view";
import { ProductForm } from "~/components/panel/shop/product-form";
import { uploadCopy } from "~/lib/copy/panel";
import { productPanelCopy } from "~/lib/copy/panel-shop";
import { productSchema } from "~/lib/schemas/admin/products";
import { formImage, replyKeepingImage, type FormImage } from "~/.server/media/form-image";
import { uploadLimits } from "~/.server/media/upload";
import { ImageStorageError } from "~/.server/media/store";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { listProductCategoryChoices, createProduct, getProduct, updateProduct } from "~/.server/catalogue/product-admin";
import { redirectWithToast } from "~/routes/.server/toast";
import type { Route } from "./+types/form";
import { type RepeatedSave, saveOnce, submissionKeyOf } from "~/.server/submissions/keys";
import { readUploadForm } from "~/routes/.server/form-data";
import { uploadFormBodyMaxBytes } from "~/.server/http/body-limits";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/products");
  const categories = listProductCategoryChoices().map(({ id, name, is_active }) => ({ id, name, is_active }));
  if (!params.id) return { product: null, categories, upload: uploadLimits() };
  const product = getProduct(recordId(params.id));
  if (!product) throw data(null, { status: 404 });
  return { product, categories, upload: uploadLimits() };
}

const reply = (result: SubmissionResult<string[]>, status: number) => data({ result }, { status });

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/products");
  const id = params.id ? recordId(params.id) : null;
  if (id !== null && !getProduct(id)) throw data(null, { status: 404 });

  // A body beyond even the streaming cap is refused before it is read.
  const { maxMegabytes } = uploadLimits();
  if (Number(request.headers.get("content-length") ?? 0) > uploadFormBodyMaxBytes()) {
    return reply({ status: "error", error: { image_file: [uploadCopy.tooLarge(maxMegabytes)] } }, 413);
  }

  // The image first: a valid file is kept (as a pending upload) whatever the other fields say.
  const form = await readUploadForm(request);
  let image: FormImage;
  try {
    image = await formImage(form, "products");
  } catch (error) {
    // The server's storage failed (logged where it happened): a 500, not the file's fault.
    if (!(error instanceof ImageStorageError)) throw error;
    return reply(parseWithZod(form.formData, { schema: productSchema }).reply({ fieldErrors: { image_file: [error.message] } }), 500);
  }
  const submission = parseWithZod(form.formData, { schema: productSchema });
  if (submission.status !== "success" || image.error) return reply(replyKeepingImage(submission.reply, image), 400);
  const input = image.url ? { ...submission.value, image_url: image.url } : submission.value;

  let result: Awaited<ReturnType<typeof updateProduct>> | RepeatedSave;
  try {
    result = id !== null ? await updateProduct(user, id, input) : await saveOnce(submissionKeyOf(form.formData, "panel/products"), () => createProduct(user, input));
  } catch (error) {
    console.error("Saving a product failed:", error);
    const message = error instanceof Error ? error.message : "Unknown error";
    return reply(replyKeepingImage(submission.reply, image, { formErrors: [productPanelCopy.failedToSave(message)] }), 500);
  }
  if (!result.ok) {
    if ("notFound" in result) throw data(null, { status: 404 });
    const formErrors = result.fieldErrors.category
      ? [productPanelCopy.categoryMissing]
      : [productPanelCopy.failedToSave(Object.values(result.fieldErrors).flat().join(" "))];
    return reply(replyKeepingImage(submission.reply, image, { fieldErrors: result.fieldErrors, formErrors }), 400);
  }
  return redirectWithToast(`/panel/products${new URL(request.url).search}`, {
    type: "success",
    message: id !== null ? productPanelCopy.updated : productPanelCopy.created,
  });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [{ title: `${loaderData?.product ? "Edit" : "Add"} Product | Admin Panel` }];

export default function ProductFormPage({ loaderData }: Route.ComponentProps) {
  const { product, categories, upload } = loaderData;
  return (
    <DetailView titleId="product-form-heading">
      <ProductForm key={product?.id ?? "new"} titleId="product-form-heading" product={product} categories={categories} upload={upload} />
    </DetailView>
  );
}
