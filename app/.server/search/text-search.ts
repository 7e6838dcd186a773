/** Text search for the public lists: every word must appear in one of the fields (LIKE, escaped). */
import { and, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * `also`: another place a word may be found, given the word's LIKE pattern (a record's
 * translation in the page's language: app/.server/translations/translations.ts translatedMatch).
 */
export function textSearch(query: string, columns: SQLiteColumn[], also?: (pattern: string) => SQL): SQL | undefined {
  const words = query.split(" ").filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(...columns.map((column) => sql`${column} like ${pattern} escape '\\'`), also?.(pattern));
    }),
  );
}
