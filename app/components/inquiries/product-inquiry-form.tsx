/** The product inquiry form: message, quantity (at least 1), budget and delivery timeline. */
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { inquiryFormCopy } from "~/lib/copy/inquiry-forms";
import { useCopy } from "~/lib/i18n/use-copy";

import { InquiryForm } from "./inquiry-form";

export function ProductInquiryForm({ productId }: { productId: number }) {
  const words = useCopy("inquiryFormCopy", inquiryFormCopy);
  return (
    <InquiryForm
      id={`product-inquiry-${productId}`}
      item={{ name: "product_item", id: productId }}
      fieldNames={["message", "quantity", "budget", "delivery_timeline"]}
    >
      {(fields) => (
        <>
          <TextAreaField field={fields.message} label={words.yourMessage} rows={4} placeholder={words.productPlaceholder} />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField field={fields.quantity} label={words.quantity} type="number" min={1} step={1} inputMode="numeric" optional />
            <TextField field={fields.budget} label={words.budgetRupees} type="number" min={0} step="any" inputMode="decimal" optional />
            <TextField field={fields.delivery_timeline} label={words.deliveryTimeline} optional placeholder={words.deliveryPlaceholder} />
          </div>
        </>
      )}
    </InquiryForm>
  );
}
