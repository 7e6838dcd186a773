/**
 * Issue 28, section 3 (malicious lockout) and the forgot-password low, against a real SQLite file.
 * - Device cookies: strangers' failed logins lock the account for browsers without its device
 *   token, never for the browser that holds one; a browser's own failures count per browser.
 * - A signed-in owner's password checks (password change, erasure) count apart from logins.
 * - The refusal names its cause: the account's failed sign-ins, or the connection; in en/gu/hi.
 * - "Forgot your password?": the request itself does the same work for every address; the
 *   lookup and the writes happen after the answer (inside a request's answer scope).
 * Over HTTP with real forms and forwarded addresses: tests/api/lockout.spec.ts.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { issueDeviceToken, tokensAfterLogin, trustedDeviceOf } from "~/.server/accounts/device-cookies";
import { verifyLoginWithinLimits, withinAddressLimit } from "~/.server/accounts/login-throttle";
import { changeMyPassword } from "~/.server/accounts/my-account";
import { requestPasswordReset } from "~/.server/accounts/password-reset";
import { deleteOwnAccount } from "~/.server/accounts/personal-data";
import { LoginRefused } from "~/.server/accounts/users";
import { inAnswerScope, settleAfterAnswer } from "~/.server/after-answer";
import { DEFAULT_RATE_LIMITS } from "~/.server/config";
import { db, schema } from "~/.server/db";
import { hit, limitedAnswer, RateLimited } from "~/.server/security/rate-limit";
import { newSubmissionKey, submissionKeyOf, withSubmissionKey } from "~/.server/submissions/keys";
import { limitsCopy } from "~/lib/copy/limits";
import { SUBMISSION_KEY_FIELD } from "~/lib/form-constants";
import { translateMessage } from "~/lib/i18n/copy.server";

import { createUser, unique } from "../support/factories";

afterEach(() => vi.useRealTimers());

/** A moment at the start of a 15-minute window, so a test never straddles two. */
function atWindowStart() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T12:00:00.000Z"));
}

const PASSWORD = "right-password-42";
const LIMIT = DEFAULT_RATE_LIMITS.login_account.limit;
const account = () => createUser({ user_name: "Asha", user_email: `${unique("owner")}@example.in`, password: PASSWORD });

/** What an attacker does from anywhere: the limit's worth of wrong passwords, without a device token. */
async function lockOut(email: string) {
  for (let index = 0; index < LIMIT; index += 1) {
    await expect(verifyLoginWithinLimits(email, `guess-${index}-guess`)).rejects.toBeInstanceOf(LoginRefused);
  }
}

describe("device tokens", () => {
  it("are valid for their account only, and a forged or altered one is none", () => {
    const owner = account();
    const other = account();
    const token = issueDeviceToken(owner.id);
    expect(trustedDeviceOf([token], owner.id)).toMatchObject({ userId: owner.id });
    expect(trustedDeviceOf([token], other.id)).toBeNull();
    const [id, nonce, signature] = token.split(".") as [string, string, string];
    expect(trustedDeviceOf([`${other.id}.${nonce}.${signature}`], other.id)).toBeNull();
    expect(trustedDeviceOf([`${id}.${nonce}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`], owner.id)).toBeNull();
    expect(trustedDeviceOf(["garbage", ""], owner.id)).toBeNull();
  });

  it("a login renews the account's token and keeps the others, at most five", () => {
    const accounts = Array.from({ length: 6 }, () => account());
    let tokens: string[] = [];
    for (const each of accounts) tokens = tokensAfterLogin(tokens, each.id);
    expect(tokens).toHaveLength(5);
    expect(trustedDeviceOf(tokens, accounts[5]!.id)).not.toBeNull();
    expect(trustedDeviceOf(tokens, accounts[0]!.id)).toBeNull();
    const before = trustedDeviceOf(tokens, accounts[3]!.id)!;
    tokens = tokensAfterLogin(tokens, accounts[3]!.id);
    expect(tokens).toHaveLength(5);
    expect(trustedDeviceOf(tokens, accounts[3]!.id)!.nonce).not.toBe(before.nonce);
  });
});

