/**
 * India's financial year runs from 1 April to 31 March; documents are numbered within it
 * ("QT/2026-27/0007"). The date is taken in India's time (UTC+5:30, no daylight saving), so a
 * quotation sent at 00:30 IST on 1 April belongs to the new year.
 */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** "2026-27" for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59 IST. */
export function financialYearOf(moment: Date): string {
  const india = new Date(moment.getTime() + IST_OFFSET_MS);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

/** A document number: its series, the financial year and a four-digit sequence (more digits past 9999). */
export const documentNumber = (series: string, financialYear: string, sequence: number): string =>
  `${series}/${financialYear}/${String(sequence).padStart(4, "0")}`;
