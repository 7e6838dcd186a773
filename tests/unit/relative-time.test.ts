import { describe, expect, it } from "vitest";

import { relativeTime } from "~/lib/relative-time";

const NOW = new Date("2026-03-14T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("relativeTime (the dashboard's time texts)", () => {
  it("says 'Just now' for a missing, empty or invalid time", () => {
    expect(relativeTime(null, NOW)).toBe("Just now");
    expect(relativeTime(undefined, NOW)).toBe("Just now");
    expect(relativeTime("", NOW)).toBe("Just now");
    expect(relativeTime("not a date", NOW)).toBe("Just now");
    expect(relativeTime(new Date(Number.NaN), NOW)).toBe("Just now");
  });

  it("says 'Just now' under one hour, and for a time in the future", () => {
    expect(relativeTime(ago(0), NOW)).toBe("Just now");
    expect(relativeTime(ago(59 * MINUTE), NOW)).toBe("Just now");
    expect(relativeTime(ago(HOUR - 1), NOW)).toBe("Just now");
    expect(relativeTime(ago(-3 * DAY), NOW)).toBe("Just now");
  });

  it("says 'N hours ago' from one hour to under 24 hours", () => {
    expect(relativeTime(ago(HOUR), NOW)).toBe("1 hour ago");
    expect(relativeTime(ago(2 * HOUR), NOW)).toBe("2 hours ago");
    expect(relativeTime(ago(5 * HOUR + 59 * MINUTE), NOW)).toBe("5 hours ago");
    expect(relativeTime(ago(DAY - 1), NOW)).toBe("23 hours ago");
  });

  it("says 'N days ago' from one day to under 7 days", () => {
    expect(relativeTime(ago(DAY), NOW)).toBe("1 day ago");
    expect(relativeTime(ago(3 * DAY + 5 * HOUR), NOW)).toBe("3 days ago");
    expect(relativeTime(ago(7 * DAY - 1), NOW)).toBe("6 days ago");
  });

  it("shows the date from 7 days on, in India's time zone", () => {
    expect(relativeTime(ago(7 * DAY), NOW)).toBe("7 Mar 2026");
    expect(relativeTime("2025-12-31T20:00:00.000Z", NOW)).toBe("1 Jan 2026");
  });

  it("accepts Date objects and SQLite's ISO text alike", () => {
    expect(relativeTime(new Date(NOW.getTime() - 3 * HOUR), NOW)).toBe("3 hours ago");
    expect(relativeTime("2026-03-14T09:00:00.000Z", NOW)).toBe("3 hours ago");
  });
});
