/**
 * Issue 33's sync: the ids of a table's records changed at or after a time (`since`), in a stable
 * order (`ordering`: a column ascending or, with "-", descending; ties broken by id in the same
 * direction), a page at a time either by number (offset) or after a cursor (keyset: the last
 * row's ordering value and id), so that rows added while a client pages are never skipped and
 * never repeated. The door (app/routes/api) reads the records of these ids with each area's own
 * read function; the cursor's text is the door's.
 *
 * Times are the ISO-8601 UTC text every table stores (drizzle/schema.ts `now`), which sorts as time.
 */
import { and, asc, count, desc, eq, gt, gte, lt, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

import { db } from "./db";

export const SYNC_ORDERINGS = ["updated_at", "-updated_at", "created_at", "-created_at", "id", "-id"] as const;
export type SyncOrdering = (typeof SYNC_ORDERINGS)[number];

/** A table as sync reads it: its id and its two times (the accounts call them created_datetime and updated_datetime). */
export type SyncTable = {
  table: SQLiteTable;
  id: SQLiteColumn;
  created: SQLiteColumn;
  updated: SQLiteColumn;
  /** Columns an equality filter may name (category, status...). */
  filters?: Record<string, SQLiteColumn>;
};

/** Where the last page ended: the ordering's value of its last row, and that row's id. */
export type SyncPosition = { value: string | number; id: number };

export type SyncQuery = {
  since?: string | null;
  ordering: SyncOrdering;
  /** Equality filters by the names of `filters` (null: no filter). */
  equal?: Record<string, string | number | null>;
  limit: number;
} & ({ after: SyncPosition } | { offset: number });

function orderColumn(source: SyncTable, ordering: SyncOrdering): SQLiteColumn {
  const name = ordering.replace(/^-/, "");
  return name === "updated_at" ? source.updated : name === "created_at" ? source.created : source.id;
}

export const isDescending = (ordering: SyncOrdering) => ordering.startsWith("-");

/** The ids of one page, the count of every record the query matches (whatever the page), and where this page ended. */
export function syncPage(source: SyncTable, query: SyncQuery): { ids: number[]; count: number; last: SyncPosition | null } {
  const column = orderColumn(source, query.ordering);
  const descending = isDescending(query.ordering);
  const matching: SQL[] = [];
  if (query.since) matching.push(gte(source.updated, query.since));
  for (const [name, value] of Object.entries(query.equal ?? {})) {
    const filtered = source.filters?.[name];
    if (filtered && value !== null && value !== undefined) matching.push(eq(filtered, value));
  }
  const where = matching.length ? and(...matching) : undefined;
  const total = db().select({ value: count() }).from(source.table).where(where).get()?.value ?? 0;

  const window: SQL[] = [...matching];
  if ("after" in query) {
    const { value, id } = query.after;
    const beyond = descending ? lt : gt;
    window.push(column === source.id ? beyond(source.id, id) : or(beyond(column, value), and(eq(column, value), beyond(source.id, id)))!);
  }
  const direction = descending ? desc : asc;
  const rows = db()
    .select({ id: source.id, value: column })
    .from(source.table)
    .where(window.length ? and(...window) : undefined)
    .orderBy(direction(column), direction(source.id))
    .limit(query.limit)
    .offset("offset" in query ? query.offset : 0)
    .all() as { id: number; value: string | number }[];
  const lastRow = rows.at(-1);
  return { ids: rows.map((row) => row.id), count: total, last: lastRow ? { value: lastRow.value, id: lastRow.id } : null };
}
