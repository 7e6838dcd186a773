/**
 * The add/edit form of every kind of category: the name, then a description and Active, or (a
 * blog category) a slug. Built the panel's one way (./schema-form.tsx, docs/decisions/037): the
 * fields, their labels and their order come from the kind's zod rules and the category registry.
 */
import { getFormProps } from "@conform-to/react";
import { useNavigation } from "react-router";

import { TranslationSections } from "~/components/panel/content/translation-sections";
import { ErrorSummaryForm } from "~/components/ui/error-summary";
import { SubmitButton } from "~/components/ui/form-field";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import type { Translations } from "~/lib/content-translations";
import { categoryFormPlaces, categoryLabelsEn } from "~/lib/copy/fields/category";
import { blogCategorySchema } from "~/lib/schemas/admin/blog";
import { contentCategorySchema, productCategorySchema } from "~/lib/schemas/admin/categories";

import type { PanelField } from "./fields";
import { SectionFields, summaryFields, useSchemaForm } from "./schema-form";

/** The schema each kind's form is checked with, in the browser and by its action. */
export const CATEGORY_SCHEMAS = {
  product: productCategorySchema,
  gallery: contentCategorySchema,
  portfolio: contentCategorySchema,
  blog: blogCategorySchema,
} as const;

/** The category as the form starts from: the stored record of its kind (every field of the kind's rules is read from it). */
type CategoryRecord = Record<string, unknown> & { translations?: Translations };

export function CategoryForm({
  titleId,
  title,
  kind,
  defaultValue,
  submitLabel,
}: {
  titleId: string;
  title: string;
  kind: keyof typeof CATEGORY_SCHEMAS;
  defaultValue?: CategoryRecord;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const object = CATEGORY_SCHEMAS[kind];
  // The panel's one way (./schema-form.tsx): every field of the kind's schema starts from the stored category.
  const [form, fields] = useSchemaForm({
    id: "category-form",
    object,
    schema: object,
    record: defaultValue ?? null,
    blank: "is_active" in object.shape ? { is_active: "on" } : {},
  });
  // The kinds' schemas differ in fields; the form names its fields as strings.
  const named = fields as unknown as Record<string, PanelField>;
  return (
    <div className="max-w-xl">
      <h1 id={titleId} className="text-2xl font-semibold">
        {title}
      </h1>
      <ErrorSummaryForm
        fields={summaryFields(named, object, { places: categoryFormPlaces, translations: `${kind}_category` })}
        errors={form.errors}
        errorId={form.errorId}
        method="post"
        {...getFormProps(form)}
        noValidate
        className="mt-6 space-y-5"
      >
        <SubmissionKeyField />
        <SectionFields section="category" places={categoryFormPlaces} labels={categoryLabelsEn} fields={named} object={object} />
        <TranslationSections field={named.translations!} kind={`${kind}_category`} />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </ErrorSummaryForm>
    </div>
  );
}
