/** Users as the panel manages them: the form's rules, roles, deletion and the approval queue. */
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { verifyPassword } from "~/.server/accounts/password";
import { createSession, getSessionUser } from "~/.server/accounts/sessions";
import {
  createUser,
  decideRegistration,
  deleteUser,
  getUser,
  listPendingAccounts,
  listUsers,
  updateUser,
  updateUserRole,
  userStats,
} from "~/.server/accounts/user-admin";
import { ensureFirstAdmin, getUserByEmail, LoginRefused, registerBusinessAccount, type User, verifyLogin } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";
import { USER_TYPE } from "~/lib/constants";
import { panelCopy } from "~/lib/copy/panel";
import { editUserSchema, newUserSchema } from "~/lib/schemas/admin/users";
import { signupFields } from "~/lib/schemas/auth";

const PASSWORD = "sadeli-inlay-77";
let sequence = 0;
let firstAdmin: User;

function userInput(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return newUserSchema.parse({
    user_name: "Kiran Patel",
    business_name: "Patel Crafts",
    user_email: `kiran${sequence}@patel.example`,
    contact_number: "+91 99250 11111",
    address: "7 Station Road",
    city: "Surat",
    password: PASSWORD,
    ...overrides,
  });
}

async function made(overrides: Record<string, unknown> = {}): Promise<User> {
  const result = await createUser(firstAdmin, userInput(overrides));
  if (!result.ok) throw new Error(`createUser failed: ${JSON.stringify(result)}`);
  return getUserByEmail(result.record.user_email)!;
}

async function pendingRegistration(): Promise<User> {
  sequence += 1;
  const result = await registerBusinessAccount(
    signupFields.parse({
      user_name: "Asha Mehta",
      business_name: "Mehta Gifts",
      user_email: `asha${sequence}@mehta.example`,
      contact_number: "+91 98980 22222",
      address: "22 Ghod Dod Road",
      city: "Surat",
      password: PASSWORD,
    }),
  );
  if (!result.ok) throw new Error("registration failed");
  return result.record;
}

const row = (id: number) => db().select().from(schema.users).where(eq(schema.users.id, id)).get();
const audit = (entityId: number) =>
  db()
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.entity_id, String(entityId)))
    .all()
    .filter((entry) => entry.entity === "UserProfile");
/** What opening the sign-up's confirmation link does to the account. */
const confirmAddress = (userId: number) =>
  db().update(schema.users).set({ email_confirmed_at: new Date().toISOString() }).where(eq(schema.users.id, userId)).run();

const outboxFor = (userId: number) =>
  db()
    .select()
    .from(schema.emailOutbox)
    .where(like(schema.emailOutbox.reference, `user:${userId}:%`))
    .all();

