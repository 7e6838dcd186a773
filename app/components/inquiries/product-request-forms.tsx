/**
 * Issue 29 (docs/decisions/028): beside the spec's disabled 'Out of Stock' inquiry, a signed-in
 * buyer's two requests about a product that is not available. "Notify me" is one button (a plain
 * form post: the one-time key makes a second tap store nothing); once asked, the page says so
 * instead. "Ask to make one" is the inquiry form's message, quantity and timeline, posted with
 * `request_kind=make`, and answered by the team as an inquiry.
 */
import { Form, useNavigation, useOutletContext } from "react-router";

import type { ListOutletContext } from "~/components/listing/detail-view";
import { SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { inquiryCopy as englishInquiry } from "~/lib/copy/inquiries";
import { inquiryFormCopy } from "~/lib/copy/inquiry-forms";
import { productRequestCopy } from "~/lib/copy/product-requests";
import { INQUIRY_RETURN_FIELD } from "~/lib/form-constants";
import { useCopy } from "~/lib/i18n/use-copy";

import { InquiryForm } from "./inquiry-form";

export function ProductRequestForms({ productId, waiting }: { productId: number; waiting: boolean }) {
  const words = useCopy("productRequestCopy", productRequestCopy);
  const formWords = useCopy("inquiryFormCopy", inquiryFormCopy);
  const inquiryCopy = useCopy("inquiryCopy", englishInquiry);
  const navigation = useNavigation();
  const list = useOutletContext<ListOutletContext | undefined>();
  const notifying = navigation.state === "submitting" && navigation.formData?.get("request_kind") === "notify";
  return (
    <div className="mt-6 space-y-6">
      <section aria-labelledby={`notify-${productId}-title`} className="rounded-xl bg-ivory-100 p-4 dark:bg-rosewood-900">
        <h3 id={`notify-${productId}-title`} className="text-lg font-semibold">
          {words.notifyTitle}
        </h3>
        {waiting ? (
          <p className="mt-2 text-rosewood-800 dark:text-rosewood-100" data-testid="notify-waiting">
            {words.notifyWaiting}
          </p>
        ) : (
          <>
            <p className="mt-2 text-rosewood-800 dark:text-rosewood-100">{words.notifyText}</p>
            <Form method="post" preventScrollReset className="mt-3">
              <HoneypotField />
              <input type="hidden" name="product_item" value={productId} />
              <input type="hidden" name="request_kind" value="notify" />
              <SubmissionKeyField />
              {list?.overList ? <input type="hidden" name={INQUIRY_RETURN_FIELD} value={list.listHref} /> : null}
              <SubmitButton pending={notifying} pendingLabel={inquiryCopy.sending}>
                {words.notifyButton}
              </SubmitButton>
            </Form>
          </>
        )}
      </section>
      <section aria-labelledby={`make-${productId}-title`}>
        <h3 id={`make-${productId}-title`} className="text-lg font-semibold">
          {words.makeTitle}
        </h3>
        <p className="mt-2 mb-4 text-rosewood-800 dark:text-rosewood-100">{words.makeText}</p>
        <InquiryForm
          id={`product-make-${productId}`}
          item={{ name: "product_item", id: productId }}
          fieldNames={["message", "quantity", "delivery_timeline"]}
          requestKind="make"
          submitLabel={words.makeButton}
        >
          {(fields) => (
            <>
              <TextAreaField field={fields.message} label={formWords.yourMessage} rows={3} placeholder={words.makePlaceholder} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField field={fields.quantity} label={formWords.quantity} type="number" min={1} step={1} inputMode="numeric" optional />
                <TextField field={fields.delivery_timeline} label={formWords.deliveryTimeline} optional placeholder={formWords.deliveryPlaceholder} />
              </div>
            </>
          )}
        </InquiryForm>
      </section>
    </div>
  );
}
