/** A quote's status as the panel shows it (issue 31): a coloured badge in the team's words. */
import { quotePanelCopy } from "~/lib/copy/quotes";
import type { QuoteStatus } from "~/lib/statuses";

const TONES: Record<QuoteStatus, string> = {
  requested: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  quoted: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
  accepted: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  declined: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
  expired: "bg-rosewood-100 text-rosewood-700 dark:bg-rosewood-800 dark:text-rosewood-200",
  ordered: "bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100",
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`} data-status={status}>
      {quotePanelCopy.statusLabels[status]}
    </span>
  );
}
