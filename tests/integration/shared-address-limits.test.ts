/**
 * Issue 29, defect 6 (docs/decisions/026): many people behind one address (a mobile network's
 * CGNAT) must not use up each other's sign-ups and logins. Per address, only what an attacker
 * gains from is counted: failed logins (`login_ip`), successful sign-ups (`signup`), and answers
 * saying an address is already registered (`signup_taken`); every count still takes its slot
 * before the work, so concurrent requests cannot pass it. Over HTTP with forwarded addresses:
 * tests/api/rate-limits.spec.ts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

import { verifyLoginWithinLimits, withinAddressLimit } from "~/.server/accounts/login-throttle";
import { registerWithinLimits } from "~/.server/accounts/signup-limits";
import { getUserByEmail, LoginRefused } from "~/.server/accounts/users";
import { DEFAULT_RATE_LIMITS } from "~/.server/config";
import { RateLimited } from "~/.server/security/rate-limit";
import { auth as authCopy } from "~/lib/copy/auth";
import { validation } from "~/lib/copy/validation";
import { signupFields, type SignupInput } from "~/lib/schemas/auth";

import { createUser, unique } from "../support/factories";

afterEach(() => vi.useRealTimers());

/** A moment at the start of a window of every default size, so a test never straddles two. */
function atWindowStart() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T12:00:00.000Z"));
}

const PASSWORD = "right-password-42";
const login = (client: string, email: string, password: string) => withinAddressLimit(client, email, [], () => verifyLoginWithinLimits(email, password));
const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    (value) => value,
    (error: unknown) => error,
  );

describe("logins from one shared address", () => {
  it("successful logins do not count: three times the limit of people sign in from one address", async () => {
    atWindowStart();
    const shared = unique("cgnat-");
    const people = Array.from({ length: 30 }, () => createUser({ user_email: `${unique("person")}@example.in`, password: PASSWORD }));
    for (let round = 0; round < (3 * DEFAULT_RATE_LIMITS.login_ip.limit) / people.length; round += 1) {
      for (const person of people) await expect(login(shared, person.user_email, PASSWORD)).resolves.toMatchObject({ id: person.id });
    }
  });

  it("failed logins count: after the limit of failures even the right password waits, and a success in between gave back only its own slot", async () => {
    atWindowStart();
    const shared = unique("cgnat-");
    const { limit } = DEFAULT_RATE_LIMITS.login_ip;
    const owner = createUser({ user_email: `${unique("owner")}@example.in`, password: PASSWORD });
    for (let index = 0; index < limit; index += 1) {
      // A new account for every guess: only the per-address count can stop this.
      const target = createUser({ user_email: `${unique("target")}@example.in`, password: PASSWORD });
      await expect(login(shared, target.user_email, "guess-guess")).rejects.toBeInstanceOf(LoginRefused);
      if (index === limit / 2) await expect(login(shared, owner.user_email, PASSWORD)).resolves.toBeTruthy();
    }
    const refusal = await outcomeOf(login(shared, owner.user_email, PASSWORD));
    expect(refusal).toBeInstanceOf(RateLimited);
    expect((refusal as RateLimited).bucket).toBe("login_ip");
    await expect(login(unique("another-"), owner.user_email, PASSWORD)).resolves.toMatchObject({ id: owner.id });
  });

  it("concurrent wrong passwords from one address run at most the limit's checks", async () => {
    atWindowStart();
    const shared = unique("cgnat-");
    const { limit } = DEFAULT_RATE_LIMITS.login_ip;
    // Fewer guesses per account than the account's limit: only the per-address count can stop them.
    const targets = Array.from({ length: (limit + 40) / 5 }, () => createUser({ user_email: `${unique("target")}@example.in`, password: PASSWORD }));
    const guesses = targets.flatMap((target) => Array.from({ length: 5 }, (_, index) => login(shared, target.user_email, `guess-${index}-guess`)));
    const outcomes = await Promise.all(guesses.map(outcomeOf));
    expect(outcomes.filter((outcome) => outcome instanceof LoginRefused)).toHaveLength(limit);
    expect(outcomes.filter((outcome) => outcome instanceof RateLimited)).toHaveLength(40);
  });

  it("a refusal by the account's own limit gives the address its slot back (no password was tried)", async () => {
    atWindowStart();
    const shared = unique("cgnat-");
    const locked = createUser({ user_email: `${unique("locked")}@example.in`, password: PASSWORD });
    for (let index = 0; index < DEFAULT_RATE_LIMITS.login_account.limit; index += 1) {
      await expect(verifyLoginWithinLimits(locked.user_email, `guess-${index}-guess`)).rejects.toBeInstanceOf(LoginRefused);
    }
    for (let index = 0; index < DEFAULT_RATE_LIMITS.login_ip.limit + 5; index += 1) {
      expect(((await outcomeOf(login(shared, locked.user_email, PASSWORD))) as RateLimited).bucket).toBe("login_account");
    }
    const other = createUser({ user_email: `${unique("other")}@example.in`, password: PASSWORD });
    await expect(login(shared, other.user_email, PASSWORD)).resolves.toMatchObject({ id: other.id });
  });
});

