/** Money as the spec shows it: rupees for products and inquiries, dollars for gallery and portfolio. */
import { type Lang, LOCALE_TAG } from "./i18n/locales";
import { rememberedText } from "./remembered";

/**
 * One formatter per language, made when first used. Rupees in Indian grouping (₹1,00,000) in every
 * language (en-IN, gu-IN and hi-IN all group by lakhs); Latin digits, as Indian shops print prices.
 */
const rupeesBy = new Map<Lang, Intl.NumberFormat>();
const dollarsBy = new Map<Lang, Intl.NumberFormat>();
const numbersBy = new Map<Lang, Intl.NumberFormat>();

function cached(cache: Map<Lang, Intl.NumberFormat>, lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = cache.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(`${LOCALE_TAG[lang]}-u-nu-latn`, options);
    cache.set(lang, format);
  }
  return format;
}

/** The texts made, by kind, language and amount (./remembered.ts). */
const made = rememberedText();

export const formatRupees = (amount: number, lang: Lang = "en") =>
  made(`inr ${lang} ${amount}`, () => cached(rupeesBy, lang, { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(amount));
export const formatDollars = (amount: number, lang: Lang = "en") =>
  made(`usd ${lang} ${amount}`, () =>
    // The narrow sign: Gujarati and Hindi would otherwise write "US$" (English shows "$" either way).
    cached(dollarsBy, lang, { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol", maximumFractionDigits: 2 }).format(amount),
  );
/** A plain number in the language's grouping: 1,00,000. */
export const formatNumber = (value: number, lang: Lang = "en") => made(`number ${lang} ${value}`, () => cached(numbersBy, lang, {}).format(value));

/** A plural noun of the site's lists ("projects", "artworks") for a count: "1 project", "2 projects". */
export const nounFor = (count: number, plural: string) => (count === 1 ? plural.replace(/s$/, "") : plural);

/** A hero counter from the server's count with the spec's '+' ("12+"), but a plain "0" on an empty site. */
export const countPlus = (count: number, lang: Lang = "en") => (count > 0 ? `${formatNumber(count, lang)}+` : "0");
