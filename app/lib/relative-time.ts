/**
 * The dashboard's time texts (spec section 2): 'Just now' when the time is missing, invalid,
 * in the future or under an hour old; 'N hours ago' under 24 hours; 'N days ago' under 7 days;
 * otherwise the date, as the site writes dates ("14 Mar 2026", India's time zone, so the
 * server and the browser agree). One hour and one day read "1 hour ago" and "1 day ago".
 * In Gujarati and Hindi (issue 19) with that language's phrases (copy/gu.ts, copy/hi.ts) and dates.
 */
import { phrases as englishPhrases } from "./copy/phrases";
import { formatDate } from "./dates";
import { fill, type Lang } from "./i18n/locales";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type RelativeWords = { justNow: string; hourAgo: string; hoursAgo: string; dayAgo: string; daysAgo: string };

export function relativeTime(
  value: string | Date | null | undefined,
  now: Date = new Date(),
  words: RelativeWords = englishPhrases,
  lang: Lang = "en",
): string {
  if (value === null || value === undefined || value === "") return words.justNow;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (!Number.isFinite(time) || !Number.isFinite(now.getTime())) return words.justNow;
  const elapsed = now.getTime() - time;
  if (elapsed < HOUR_MS) return words.justNow;
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return hours === 1 ? words.hourAgo : fill(words.hoursAgo, { count: hours });
  }
  if (elapsed < 7 * DAY_MS) {
    const days = Math.floor(elapsed / DAY_MS);
    return days === 1 ? words.dayAgo : fill(words.daysAgo, { count: days });
  }
  return formatDate(new Date(time).toISOString(), lang);
}