let sequence = 0;
function signup(overrides: Partial<Record<keyof SignupInput, string>> = {}): SignupInput {
  sequence += 1;
  return signupFields.parse({
    user_name: "Ravi Mistry",
    business_name: "Mistry Handicrafts",
    user_email: `signup${sequence}.${Date.now()}@mistry.example`,
    contact_number: "+91 98765 43210",
    address: "12 Ring Road, Udhna",
    city: "Surat",
    password: "inlay-secret-42",
    ...overrides,
  });
}

describe("sign-ups from one shared address", () => {
  it("a refused sign-up (a common password, a taken address) does not use one of the address's sign-ups", async () => {
    atWindowStart();
    const shared = unique("cgnat-");
    const { limit } = DEFAULT_RATE_LIMITS.signup;
    const taken = createUser({ user_email: `${unique("taken")}@example.in` });
    for (let index = 0; index < limit; index += 1) {
      expect(await registerWithinLimits(shared, signup({ password: "password123" }))).toEqual({
        kind: "refused",
        errors: { password: [validation.passwordTooCommon] },
      });
    }
    for (let index = 0; index < DEFAULT_RATE_LIMITS.signup_taken.limit; index += 1) {
      expect(await registerWithinLimits(shared, signup({ user_email: taken.user_email }))).toEqual({
        kind: "refused",
        errors: { user_email: [authCopy.emailTaken] },
        conflict: true,
      });
    }
    for (let index = 0; index < limit; index += 1) {
      expect((await registerWithinLimits(shared, signup())).kind, `sign-up ${index + 1}`).toBe("registered");
    }
    const late = signup();
    expect(await registerWithinLimits(shared, late)).toMatchObject({ kind: "limited", bucket: "signup" });
    expect(getUserByEmail(late.user_email)).toBeUndefined();
  });

  it("'already registered' is told at most the limit's times an hour to one address; then the limit's message, not the answer", async () => {
    atWindowStart();
    const shared = unique("cgnat-");
    const taken = Array.from({ length: DEFAULT_RATE_LIMITS.signup_taken.limit + 1 }, () => createUser({ user_email: `${unique("taken")}@example.in` }));
    for (const account of taken.slice(0, -1)) {
      expect((await registerWithinLimits(shared, signup({ user_email: account.user_email }))).kind).toBe("refused");
    }
    expect(await registerWithinLimits(shared, signup({ user_email: taken.at(-1)!.user_email }))).toMatchObject({
      kind: "limited",
      bucket: "signup_taken",
    });
    // Sign-ups of new addresses are not held by it.
    expect((await registerWithinLimits(shared, signup())).kind).toBe("registered");
  });

  it("concurrent sign-ups from one address store at most the limit's accounts", async () => {
    atWindowStart();
    const shared = unique("cgnat-");
    const { limit } = DEFAULT_RATE_LIMITS.signup;
    const inputs = Array.from({ length: limit + 10 }, () => signup());
    const outcomes = await Promise.all(inputs.map((input) => registerWithinLimits(shared, input)));
    expect(outcomes.filter((outcome) => outcome.kind === "registered")).toHaveLength(limit);
    expect(outcomes.filter((outcome) => outcome.kind === "limited")).toHaveLength(10);
    expect(inputs.filter((input) => getUserByEmail(input.user_email)).length).toBe(limit);
  });

  it("a repeat of a stored sign-up (a double click) counts once", async () => {
    atWindowStart();
    const shared = unique("cgnat-");
    const { limit } = DEFAULT_RATE_LIMITS.signup;
    const key = `repeat-${unique("key")}`;
    const input = signup();
    expect((await registerWithinLimits(shared, input, { submissionKey: key })).kind).toBe("registered");
    expect((await registerWithinLimits(shared, input, { submissionKey: key })).kind).toBe("repeated");
    for (let index = 0; index < limit - 1; index += 1) expect((await registerWithinLimits(shared, signup())).kind).toBe("registered");
    expect((await registerWithinLimits(shared, signup())).kind).toBe("limited");
  });
});
