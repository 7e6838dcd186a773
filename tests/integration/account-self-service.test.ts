/**
 * Issue 18, items 1 and 2, against a real SQLite file: the forgotten-password link (stored hashed,
 * one hour on a fake clock, single use, a newer one voids the older, nothing for pending, rejected
 * or unknown addresses and no way to tell, every session ended) and My account (profile, the email
 * change that waits for its link, the password change with the current one, sign out elsewhere).
 */
import { createHash } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { TOKEN_LIFETIMES_MS } from "~/.server/accounts/account-tokens";
import { rejectAccount } from "~/.server/accounts/approval";
import {
  changeMyPassword,
  confirmEmailChange,
  getEmailChangeToVoid,
  getPendingEmailChange,
  requestEmailChange,
  signOutOtherSessions,
  updateMyProfile,
  voidEmailChange,
} from "~/.server/accounts/my-account";
import { getPasswordResetAccount, requestPasswordReset, resetPassword } from "~/.server/accounts/password-reset";
import { createSession, getSessionUser } from "~/.server/accounts/sessions";
import { updateUser, updateUserRole } from "~/.server/accounts/user-admin";
import { getUserByEmail, LoginRefused, verifyLogin } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";
import { RateLimited } from "~/.server/security/rate-limit";
import { USER_TYPE } from "~/lib/constants";
import { accountCopy } from "~/lib/copy/account";
import { auth as authCopy } from "~/lib/copy/auth";
import { validation } from "~/lib/copy/validation";

import { createAdmin, createUser, unique } from "../support/factories";

const OLD_PASSWORD = "old-inlay-secret-42";
const NEW_PASSWORD = "new-rosewood-pattern-77";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const emailsTo = (address: string) => db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.to_address, address)).all();
const tokenRows = () => db().select().from(schema.accountTokens).all();

/** The token of the newest link emailed to an address (the email is the only place it exists as it is). */
function linkToken(address: string, path: string): string {
  const emails = emailsTo(address);
  const text = emails.at(-1)?.text_body ?? "";
  const match = new RegExp(`${path.replace(/[/?]/g, "\\$&")}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in the emails to ${address}: ${text}`);
  return match[1]!;
}
const resetToken = (address: string) => linkToken(address, "/reset-password");
const confirmToken = (address: string) => linkToken(address, "/account/confirm-email");

const client = () => unique("client-");

