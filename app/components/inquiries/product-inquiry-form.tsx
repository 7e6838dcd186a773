/** The product inquiry form: message, quantity (at least 1), budget and delivery timeline. */
import { TextAreaField, TextField } from "~/components/ui/form-field";

import { InquiryForm } from "./inquiry-form";

export function ProductInquiryForm({ productId }: { productId: number }) {
  return (
    <InquiryForm
      id={`product-inquiry-${productId}`}
      item={{ name: "product_item", id: productId }}
      fieldNames={["message", "quantity", "budget", "delivery_timeline"]}
    >
      {(fields) => (
        <>
          <TextAreaField field={fields.message} label="Your message" rows={4} placeholder="Sizes, finishes, quantities, personalisation..." />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField field={fields.quantity} label="Quantity" type="number" min={1} step={1} inputMode="numeric" optional />
            <TextField field={fields.budget} label="Budget (₹)" type="number" min={0} step="any" inputMode="decimal" optional />
            <TextField field={fields.delivery_timeline} label="Delivery timeline" optional placeholder="e.g. by Diwali" />
          </div>
        </>
      )}
    </InquiryForm>
  );
}
