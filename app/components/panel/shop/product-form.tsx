/**
 * The add/edit product form in the spec's sections: basic information, pricing and stock,
 * details, image (upload or URL) and flags. A multipart form, so the upload works without
 * JavaScript; with it, Conform checks the same schema before sending.
 */
import { getFormProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useNavigation } from "react-router";

import { ImageFileInput, PendingImage } from "~/components/panel/content/image-field";
import { TranslationSections, translationSummaryFields } from "~/components/panel/content/translation-sections";
import { CheckboxField, type PanelField } from "~/components/panel/fields";
import { ErrorSummaryForm, useErrorFocus } from "~/components/ui/error-summary";
import { FieldError, inputClass, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { StoredImage } from "~/components/ui/stored-image";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import type { Translations } from "~/lib/content-translations";
import type { UploadHintLimits } from "~/lib/copy/panel";
import { productSchema } from "~/lib/schemas/admin/products";

export type ProductFormValues = {
  title: string;
  short_description: string;
  description: string;
  category: number;
  price: number;
  original_price: number | null;
  stock_quantity: number | null;
  sku: string | null;
  material: string;
  dimensions: string;
  weight: number | null;
  crafting_time: string;
  tags: string;
  image_url: string;
  is_featured: boolean;
  is_available: boolean;
  translations?: Translations<"product">;
};

export type CategoryChoice = { id: number; name: string; is_active: boolean };

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? "" : String(value));

function toDefaults(product: ProductFormValues | null) {
  if (!product) return { is_available: "on", is_featured: "" };
  return {
    title: product.title,
    short_description: product.short_description,
    description: product.description,
    category: text(product.category),
    price: text(product.price),
    original_price: text(product.original_price),
    stock_quantity: text(product.stock_quantity),
    sku: text(product.sku),
    material: product.material,
    dimensions: product.dimensions,
    weight: text(product.weight),
    crafting_time: product.crafting_time,
    tags: product.tags,
    image_url: product.image_url,
    is_featured: product.is_featured ? "on" : "",
    is_available: product.is_available ? "on" : "",
    // Conform fills nested fields (translations.gu.title) from a nested object; its type of a piped field's default is not one it can name.
    translations: (product.translations ?? {}) as never,
  };
}

type Field = PanelField;

/** One of the spec's sections of the form; its fields in two columns from a tablet up, unless `layout` says otherwise. */
function Section({ legend, layout = "mt-2 grid gap-4 sm:grid-cols-2", children }: { legend: string; layout?: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-rosewood-200 p-4 dark:border-rosewood-700">
      <legend className="px-1 text-sm font-semibold tracking-wide text-rosewood-800 uppercase dark:text-brass-300">{legend}</legend>
      <div className={layout}>{children}</div>
    </fieldset>
  );
}

export function ProductForm({
  titleId,
  product,
  categories,
  upload,
}: {
  titleId: string;
  product: (ProductFormValues & { id: number; title: string }) | null;
  categories: CategoryChoice[];
  upload: UploadHintLimits;
}) {
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "product-form",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: toDefaults(product),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key: categoryKey, ...categoryProps } = getSelectProps(fields.category);
  // The file and the kept upload are read by the action, not by the shared schema.
  const imageFields = fields as unknown as Record<"image_file" | "pending_image", Field>;

  return (
    <div className="max-w-3xl">
      <h1 id={titleId} className="text-2xl font-semibold">
        {product ? "Edit Product" : "Add Product"}
      </h1>
      <ErrorSummaryForm
        fields={[
          fields.title,
          fields.short_description,
          fields.description,
          fields.category,
          fields.price,
          fields.original_price,
          fields.stock_quantity,
          fields.sku,
          fields.material,
          fields.dimensions,
          fields.weight,
          fields.crafting_time,
          fields.tags,
          imageFields.image_file,
          fields.image_url,
          ...translationSummaryFields(fields.translations, "product"),
        ]}
        errors={form.errors}
        errorId={form.errorId}
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="mt-6 space-y-6"
      >
        <SubmissionKeyField />

        <Section legend="Basic information">
          <div className="sm:col-span-2">
            <TextField field={fields.title} label="Title" maxLength={200} />
          </div>
          <div className="sm:col-span-2">
            <TextField field={fields.short_description} label="Short description" optional maxLength={300} />
          </div>
          <div className="sm:col-span-2">
            <TextAreaField field={fields.description} label="Description" rows={5} />
          </div>
          <div>
            <label htmlFor={fields.category.id} className="block text-sm font-medium text-rosewood-900 dark:text-ivory-100">
              Category
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
        </Section>

        <Section legend="Pricing & stock">
          <TextField field={fields.price} label="Price (₹)" type="number" min={0} step="0.01" inputMode="decimal" />
          <TextField field={fields.original_price} label="Original price (₹)" type="number" min={0} step="0.01" inputMode="decimal" optional />
          <TextField field={fields.stock_quantity} label="Stock quantity" type="number" min={0} step={1} inputMode="numeric" optional />
          <TextField field={fields.sku} label="SKU" optional maxLength={64} />
        </Section>

        <Section legend="Details">
          <TextField field={fields.material} label="Material" optional maxLength={100} />
          <TextField field={fields.dimensions} label="Dimensions" optional maxLength={100} />
          <TextField field={fields.weight} label="Weight (kg)" type="number" min={0} step="0.01" inputMode="decimal" optional />
          <TextField field={fields.crafting_time} label="Crafting time" optional maxLength={100} />
          <div className="sm:col-span-2">
            <TextField field={fields.tags} label="Tags" optional hint="Separate tags with commas, e.g. rosewood, jewellery box, gift" maxLength={500} />
          </div>
        </Section>

        <Section legend="Image" layout="mt-2 space-y-4">
          {product?.image_url ? (
            <figure className="flex items-center gap-3">
              <StoredImage src={product.image_url} alt={product.title} sizes="8rem" className="h-20 w-28 rounded-lg object-cover" />
              <figcaption className="text-xs text-rosewood-600 dark:text-rosewood-300">
                Current image. Upload a file or change the URL to replace it; clear the URL to remove it.
              </figcaption>
            </figure>
          ) : null}
          <ImageFileInput field={imageFields.image_file} label="Upload image" optional upload={upload} kind="products" />
          <PendingImage field={imageFields.pending_image} />
          <TextField field={fields.image_url} label="Or image URL" optional placeholder="https://… or /uploads/…" maxLength={500} />
        </Section>

        <Section legend="Flags" layout="mt-2 flex flex-wrap gap-6">
          <CheckboxField field={fields.is_featured} label="Featured" />
          <CheckboxField field={fields.is_available} label="Available" />
        </Section>

        <TranslationSections field={fields.translations} kind="product" />

        <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
          {product ? "Update Product" : "Create Product"}
        </SubmitButton>
      </ErrorSummaryForm>
    </div>
  );
}