function account(values: Parameters<typeof createUser>[0] = {}) {
  return createUser({ user_email: `${unique("person")}@buyer.example`, password: OLD_PASSWORD, ...values });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("forgotten password", () => {
  beforeEach(() => {
    // Only Date is faked: scrypt and SQLite keep working while the clock stands still or jumps.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T10:00:00.000Z"));
  });

  it("emails an approved account a link whose token is stored only as its SHA-256", () => {
    const user = account();
    expect(requestPasswordReset(user.user_email, client())).toEqual({ ok: true });
    const emails = emailsTo(user.user_email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.reference).toBe(`user:${user.id}:password_reset`);
    const token = resetToken(user.user_email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = tokenRows().filter((row) => row.user_id === user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.purpose).toBe("password_reset");
    expect(Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)).toBe(60 * 60 * 1000);
  });

  it("the link works for one hour on the clock, and not a millisecond more", async () => {
    const user = account();
    requestPasswordReset(user.user_email, client());
    const token = resetToken(user.user_email);
    vi.setSystemTime(new Date("2026-03-01T10:59:59.999Z"));
    expect(getPasswordResetAccount(token)?.id).toBe(user.id);
    vi.setSystemTime(new Date("2026-03-01T11:00:00.000Z"));
    expect(getPasswordResetAccount(token)).toBeNull();
    expect(await resetPassword(token, NEW_PASSWORD)).toEqual({ ok: false, reason: "invalid", message: accountCopy.resetLinkInvalid });
    await expect(verifyLogin(user.user_email, OLD_PASSWORD)).resolves.toMatchObject({ id: user.id });
    expect(TOKEN_LIFETIMES_MS.password_reset).toBe(60 * 60 * 1000);
  });

  it("sets the new password once: the old one and a second use of the link are refused, every session ends", async () => {
    const user = account();
    const browser = createSession(user.id, "browser");
    const api = createSession(user.id, "api");
    requestPasswordReset(user.user_email, client());
    const token = resetToken(user.user_email);

    const done = await resetPassword(token, NEW_PASSWORD);
    expect(done.ok).toBe(true);
    expect(getSessionUser(browser)).toBeNull();
    expect(getSessionUser(api)).toBeNull();
    await expect(verifyLogin(user.user_email, OLD_PASSWORD)).rejects.toThrow(LoginRefused);
    await expect(verifyLogin(user.user_email, NEW_PASSWORD)).resolves.toMatchObject({ id: user.id });
    expect(tokenRows().filter((row) => row.user_id === user.id)).toEqual([]);

    expect(await resetPassword(token, "another-new-password-9")).toEqual({ ok: false, reason: "invalid", message: accountCopy.resetLinkInvalid });
    await expect(verifyLogin(user.user_email, NEW_PASSWORD)).resolves.toMatchObject({ id: user.id });
  });

  it("a newer link voids the older one", async () => {
    const user = account();
    requestPasswordReset(user.user_email, client());
    const older = resetToken(user.user_email);
    vi.setSystemTime(new Date("2026-03-01T10:05:00.000Z"));
    requestPasswordReset(user.user_email, client());
    const newer = resetToken(user.user_email);
    expect(newer).not.toBe(older);
    expect(getPasswordResetAccount(older)).toBeNull();
    expect((await resetPassword(older, NEW_PASSWORD)).ok).toBe(false);
    expect((await resetPassword(newer, NEW_PASSWORD)).ok).toBe(true);
  });

  it("keeps the sign-up rules' common-password check and leaves the link usable after a refusal", async () => {
    const user = account();
    requestPasswordReset(user.user_email, client());
    const token = resetToken(user.user_email);
    expect(await resetPassword(token, "password123")).toEqual({ ok: false, errors: { password: [validation.passwordTooCommon] } });
    expect((await resetPassword(token, NEW_PASSWORD)).ok).toBe(true);
  });

  it("pending, rejected and disabled accounts and unknown addresses get nothing, with the same answer", () => {
    const pending = account({ account_status: "pending" });
    const rejected = account({ account_status: "rejected" });
    const disabled = account({ account_status: "disabled" });
    const approved = account();
    const unknown = `${unique("nobody")}@buyer.example`;
    const answers = [pending, rejected, disabled, approved].map((user) => requestPasswordReset(user.user_email, client()));
    answers.push(requestPasswordReset(unknown, client()));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    for (const user of [pending, rejected, disabled]) expect(emailsTo(user.user_email)).toEqual([]);
    expect(emailsTo(unknown)).toEqual([]);
    expect(emailsTo(approved.user_email)).toHaveLength(1);
    expect(tokenRows().filter((row) => [pending.id, rejected.id, disabled.id].includes(row.user_id))).toEqual([]);
  });

  it("is limited per address asked for, counted the same for an unknown address (the limit tells nothing)", () => {
    const user = account();
    const unknown = `${unique("nobody")}@buyer.example`;
    for (const address of [user.user_email, unknown]) {
      for (let index = 0; index < 3; index += 1) requestPasswordReset(address, client());
      expect(() => requestPasswordReset(address.toUpperCase(), client())).toThrow(RateLimited);
    }
    expect(emailsTo(user.user_email)).toHaveLength(3);
  });

  it("is limited per client address", () => {
    const from = client();
    for (let index = 0; index < 10; index += 1) requestPasswordReset(`${unique("spray")}@buyer.example`, from);
    expect(() => requestPasswordReset(`${unique("spray")}@buyer.example`, from)).toThrow(RateLimited);
  });

  it("a rejected account keeps no working link: one issued while approved stops when the account is set back", async () => {
    const user = account();
    requestPasswordReset(user.user_email, client());
    const token = resetToken(user.user_email);
    db().update(schema.users).set({ account_status: "rejected" }).where(eq(schema.users.id, user.id)).run();
    expect(getPasswordResetAccount(token)).toBeNull();
    expect((await resetPassword(token, NEW_PASSWORD)).ok).toBe(false);
  });
});

describe("my account", () => {
  it("saves the business profile and nothing else", () => {
    const user = account();
    const saved = updateMyProfile(user.id, {
      user_name: "Meera Patel",
      business_name: "Patel Interiors",
      contact_number: "+91 99887 76655",
      address: "4 Athwa Lines",
      city: "Ahmedabad",
    });
    expect(saved).toMatchObject({
      ok: true,
      record: { user_name: "Meera Patel", city: "Ahmedabad", user_email: user.user_email, password_hash: user.password_hash },
    });
  });

  it("changes the email only when the link sent to the new address is opened by the account, once", async () => {
    const user = account();
    const newEmail = `${unique("new")}@buyer.example`;
    expect(await requestEmailChange(user, { user_email: newEmail.toUpperCase(), current_password: OLD_PASSWORD })).toEqual({
      ok: true,
      record: { to: newEmail },
    });
    expect(getUserByEmail(user.user_email)?.id).toBe(user.id);
    expect(getUserByEmail(newEmail)).toBeUndefined();
    const token = confirmToken(newEmail);
    const row = tokenRows().find((candidate) => candidate.user_id === user.id && candidate.purpose === "email_change");
    expect(row).toMatchObject({ token_hash: sha256(token), new_email: newEmail });
    expect(getPendingEmailChange(token)).toEqual({ newEmail, userId: user.id });

    expect(confirmEmailChange(token, user.id)).toMatchObject({ ok: true, record: { id: user.id, user_email: newEmail } });
    expect(getUserByEmail(user.user_email)).toBeUndefined();
    expect(confirmEmailChange(token, user.id)).toEqual({ ok: false, reason: "invalid", message: accountCopy.emailLinkInvalid });
  });

  it("refuses the same address; an address taken after the link was sent is refused on use", async () => {
    const user = account();
    expect(await requestEmailChange(user, { user_email: user.user_email, current_password: OLD_PASSWORD })).toEqual({
      ok: false,
      errors: { user_email: [accountCopy.emailUnchanged] },
    });
    const contested = `${unique("contested")}@buyer.example`;
    await requestEmailChange(user, { user_email: contested, current_password: OLD_PASSWORD });
    const token = confirmToken(contested);
    account({ user_email: contested });
    expect(confirmEmailChange(token, user.id)).toEqual({ ok: false, reason: "in_use", message: authCopy.emailTaken });
    expect(getUserByEmail(user.user_email)?.id).toBe(user.id);
  });

  it("an email-change link expires after a day and a newer one voids it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T10:00:00.000Z"));
    const user = account();
    const first = `${unique("first")}@buyer.example`;
    const second = `${unique("second")}@buyer.example`;
    await requestEmailChange(user, { user_email: first, current_password: OLD_PASSWORD });
    const firstToken = confirmToken(first);
    await requestEmailChange(user, { user_email: second, current_password: OLD_PASSWORD });
    expect(getPendingEmailChange(firstToken)).toBeNull();
    const secondToken = confirmToken(second);
    vi.setSystemTime(new Date("2026-03-02T10:00:00.000Z"));
    expect(confirmEmailChange(secondToken, user.id)).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("changes the password only with the current one, ends every session and gives the one asking a fresh one", async () => {
    const user = account();
    const here = createSession(user.id, "browser");
    const elsewhere = createSession(user.id, "browser");
    const app = createSession(user.id, "api");
    expect(await changeMyPassword(user, { current_password: "not-my-password", password: NEW_PASSWORD }, "browser")).toEqual({
      ok: false,
      errors: { current_password: [accountCopy.currentPasswordWrong] },
    });
    expect(getSessionUser(elsewhere)?.id).toBe(user.id);
    expect(await changeMyPassword(user, { current_password: OLD_PASSWORD, password: "password123" }, "browser")).toEqual({
      ok: false,
      errors: { password: [validation.passwordTooCommon] },
    });

    const changed = await changeMyPassword(user, { current_password: OLD_PASSWORD, password: NEW_PASSWORD }, "browser");
    if (!changed.ok) throw new Error("the password change was refused");
    const fresh = changed.record.session!;
    expect(fresh).not.toBe(here);
    expect(getSessionUser(fresh, "browser")?.id).toBe(user.id);
    // ASVS 7.2.4: the token the change was asked with is as dead as every other.
    for (const token of [here, elsewhere, app]) expect(getSessionUser(token)).toBeNull();
    await expect(verifyLogin(user.user_email, OLD_PASSWORD)).rejects.toThrow(LoginRefused);
    await expect(verifyLogin(user.user_email, NEW_PASSWORD)).resolves.toMatchObject({ id: user.id });
  });

  it("a password change voids a reset link asked for earlier", async () => {
    const user = account();
    requestPasswordReset(user.user_email, client());
    const token = resetToken(user.user_email);
    await changeMyPassword(user, { current_password: OLD_PASSWORD, password: NEW_PASSWORD }, null);
    expect(getPasswordResetAccount(token)).toBeNull();
  });

  it("guessing the current password counts against the account's own limit of wrong passwords (password_check)", async () => {
    const user = account();
    for (let index = 0; index < 10; index += 1) {
      expect((await changeMyPassword(user, { current_password: `guess-${index}`, password: NEW_PASSWORD }, null)).ok).toBe(false);
    }
    await expect(changeMyPassword(user, { current_password: OLD_PASSWORD, password: NEW_PASSWORD }, null)).rejects.toThrow(RateLimited);
  });

  it("signs out everywhere, this session too, and gives this browser a fresh session", () => {
    const user = account();
    const here = createSession(user.id, "browser");
    const others = [createSession(user.id, "browser"), createSession(user.id, "api")];
    const stranger = createSession(account().id, "browser");
    const fresh = signOutOtherSessions(user.id, "browser");
    expect(getSessionUser(fresh, "browser")?.id).toBe(user.id);
    expect(getSessionUser(here)).toBeNull();
    for (const token of others) expect(getSessionUser(token)).toBeNull();
    expect(getSessionUser(stranger)).not.toBeNull();
  });
});

