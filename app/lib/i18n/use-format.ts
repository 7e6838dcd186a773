/** Prices, numbers, dates and time texts in the page's language (issue 19): the lib's formatters bound to it. */
import { phrases } from "~/lib/copy/phrases";
import { formatDate, formatMonth } from "~/lib/dates";
import { countPlus, formatDollars, formatNumber, formatRupees } from "~/lib/format";
import { relativeTime } from "~/lib/relative-time";

import { useCopy, useLang } from "./use-copy";

export function useFormat() {
  const lang = useLang();
  const words = useCopy("phrases", phrases);
  return {
    lang,
    rupees: (amount: number) => formatRupees(amount, lang),
    dollars: (amount: number) => formatDollars(amount, lang),
    number: (value: number) => formatNumber(value, lang),
    countPlus: (count: number) => countPlus(count, lang),
    date: (value: string | null | undefined) => formatDate(value, lang),
    month: (value: string | null | undefined) => formatMonth(value, lang),
    relative: (value: string | Date | null | undefined, now?: Date) => relativeTime(value, now, words, lang),
  };
}
