/**
 * A panel form that may carry an image file: posted as multipart, with Conform's form props, no
 * browser validation (the server's answer shows the errors) and the error summary at its top.
 */
import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { ComponentProps } from "react";

import { ErrorSummaryForm } from "~/components/ui/error-summary";

export function UploadForm({
  form,
  errors = form.errors,
  ...props
}: Omit<ComponentProps<typeof ErrorSummaryForm>, "errors" | "errorId" | "method" | "encType"> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema's form (as item-screens.tsx takes it)
  form: FormMetadata<any, string[]>;
  /** The form's errors, when the screen adds its own to Conform's. */
  errors?: string[];
}) {
  return <ErrorSummaryForm errors={errors} errorId={form.errorId} method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate {...props} />;
}
