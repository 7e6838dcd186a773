/**
 * Paise in and out of text without floating point: a form's "2450.50" becomes 245050 paise by
 * its digits, and 245050 paise prints "₹2,450.50" in Indian grouping from its whole rupees and
 * its paise.
 */
import { formatNumber } from "../format";
import type { Lang } from "../i18n/locales";

const RUPEES_TEXT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** "2450", "2450.5", "2,450.50" (commas allowed) -> paise; null when it is not an amount of rupees. */
export function rupeesTextToPaise(text: string): number | null {
  const parts = RUPEES_TEXT.exec(text.trim().replace(/,/g, ""));
  if (!parts) return null;
  return Number(parts[1]) * 100 + Number((parts[2] ?? "").padEnd(2, "0"));
}

/** A form's value for an amount: "2450.50", or "2450" for whole rupees. */
export function paiseToRupeesText(paise: number): string {
  const rest = paise % 100;
  return rest ? `${Math.floor(paise / 100)}.${String(rest).padStart(2, "0")}` : String(Math.floor(paise / 100));
}

/** "₹2,450.50" (always two decimals, as quotations print amounts); a minus sign before the rupee sign. */
export function formatPaise(paise: number, lang: Lang = "en"): string {
  const sign = paise < 0 ? "-" : "";
  const whole = Math.abs(paise);
  return `${sign}₹${formatNumber(Math.floor(whole / 100), lang)}.${String(whole % 100).padStart(2, "0")}`;
}

/** A product's price (the spec's rupees, a decimal number) in paise. */
export const priceToPaise = (rupees: number): number => Math.round(rupees * 100);
