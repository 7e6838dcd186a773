import { createHash } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { verifyPassword } from "~/.server/accounts/password";
import {
  createSession,
  deleteExpiredSessions,
  getSessionUser,
  hashToken,
  revokeSession,
  revokeUserSessions,
  SESSION_LIFETIMES,
} from "~/.server/accounts/sessions";
import { ensureFirstAdmin, getUserByEmail, LoginRefused, publicUser, registerBusinessAccount, type User, verifyLogin } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";
import { USER_TYPE } from "~/lib/constants";
import { auth as authCopy } from "~/lib/copy/auth";
import { signupFields, type SignupInput } from "~/lib/schemas/auth";

const MESSAGES = {
  invalid: "Invalid email or password.",
  pending: "Your registration is awaiting approval by our team. We will email you as soon as your account is approved.",
  rejected: "Your registration was not approved. Please contact us if you think this is a mistake.",
  disabled: "This account has been disabled. Please contact us if you need help.",
  emailTaken: "An account with this email already exists. Please log in instead.",
};

const PASSWORD = "inlay-secret-42";
let sequence = 0;

/** A sign-up payload with a fresh address, parsed as the form and the API parse it. */
function signup(overrides: Partial<Record<keyof SignupInput, string>> = {}): SignupInput {
  sequence += 1;
  return signupFields.parse({
    user_name: "Ravi Mistry",
    business_name: "Mistry Handicrafts",
    user_email: `buyer${sequence}@mistry.example`,
    contact_number: "+91 98765 43210",
    address: "12 Ring Road, Udhna",
    city: "Surat",
    password: PASSWORD,
    ...overrides,
  });
}

async function registered(overrides: Partial<Record<keyof SignupInput, string>> = {}): Promise<User> {
  const result = await registerBusinessAccount(signup(overrides));
  if (!result.ok) throw new Error(`registration failed: ${JSON.stringify(result.errors)}`);
  return result.record;
}

/** Sets the status; the address counts as confirmed (as opening the sign-up's link makes it), so the state is the status alone. */
function setStatus(userId: number, status: User["account_status"]) {
  db().update(schema.users).set({ account_status: status, email_confirmed_at: new Date().toISOString() }).where(eq(schema.users.id, userId)).run();
}

async function approvedUser(): Promise<User> {
  const user = await registered();
  setStatus(user.id, "approved");
  return { ...user, account_status: "approved" };
}

function userRow(id: number) {
  return db().select().from(schema.users).where(eq(schema.users.id, id)).get();
}

function sessionRows(userId: number) {
  return db().select().from(schema.sessions).where(eq(schema.sessions.user_id, userId)).all();
}

async function refusal(email: string, password: string): Promise<LoginRefused> {
  try {
    await verifyLogin(email, password);
  } catch (error) {
    expect(error).toBeInstanceOf(LoginRefused);
    return error as LoginRefused;
  }
  throw new Error(`verifyLogin(${email}) was expected to refuse`);
}

