/**
 * What the product and the portfolio inquiry forms share: a plain form post with the honeypot,
 * the item's id, the one-time key and, in an item's dialog over its list, the list to return to;
 * the route's action validates and replies with field errors or redirects with the toast (no
 * validation library in the browser: ~/components/ui/server-form). Each form gives its fields.
 */
import type { ReactNode } from "react";
import { useNavigation, useOutletContext } from "react-router";

import type { ListOutletContext } from "~/components/listing/detail-view";
import { ServerErrorSummaryForm } from "~/components/ui/error-summary";
import { SubmitButton } from "~/components/ui/form-field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { useActionForm } from "~/components/ui/server-form";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { inquiryCopy as englishInquiry } from "~/lib/copy/inquiries";
import { INQUIRY_RETURN_FIELD } from "~/lib/form-constants";
import { useCopy } from "~/lib/i18n/use-copy";

type Fields<Name extends string> = ReturnType<typeof useActionForm<Name>>["fields"];

export function InquiryForm<Name extends string>({
  id,
  item,
  fieldNames,
  requestKind,
  submitLabel,
  children,
}: {
  id: string;
  /** The payload's item field and its id (product_item or portfolio_item). */
  item: { name: string; id: number };
  fieldNames: readonly Name[];
  /** A product request of another kind than the spec's inquiry (issue 29: "make"), posted as `request_kind`. */
  requestKind?: "make";
  /** The button's words, when not the spec's "Send Inquiry". */
  submitLabel?: string;
  children: (fields: Fields<Name>) => ReactNode;
}) {
  const navigation = useNavigation();
  const inquiryCopy = useCopy("inquiryCopy", englishInquiry);
  // In its item's dialog over the list: once sent, back to the list (the dialog closes).
  const list = useOutletContext<ListOutletContext | undefined>();
  const { form, fields } = useActionForm({ id, fields: fieldNames });
  return (
    <ServerErrorSummaryForm form={form} key={form.key} fields={fieldNames.map((name) => fields[name])} preventScrollReset className="space-y-4">
      <HoneypotField />
      <input type="hidden" name={item.name} value={item.id} />
      {requestKind ? <input type="hidden" name="request_kind" value={requestKind} /> : null}
      <SubmissionKeyField />
      {list?.overList ? <input type="hidden" name={INQUIRY_RETURN_FIELD} value={list.listHref} /> : null}
      {children(fields)}
      <SubmitButton pending={navigation.state === "submitting"} pendingLabel={inquiryCopy.sending}>
        {submitLabel ?? inquiryCopy.sendInquiry}
      </SubmitButton>
    </ServerErrorSummaryForm>
  );
}