describe("the owner is never locked out by strangers", () => {
  it("after the limit of strangers' failures, the right password from the owner's browser gets in; without the token it is refused with the account's message", async () => {
    atWindowStart();
    const owner = account();
    const browser = tokensAfterLogin([], owner.id);
    await lockOut(owner.user_email);

    const refusal = await verifyLoginWithinLimits(owner.user_email, PASSWORD).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimited);
    expect((refusal as RateLimited).bucket).toBe("login_account");
    expect((refusal as RateLimited).message).toMatch(
      /^This account has had too many failed sign-ins\. Please try again in 15 minutes, or reset your password\.$/,
    );

    await expect(verifyLoginWithinLimits(owner.user_email, PASSWORD, browser)).resolves.toMatchObject({ id: owner.id });
    // Again and again: the owner's success does not reopen the account to strangers either.
    await expect(verifyLoginWithinLimits(owner.user_email, PASSWORD, browser)).resolves.toMatchObject({ id: owner.id });
    await expect(verifyLoginWithinLimits(owner.user_email, PASSWORD)).rejects.toBeInstanceOf(RateLimited);
  });

  it("another account's token, or a made-up one, counts as no token", async () => {
    atWindowStart();
    const owner = account();
    const attacker = account();
    await lockOut(owner.user_email);
    const attackersBrowser = tokensAfterLogin([], attacker.id);
    await expect(verifyLoginWithinLimits(owner.user_email, PASSWORD, attackersBrowser)).rejects.toBeInstanceOf(RateLimited);
    await expect(verifyLoginWithinLimits(owner.user_email, PASSWORD, [`${owner.id}.${"a".repeat(22)}.${"b".repeat(43)}`])).rejects.toBeInstanceOf(RateLimited);
  });

  it("failures from a browser with the token count for that browser only", async () => {
    atWindowStart();
    const owner = account();
    const laptop = tokensAfterLogin([], owner.id);
    const phone = tokensAfterLogin([], owner.id);
    const { limit } = DEFAULT_RATE_LIMITS.login_device;
    for (let index = 0; index < limit; index += 1) {
      await expect(verifyLoginWithinLimits(owner.user_email, `typo-${index}-typo`, laptop)).rejects.toBeInstanceOf(LoginRefused);
    }
    const refusal = await verifyLoginWithinLimits(owner.user_email, PASSWORD, laptop).catch((error: unknown) => error);
    expect((refusal as RateLimited).bucket).toBe("login_device");
    await expect(verifyLoginWithinLimits(owner.user_email, PASSWORD, phone)).resolves.toMatchObject({ id: owner.id });
    // The account's count for browsers without a token was not touched by the laptop's typos.
    await expect(verifyLoginWithinLimits(owner.user_email, PASSWORD)).resolves.toMatchObject({ id: owner.id });
  });

  it("the per-address count passes over a browser holding the account's token", async () => {
    atWindowStart();
    const owner = account();
    const browser = tokensAfterLogin([], owner.id);
    const shared = unique("shared-connection-");
    const refuse = () => Promise.reject(new LoginRefused("wrong password"));
    // Failed logins are what the per-address count keeps (a success gives its slot back, decision 026).
    for (let index = 0; index < DEFAULT_RATE_LIMITS.login_ip.limit; index += 1) {
      await expect(withinAddressLimit(shared, `${unique("spray")}@example.in`, [], refuse)).rejects.toBeInstanceOf(LoginRefused);
    }
    const check = () => verifyLoginWithinLimits(owner.user_email, PASSWORD, browser);
    await expect(withinAddressLimit(shared, owner.user_email, [], check)).rejects.toThrow(RateLimited);
    await expect(withinAddressLimit(shared, owner.user_email, browser, check)).resolves.toMatchObject({ id: owner.id });
  });

  it("strangers' failed logins do not lock the signed-in owner out of the password change or the erasure", async () => {
    atWindowStart();
    const owner = account();
    await lockOut(owner.user_email);
    const changed = await changeMyPassword(owner, { current_password: PASSWORD, password: "new-rosewood-pattern-77" }, null);
    expect(changed.ok).toBe(true);

    const leaving = account();
    await lockOut(leaving.user_email);
    expect((await deleteOwnAccount(leaving, PASSWORD)).ok).toBe(true);
  });

  it("a signed-in session's wrong current passwords still have a limit, with the account's message", async () => {
    atWindowStart();
    const owner = account();
    const { limit } = DEFAULT_RATE_LIMITS.password_check;
    for (let index = 0; index < limit; index += 1) {
      expect((await changeMyPassword(owner, { current_password: `guess-${index}`, password: "new-rosewood-pattern-77" }, null)).ok).toBe(false);
    }
    const refusal = await changeMyPassword(owner, { current_password: PASSWORD, password: "new-rosewood-pattern-77" }, null).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimited);
    expect((refusal as RateLimited).message).toMatch(/^This account has had too many failed sign-ins/);
    // Logins are counted apart: the owner can still sign in.
    await expect(verifyLoginWithinLimits(owner.user_email, PASSWORD)).resolves.toMatchObject({ id: owner.id });
  });
});

