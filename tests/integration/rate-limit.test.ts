/**
 * The abuse limits against a real SQLite file: fixed windows, Retry-After, peek and reset, the
 * configuration, and the login throttle on top of them. Over HTTP, with several processes, in
 * tests/api/rate-limits.spec.ts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import path from "node:path";
import { config, DEFAULT_RATE_LIMITS, loadConfig } from "~/.server/config";
import { verifyLoginWithinLimits } from "~/.server/login-throttle";
import { hashPassword } from "~/.server/password";
import { hit, peek, RateLimited, reset } from "~/.server/security/rate-limit";
import { rateLimitStore, rateLimitStorePath } from "~/.server/security/rate-limit-store";
import { db, schema } from "~/.server/db";
import { LoginRefused } from "~/.server/users";

afterEach(() => vi.useRealTimers());

/** A moment at the start of a window of every default size, so a test never straddles two. */
function atWindowStart() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T12:00:00.000Z"));
}

describe("hit", () => {
  it("allows the limit, then refuses with the seconds left in the window", () => {
    atWindowStart();
    const { limit, windowSeconds } = DEFAULT_RATE_LIMITS.contact;
    for (let index = 0; index < limit; index += 1) expect(hit("contact", "10.0.0.1")).toEqual({ allowed: true });
    vi.setSystemTime(Date.now() + 100_000);
    expect(hit("contact", "10.0.0.1")).toEqual({ allowed: false, retryAfterSeconds: windowSeconds - 100 });
  });

  it("counts each client and each bucket on its own", () => {
    atWindowStart();
    const { limit } = DEFAULT_RATE_LIMITS.newsletter;
    for (let index = 0; index <= limit; index += 1) hit("newsletter", "10.0.0.2");
    expect(hit("newsletter", "10.0.0.2").allowed).toBe(false);
    expect(hit("newsletter", "10.0.0.3").allowed).toBe(true);
    expect(hit("contact", "10.0.0.2").allowed).toBe(true);
  });

  it("starts again in the next window", () => {
    atWindowStart();
    const { limit, windowSeconds } = DEFAULT_RATE_LIMITS.signup;
    for (let index = 0; index <= limit; index += 1) hit("signup", "10.0.0.4");
    expect(hit("signup", "10.0.0.4").allowed).toBe(false);
    vi.setSystemTime(Date.now() + windowSeconds * 1000);
    expect(hit("signup", "10.0.0.4").allowed).toBe(true);
  });

  it("keeps neither addresses nor emails in the table", () => {
    hit("login_account", "someone@example.in");
    hit("login_ip", "203.0.113.9");
    const dump = JSON.stringify(rateLimitStore().database.prepare("select * from rate_limits").all());
    expect(dump).not.toContain("someone@example.in");
    expect(dump).not.toContain("203.0.113.9");
  });
});

describe("the store", () => {
  it("lives in a file of its own beside the database, so page memos and content writes never wait on it", () => {
    hit("api", "store-check");
    expect(rateLimitStorePath()).toBe(path.join(path.dirname(config().databasePath), "rate-limits.db"));
    const tables = db().$client.prepare("select name from sqlite_master where name = 'rate_limits'").all();
    expect(tables).toEqual([]);
  });
});

describe("peek and reset", () => {
  it("peek never counts; reset forgets", () => {
    atWindowStart();
    const { limit } = DEFAULT_RATE_LIMITS.login_account;
    for (let index = 0; index < 50; index += 1) expect(peek("login_account", "peek@example.in").allowed).toBe(true);
    for (let index = 0; index < limit; index += 1) hit("login_account", "peek@example.in");
    expect(peek("login_account", "peek@example.in").allowed).toBe(false);
    reset("login_account", "peek@example.in");
    expect(peek("login_account", "peek@example.in").allowed).toBe(true);
  });
});

describe("configuration", () => {
  it("takes RATE_LIMIT_<BUCKET> as limit/seconds and multiplies by RATE_LIMIT_SCALE", () => {
    const config = loadConfig({ ...process.env, RATE_LIMIT_CONTACT: "3/60", RATE_LIMIT_SCALE: "10" });
    expect(config.rateLimits.contact).toEqual({ limit: 30, windowSeconds: 60 });
    expect(config.rateLimits.login_ip).toEqual({ limit: DEFAULT_RATE_LIMITS.login_ip.limit * 10, windowSeconds: DEFAULT_RATE_LIMITS.login_ip.windowSeconds });
  });

  it("refuses a malformed limit with the variable's name", () => {
    expect(() => loadConfig({ ...process.env, RATE_LIMIT_API: "lots" })).toThrow(/RATE_LIMIT_API: expected <limit>\/<seconds>/);
    expect(() => loadConfig({ ...process.env, RATE_LIMIT_API: "0/60" })).toThrow(/RATE_LIMIT_API/);
    expect(() => loadConfig({ ...process.env, RATE_LIMIT_SCALE: "-1" })).toThrow(/RATE_LIMIT_SCALE/);
  });
});

describe("login throttle", () => {
  async function account(email: string, password: string) {
    db()
      .insert(schema.users)
      .values({ user_name: "Asha", user_email: email, password_hash: await hashPassword(password), account_status: "approved" })
      .run();
  }

  it("refuses even the right password after too many failures for the account, until the window ends", async () => {
    atWindowStart();
    await account("guarded@example.in", "right-password-42");
    const { limit, windowSeconds } = DEFAULT_RATE_LIMITS.login_account;
    for (let index = 0; index < limit; index += 1) {
      await expect(verifyLoginWithinLimits("guarded@example.in", "wrong-password")).rejects.toBeInstanceOf(LoginRefused);
    }
    await expect(verifyLoginWithinLimits("Guarded@Example.in", "right-password-42")).rejects.toBeInstanceOf(RateLimited);
    vi.setSystemTime(Date.now() + windowSeconds * 1000);
    await expect(verifyLoginWithinLimits("guarded@example.in", "right-password-42")).resolves.toMatchObject({ user_email: "guarded@example.in" });
  });

  it("clears the failures of an account on a successful login", async () => {
    atWindowStart();
    await account("forgetful@example.in", "right-password-42");
    const { limit } = DEFAULT_RATE_LIMITS.login_account;
    for (let index = 0; index < limit - 1; index += 1) {
      await expect(verifyLoginWithinLimits("forgetful@example.in", "wrong-password")).rejects.toBeInstanceOf(LoginRefused);
    }
    await verifyLoginWithinLimits("forgetful@example.in", "right-password-42");
    await expect(verifyLoginWithinLimits("forgetful@example.in", "wrong-password")).rejects.toBeInstanceOf(LoginRefused);
    await expect(verifyLoginWithinLimits("forgetful@example.in", "right-password-42")).resolves.toBeTruthy();
  });
});
