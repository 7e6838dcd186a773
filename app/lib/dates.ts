/** Dates as the site shows them: "14 Mar 2026", in India's time zone so server and browser agree. */
const dayMonthYear = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const monthYear = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dayMonthYear.format(date) : "";
}

export function formatMonth(value: string | null | undefined): string {
  const date = parse(value);
  return date ? monthYear.format(date) : "";
}
