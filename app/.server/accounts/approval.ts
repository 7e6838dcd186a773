/**
 * The team's decision on a business registration (the spec's "approval mechanism: not shown").
 * Only an administrator decides. The status change, the end of the account's sessions (on
 * reject), the audit entry and the email to the person are one transaction.
 */
import { eq } from "drizzle-orm";

import { recordAudit } from "~/.server/activity/audit";
import { type AppDatabase, schema, writeTransaction } from "~/.server/db";
import { notifyAccountDecision } from "~/.server/email/notifications";
import { type Invalid, invalid, type Refused } from "~/.server/result";
import { USER_TYPE } from "~/lib/constants";
import { can } from "~/lib/permissions";
import { rejectionSchema } from "~/lib/schemas/admin/users";

import { voidPendingEmailChange } from "./account-tokens";
import type { User } from "./users";

export type AccountDecisionResult = { ok: true; record: User; changed: boolean } | Refused<"forbidden" | "not_found" | "not_allowed"> | Invalid;

const REFUSALS = {
  forbidden: "Only an administrator can approve or reject accounts",
  not_found: "This account no longer exists",
  ownAccount: "You cannot reject your own account",
  admin: "Administrator accounts cannot be rejected",
  notPending: "Only a registration awaiting approval can be rejected",
  emailUnconfirmed:
    "This account's email address is not confirmed yet: it can be approved once its holder has opened the confirmation link. Send the link again if it was lost.",
} as const;

function isAdmin(actor: Pick<User, "user_type" | "account_status"> | null | undefined) {
  return can(actor, "manage:users");
}

function findUser(tx: AppDatabase, userId: number) {
  return tx.select().from(schema.users).where(eq(schema.users.id, userId)).get();
}

/**
 * Approves an account (pending, or earlier rejected or disabled) whose address is confirmed: it
 * can log in at once, and the person gets 'your account is approved'. Approving an approved
 * account changes and sends nothing; an unconfirmed address is refused (docs/decisions/021).
 */
export function approveAccount(adminUser: User, userId: number): AccountDecisionResult {
  if (!isAdmin(adminUser)) return { ok: false, reason: "forbidden", message: REFUSALS.forbidden };
  return writeTransaction((tx): AccountDecisionResult => {
    const user = findUser(tx, userId);
    if (!user) return { ok: false, reason: "not_found", message: REFUSALS.not_found };
    if (user.account_status === "approved") return { ok: true, record: user, changed: false };
    // Only a proven address may become an account's login (docs/decisions/021).
    if (user.email_confirmed_at === null) return { ok: false, reason: "not_allowed", message: REFUSALS.emailUnconfirmed };
    const updated = tx
      .update(schema.users)
      .set({ account_status: "approved", updated_datetime: new Date().toISOString() })
      .where(eq(schema.users.id, user.id))
      .returning()
      .get();
    recordAudit(adminUser, "approve", "UserProfile", user.id, `Approved the account of ${user.user_email} (was ${user.account_status})`);
    notifyAccountDecision(tx, updated, "approved");
    return { ok: true, record: updated, changed: true };
  });
}

/**
 * Rejects a registration awaiting approval: it cannot log in, any session it has ends, and the
 * person gets 'your registration was not approved', quoting the team's `reason` when one is given
 * (issue 32: optional, at most REJECTION_REASON_MAX characters). Rejecting a rejected account does nothing.
 */
export function rejectAccount(adminUser: User, userId: number, options: { reason?: string | null } = {}): AccountDecisionResult {
  if (!isAdmin(adminUser)) return { ok: false, reason: "forbidden", message: REFUSALS.forbidden };
  const parsed = rejectionSchema.safeParse({ reason: options.reason ?? "" });
  if (!parsed.success) return invalid({ reason: parsed.error.issues.map((issue) => issue.message) });
  const reason = parsed.data.reason;
  return writeTransaction((tx): AccountDecisionResult => {
    const user = findUser(tx, userId);
    if (!user) return { ok: false, reason: "not_found", message: REFUSALS.not_found };
    if (user.id === adminUser.id) return { ok: false, reason: "not_allowed", message: REFUSALS.ownAccount };
    if (user.user_type === USER_TYPE.admin) return { ok: false, reason: "not_allowed", message: REFUSALS.admin };
    if (user.account_status === "rejected") return { ok: true, record: user, changed: false };
    if (user.account_status !== "pending") return { ok: false, reason: "not_allowed", message: REFUSALS.notPending };
    const updated = tx
      .update(schema.users)
      .set({ account_status: "rejected", updated_datetime: new Date().toISOString() })
      .where(eq(schema.users.id, user.id))
      .returning()
      .get();
    tx.delete(schema.sessions).where(eq(schema.sessions.user_id, user.id)).run();
    voidPendingEmailChange(tx, user.id);
    recordAudit(adminUser, "reject", "UserProfile", user.id, `Rejected the registration of ${user.user_email}`);
    notifyAccountDecision(tx, updated, "rejected", reason);
    return { ok: true, record: updated, changed: true };
  });
}
