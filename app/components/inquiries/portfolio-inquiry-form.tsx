/** The portfolio inquiry form: message, budget (dollars) and timeline. */
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { inquiryFormCopy } from "~/lib/copy/inquiry-forms";
import { portfolioCopy as englishPortfolio } from "~/lib/copy/stories";
import { useCopy } from "~/lib/i18n/use-copy";

import { InquiryForm } from "./inquiry-form";

export function PortfolioInquiryForm({ portfolioItemId }: { portfolioItemId: number }) {
  const words = useCopy("inquiryFormCopy", inquiryFormCopy);
  const portfolioCopy = useCopy("portfolioCopy", englishPortfolio);
  return (
    <InquiryForm
      id={`portfolio-inquiry-${portfolioItemId}`}
      item={{ name: "portfolio_item", id: portfolioItemId }}
      fieldNames={["message", "budget", "timeline"]}
    >
      {(fields) => (
        <>
          <TextAreaField field={fields.message} label={words.yourMessage} rows={4} placeholder={portfolioCopy.messagePlaceholder} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField field={fields.budget} label={words.budgetDollars} type="number" min={0} step="any" inputMode="decimal" optional />
            <TextField field={fields.timeline} label={words.timeline} optional placeholder={words.timelinePlaceholder} />
          </div>
        </>
      )}
    </InquiryForm>
  );
}
