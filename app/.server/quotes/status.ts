/**
 * What a quote's status reads as on a day: the stored one, except that a quotation still waiting
 * for the buyer (`quoted`) past its last valid day reads as `expired` (docs/decisions/039).
 * Nothing is rewritten when a day passes, so no job has to run for it.
 */
import type { QuoteStatus, StoredQuoteStatus } from "~/lib/statuses";

export function quoteStatusOn(stored: StoredQuoteStatus, validUntil: string | null | undefined, today: string): QuoteStatus {
  return stored === "quoted" && validUntil && validUntil < today ? "expired" : stored;
}