describe("the refusal names its cause, in every language", () => {
  it("the account's limit and the connection's limit have their own message", () => {
    expect(limitedAnswer(900, "login_account").message).toBe(limitsCopy.accountLocked(15));
    expect(limitedAnswer(900, "login_device").message).toBe(limitsCopy.accountLocked(15));
    expect(limitedAnswer(900, "login_ip").message).toBe(limitsCopy.tooManyAttempts(15));
    expect(limitedAnswer(900).message).toBe(limitsCopy.tooManyAttempts(15));
    expect(limitsCopy.accountLocked(1)).toBe("This account has had too many failed sign-ins. Please try again in 1 minute, or reset your password.");
  });

  it.each([
    ["gu", "આ ખાતામાં ઘણી વાર ખોટા પાસવર્ડથી લૉગિન કરવાના પ્રયાસ થયા છે. કૃપા કરીને 15 મિનિટ પછી ફરી પ્રયાસ કરો, અથવા તમારો પાસવર્ડ ફરીથી નક્કી કરો."],
    ["hi", "इस खाते में गलत पासवर्ड से लॉगिन की बहुत ज़्यादा कोशिशें हुई हैं। कृपया 15 मिनट बाद फिर कोशिश करें, या अपना पासवर्ड नया तय करें।"],
  ] as const)("%s: the account's message is translated with its minutes", (lang, expected) => {
    expect(translateMessage(limitsCopy.accountLocked(15), lang)).toBe(expected);
    expect(translateMessage(limitsCopy.accountLocked(1), lang)).toContain(lang === "gu" ? "1 મિનિટ" : "1 मिनट");
    expect(translateMessage(limitsCopy.tooManyAttempts(15), lang)).not.toBe(translateMessage(limitsCopy.accountLocked(15), lang));
  });
});

describe("forgot password: the same work before the answer for every address", () => {
  const outboxRows = () => db().select().from(schema.emailOutbox).all().length;
  const tokenRows = () => db().select().from(schema.accountTokens).all().length;

  it("inside a request, no address is looked up and nothing is written until the answer is sent", async () => {
    const approved = account();
    const pending = createUser({ user_email: `${unique("pending")}@example.in`, password: PASSWORD, account_status: "pending" });
    const unknown = `${unique("nobody")}@example.in`;
    const before = { outbox: outboxRows(), tokens: tokenRows() };

    const answers: Array<() => void> = [];
    for (const address of [approved.user_email, pending.user_email, unknown]) {
      answers.push(inAnswerScope(() => expect(requestPasswordReset(address, unique("client-"))).toEqual({ ok: true })));
    }
    // Every kind of address has been answered; a few turns of the event loop later, still nothing written.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect({ outbox: outboxRows(), tokens: tokenRows() }).toEqual(before);

    for (const answered of answers) answered();
    await settleAfterAnswer();
    expect(tokenRows()).toBe(before.tokens + 1);
    expect(db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to_address, approved.user_email)).all()).toHaveLength(1);
    expect(outboxRows()).toBe(before.outbox + 1);
  });

  it("the limits are still counted before the answer, the same for every address", () => {
    const from = unique("client-");
    const unknown = `${unique("nobody")}@example.in`;
    const approved = account();
    inAnswerScope(() => requestPasswordReset(unknown, from));
    inAnswerScope(() => requestPasswordReset(approved.user_email, from));
    // Two of the address's ten slots are taken, whichever addresses were asked for.
    const { limit } = DEFAULT_RATE_LIMITS.password_reset_ip;
    for (let index = 0; index < limit - 2; index += 1) expect(hit("password_reset_ip", from).allowed).toBe(true);
    expect(hit("password_reset_ip", from).allowed).toBe(false);
  });
});

describe("forgot password: a double submit still sends one email when the work waits for the answer", () => {
  it("the twin posts with one submission key are both answered; one link and one email are written", async () => {
    const approved = account();
    const formData = new FormData();
    formData.set("user_email", approved.user_email);
    formData.set(SUBMISSION_KEY_FIELD, newSubmissionKey());
    const key = submissionKeyOf(formData, "forgot-password");
    const answered: Array<() => void> = [];
    const answers = await Promise.all(
      [1, 2].map(
        () =>
          new Promise((resolve) => {
            answered.push(inAnswerScope(() => void withSubmissionKey(key, () => requestPasswordReset(approved.user_email, unique("client-"))).then(resolve)));
          }),
      ),
    );
    expect(answers).toHaveLength(2);
    for (const answer of answered) answer();
    await settleAfterAnswer();
    expect(db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to_address, approved.user_email)).all()).toHaveLength(1);
    // A later repeat with the same key is answered as a repeat, and writes nothing either.
    expect(await withSubmissionKey(key, () => requestPasswordReset(approved.user_email, unique("client-")))).toEqual({ repeated: true });
    await settleAfterAnswer();
    expect(db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to_address, approved.user_email)).all()).toHaveLength(1);
  });
});
