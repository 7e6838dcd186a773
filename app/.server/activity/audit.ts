/** Who changed what in the panel or through the admin API, and when (shown on /panel/activity). */
import type { User } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";

export type AuditAction = "create" | "update" | "delete" | "approve" | "reject" | "role_change" | "settings_save" | "reply" | "status_change";

export function recordAudit(actor: Pick<User, "id" | "user_email">, action: AuditAction, entity: string, entityId: number | string, summary: string) {
  db()
    .insert(schema.auditLog)
    .values({ actor_id: actor.id, actor_email: actor.user_email, action, entity, entity_id: String(entityId), summary: summary.slice(0, 500) })
    .run();
}
