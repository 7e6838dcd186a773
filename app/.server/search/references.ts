/**
 * Finding a record by the reference number its emails carry (issue 32, defect 3): the team types
 * "PI-000123" (or "pi-123") in a list's search box and gets that inquiry. The format is
 * app/lib/references.ts; the lists of messages and inquiries call `searchWithReference`, and the
 * panel-wide search can call `parseReference` itself (re-exported here for the domain).
 */
import { eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

import { parseReference, type ReferenceKind, referenceNumber } from "~/lib/references";

import { textSearch } from "./text-search";

export { parseReference, type ReferenceKind, referenceNumber };

/**
 * A list's search condition: the record named by `query` when it is a reference of this kind
 * (its id column), else the words searched in `columns` as before.
 */
export function searchWithReference(kind: ReferenceKind, query: string, idColumn: SQLiteColumn, columns: SQLiteColumn[]): SQL | undefined {
  const reference = parseReference(query);
  if (reference?.kind === kind) return eq(idColumn, reference.id);
  return textSearch(query, columns);
}
