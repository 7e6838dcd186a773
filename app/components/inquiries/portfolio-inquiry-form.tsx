/**
 * The portfolio inquiry form: message, budget (dollars) and timeline. A plain form post; the
 * route's action replies with field errors or redirects with the toast.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "react-router";
import { FormErrors, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { inquiryCopy, portfolioCopy } from "~/lib/copy";
import { portfolioInquirySchema } from "~/lib/schemas/inquiries";

export function PortfolioInquiryForm({ portfolioItemId }: { portfolioItemId: number }) {
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `portfolio-inquiry-${portfolioItemId}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: portfolioInquirySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate preventScrollReset className="space-y-4">
      <FormErrors errors={form.errors} id={form.errorId} />
      <HoneypotField />
      <input type="hidden" name="portfolio_item" value={portfolioItemId} />
      <TextAreaField field={fields.message} label="Your message" rows={4} placeholder={portfolioCopy.messagePlaceholder} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.budget} label="Budget ($)" type="number" min={0} step="any" inputMode="decimal" optional />
        <TextField field={fields.timeline} label="Timeline" optional placeholder="e.g. before the hotel opens in March" />
      </div>
      <SubmitButton pending={navigation.state === "submitting"} pendingLabel={inquiryCopy.sending}>
        {inquiryCopy.sendInquiry}
      </SubmitButton>
    </Form>
  );
}