describe("registerBusinessAccount", () => {
  it.each(["123456", "password", "qwerty", "iloveyou", "Password", "  abc123  "])(
    "refuses the common password %j at the password field and stores nothing",
    async (password) => {
      const input = signup({ password });
      const result = await registerBusinessAccount(input);
      expect(result).toEqual({ ok: false, errors: { password: ["This password is too common. Please choose one that is harder to guess"] } });
      expect(getUserByEmail(input.user_email)).toBeUndefined();
    },
  );

  it("creates a pending business account with a hashed password", async () => {
    const input = signup();
    const result = await registerBusinessAccount(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;

    const row = userRow(result.record.id);
    expect(row).toBeDefined();
    expect(row).toMatchObject({
      user_name: "Ravi Mistry",
      business_name: "Mistry Handicrafts",
      user_email: input.user_email,
      contact_number: "+91 98765 43210",
      address: "12 Ring Road, Udhna",
      city: "Surat",
      user_type: USER_TYPE.user,
      account_status: "pending",
    });
    expect(row!.password_hash).not.toBe(PASSWORD);
    expect(row!.password_hash).not.toContain(PASSWORD);
    expect(row!.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[^$]+\$[^$]+$/);
    expect(await verifyPassword(PASSWORD, row!.password_hash)).toBe(true);
    expect(result.record).toEqual(row);
  });

  it("never writes the clear password anywhere in the users table", async () => {
    const secret = "a-very-distinctive-password-9931";
    await registered({ password: secret });
    const everything = JSON.stringify(db().select().from(schema.users).all());
    expect(everything).not.toContain(secret);
  });

  it("does not start a session for the new account", async () => {
    const user = await registered();
    expect(sessionRows(user.id)).toHaveLength(0);
  });

  it("refuses a second account with the same email, with a field error", async () => {
    const first = signup();
    expect((await registerBusinessAccount(first)).ok).toBe(true);
    const second = await registerBusinessAccount({ ...signup(), user_email: first.user_email });
    expect(second).toEqual({ ok: false, errors: { user_email: [MESSAGES.emailTaken] }, conflict: true });
    const rows = db().select().from(schema.users).where(eq(schema.users.user_email, first.user_email)).all();
    expect(rows).toHaveLength(1);
  });

  it("treats an address differing only in case as the same email", async () => {
    const first = await registered({ user_email: "Case.Test@Mistry.Example" });
    expect(first.user_email).toBe("case.test@mistry.example");

    // Through the schema, as the form and the API do it...
    const parsed = await registerBusinessAccount(signup({ user_email: "CASE.TEST@MISTRY.EXAMPLE" }));
    expect(parsed).toEqual({ ok: false, errors: { user_email: [MESSAGES.emailTaken] }, conflict: true });
    // ...and even if a caller forgot to normalise it.
    const raw = await registerBusinessAccount({ ...signup(), user_email: "CASE.test@mistry.EXAMPLE" });
    expect(raw).toEqual({ ok: false, errors: { user_email: [MESSAGES.emailTaken] }, conflict: true });
  });

  it("gives the field error, not an exception, when two sign-ups race for one address", async () => {
    const input = signup();
    const results = await Promise.all([registerBusinessAccount(input), registerBusinessAccount({ ...input })]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({
      ok: false,
      errors: { user_email: [MESSAGES.emailTaken] },
      conflict: true,
    });
  });
});

describe("publicUser", () => {
  it("leaves out the password hash", async () => {
    const user = await registered();
    const visible = publicUser(user);
    expect(visible).not.toHaveProperty("password_hash");
    expect(visible).toMatchObject({ id: user.id, user_email: user.user_email });
  });
});

describe("verifyLogin", () => {
  it("returns the approved account for the right password", async () => {
    const user = await approvedUser();
    const loggedIn = await verifyLogin(user.user_email, PASSWORD);
    expect(loggedIn.id).toBe(user.id);
    expect(loggedIn.account_status).toBe("approved");
  });

  it("finds the account whatever the case and surrounding spaces of the email", async () => {
    const user = await approvedUser();
    expect((await verifyLogin(`  ${user.user_email.toUpperCase()} `, PASSWORD)).id).toBe(user.id);
  });

  it("refuses a wrong password with the generic message", async () => {
    const user = await approvedUser();
    expect((await refusal(user.user_email, "wrong-password")).message).toBe(MESSAGES.invalid);
    expect((await refusal(user.user_email, PASSWORD.toUpperCase())).message).toBe(MESSAGES.invalid);
    expect((await refusal(user.user_email, "")).message).toBe(MESSAGES.invalid);
  });

  it("refuses an unknown email with the same generic message", async () => {
    expect((await refusal("nobody@nowhere.example", PASSWORD)).message).toBe(MESSAGES.invalid);
  });

  it.each([
    ["pending", MESSAGES.pending],
    ["rejected", MESSAGES.rejected],
    ["disabled", MESSAGES.disabled],
  ] as const)("tells a %s account its state only when the password is right", async (status, message) => {
    const user = await registered();
    setStatus(user.id, status);
    expect((await refusal(user.user_email, PASSWORD)).message).toBe(message);
    expect((await refusal(user.user_email, "not-the-password")).message).toBe(MESSAGES.invalid);
  });

  it("refuses a freshly registered account until its address is confirmed, then as pending", async () => {
    const user = await registered();
    expect((await refusal(user.user_email, PASSWORD)).message).toBe(authCopy.accountAwaitingEmail);
    setStatus(user.id, "pending");
    expect((await refusal(user.user_email, PASSWORD)).message).toBe(MESSAGES.pending);
  });

  it("names its error LoginRefused", async () => {
    const error = await refusal("nobody@nowhere.example", PASSWORD);
    expect(error.name).toBe("LoginRefused");
    expect(error).toBeInstanceOf(Error);
  });
});

describe("ensureFirstAdmin", () => {
  beforeEach(() => {
    db().delete(schema.users).where(eq(schema.users.user_type, USER_TYPE.admin)).run();
  });

  function admins() {
    return db().select().from(schema.users).where(eq(schema.users.user_type, USER_TYPE.admin)).all();
  }

  it("creates an approved admin from the given email and password, once", async () => {
    const lines: string[] = [];
    await ensureFirstAdmin({ email: "owner@sadeli.example", password: "a-strong-admin-password", log: (line) => lines.push(line) });

    const [admin, ...others] = admins();
    expect(others).toHaveLength(0);
    expect(admin).toMatchObject({ user_email: "owner@sadeli.example", user_type: USER_TYPE.admin, account_status: "approved" });
    expect(admin!.password_hash).not.toContain("a-strong-admin-password");
    expect(await verifyPassword("a-strong-admin-password", admin!.password_hash)).toBe(true);
    expect((await verifyLogin("owner@sadeli.example", "a-strong-admin-password")).id).toBe(admin!.id);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("owner@sadeli.example");
    expect(lines[0]).not.toContain("a-strong-admin-password");

    // A second start changes nothing, even with other credentials.
    const again: string[] = [];
    await ensureFirstAdmin({ email: "someone@else.example", password: "another-admin-password", log: (line) => again.push(line) });
    expect(admins()).toEqual([admin]);
    expect(again).toEqual([]);
    expect(getUserByEmail("someone@else.example")).toBeUndefined();
  });

  it("makes a random password and prints it once when none is given", async () => {
    const lines: string[] = [];
    await ensureFirstAdmin({ log: (line) => lines.push(line) });

    const [admin, ...others] = admins();
    expect(others).toHaveLength(0);
    expect(admin).toMatchObject({ user_email: "admin@sadeli.local", account_status: "approved" });
    expect(lines).toHaveLength(1);
    const printed = /Email: (\S+)\s+Password: (\S+)/.exec(lines[0]!);
    expect(printed).not.toBeNull();
    expect(printed![1]).toBe("admin@sadeli.local");
    const password = printed![2]!;
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(admin!.password_hash).not.toContain(password);
    expect(await verifyPassword(password, admin!.password_hash)).toBe(true);
    expect((await verifyLogin("admin@sadeli.local", password)).id).toBe(admin!.id);
  });

  it("makes a different random password each time an admin has to be created", async () => {
    const passwords: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      db().delete(schema.users).where(eq(schema.users.user_type, USER_TYPE.admin)).run();
      const lines: string[] = [];
      await ensureFirstAdmin({ log: (line) => lines.push(line) });
      passwords.push(/Password: (\S+)/.exec(lines[0]!)![1]!);
    }
    expect(passwords[0]).not.toBe(passwords[1]);
  });

  it("uses the given email with a random printed password when only the email is given", async () => {
    const lines: string[] = [];
    await ensureFirstAdmin({ email: "owner2@sadeli.example", log: (line) => lines.push(line) });
    const password = /Password: (\S+)/.exec(lines[0]!)?.[1];
    expect(password).toBeDefined();
    expect(lines[0]).toContain("owner2@sadeli.example");
    expect((await verifyLogin("owner2@sadeli.example", password!)).user_type).toBe(USER_TYPE.admin);
  });

  it("does nothing when an admin already exists", async () => {
    const existing = await registered();
    db().update(schema.users).set({ user_type: USER_TYPE.admin, account_status: "approved" }).where(eq(schema.users.id, existing.id)).run();
    const before = db().select().from(schema.users).all();

    const lines: string[] = [];
    await ensureFirstAdmin({ log: (line) => lines.push(line) });
    await ensureFirstAdmin({ email: "x@y.example", password: "a-strong-admin-password", log: (line) => lines.push(line) });

    expect(lines).toEqual([]);
    expect(db().select().from(schema.users).all()).toEqual(before);
  });
});

describe("sessions", () => {
  it("returns a random token and stores only its SHA-256", async () => {
    const user = await approvedUser();
    const token = createSession(user.id, "browser");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = sessionRows(user.id);
    expect(rows).toHaveLength(1);
    const expectedHash = createHash("sha256").update(token).digest("hex");
    expect(hashToken(token)).toBe(expectedHash);
    expect(rows[0]).toMatchObject({ token_hash: expectedHash, user_id: user.id, kind: "browser" });

    // The token itself appears nowhere in the database.
    const dump = JSON.stringify(db().$client.prepare("select * from sessions").all());
    expect(dump).not.toContain(token);
    expect(dump).toContain(expectedHash);
  });

  it("gives a new token every time", async () => {
    const user = await approvedUser();
    const tokens = new Set(Array.from({ length: 5 }, () => createSession(user.id, "api")));
    expect(tokens.size).toBe(5);
    expect(sessionRows(user.id).every((row) => row.kind === "api")).toBe(true);
  });

  it("expires after the absolute session lifetime", async () => {
    const user = await approvedUser();
    const before = Date.now();
    createSession(user.id, "browser");
    const expires = Date.parse(sessionRows(user.id)[0]!.expires_at);
    const lifetime = SESSION_LIFETIMES.browser.absoluteMs;
    expect(expires).toBeGreaterThanOrEqual(before + lifetime);
    expect(expires).toBeLessThanOrEqual(Date.now() + lifetime);
  });

  describe("idle and absolute expiry", () => {
    afterEach(() => vi.useRealTimers());

    it.each(["browser", "api"] as const)("ends a %s session left idle longer than its idle timeout", async (kind) => {
      const user = await approvedUser();
      vi.useFakeTimers({ toFake: ["Date"] });
      const token = createSession(user.id, kind);
      vi.setSystemTime(Date.now() + SESSION_LIFETIMES[kind].idleMs - 60_000);
      expect(getSessionUser(token)?.id).toBe(user.id);
      vi.setSystemTime(Date.now() + SESSION_LIFETIMES[kind].idleMs + 1_000);
      expect(getSessionUser(token)).toBeNull();
      // The idle session is gone from the table, not merely ignored.
      expect(sessionRows(user.id)).toHaveLength(0);
    });

    it("counts idleness from the last request, not from login", async () => {
      const user = await approvedUser();
      vi.useFakeTimers({ toFake: ["Date"] });
      const token = createSession(user.id, "browser");
      const { idleMs } = SESSION_LIFETIMES.browser;
      vi.setSystemTime(Date.now() + idleMs - 60_000);
      expect(getSessionUser(token)?.id).toBe(user.id);
      // Longer than the idle timeout since login, but not since the last request.
      vi.setSystemTime(Date.now() + idleMs - 60_000);
      expect(getSessionUser(token)?.id).toBe(user.id);
    });

    it.each(["browser", "api"] as const)("ends a %s session at its absolute lifetime however busy it is", async (kind) => {
      const user = await approvedUser();
      vi.useFakeTimers({ toFake: ["Date"] });
      const started = Date.now();
      const token = createSession(user.id, kind);
      const { idleMs, absoluteMs } = SESSION_LIFETIMES[kind];
      // Keep it busy: a request every half idle period until just before the absolute end.
      for (let at = started + idleMs / 2; at < started + absoluteMs - 1_000; at += idleMs / 2) {
        vi.setSystemTime(at);
        expect(getSessionUser(token)?.id).toBe(user.id);
      }
      vi.setSystemTime(started + absoluteMs + 1_000);
      expect(getSessionUser(token)).toBeNull();
    });

    it("writes last_seen_at at most once a minute", async () => {
      const user = await approvedUser();
      vi.useFakeTimers({ toFake: ["Date"] });
      const token = createSession(user.id, "browser");
      const first = sessionRows(user.id)[0]!.last_seen_at;
      vi.setSystemTime(Date.now() + 30_000);
      getSessionUser(token);
      expect(sessionRows(user.id)[0]!.last_seen_at).toBe(first);
      vi.setSystemTime(Date.now() + 60_000);
      getSessionUser(token);
      expect(sessionRows(user.id)[0]!.last_seen_at).toBe(new Date().toISOString());
    });
  });

  it("finds the approved user of a live token", async () => {
    const user = await approvedUser();
    const token = createSession(user.id, "browser");
    const found = getSessionUser(token);
    expect(found?.id).toBe(user.id);
    expect(found?.user_email).toBe(user.user_email);
  });

  it("finds nobody for an unknown token, or for the stored hash used as a token", async () => {
    const user = await approvedUser();
    const token = createSession(user.id, "browser");
    expect(getSessionUser("not-a-token")).toBeNull();
    expect(getSessionUser("")).toBeNull();
    expect(getSessionUser(hashToken(token))).toBeNull();
    expect(getSessionUser(token.slice(0, -1))).toBeNull();
  });

  it("finds nobody for an expired token", async () => {
    const user = await approvedUser();
    const token = createSession(user.id, "browser");
    db()
      .update(schema.sessions)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(schema.sessions.token_hash, hashToken(token)))
      .run();
    expect(getSessionUser(token)).toBeNull();
  });

  it("deleteExpiredSessions removes only expired rows", async () => {
    const user = await approvedUser();
    const expired = createSession(user.id, "browser");
    const live = createSession(user.id, "browser");
    db()
      .update(schema.sessions)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(schema.sessions.token_hash, hashToken(expired)))
      .run();
    deleteExpiredSessions();
    expect(sessionRows(user.id).map((row) => row.token_hash)).toEqual([hashToken(live)]);
    expect(getSessionUser(live)?.id).toBe(user.id);
  });

  it("finds nobody once the token is revoked, and leaves other sessions alone", async () => {
    const user = await approvedUser();
    const revoked = createSession(user.id, "browser");
    const kept = createSession(user.id, "api");
    revokeSession(revoked);
    expect(getSessionUser(revoked)).toBeNull();
    expect(getSessionUser(kept)?.id).toBe(user.id);
    expect(sessionRows(user.id)).toHaveLength(1);
  });

  it("revokeUserSessions ends every session of one account only", async () => {
    const user = await approvedUser();
    const other = await approvedUser();
    const browser = createSession(user.id, "browser");
    const api = createSession(user.id, "api");
    const othersToken = createSession(other.id, "browser");

    revokeUserSessions(user.id);

    expect(getSessionUser(browser)).toBeNull();
    expect(getSessionUser(api)).toBeNull();
    expect(sessionRows(user.id)).toHaveLength(0);
    expect(getSessionUser(othersToken)?.id).toBe(other.id);
  });

  it.each(["pending", "rejected", "disabled"] as const)("stops working at once when the account becomes %s, and works again once approved", async (status) => {
    const user = await approvedUser();
    const loggedIn = await verifyLogin(user.user_email, PASSWORD);
    const token = createSession(loggedIn.id, "browser");
    expect(getSessionUser(token)?.id).toBe(user.id);

    setStatus(user.id, status);
    expect(getSessionUser(token)).toBeNull();

    setStatus(user.id, "approved");
    expect(getSessionUser(token)?.id).toBe(user.id);
  });

  it("reads the account fresh on every lookup (a role change shows at once)", async () => {
    const user = await approvedUser();
    const token = createSession(user.id, "browser");
    expect(getSessionUser(token)?.user_type).toBe(USER_TYPE.user);
    db().update(schema.users).set({ user_type: USER_TYPE.storeManager }).where(eq(schema.users.id, user.id)).run();
    expect(getSessionUser(token)?.user_type).toBe(USER_TYPE.storeManager);
  });

  it("ends the sessions of a deleted account", async () => {
    const user = await approvedUser();
    const token = createSession(user.id, "browser");
    db().delete(schema.users).where(eq(schema.users.id, user.id)).run();
    expect(getSessionUser(token)).toBeNull();
    expect(sessionRows(user.id)).toHaveLength(0);
  });

  it("refuses a session for an account that does not exist", () => {
    expect(() => createSession(999_999, "browser")).toThrow(/FOREIGN KEY/);
  });
});
