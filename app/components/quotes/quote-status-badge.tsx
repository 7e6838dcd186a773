/** A quote's status on the buyer's pages, in the page's words (issue 31); each status its own colour and data-status. */
import type { QuoteStatus } from "~/lib/statuses";

const TONES: Record<QuoteStatus, string> = {
  requested: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  quoted: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
  accepted: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  declined: "bg-rosewood-200 text-rosewood-900 dark:bg-rosewood-700 dark:text-rosewood-50",
  expired: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
  ordered: "bg-brass-400 text-rosewood-950",
};

export function QuoteStatusBadge({ status, label }: { status: QuoteStatus; label: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
      data-status={status}
      data-testid="quote-status"
    >
      {label}
    </span>
  );
}
