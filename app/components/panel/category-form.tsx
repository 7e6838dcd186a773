/** The add/edit form of every kind of category: the name, then a description and Active, or (a blog category) a slug. */
import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";

import { TranslationSections } from "~/components/panel/content/translation-sections";
import { FormErrors, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import type { Translations } from "~/lib/content-translations";
import { blogCategorySchema } from "~/lib/schemas/admin/blog";
import { contentCategorySchema, productCategorySchema } from "~/lib/schemas/admin/categories";

import { CheckboxField, type PanelField } from "./fields";
import { useSchemaForm } from "./schema-form";

/** The schema each kind's form is checked with, in the browser and by its action. */
export const CATEGORY_SCHEMAS = {
  product: productCategorySchema,
  gallery: contentCategorySchema,
  portfolio: contentCategorySchema,
  blog: blogCategorySchema,
} as const;

type Values = { name: string; description?: string | null; is_active?: boolean; slug?: string; translations?: Translations };

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
  defaultValue?: Values;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const sluggish = kind === "blog";
  // The panel's one way (./schema-form.tsx): every field of the kind's schema starts from the stored category.
  const [form, fields] = useSchemaForm({
    id: "category-form",
    object: CATEGORY_SCHEMAS[kind],
    schema: CATEGORY_SCHEMAS[kind],
    record: defaultValue ?? null,
    blank: sluggish ? {} : { is_active: "on" },
  });
  // The kinds' schemas differ in fields; the form names its fields as strings.
  const named = fields as unknown as Record<string, PanelField>;
  return (
    <div className="max-w-xl">
      <h1 id={titleId} className="text-2xl font-semibold">
        {title}
      </h1>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-5">
        <FormErrors errors={form.errors} id={form.errorId} />
        <SubmissionKeyField />
        <TextField field={named.name!} label="Name" />
        {sluggish ? (
          <TextField field={named.slug!} label="Slug" optional hint="Leave blank to build it from the name." />
        ) : (
          <>
            <TextAreaField field={named.description!} label="Description" rows={3} optional />
            <CheckboxField field={named.is_active!} label="Active" />
          </>
        )}
        <TranslationSections field={named.translations!} kind={`${kind}_category`} />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </Form>
    </div>
  );
}