/**
 * Issue 28, section 1: someone with a moment at a signed-in browser asked for a change to their
 * own address, then confirmed it later whatever the owner did, reset the password through the new
 * address and owned the account. Each step of that attack is refused here.
 */
describe("an email change cannot become a takeover (issue 28)", () => {
  const attacker = () => `${unique("attacker")}@evil.example`;
  const voidToken = (address: string) => linkToken(address, "/account/void-email-change");

  it("asks for the current password: a borrowed session alone sends no link", async () => {
    const owner = account();
    const to = attacker();
    expect(await requestEmailChange(owner, { user_email: to, current_password: "i-do-not-know-it" })).toEqual({
      ok: false,
      errors: { current_password: [accountCopy.currentPasswordWrong] },
    });
    expect(emailsTo(to)).toEqual([]);
    expect(tokenRows().filter((row) => row.user_id === owner.id)).toEqual([]);
  });

  it("guessing the password through the email form counts against the account's login limit", async () => {
    const owner = account();
    // The email-change limit (5 an hour) is the first to stop a guesser; the login limit is shared with the password form.
    for (let index = 0; index < 5; index += 1) {
      expect((await requestEmailChange(owner, { user_email: attacker(), current_password: `guess-${index}` })).ok).toBe(false);
    }
    await expect(requestEmailChange(owner, { user_email: attacker(), current_password: OLD_PASSWORD })).rejects.toThrow(RateLimited);
    for (let index = 0; index < 5; index += 1) {
      expect((await changeMyPassword(owner, { current_password: `guess-more-${index}`, password: NEW_PASSWORD }, null)).ok).toBe(false);
    }
    await expect(changeMyPassword(owner, { current_password: OLD_PASSWORD, password: NEW_PASSWORD }, null)).rejects.toThrow(RateLimited);
  });

  it("the owner's password change, a reset, or signing out elsewhere kills the pending link", async () => {
    const ways: Array<(owner: ReturnType<typeof account>) => Promise<unknown> | unknown> = [
      (owner) => changeMyPassword(owner, { current_password: OLD_PASSWORD, password: NEW_PASSWORD }, "browser"),
      async (owner) => {
        requestPasswordReset(owner.user_email, client());
        return resetPassword(resetToken(owner.user_email), NEW_PASSWORD);
      },
      (owner) => signOutOtherSessions(owner.id, "browser"),
    ];
    for (const way of ways) {
      const owner = account();
      const to = attacker();
      await requestEmailChange(owner, { user_email: to, current_password: OLD_PASSWORD });
      const token = confirmToken(to);
      const cancel = voidToken(owner.user_email);
      await way(owner);
      expect(getPendingEmailChange(token)).toBeNull();
      expect(confirmEmailChange(token, owner.id)).toMatchObject({ ok: false, reason: "invalid" });
      expect(getEmailChangeToVoid(cancel)).toBeNull();
      expect(getUserByEmail(owner.user_email)?.id).toBe(owner.id);
    }
  });

  it("the team's rejection, role change or new password kills the pending link", async () => {
    const admin = createAdmin({ password: OLD_PASSWORD });
    const ways: Array<(owner: ReturnType<typeof account>) => Promise<unknown> | unknown> = [
      (owner) => updateUserRole(admin, owner.id, USER_TYPE.storeManager),
      (owner) => {
        const { user_name, business_name, user_email, contact_number, address, city } = owner;
        return updateUser(admin, owner.id, { user_name, business_name, user_email, contact_number, address, city, password: "team-set-secret-31" });
      },
      (owner) => {
        // A pending account never signs in; one set back to pending (as the panel's queue can) then rejected must not keep a link.
        db().update(schema.users).set({ account_status: "pending" }).where(eq(schema.users.id, owner.id)).run();
        return rejectAccount(admin, owner.id);
      },
    ];
    for (const way of ways) {
      const owner = account();
      const to = attacker();
      await requestEmailChange(owner, { user_email: to, current_password: OLD_PASSWORD });
      const token = confirmToken(to);
      const result = await way(owner);
      expect(result).toMatchObject({ ok: true });
      expect(getPendingEmailChange(token)).toBeNull();
    }
  });

  it("the link works only for the account signed in: another account's session is refused and the link survives", async () => {
    const owner = account();
    const stranger = account();
    const to = attacker();
    await requestEmailChange(owner, { user_email: to, current_password: OLD_PASSWORD });
    const token = confirmToken(to);
    expect(confirmEmailChange(token, stranger.id)).toEqual({ ok: false, reason: "forbidden", message: accountCopy.emailLinkOtherAccount });
    expect(getUserByEmail(owner.user_email)?.id).toBe(owner.id);
    expect(confirmEmailChange(token, owner.id)).toMatchObject({ ok: true, record: { user_email: to } });
  });

  it("the old address is told when a change is asked for, with a link that voids it, and again when it is done", async () => {
    const owner = account();
    const oldAddress = owner.user_email;
    const to = attacker();
    await requestEmailChange(owner, { user_email: to, current_password: OLD_PASSWORD }, { lang: "gu" });
    const told = emailsTo(oldAddress);
    expect(told).toHaveLength(1);
    expect(told[0]!.reference).toBe(`user:${owner.id}:email_change_requested`);
    expect(told[0]!.text_body).toContain(to);
    const cancel = voidToken(oldAddress);
    expect(told[0]!.text_body).toContain(`/gu/account/void-email-change?token=${cancel}`);
    expect(getEmailChangeToVoid(cancel)).toEqual({ email: oldAddress, newEmail: to });

    const token = confirmToken(to);
    expect(voidEmailChange(cancel)).toEqual({ ok: true, record: { userId: owner.id } });
    expect(getPendingEmailChange(token)).toBeNull();
    expect(confirmEmailChange(token, owner.id)).toMatchObject({ ok: false, reason: "invalid" });
    expect(voidEmailChange(cancel)).toMatchObject({ ok: false, reason: "invalid" });

    // A change the owner wants goes through, and the old address hears it is done.
    const wanted = `${unique("wanted")}@buyer.example`;
    await requestEmailChange(owner, { user_email: wanted, current_password: OLD_PASSWORD });
    expect(confirmEmailChange(confirmToken(wanted), owner.id)).toMatchObject({ ok: true });
    const done = emailsTo(oldAddress).at(-1)!;
    expect(done.reference).toBe(`user:${owner.id}:email_changed`);
    expect(done.text_body).toContain(wanted);
    // Its "this wasn't me" link went with the change.
    expect(tokenRows().filter((row) => row.user_id === owner.id)).toEqual([]);
  });

  it("answers the same for an address another account uses, and tells that account's owner instead of sending a link", async () => {
    const asker = account();
    const owner = account();
    const free = `${unique("free")}@buyer.example`;
    const forFree = await requestEmailChange(asker, { user_email: free, current_password: OLD_PASSWORD });
    const forTaken = await requestEmailChange(asker, { user_email: owner.user_email, current_password: OLD_PASSWORD });
    expect(forTaken).toEqual({ ok: true, record: { to: owner.user_email } });
    expect(Object.keys(forFree)).toEqual(Object.keys(forTaken));
    const notice = emailsTo(owner.user_email);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.reference).toBe(`user:${owner.id}:email_taken`);
    expect(notice[0]!.text_body).not.toContain("/account/confirm-email");
    // The asker's own mailbox hears the same either way: two "a change was asked for" notices.
    expect(emailsTo(asker.user_email).map((email) => email.reference)).toEqual([
      `user:${asker.id}:email_change_requested`,
      `user:${asker.id}:email_change_requested`,
    ]);
  });

  it("counts the email-change limit before anything else, for a taken address too", async () => {
    const asker = account();
    const owner = account();
    for (let index = 0; index < 5; index += 1) await requestEmailChange(asker, { user_email: owner.user_email, current_password: OLD_PASSWORD });
    await expect(requestEmailChange(asker, { user_email: owner.user_email, current_password: OLD_PASSWORD })).rejects.toThrow(RateLimited);
  });

  it("every password change and every reset emails the account's address", async () => {
    const user = account();
    await changeMyPassword(user, { current_password: OLD_PASSWORD, password: NEW_PASSWORD }, "browser", { lang: "hi" });
    const changed = emailsTo(user.user_email);
    expect(changed.map((email) => email.reference)).toEqual([`user:${user.id}:password_changed`]);
    expect(changed[0]!.subject).toContain("पासवर्ड");

    requestPasswordReset(user.user_email, client());
    expect((await resetPassword(resetToken(user.user_email), "third-inlay-secret-5")).ok).toBe(true);
    expect(emailsTo(user.user_email).at(-1)!.reference).toBe(`user:${user.id}:password_changed`);
  });
});
