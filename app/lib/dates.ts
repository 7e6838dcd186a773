/** Dates as the site shows them: "14 Mar 2026" (or its Gujarati and Hindi forms), in India's time zone so server and browser agree. */
import { type Lang, LOCALE_TAG } from "./i18n/locales";
import { rememberedText } from "./remembered";

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, kind: "day" | "month"): Intl.DateTimeFormat {
  const key = `${lang} ${kind}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === "day"
        ? // Gujarati and Hindi name the month in full: their short forms ("અક્ટો", "अक्तू॰") read as cut off.
          { day: "numeric", month: lang === "en" ? "short" : "long", year: "numeric", timeZone: "Asia/Kolkata" }
        : { month: "long", year: "numeric", timeZone: "Asia/Kolkata" };
    format = new Intl.DateTimeFormat(`${LOCALE_TAG[lang]}-u-nu-latn`, options);
    formats.set(key, format);
  }
  return format;
}

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const made = rememberedText();

export function formatDate(value: string | null | undefined, lang: Lang = "en"): string {
  if (!value) return "";
  return made(`${lang} day ${value}`, () => {
    const date = parse(value);
    return date ? formatter(lang, "day").format(date) : "";
  });
}

export function formatMonth(value: string | null | undefined, lang: Lang = "en"): string {
  if (!value) return "";
  return made(`${lang} month ${value}`, () => {
    const date = parse(value);
    return date ? formatter(lang, "month").format(date) : "";
  });
}
