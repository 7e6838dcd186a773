/**
 * The dashboard's time texts (spec section 2): 'Just now' when the time is missing, invalid,
 * in the future or under an hour old; 'N hours ago' under 24 hours; 'N days ago' under 7 days;
 * otherwise the date, as the site writes dates ("14 Mar 2026", India's time zone, so the
 * server and the browser agree). One hour and one day read "1 hour ago" and "1 day ago".
 */
import { formatDate } from "./dates";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function relativeTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  if (value === null || value === undefined || value === "") return "Just now";
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (!Number.isFinite(time) || !Number.isFinite(now.getTime())) return "Just now";
  const elapsed = now.getTime() - time;
  if (elapsed < HOUR_MS) return "Just now";
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return `${hours} ${hours === 1 ? "hour" : "hours"} ago`;
  }
  if (elapsed < 7 * DAY_MS) {
    const days = Math.floor(elapsed / DAY_MS);
    return `${days} ${days === 1 ? "day" : "days"} ago`;
  }
  return formatDate(new Date(time).toISOString());
}
