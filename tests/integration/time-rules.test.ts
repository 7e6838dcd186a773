/**
 * Issue 20, item 2: the server's time-based rules on a clock the test moves (Vitest's fake Date),
 * each at both sides of its time, with the documented numbers written here as literals (never read
 * from SESSION_LIFETIMES or DEFAULT_RATE_LIMITS, so a changed constant fails here): sessions
 * (docs/security.md, section 3) and the rate-limit windows (docs/security.md, the limits table).
 * Reset links (one hour) are pinned in account-self-service.test.ts and the outbox's backoff
 * (1 min, 5 min, 30 min, 2 h, 6 h) in email-outage.test.ts, both on the same kind of clock.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

import { createSession, getSessionUser } from "~/.server/accounts/sessions";
import { hit } from "~/.server/security/rate-limit";

import { createUser } from "../support/factories";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

afterEach(() => vi.useRealTimers());

/** The clock stands at the start of a window of every size (windows are fixed, counted from the epoch). */
function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
  return Date.now();
}

describe("sessions end after their idle time and at their absolute lifetime", () => {
  it.each([
    ["browser", 12 * HOUR],
    ["api", 14 * DAY],
  ] as const)("a %s session idle for %i ms: alive a second before, gone a second after", (kind, idle) => {
    const user = createUser();
    const start = clockAt("2026-05-01T09:00:00.000Z");
    const token = createSession(user.id, kind);
    vi.setSystemTime(start + idle - SECOND);
    expect(getSessionUser(token)?.id).toBe(user.id);
    const seen = Date.now();
    vi.setSystemTime(seen + idle + SECOND);
    expect(getSessionUser(token)).toBeNull();
  });

  it.each([
    ["browser", 7 * DAY, 6 * HOUR],
    ["api", 30 * DAY, 7 * DAY],
  ] as const)("a busy %s session ends %i ms after login", (kind, lifetime, step) => {
    const user = createUser();
    const start = clockAt("2026-05-01T09:00:00.000Z");
    const token = createSession(user.id, kind);
    // A request every `step` (well inside the idle time) until a second before the end.
    for (let at = start + step; at < start + lifetime - SECOND; at += step) {
      vi.setSystemTime(at);
      expect(getSessionUser(token)?.id).toBe(user.id);
    }
    vi.setSystemTime(start + lifetime - SECOND);
    expect(getSessionUser(token)?.id).toBe(user.id);
    vi.setSystemTime(start + lifetime + SECOND);
    expect(getSessionUser(token)).toBeNull();
  });
});

describe("rate-limit windows: the limit's hits pass, the next is refused until the window ends", () => {
  it.each([
    ["contact", 5, 10 * MINUTE],
    ["newsletter", 5, 10 * MINUTE],
    ["signup", 20, HOUR],
    ["signup_taken", 20, HOUR],
    ["inquiry", 10, HOUR],
    ["login_account", 10, 15 * MINUTE],
    ["login_device", 10, 15 * MINUTE],
    ["password_check", 10, 15 * MINUTE],
    ["login_ip", 100, 15 * MINUTE],
    ["password_reset_account", 3, HOUR],
  ] as const)("%s: %i per window of %i ms", (bucket, limit, window) => {
    const start = clockAt("2026-11-22T12:00:00.000Z");
    const key = `${bucket}-${Math.random()}`;
    for (let index = 0; index < limit; index += 1) expect(hit(bucket, key), `hit ${index + 1}`).toEqual({ allowed: true });
    expect(hit(bucket, key).allowed).toBe(false);
    vi.setSystemTime(start + window - SECOND);
    expect(hit(bucket, key)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    vi.setSystemTime(start + window);
    expect(hit(bucket, key)).toEqual({ allowed: true });
  });
});
