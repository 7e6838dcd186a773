/**
 * Users as the panel and the admin API manage them (spec sections 2, 4, 5, 6): list with stat
 * cards, search and the All/Admins/Users filter; add and edit with 'Email already exists'; role
 * changes (the user with id 1 cannot be demoted; a role change ends that user's sessions at once);
 * delete (never an admin: 'Cannot delete admin users'); and the approval queue of business
 * registrations (decisions in `account-approval.ts`, which emails the person). Only an
 * administrator may call any of these: the routes check it first, and each command checks again.
 */
import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";

import { recordAudit } from "~/.server/activity/audit";
import { db, schema, writeTransaction } from "~/.server/db";
import { type Done, type FieldErrors, invalid, notFound, type Refused, refused, type Removal, type Result } from "~/.server/result";
import { textSearch } from "~/.server/search/text-search";
import { isCommonPassword } from "~/.server/security/common-passwords";
import { USER_TYPE } from "~/lib/constants";
import { usersCopy } from "~/lib/copy/panel-admin";
import { validation } from "~/lib/copy/validation";
import { can } from "~/lib/permissions";
import { type EditUserInput, FIRST_USER_ID, type NewUserInput, USER_FILTERS, type UserFilter, type UserRole } from "~/lib/schemas/admin/users";
import type { AccountStatus } from "~/lib/statuses";

import { voidPendingEmailChange } from "./account-tokens";
import { type AccountDecisionResult, approveAccount, rejectAccount } from "./approval";
import { hashPassword } from "./password";
import { type PublicUser, publicUser, type User } from "./users";

const { users, sessions } = schema;

export const USERS_PAGE_SIZE = 20;
export { FIRST_USER_ID, USER_FILTERS, type UserFilter };

export type UserSaveResult = Result<PublicUser, "not_found" | "forbidden">;
export type UserCommandResult = Done<PublicUser> | Refused<"not_found" | "forbidden">;
export type UserRemoveResult = Removal<"not_found" | "forbidden">;

const FORBIDDEN = refused("forbidden", "Only an administrator can manage users");

function isAdminActor(actor: Pick<User, "user_type" | "account_status">) {
  return can(actor, "manage:users");
}

/** The administrator made at first start (`ensureFirstAdmin`, id 1): never demoted, never deleted. */
export const isFirstAdmin = (user: Pick<User, "id" | "user_type">) => user.id === FIRST_USER_ID && user.user_type === USER_TYPE.admin;

/**
 * An administrator's email and password (their way in) are changed by the first administrator
 * only: another administrator, or someone holding their session, cannot take over the owner's
 * account, nor lock an administrator out of theirs. Other fields stay editable.
 */
function adminCredentialErrors(actor: User, target: User, input: EditUserInput): FieldErrors | null {
  if (target.user_type !== USER_TYPE.admin || isFirstAdmin(actor)) return null;
  const errors: FieldErrors = {};
  if (input.user_email.trim().toLowerCase() !== target.user_email.toLowerCase()) errors.user_email = [usersCopy.adminCredentialsFirstAdminOnly];
  if (input.password) errors.password = [usersCopy.adminCredentialsFirstAdminOnly];
  return Object.keys(errors).length > 0 ? errors : null;
}

/** "Users" are every account that is not an administrator: regular users and store managers. */
function filterCondition(filter: UserFilter): SQL | undefined {
  if (filter === "admins") return eq(users.user_type, USER_TYPE.admin);
  if (filter === "users") return ne(users.user_type, USER_TYPE.admin);
  return undefined;
}

const visibleColumns = {
  id: users.id,
  user_name: users.user_name,
  business_name: users.business_name,
  user_email: users.user_email,
  contact_number: users.contact_number,
  address: users.address,
  city: users.city,
  user_type: users.user_type,
  account_status: users.account_status,
  language: users.language,
  email_confirmed_at: users.email_confirmed_at,
  created_datetime: users.created_datetime,
  updated_datetime: users.updated_datetime,
};

