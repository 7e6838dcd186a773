/**
 * Newsletter subscribers as the team manages them (/panel/subscribers): list with search and a
 * status filter, remove, and a CSV export that a spreadsheet opens without running anything
 * (cells that start like a formula are defused).
 */
import { and, count, desc, eq } from "drizzle-orm";

import type { User } from "~/.server/accounts/users";
import { recordAudit } from "~/.server/activity/audit";
import { db, schema, writeTransaction } from "~/.server/db";
import { forbidden, refused, type Removal } from "~/.server/result";
import { textSearch } from "~/.server/search/text-search";
import { subscribersCopy } from "~/lib/copy/panel-admin";
import { can } from "~/lib/permissions";
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from "~/lib/statuses";

const { newsletterSubscribers: subscribers } = schema;

export const SUBSCRIBERS_PAGE_SIZE = 25;
export { SUBSCRIBER_STATUSES, type SubscriberStatus };

const visibleColumns = {
  id: subscribers.id,
  email: subscribers.email,
  status: subscribers.status,
  created_at: subscribers.created_at,
  unsubscribed_at: subscribers.unsubscribed_at,
};

function whereOf(options: { q?: string; status?: SubscriberStatus | null }) {
  return and(options.status ? eq(subscribers.status, options.status) : undefined, textSearch(options.q ?? "", [subscribers.email]));
}

export function listSubscribers(options: { q?: string; status?: SubscriberStatus | null; page?: number; pageSize?: number } = {}) {
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? SUBSCRIBERS_PAGE_SIZE), 1), 100);
  const page = Math.max(Math.trunc(options.page ?? 1), 1);
  const where = whereOf(options);
  const results = db()
    .select(visibleColumns)
    .from(subscribers)
    .where(where)
    .orderBy(desc(subscribers.created_at), desc(subscribers.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const total = db().select({ value: count() }).from(subscribers).where(where).get()?.value ?? 0;
  return { results, count: total, page, pageSize };
}
export type SubscriberListItem = ReturnType<typeof listSubscribers>["results"][number];

export function getSubscriber(id: number): SubscriberListItem | null {
  return db().select(visibleColumns).from(subscribers).where(eq(subscribers.id, id)).get() ?? null;
}

export type SubscriberRemoveResult = Removal<"forbidden" | "not_found">;

/** Removes the address from the list altogether (its unsubscribe link stops working too). */
export function deleteSubscriber(actor: User, id: number): SubscriberRemoveResult {
  if (!can(actor, "manage:subscribers")) return forbidden();
  return writeTransaction((tx): SubscriberRemoveResult => {
    const current = tx.select(visibleColumns).from(subscribers).where(eq(subscribers.id, id)).get();
    if (!current) return refused("not_found", subscribersCopy.notFound);
    tx.delete(subscribers).where(eq(subscribers.id, id)).run();
    recordAudit(actor, "delete", "NewsletterSubscriber", id, `Removed ${current.email} from the newsletter list`);
    return { ok: true };
  });
}

/**
 * A cell a spreadsheet shows as text: one that starts with = + - @ (or a tab or carriage return,
 * which some spreadsheets skip before reading a formula) gets a leading apostrophe; then the
 * usual CSV quoting.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Every subscriber matching the filters (not only one page), oldest first. */
export function subscribersCsv(options: { q?: string; status?: SubscriberStatus | null } = {}): string {
  const rows = db().select(visibleColumns).from(subscribers).where(whereOf(options)).orderBy(subscribers.created_at, subscribers.id).all();
  return toCsv([["email", "status", "subscribed_at", "unsubscribed_at"], ...rows.map((row) => [row.email, row.status, row.created_at, row.unsubscribed_at])]);
}
