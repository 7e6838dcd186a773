/**
 * Times of scheduled publishing (issue 32, docs/decisions/046): the team types a date and time in
 * India's time zone (IST, UTC+05:30, no daylight saving) into a `datetime-local` field; the database
 * keeps UTC ISO text. Safe for the browser: plain arithmetic, no Intl time-zone data needed.
 */

/** India's offset from UTC, in minutes (IST has no daylight saving). */
const IST_OFFSET_MINUTES = 330;
const MINUTE_MS = 60_000;

/** What a `datetime-local` field sends: "2026-11-28T18:30" (seconds optional). */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
/** A full ISO time with its zone, as the JSON API sends it: "2026-11-28T13:00:00.000Z", "...+05:30". */
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The UTC ISO text of a time typed in IST (or sent zoned by the API); null when it is not a real time. */
export function utcFromScheduleInput(text: string): string | null {
  const value = text.trim();
  const local = LOCAL_INPUT.exec(value);
  if (local) {
    const [, year, month, day, hour, minute, second] = local.map(Number) as number[];
    const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!, Number.isNaN(second) ? 0 : second!) - IST_OFFSET_MINUTES * MINUTE_MS;
    const date = new Date(utc);
    // Refuses 31 February and 25:00: the parts must survive the round trip.
    const back = new Date(utc + IST_OFFSET_MINUTES * MINUTE_MS);
    if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month! - 1 || back.getUTCDate() !== day || back.getUTCHours() !== hour) return null;
    return date.toISOString();
  }
  if (ZONED.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  return null;
}

/** A stored UTC time as a `datetime-local` field shows it in IST: "2026-11-28T18:30"; "" for none. */
export function scheduleInputFromUtc(iso: string | null | undefined): string {
  if (!iso) return "";
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "";
  return new Date(time + IST_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 16);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** A stored UTC time as the panel's lists show it, in IST: "28 Nov 2026, 18:30". */
export function formatScheduleTime(iso: string): string {
  const local = scheduleInputFromUtc(iso);
  if (!local) return "";
  const [date, time] = local.split("T") as [string, string];
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}, ${time}`;
}
