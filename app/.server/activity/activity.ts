/** The audit log as /panel/activity shows it: who did what, when, newest first, by record kind. */
import { count, desc, eq } from "drizzle-orm";

import { db, schema } from "~/.server/db";

const { auditLog } = schema;

export const ACTIVITY_PAGE_SIZE = 30;

export function listActivity(options: { entity?: string | null; page?: number; pageSize?: number } = {}) {
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? ACTIVITY_PAGE_SIZE), 1), 100);
  const page = Math.max(Math.trunc(options.page ?? 1), 1);
  const where = options.entity ? eq(auditLog.entity, options.entity) : undefined;
  const results = db()
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const total = db().select({ value: count() }).from(auditLog).where(where).get()?.value ?? 0;
  return { results, count: total, page, pageSize };
}
export type ActivityEntry = ReturnType<typeof listActivity>["results"][number];

/** The kinds of record the log holds, for the filter. */
export function activityEntities(): string[] {
  return db()
    .selectDistinct({ entity: auditLog.entity })
    .from(auditLog)
    .orderBy(auditLog.entity)
    .all()
    .map((row) => row.entity);
}