function errorsOf(result: ReturnType<typeof newUserSchema.safeParse> | ReturnType<typeof editUserSchema.safeParse>) {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

beforeAll(async () => {
  await ensureFirstAdmin({ email: "owner@sadeli.example", password: "owner-password-1", log: () => undefined });
  firstAdmin = getUserByEmail("owner@sadeli.example")!;
  expect(firstAdmin.id).toBe(1);
});

describe("the user form's rules (section 5)", () => {
  it("gives the spec's message for every empty field of a new user", () => {
    expect(errorsOf(newUserSchema.safeParse({}))).toEqual({
      user_name: "Name is required",
      business_name: "Business name is required",
      user_email: "Email is required",
      contact_number: "Contact number is required",
      address: "Address is required",
      city: "City is required",
      password: "Password is required",
    });
    const blanks = { user_name: "  ", business_name: " ", user_email: " ", contact_number: " ", address: " ", city: " ", password: "" };
    expect(errorsOf(newUserSchema.safeParse(blanks))).toMatchObject({
      user_name: "Name is required",
      city: "City is required",
      password: "Password is required",
    });
  });

  it("checks the email and the password length", () => {
    const errors = errorsOf(newUserSchema.safeParse({ ...userInput(), user_email: "not-an-email", password: "12345" }));
    expect(errors).toEqual({ user_email: "Please enter a valid email", password: "Password must be at least 6 characters" });
  });

  it("lets an edit leave the password blank, but not short", () => {
    const { password: _password, user_type: _type, ...profile } = userInput();
    expect(editUserSchema.parse({ ...profile }).password).toBeNull();
    expect(editUserSchema.parse({ ...profile, password: "" }).password).toBeNull();
    expect(errorsOf(editUserSchema.safeParse({ ...profile, password: "abc" }))).toEqual({ password: "Password must be at least 6 characters" });
    expect(editUserSchema.parse({ ...profile, password: "long-enough" }).password).toBe("long-enough");
  });

  it("defaults the role to 2 and refuses a role that does not exist", () => {
    expect(userInput().user_type).toBe(USER_TYPE.user);
    expect(userInput({ user_type: "3" }).user_type).toBe(USER_TYPE.storeManager);
    expect(errorsOf(newUserSchema.safeParse({ ...userInput(), user_type: "9" }))).toEqual({ user_type: "Please choose a role" });
  });
});

describe("createUser and updateUser", () => {
  it("creates an approved account with a hashed password that can log in", async () => {
    const user = await made({ user_email: "New.Member@Patel.Example" });
    expect(user).toMatchObject({ user_email: "new.member@patel.example", account_status: "approved", user_type: USER_TYPE.user });
    expect(user.password_hash).not.toContain(PASSWORD);
    expect((await verifyLogin("new.member@patel.example", PASSWORD)).id).toBe(user.id);
    expect(audit(user.id).map((entry) => entry.action)).toEqual(["create"]);
    expect(getUser(user.id)).not.toHaveProperty("password_hash");
  });

  it("says 'Email already exists' for a taken address, in any case, and saves nothing", async () => {
    const user = await made();
    const before = db().select().from(schema.users).all().length;
    const result = await createUser(firstAdmin, userInput({ user_email: user.user_email.toUpperCase() }));
    expect(result).toEqual({ ok: false, errors: { user_email: ["Email already exists"] }, conflict: true });
    expect(db().select().from(schema.users).all()).toHaveLength(before);
  });

  it("keeps the password when the edit leaves it blank, and allows the user's own address", async () => {
    const user = await made();
    const { password: _p, user_type: _t, ...profile } = userInput({ user_email: user.user_email });
    const result = await updateUser(firstAdmin, user.id, editUserSchema.parse({ ...profile, user_name: "Kiran P. Patel", password: "" }));
    expect(result.ok).toBe(true);
    expect(row(user.id)).toMatchObject({ user_name: "Kiran P. Patel", password_hash: user.password_hash });
    expect(await verifyPassword(PASSWORD, row(user.id)!.password_hash)).toBe(true);
  });

  it("refuses another user's address on edit", async () => {
    const [first, second] = [await made(), await made()];
    const { password: _p, user_type: _t, ...profile } = userInput({ user_email: first.user_email });
    const result = await updateUser(firstAdmin, second.id, editUserSchema.parse(profile));
    expect(result).toEqual({ ok: false, errors: { user_email: ["Email already exists"] }, conflict: true });
    expect(row(second.id)!.user_email).toBe(second.user_email);
  });

  it("changes the password when one is given, and ends that user's sessions", async () => {
    const user = await made();
    const token = createSession(user.id, "browser");
    const { password: _p, user_type: _t, ...profile } = userInput({ user_email: user.user_email });
    expect((await updateUser(firstAdmin, user.id, editUserSchema.parse({ ...profile, password: "brand-new-secret" }))).ok).toBe(true);
    expect(await verifyPassword("brand-new-secret", row(user.id)!.password_hash)).toBe(true);
    expect(getSessionUser(token)).toBeNull();
    expect(audit(user.id).at(-1)?.summary).toContain("password changed");
    expect(audit(user.id).at(-1)?.summary).not.toContain("brand-new-secret");
  });

  it("lets only the first administrator change an administrator's email or password, with the message at the field", async () => {
    const otherAdmin = await made({ user_type: "1" });
    const owner = row(1)!;
    const profileOf = (user: User, changes: Record<string, unknown> = {}) =>
      editUserSchema.parse({
        user_name: user.user_name,
        business_name: user.business_name || "Workshop",
        user_email: user.user_email,
        contact_number: user.contact_number || "+91 99250 11111",
        address: user.address || "Main Road",
        city: user.city || "Surat",
        ...changes,
      });
    const refusal = "Only the first administrator can change an administrator's email or password";

    // Another administrator: not the owner's email or password, and not their own either.
    expect(await updateUser(otherAdmin, 1, profileOf(owner, { user_email: "taken.over@example.in", password: "taken-over-42" }))).toEqual({
      ok: false,
      errors: { user_email: [refusal], password: [refusal] },
    });
    expect(await updateUser(otherAdmin, otherAdmin.id, profileOf(otherAdmin, { password: "my-own-choice-42" }))).toEqual({
      ok: false,
      errors: { password: [refusal] },
    });
    expect(await updateUser(otherAdmin, otherAdmin.id, profileOf(otherAdmin, { user_email: "mine@example.in" }))).toEqual({
      ok: false,
      errors: { user_email: [refusal] },
    });
    expect(row(1)).toMatchObject({ user_email: owner.user_email, password_hash: owner.password_hash });
    expect(row(otherAdmin.id)).toMatchObject({ user_email: otherAdmin.user_email, password_hash: otherAdmin.password_hash });

    // Other fields stay theirs to edit, and a business account's password is still reset by any administrator.
    expect((await updateUser(otherAdmin, otherAdmin.id, profileOf(otherAdmin, { user_name: "Renamed Admin" }))).ok).toBe(true);
    const customer = await made();
    expect((await updateUser(otherAdmin, customer.id, profileOf(customer, { password: "reset-by-admin-42" }))).ok).toBe(true);

    // The first administrator changes their own, and another administrator's.
    expect((await updateUser(firstAdmin, otherAdmin.id, profileOf(row(otherAdmin.id)!, { password: "set-by-owner-42" }))).ok).toBe(true);
    expect((await updateUser(firstAdmin, 1, profileOf(owner, { password: "owner-password-2" }))).ok).toBe(true);
    expect(await verifyPassword("owner-password-2", row(1)!.password_hash)).toBe(true);
  });

  it("answers notFound for a missing user", async () => {
    const { password: _p, user_type: _t, ...profile } = userInput();
    expect(await updateUser(firstAdmin, 999_999, editUserSchema.parse(profile))).toEqual({ ok: false, reason: "not_found", message: panelCopy.notFound });
  });
});

describe("roles", () => {
  it("promotes, demotes and makes store managers, ending the user's sessions each time", async () => {
    const user = await made();
    const token = createSession(user.id, "browser");
    expect(updateUserRole(firstAdmin, user.id, USER_TYPE.storeManager)).toMatchObject({ ok: true, record: { user_type: USER_TYPE.storeManager } });
    expect(getSessionUser(token)).toBeNull();
    const second = createSession(user.id, "api");
    expect(updateUserRole(firstAdmin, user.id, USER_TYPE.admin).ok).toBe(true);
    expect(getSessionUser(second)).toBeNull();
    expect(updateUserRole(firstAdmin, user.id, USER_TYPE.user).ok).toBe(true);
    expect(row(user.id)!.user_type).toBe(USER_TYPE.user);
    expect(
      audit(user.id)
        .filter((entry) => entry.action === "role_change")
        .map((entry) => entry.summary),
    ).toEqual([`${user.user_email}: User → Store Manager`, `${user.user_email}: Store Manager → Admin`, `${user.user_email}: Admin → User`]);
  });

  it("never demotes the user with id 1, whoever asks", async () => {
    const otherAdmin = await made({ user_type: "1" });
    const token = createSession(1, "browser");
    for (const role of [USER_TYPE.user, USER_TYPE.storeManager]) {
      expect(updateUserRole(otherAdmin, 1, role)).toEqual({ ok: false, reason: "forbidden", message: "The first administrator cannot be demoted" });
    }
    expect(row(1)!.user_type).toBe(USER_TYPE.admin);
    expect(getSessionUser(token)?.id).toBe(1);
  });

  it("does not let an administrator change their own role", async () => {
    const otherAdmin = await made({ user_type: "1" });
    expect(updateUserRole(otherAdmin, otherAdmin.id, USER_TYPE.user)).toEqual({ ok: false, reason: "forbidden", message: "You cannot change your own role" });
  });

  it("leaves a session alone when the role does not change", async () => {
    const user = await made();
    const token = createSession(user.id, "browser");
    expect(updateUserRole(firstAdmin, user.id, USER_TYPE.user).ok).toBe(true);
    expect(getSessionUser(token)?.id).toBe(user.id);
  });
});

describe("deleteUser", () => {
  it("deletes a regular user and their sessions", async () => {
    const user = await made();
    createSession(user.id, "browser");
    expect(deleteUser(firstAdmin, user.id)).toEqual({ ok: true });
    expect(row(user.id)).toBeUndefined();
    expect(db().select().from(schema.sessions).where(eq(schema.sessions.user_id, user.id)).all()).toHaveLength(0);
    expect(audit(user.id).map((entry) => entry.action)).toEqual(["create", "delete"]);
  });

  it("says 'Cannot delete admin users' and deletes nothing", async () => {
    const otherAdmin = await made({ user_type: "1" });
    expect(deleteUser(firstAdmin, otherAdmin.id)).toEqual({ ok: false, reason: "forbidden", message: "Cannot delete admin users" });
    expect(deleteUser(otherAdmin, 1)).toEqual({ ok: false, reason: "forbidden", message: "Cannot delete admin users" });
    expect(row(otherAdmin.id)).toBeDefined();
    expect(row(1)).toBeDefined();
  });
});

describe("only an administrator manages users", () => {
  it("refuses a store manager and a regular user", async () => {
    const manager = await made({ user_type: "3" });
    const regular = await made();
    const target = await made();
    for (const actor of [manager, regular]) {
      expect(await createUser(actor, userInput())).toMatchObject({ ok: false, reason: "forbidden" });
      expect(updateUserRole(actor, target.id, USER_TYPE.admin)).toMatchObject({ ok: false, reason: "forbidden" });
      expect(deleteUser(actor, target.id)).toMatchObject({ ok: false, reason: "forbidden" });
      expect(decideRegistration(actor, target.id, "approve")).toMatchObject({ ok: false, reason: "forbidden" });
    }
    expect(row(target.id)).toMatchObject({ user_type: USER_TYPE.user });
  });
});

describe("the approval queue", () => {
  it("lists pending registrations; Approve lets the person log in at once and emails them", async () => {
    const pending = await pendingRegistration();
    expect(listPendingAccounts().map((account) => account.id)).toContain(pending.id);
    await expect(verifyLogin(pending.user_email, PASSWORD)).rejects.toBeInstanceOf(LoginRefused);
    // The team approves only a proven address (docs/decisions/021): the holder opens the link first.
    expect(decideRegistration(firstAdmin, pending.id, "approve")).toMatchObject({ ok: false, reason: "not_allowed" });
    confirmAddress(pending.id);

    const result = decideRegistration(firstAdmin, pending.id, "approve");
    expect(result).toMatchObject({ ok: true, changed: true, record: { account_status: "approved" } });
    expect((await verifyLogin(pending.user_email, PASSWORD)).id).toBe(pending.id);
    expect(listPendingAccounts().map((account) => account.id)).not.toContain(pending.id);
    expect(outboxFor(pending.id)).toEqual([
      expect.objectContaining({ to_address: pending.user_email, reference: `user:${pending.id}:email_confirm`, status: "pending" }),
      expect.objectContaining({ to_address: pending.user_email, reference: `user:${pending.id}:approved`, status: "pending" }),
    ]);
    expect(audit(pending.id).map((entry) => entry.action)).toEqual(["approve"]);
  });

  it("Reject keeps the person out and emails them", async () => {
    const pending = await pendingRegistration();
    expect(decideRegistration(firstAdmin, pending.id, "reject")).toMatchObject({ ok: true, changed: true });
    const refusal = await verifyLogin(pending.user_email, PASSWORD).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(LoginRefused);
    expect((refusal as Error).message).toBe("Your registration was not approved. Please contact us if you think this is a mistake.");
    expect(outboxFor(pending.id).map((email) => email.reference)).toEqual([`user:${pending.id}:email_confirm`, `user:${pending.id}:rejected`]);
  });
});

describe("listUsers and userStats", () => {
  it("filters All/Admins/Users, searches, and counts", async () => {
    const marker = `filter${Date.now()}`;
    const admin = await made({ user_type: "1", user_name: `${marker} Admin` });
    const manager = await made({ user_type: "3", user_name: `${marker} Manager` });
    const regular = await made({ user_name: `${marker} Regular` });
    const ids = (filter: "all" | "admins" | "users") =>
      listUsers({ q: marker, filter })
        .results.map((user) => user.id)
        .sort();
    expect(ids("all")).toEqual([admin.id, manager.id, regular.id].sort());
    expect(ids("admins")).toEqual([admin.id]);
    expect(ids("users")).toEqual([manager.id, regular.id].sort());
    expect(listUsers({ q: marker }).results[0]).not.toHaveProperty("password_hash");

    const all = db().select().from(schema.users).all();
    expect(userStats()).toEqual({
      total: all.length,
      admins: all.filter((user) => user.user_type === 1).length,
      users: all.filter((user) => user.user_type !== 1).length,
      pending: all.filter((user) => user.account_status === "pending").length,
    });
  });

  it("pages the list", async () => {
    const page1 = listUsers({ pageSize: 2, page: 1 });
    const page2 = listUsers({ pageSize: 2, page: 2 });
    expect(page1.results).toHaveLength(2);
    expect(page2.results[0]?.id).not.toBe(page1.results[0]?.id);
    expect(page1.count).toBe(db().select().from(schema.users).all().length);
  });
});
