/**
 * The product inquiry form: message, quantity (at least 1), budget and delivery timeline. A
 * plain form post; the route's action validates and replies with field errors or redirects with
 * the toast (no validation library in the browser: ~/components/ui/server-form).
 */
import { useActionData, useNavigation, useOutletContext } from "react-router";

import type { ListOutletContext } from "~/components/listing/detail-view";
import { ErrorSummaryForm } from "~/components/ui/error-summary";
import { SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { type FormReply, useServerForm } from "~/components/ui/server-form";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { inquiryCopy } from "~/lib/copy/inquiries";
import { INQUIRY_RETURN_FIELD } from "~/lib/form-constants";

export function ProductInquiryForm({ productId }: { productId: number }) {
  const actionData = useActionData<{ result?: FormReply }>();
  const navigation = useNavigation();
  // In its item's dialog over the list: once sent, back to the list (the dialog closes).
  const list = useOutletContext<ListOutletContext | undefined>();
  const { form, fields } = useServerForm({
    id: `product-inquiry-${productId}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    fields: ["message", "quantity", "budget", "delivery_timeline"],
  });
  return (
    <ErrorSummaryForm
      fields={[fields.message, fields.quantity, fields.budget, fields.delivery_timeline]}
      errors={form.errors}
      errorId={form.errorId}
      key={form.key}
      method="post"
      {...form.props}
      preventScrollReset
      className="space-y-4"
    >
      <HoneypotField />
      <input type="hidden" name="product_item" value={productId} />
      <SubmissionKeyField />
      {list?.overList ? <input type="hidden" name={INQUIRY_RETURN_FIELD} value={list.listHref} /> : null}
      <TextAreaField field={fields.message} label="Your message" rows={4} placeholder="Sizes, finishes, quantities, personalisation..." />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField field={fields.quantity} label="Quantity" type="number" min={1} step={1} inputMode="numeric" optional />
        <TextField field={fields.budget} label="Budget (₹)" type="number" min={0} step="any" inputMode="decimal" optional />
        <TextField field={fields.delivery_timeline} label="Delivery timeline" optional placeholder="e.g. by Diwali" />
      </div>
      <SubmitButton pending={navigation.state === "submitting"} pendingLabel={inquiryCopy.sending}>
        {inquiryCopy.sendInquiry}
      </SubmitButton>
    </ErrorSummaryForm>
  );
}
