/** The add/edit form of every kind of category: the name, then a description and Active, or (a blog category) a slug. */
import { getFormProps, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "react-router";

import { TranslationSections } from "~/components/panel/content/translation-sections";
import { FormErrors, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import type { Translations } from "~/lib/content-translations";
import { blogCategorySchema } from "~/lib/schemas/admin/blog";
import { contentCategorySchema, productCategorySchema } from "~/lib/schemas/admin/categories";

import { CheckboxField } from "./fields";

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
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const sluggish = kind === "blog";
  const [form, fields] = useForm<Record<string, string>>({
    id: "category-form",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: {
      ...(sluggish
        ? { name: defaultValue?.name ?? "", slug: defaultValue?.slug ?? "" }
        : defaultValue
          ? { name: defaultValue.name, description: defaultValue.description ?? "", is_active: defaultValue.is_active ? "on" : "" }
          : { is_active: "on" }),
      // Conform fills nested fields (translations.gu.name) from a nested object; this form types its fields as strings.
      translations: (defaultValue?.translations ?? {}) as never,
    },
    // The kinds' schemas differ in fields; the form names its fields as strings.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CATEGORY_SCHEMAS[kind] }) as unknown as Submission<Record<string, string>>,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="max-w-xl">
      <h1 id={titleId} className="text-2xl font-semibold">
        {title}
      </h1>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-5">
        <FormErrors errors={form.errors} id={form.errorId} />
        <SubmissionKeyField />
        <TextField field={fields.name!} label="Name" />
        {sluggish ? (
          <TextField field={fields.slug!} label="Slug" optional hint="Leave blank to build it from the name." />
        ) : (
          <>
            <TextAreaField field={fields.description!} label="Description" rows={3} optional />
            <CheckboxField field={fields.is_active!} label="Active" />
          </>
        )}
        <TranslationSections field={fields.translations!} kind={`${kind}_category`} />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </Form>
    </div>
  );
}
