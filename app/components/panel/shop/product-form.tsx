/**
 * The add/edit product form in the spec's sections: basic information, pricing and stock,
 * details, image (upload or URL) and flags. A multipart form, so the upload works without
 * JavaScript; with it, Conform checks the same schema before sending. Built the panel's one way
 * (../schema-form.tsx, docs/decisions/032): the fields, their labels and their sections come from
 * the zod rules and the product's registry; this file draws only the category and the image.
 */
import { getFormProps, getSelectProps } from "@conform-to/react";
import { useNavigation } from "react-router";

import { ImageFileInput, PendingImage } from "~/components/panel/content/image-field";
import { TranslationSections } from "~/components/panel/content/translation-sections";
import type { PanelField } from "~/components/panel/fields";
import { RegistrySections, SECTION_LAYOUTS, summaryFields, useSchemaForm } from "~/components/panel/schema-form";
import { ErrorSummaryForm, useErrorFocus } from "~/components/ui/error-summary";
import { FieldError, inputClass, SubmitButton, TextField } from "~/components/ui/form-field";
import { StoredImage } from "~/components/ui/stored-image";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { PRODUCT_FORM_SECTIONS, productFormPlaces, productLabelsEn } from "~/lib/copy/fields/product";
import type { UploadHintLimits } from "~/lib/copy/panel";
import { productPanelCopy } from "~/lib/copy/panel-shop";
import { formatRate, GST_RATES_BP } from "~/lib/gst/rates";
import { PRODUCT_REQUIRED, productObject, productSchema } from "~/lib/schemas/admin/products";

export type CategoryChoice = { id: number; name: string; is_active: boolean };

/** The product as the form starts from: the stored record (every field of the zod object is read from it). */
type ProductRecord = Record<string, unknown> & { id: number; title: string; image_url: string; category: number };

export function ProductForm({
  titleId,
  product,
  categories,
  upload,
}: {
  titleId: string;
  product: ProductRecord | null;
  categories: CategoryChoice[];
  upload: UploadHintLimits;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm({
    id: "product-form",
    object: productObject,
    schema: productSchema,
    record: product,
    blank: { is_available: "on", is_featured: "" },
  });
  const { key: categoryKey, ...categoryProps } = getSelectProps(fields.category);
  const { key: rateKey, ...rateProps } = getSelectProps(fields.gst_rate_bp);
  // The file and the kept upload are read by the action, not by the shared schema.
  const all = fields as unknown as Record<string, PanelField>;
  const summary = summaryFields(all, productObject, { places: productFormPlaces, before: { image_url: ["image_file"] }, translations: "product" });
  return (
    <div className="max-w-3xl">
      <h1 id={titleId} className="text-2xl font-semibold">
        {product ? "Edit Product" : "Add Product"}
      </h1>
      <ErrorSummaryForm
        fields={summary}
        errors={summaryErrors(form.errors, summary)}
        errorId={form.errorId}
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="mt-6 space-y-6"
      >
        <SubmissionKeyField />

        <RegistrySections
          sections={PRODUCT_FORM_SECTIONS}
          places={productFormPlaces}
          labels={productLabelsEn}
          fields={all}
          layouts={{ image: SECTION_LAYOUTS.column, flags: SECTION_LAYOUTS.row }}
          autosave={{ form: "product", id: product?.id ?? null }}
          custom={{
            category: (
              <div key="category">
                <label htmlFor={fields.category.id} className="block text-sm font-medium text-rosewood-900 dark:text-ivory-100">
                  {productLabelsEn.category}
                </label>
                <select key={categoryKey} {...categoryProps} {...useErrorFocus(fields.category)} className={inputClass}>
                  <option value="">Select a category</option>
                  {categories.map((category) => (
                    // An inactive category takes no new products (app/.server/catalogue/product-admin.ts); a product already in it may stay.
                    <option key={category.id} value={category.id} disabled={!category.is_active && category.id !== product?.category}>
                      {category.name}
                      {category.is_active ? "" : " (inactive)"}
                    </option>
                  ))}
                </select>
                <FieldError field={fields.category} />
              </div>
            ),
            gst_rate_bp: (
              <div key="gst_rate_bp">
                <label htmlFor={fields.gst_rate_bp.id} className="block text-sm font-medium text-rosewood-900 dark:text-ivory-100">
                  {productLabelsEn.gst_rate_bp} <span className="font-normal text-rosewood-600 dark:text-rosewood-300">(optional)</span>
                </label>
                <select key={rateKey} {...rateProps} {...useErrorFocus(fields.gst_rate_bp)} className={inputClass}>
                  <option value="">{productPanelCopy.gstRateDefault}</option>
                  {GST_RATES_BP.map((rate) => (
                    <option key={rate} value={rate}>
                      {formatRate(rate)}
                    </option>
                  ))}
                </select>
                <FieldError field={fields.gst_rate_bp} />
              </div>
            ),
            image_url: (
              <div key="image_url" className="space-y-4">
                {product?.image_url ? (
                  <figure className="flex items-center gap-3">
                    <StoredImage src={product.image_url} alt={product.title} sizes="8rem" className="h-20 w-28 rounded-lg object-cover" />
                    <figcaption className="text-xs text-rosewood-600 dark:text-rosewood-300">
                      Current image. Upload a file or change the URL to replace it; clear the URL to remove it.
                    </figcaption>
                  </figure>
                ) : null}
                <ImageFileInput field={all.image_file!} label="Upload image" optional upload={upload} kind="products" />
                <PendingImage field={all.pending_image!} />
                <TextField
                  field={fields.image_url}
                  label="Or image URL"
                  optional
                  placeholder="https://… or /uploads/…"
                  maxLength={fields.image_url.maxLength}
                />
              </div>
            ),
          }}
        />

        <TranslationSections field={fields.translations} kind="product" />

        <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
          {product ? "Update Product" : "Create Product"}
        </SubmitButton>
      </ErrorSummaryForm>
    </div>
  );
}

const REQUIRED_MESSAGES: ReadonlySet<string> = new Set(PRODUCT_REQUIRED.map(([, message]) => message));

/**
 * The form's own messages over its summary (issue 32, defect 10): the spec's "Please fill in all
 * required fields" only when every field in error is a missing one; otherwise the summary's
 * count ("Please correct 2 fields:") heads the list of each field's real message (a negative
 * price, a refused file), so the sentence never names a problem that is not there.
 */
export function summaryErrors(errors: string[] | undefined, fields: readonly { errors?: string[] }[]): string[] | undefined {
  if (!errors?.includes(productPanelCopy.requiredFields)) return errors;
  const onlyMissing = fields.every((field) => !field.errors?.length || REQUIRED_MESSAGES.has(field.errors[0]!));
  if (onlyMissing) return errors;
  const rest = errors.filter((error) => error !== productPanelCopy.requiredFields);
  return rest.length ? rest : undefined;
}