export function listUsers(
  options: { q?: string; filter?: UserFilter; accountStatus?: AccountStatus; userType?: number; page?: number; pageSize?: number } = {},
) {
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? USERS_PAGE_SIZE), 1), 100);
  const page = Math.max(Math.trunc(options.page ?? 1), 1);
  const where = and(
    filterCondition(options.filter ?? "all"),
    options.accountStatus ? eq(users.account_status, options.accountStatus) : undefined,
    options.userType !== undefined ? eq(users.user_type, options.userType) : undefined,
    textSearch(options.q ?? "", [users.user_name, users.business_name, users.user_email, users.city, users.contact_number]),
  );
  const results = db()
    .select(visibleColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.created_datetime), desc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const total = db().select({ value: count() }).from(users).where(where).get()?.value ?? 0;
  return { results, count: total, page, pageSize };
}
export type UserListItem = ReturnType<typeof listUsers>["results"][number];

/** The stat cards: total, admins, users (everyone else), pending approval. */
export function userStats() {
  const row = db()
    .select({
      total: count(),
      admins: sql<number>`coalesce(sum(case when ${users.user_type} = ${USER_TYPE.admin} then 1 else 0 end), 0)`,
      pending: sql<number>`coalesce(sum(case when ${users.account_status} = 'pending' then 1 else 0 end), 0)`,
    })
    .from(users)
    .get();
  const total = row?.total ?? 0;
  const admins = Number(row?.admins ?? 0);
  return { total, admins, users: total - admins, pending: Number(row?.pending ?? 0) };
}

/** Business registrations waiting for the team, oldest first (first come, first served). */
export function listPendingAccounts(limit = 50) {
  return db().select(visibleColumns).from(users).where(eq(users.account_status, "pending")).orderBy(users.created_datetime, users.id).limit(limit).all();
}

export function getUser(id: number): PublicUser | null {
  const user = db().select().from(users).where(eq(users.id, id)).get();
  return user ? publicUser(user) : null;
}

function emailTaken(email: string, exceptId?: number): boolean {
  return Boolean(
    db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.user_email, email.trim().toLowerCase()), exceptId ? ne(users.id, exceptId) : undefined))
      .get(),
  );
}

/**
 * 'Email already exists' for a form that failed other checks too, so the person sees every error at
 * once (null when the address is free or not an address at all: its own message says so).
 */
export function takenEmailError(email: unknown, exceptId?: number): FieldErrors | null {
  if (typeof email !== "string" || !/^[^\s@]+@[^\s@]+$/.test(email.trim())) return null;
  return emailTaken(email, exceptId) ? { user_email: [usersCopy.emailExists] } : null;
}

const emailExists = () => invalid({ user_email: [usersCopy.emailExists] }, { conflicts: ["user_email"] });
const tooCommon = () => invalid({ password: [validation.passwordTooCommon] });
const isUniqueViolation = (error: unknown) => String(error).includes("UNIQUE");

/** The profile columns of both forms, the address in lower case. */
function profileOf(input: EditUserInput | NewUserInput) {
  return {
    user_name: input.user_name,
    business_name: input.business_name,
    user_email: input.user_email.toLowerCase(),
    contact_number: input.contact_number,
    address: input.address,
    city: input.city,
  };
}

/** A user made by an administrator is approved at once: the team vouches for it. */
export async function createUser(actor: User, input: NewUserInput): Promise<UserSaveResult> {
  if (!isAdminActor(actor)) return FORBIDDEN;
  if (emailTaken(input.user_email)) return emailExists();
  if (isCommonPassword(input.password)) return tooCommon();
  const password_hash = await hashPassword(input.password);
  try {
    const created = writeTransaction((tx) => {
      const row = tx
        .insert(users)
        .values({
          ...profileOf(input),
          user_type: input.user_type,
          account_status: "approved",
          password_hash,
        })
        .returning()
        .get();
      recordAudit(actor, "create", "UserProfile", row.id, `Created ${row.user_email} as ${usersCopy.roleLabels[row.user_type]}`);
      return row;
    });
    return { ok: true, record: publicUser(created) };
  } catch (error) {
    if (isUniqueViolation(error)) return emailExists();
    throw error;
  }
}

/**
 * Saves the profile fields. A blank password keeps the current one; a new password ends the
 * user's other sessions (an administrator changing their own password stays signed in here).
 */
