/**
 * The abuse limits against a real SQLite file: fixed windows, Retry-After, slots given back and reset, the
 * configuration, and the login throttle on top of them. Over HTTP, with several processes, in
 * tests/api/rate-limits.spec.ts.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";

import type { AppLoadContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { verifyLoginWithinLimits } from "~/.server/accounts/login-throttle";
import { createSession } from "~/.server/accounts/sessions";
import * as users from "~/.server/accounts/users";
import { LoginRefused } from "~/.server/accounts/users";
import { config, DEFAULT_RATE_LIMITS, loadConfig } from "~/.server/config";
import { db } from "~/.server/db";
import { giveBack, hit, RateLimited, reset } from "~/.server/security/rate-limit";
import { rateLimitStore, rateLimitStorePath } from "~/.server/security/rate-limit-store";
import { apiRoute } from "~/routes/api/.server/handler";

import { createUser } from "../support/factories";

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

describe("slots: hit, giveBack and reset", () => {
  it("a refused hit counts nothing; giveBack frees one slot; reset forgets", () => {
    atWindowStart();
    const { limit } = DEFAULT_RATE_LIMITS.login_account;
    for (let index = 0; index < limit; index += 1) expect(hit("login_account", "slots@example.in").allowed).toBe(true);
    for (let index = 0; index < 50; index += 1) expect(hit("login_account", "slots@example.in").allowed).toBe(false);
    giveBack("login_account", "slots@example.in");
    expect(hit("login_account", "slots@example.in").allowed).toBe(true);
    expect(hit("login_account", "slots@example.in").allowed).toBe(false);
    reset("login_account", "slots@example.in");
    expect(hit("login_account", "slots@example.in").allowed).toBe(true);
  });
});

describe("the API limit counts clients, not strings", () => {
  const endpoint = apiRoute({ GET: () => new Response("ok") });
  const call = (address: string, token?: string) =>
    endpoint.loader({
      request: new Request("http://site.test/api/products/", { headers: token ? { Authorization: `Bearer ${token}` } : {} }),
      params: {},
      context: { clientAddress: address } as unknown as AppLoadContext,
    });
  const rows = () => (rateLimitStore().database.prepare("select count(*) n from rate_limits").get() as { n: number }).n;

  it("5,000 random tokens from one address add no counter each and share the address's limit; a live token is its own client", async () => {
    atWindowStart();
    const { limit } = DEFAULT_RATE_LIMITS.api;
    const before = rows();
    const statuses: number[] = [];
    for (let index = 0; index < 5_000; index += 1) statuses.push((await call("203.0.113.77", randomBytes(32).toString("base64url"))).status);
    expect(rows() - before).toBe(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);

    // The address is spent; a real token from it still counts on its own.
    const client = createUser({ user_name: "Asha", user_email: "api-client@example.in" });
    const token = createSession(client.id, "api");
    expect((await call("203.0.113.77")).status).toBe(429);
    expect((await call("203.0.113.77", token)).status).toBe(200);
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
  // The password is stored as a cheap scrypt hash (tests/support/factories.ts): these tests count
  // checks, and a dozen full-cost hashes on a busy machine outlasted the test's time.
  const account = (email: string, password: string) => createUser({ user_name: "Asha", user_email: email, password });

  it("refuses even the right password after too many failures for the account, until the window ends", async () => {
    atWindowStart();
    account("guarded@example.in", "right-password-42");
    const { limit, windowSeconds } = DEFAULT_RATE_LIMITS.login_account;
    for (let index = 0; index < limit; index += 1) {
      await expect(verifyLoginWithinLimits("guarded@example.in", "wrong-password")).rejects.toBeInstanceOf(LoginRefused);
    }
    await expect(verifyLoginWithinLimits("Guarded@Example.in", "right-password-42")).rejects.toBeInstanceOf(RateLimited);
    vi.setSystemTime(Date.now() + windowSeconds * 1000);
    await expect(verifyLoginWithinLimits("guarded@example.in", "right-password-42")).resolves.toMatchObject({ user_email: "guarded@example.in" });
  });

  it("takes the account's slot before the password check: 40 concurrent guesses run at most 10 checks, and the right password among them waits", async () => {
    atWindowStart();
    account("burst@example.in", "right-password-42");
    const { limit } = DEFAULT_RATE_LIMITS.login_account;
    const guesses = Array.from({ length: 40 }, (_, index) => verifyLoginWithinLimits("burst@example.in", `wrong-password-${index}`));
    const right = verifyLoginWithinLimits("burst@example.in", "right-password-42");
    const outcomes = await Promise.allSettled([...guesses, right]);
    const reasons = outcomes.map((outcome) => (outcome.status === "rejected" ? outcome.reason : outcome.value));
    expect(reasons.filter((reason) => reason instanceof LoginRefused)).toHaveLength(limit);
    expect(reasons.filter((reason) => reason instanceof RateLimited)).toHaveLength(41 - limit);
    expect(reasons.at(-1)).toBeInstanceOf(RateLimited);
  });

  it("gives the slot back when the check fails for another reason than a wrong password", async () => {
    atWindowStart();
    const { limit } = DEFAULT_RATE_LIMITS.login_account;
    const broken = new Error("database unavailable");
    const spy = vi.spyOn(users, "verifyLogin").mockRejectedValue(broken);
    for (let index = 0; index < limit + 5; index += 1) await expect(verifyLoginWithinLimits("broken@example.in", "whatever-42")).rejects.toBe(broken);
    spy.mockRestore();
    expect(hit("login_account", "broken@example.in").allowed).toBe(true);
  });

  it("clears the failures of an account on a successful login", async () => {
    atWindowStart();
    account("forgetful@example.in", "right-password-42");
    const { limit } = DEFAULT_RATE_LIMITS.login_account;
    for (let index = 0; index < limit - 1; index += 1) {
      await expect(verifyLoginWithinLimits("forgetful@example.in", "wrong-password")).rejects.toBeInstanceOf(LoginRefused);
    }
    await verifyLoginWithinLimits("forgetful@example.in", "right-password-42");
    await expect(verifyLoginWithinLimits("forgetful@example.in", "wrong-password")).rejects.toBeInstanceOf(LoginRefused);
    await expect(verifyLoginWithinLimits("forgetful@example.in", "right-password-42")).resolves.toBeTruthy();
  });
});
