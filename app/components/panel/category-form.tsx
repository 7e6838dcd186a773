/** The add/edit form of every kind of category: name, description, Active. */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "react-router";
import { FormErrors, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { CheckboxField } from "./fields";
import type { contentCategorySchema, productCategorySchema } from "~/lib/schemas/admin/categories";

export function CategoryForm({
  titleId,
  title,
  schema,
  defaultValue,
  submitLabel,
}: {
  titleId: string;
  title: string;
  schema: typeof productCategorySchema | typeof contentCategorySchema;
  defaultValue?: { name: string; description: string | null; is_active: boolean };
  submitLabel: string;
}) {
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "category-form",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: defaultValue ? { name: defaultValue.name, description: defaultValue.description ?? "", is_active: defaultValue.is_active ? "on" : "" } : { is_active: "on" },
    // The two schemas share their fields; only the name's message differs.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schema as typeof contentCategorySchema }),
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
        <TextField field={fields.name} label="Name" />
        <TextAreaField field={fields.description} label="Description" rows={3} optional />
        <CheckboxField field={fields.is_active} label="Active" />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
          {submitLabel}
        </SubmitButton>
      </Form>
    </div>
  );
}
