/**
 * The portfolio inquiry form: message, budget (dollars) and timeline. A plain form post; the
 * route's action replies with field errors or redirects with the toast.
 */
import { useActionData, useNavigation, useOutletContext } from "react-router";

import type { ListOutletContext } from "~/components/listing/detail-view";
import { ErrorSummaryForm } from "~/components/ui/error-summary";
import { SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { type FormReply, useServerForm } from "~/components/ui/server-form";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { inquiryCopy } from "~/lib/copy/inquiries";
import { portfolioCopy } from "~/lib/copy/stories";
import { INQUIRY_RETURN_FIELD } from "~/lib/form-constants";

export function PortfolioInquiryForm({ portfolioItemId }: { portfolioItemId: number }) {
  const actionData = useActionData<{ result?: FormReply }>();
  const navigation = useNavigation();
  // In its item's dialog over the list: once sent, back to the list (the dialog closes).
  const list = useOutletContext<ListOutletContext | undefined>();
  const { form, fields } = useServerForm({
    id: `portfolio-inquiry-${portfolioItemId}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    fields: ["message", "budget", "timeline"],
  });
  return (
    <ErrorSummaryForm
      fields={[fields.message, fields.budget, fields.timeline]}
      errors={form.errors}
      errorId={form.errorId}
      key={form.key}
      method="post"
      {...form.props}
      preventScrollReset
      className="space-y-4"
    >
      <HoneypotField />
      <input type="hidden" name="portfolio_item" value={portfolioItemId} />
      <SubmissionKeyField />
      {list?.overList ? <input type="hidden" name={INQUIRY_RETURN_FIELD} value={list.listHref} /> : null}
      <TextAreaField field={fields.message} label="Your message" rows={4} placeholder={portfolioCopy.messagePlaceholder} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.budget} label="Budget ($)" type="number" min={0} step="any" inputMode="decimal" optional />
        <TextField field={fields.timeline} label="Timeline" optional placeholder="e.g. before the hotel opens in March" />
      </div>
      <SubmitButton pending={navigation.state === "submitting"} pendingLabel={inquiryCopy.sending}>
        {inquiryCopy.sendInquiry}
      </SubmitButton>
    </ErrorSummaryForm>
  );
}
