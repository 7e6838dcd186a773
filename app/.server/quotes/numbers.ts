/**
 * Document numbers per financial year (QT/2026-27/0007, SO/2026-27/0001): the counter row is
 * raised and read in one statement inside the caller's write transaction, so two sends at the
 * same moment never share a number, and a number once given is never given again (a quotation
 * is never deleted; a rolled-back transaction gives its number back before anyone saw it).
 */
import type { AppDatabase } from "~/.server/db";
import { documentNumber, financialYearOf } from "~/lib/gst/financial-year";

export type DocumentSeries = "QT" | "SO";

export function nextDocumentNumber(tx: AppDatabase, series: DocumentSeries, moment = new Date()): string {
  const financialYear = financialYearOf(moment);
  const row = tx.$client
    .prepare(
      `insert into document_counters (series, financial_year, last) values (?, ?, 1)
       on conflict (series, financial_year) do update set last = last + 1
       returning last`,
    )
    .get(series, financialYear) as { last: number };
  return documentNumber(series, financialYear, row.last);
}
