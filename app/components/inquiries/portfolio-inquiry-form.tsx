/** The portfolio inquiry form: message, budget (dollars) and timeline. */
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { portfolioCopy } from "~/lib/copy/stories";

import { InquiryForm } from "./inquiry-form";

export function PortfolioInquiryForm({ portfolioItemId }: { portfolioItemId: number }) {
  return (
    <InquiryForm
      id={`portfolio-inquiry-${portfolioItemId}`}
      item={{ name: "portfolio_item", id: portfolioItemId }}
      fieldNames={["message", "budget", "timeline"]}
    >
      {(fields) => (
        <>
          <TextAreaField field={fields.message} label="Your message" rows={4} placeholder={portfolioCopy.messagePlaceholder} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField field={fields.budget} label="Budget ($)" type="number" min={0} step="any" inputMode="decimal" optional />
            <TextField field={fields.timeline} label="Timeline" optional placeholder="e.g. before the hotel opens in March" />
          </div>
        </>
      )}
    </InquiryForm>
  );
}
