/**
 * The tables that hold what the site stores, for the tests that check "nothing changed": every
 * table but SQLite's own, the full-text index (`site_search`, a virtual table, issue 29) and its
 * shadow tables. The index is derived from the other tables by triggers, so any change it would
 * show is already seen in them, and some of its shadow tables have no rowid to order by.
 */
import type Database from "better-sqlite3";

export function storedTables(database: Database.Database): string[] {
  const tables = database.prepare("select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as {
    name: string;
    sql: string | null;
  }[];
  const virtual = tables.filter((table) => /^create virtual table/i.test(table.sql ?? "")).map((table) => table.name);
  return tables.map((table) => table.name).filter((name) => !virtual.some((index) => name === index || name.startsWith(`${index}_`)));
}