export async function updateUser(actor: User, id: number, input: EditUserInput): Promise<UserSaveResult> {
  if (!isAdminActor(actor)) return FORBIDDEN;
  const current = db().select().from(users).where(eq(users.id, id)).get();
  if (!current) return notFound();
  const credentialErrors = adminCredentialErrors(actor, current, input);
  if (credentialErrors) return invalid(credentialErrors);
  if (emailTaken(input.user_email, id)) return emailExists();
  if (input.password && isCommonPassword(input.password)) return tooCommon();
  const password_hash = input.password ? await hashPassword(input.password) : null;
  try {
    const updated = writeTransaction((tx) => {
      const addressChanged = input.user_email.trim().toLowerCase() !== current.user_email;
      const row = tx
        .update(users)
        .set({
          ...profileOf(input),
          ...(password_hash ? { password_hash } : {}),
          // An address the team typed is not proven until its holder opens a link (docs/decisions/021).
          ...(addressChanged ? { email_confirmed_at: null } : {}),
          updated_datetime: new Date().toISOString(),
        })
        .where(eq(users.id, id))
        .returning()
        .get();
      if (password_hash && id !== actor.id) tx.delete(sessions).where(eq(sessions.user_id, id)).run();
      // A new password or address set by the team: a change of address the person asked for earlier is void.
      if (password_hash || current.user_email !== row.user_email) voidPendingEmailChange(tx, id);
      // Kept so that erasing the account later finds what is held under the old address too.
      if (addressChanged) tx.insert(schema.accountPastEmails).values({ user_id: id, email: current.user_email }).run();
      const changes = [
        current.user_email !== row.user_email ? `email ${current.user_email} → ${row.user_email}` : "",
        password_hash ? "password changed" : "",
      ].filter(Boolean);
      recordAudit(actor, "update", "UserProfile", id, `Updated ${row.user_email}${changes.length ? ` (${changes.join(", ")})` : ""}`);
      return row;
    });
    return { ok: true, record: publicUser(updated) };
  } catch (error) {
    if (isUniqueViolation(error)) return emailExists();
    throw error;
  }
}

/**
 * A role button (promote to 1, demote to 2, store manager 3). The user with id 1 is never
 * demoted, and an administrator does not change their own role (they would lock themselves
 * out). A change ends every session of that user, so the new role applies to their next click.
 */
export function updateUserRole(actor: User, id: number, userType: UserRole): UserCommandResult {
  if (!isAdminActor(actor)) return FORBIDDEN;
  const current = db().select().from(users).where(eq(users.id, id)).get();
  if (!current) return notFound();
  if (isFirstAdmin(current) && userType !== USER_TYPE.admin) return refused("forbidden", usersCopy.firstAdminCannotBeDemoted);
  if (id === actor.id && userType !== current.user_type) return refused("forbidden", usersCopy.cannotChangeOwnRole);
  if (current.user_type === userType) return { ok: true, record: publicUser(current) };
  // A team role on an account that cannot log in would do nothing (issue 32, defect 8).
  if (userType !== USER_TYPE.user && current.account_status !== "approved") {
    return refused("forbidden", usersCopy.notApprovedForRole(usersCopy.roleLabels[userType] ?? "Admin"));
  }
  const updated = writeTransaction((tx) => {
    const row = tx.update(users).set({ user_type: userType, updated_datetime: new Date().toISOString() }).where(eq(users.id, id)).returning().get();
    tx.delete(sessions).where(eq(sessions.user_id, id)).run();
    voidPendingEmailChange(tx, id);
    recordAudit(actor, "role_change", "UserProfile", id, `${row.user_email}: ${usersCopy.roleLabels[current.user_type]} → ${usersCopy.roleLabels[userType]}`);
    return row;
  });
  return { ok: true, record: publicUser(updated) };
}

/** Deletes a user who is not an administrator ('Cannot delete admin users'). */
export function deleteUser(actor: User, id: number): UserRemoveResult {
  if (!isAdminActor(actor)) return FORBIDDEN;
  const current = db().select().from(users).where(eq(users.id, id)).get();
  if (!current) return notFound();
  if (id === actor.id) return refused("forbidden", usersCopy.cannotDeleteSelf);
  if (current.user_type === USER_TYPE.admin) return refused("forbidden", usersCopy.cannotDeleteAdmin);
  writeTransaction((tx) => {
    // Sessions go with the account (ON DELETE CASCADE); content and inquiries keep their copies.
    tx.delete(users).where(eq(users.id, id)).run();
    recordAudit(actor, "delete", "UserProfile", id, `Deleted ${current.user_email}`);
  });
  return { ok: true };
}

/** The approval queue's two buttons; the decision module emails the person in the same transaction. */
export function decideRegistration(actor: User, id: number, decision: "approve" | "reject", options: { reason?: string | null } = {}): AccountDecisionResult {
  return decision === "approve" ? approveAccount(actor, id) : rejectAccount(actor, id, options);
}
