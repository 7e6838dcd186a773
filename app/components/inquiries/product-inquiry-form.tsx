/**
 * The product inquiry form: message, quantity (at least 1), budget and delivery timeline. A
 * plain form post; the route's action replies with field errors or redirects with the toast.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "react-router";
import { FormErrors, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { inquiryCopy } from "~/lib/copy";
import { productInquirySchema } from "~/lib/schemas/inquiries";

export function ProductInquiryForm({ productId }: { productId: number }) {
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `product-inquiry-${productId}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productInquirySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate preventScrollReset className="space-y-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <HoneypotField />
      <input type="hidden" name="product_item" value={productId} />
      <TextAreaField field={fields.message} label="Your message" rows={4} placeholder="Sizes, finishes, quantities, personalisation..." />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField field={fields.quantity} label="Quantity" type="number" min={1} step={1} inputMode="numeric" optional />
        <TextField field={fields.budget} label="Budget (₹)" type="number" min={0} step="any" inputMode="decimal" optional />
        <TextField field={fields.delivery_timeline} label="Delivery timeline" optional placeholder="e.g. by Diwali" />
      </div>
      <SubmitButton pending={navigation.state === "submitting"} pendingLabel={inquiryCopy.sending}>
        {inquiryCopy.sendInquiry}
      </SubmitButton>
    </Form>
  );
}
