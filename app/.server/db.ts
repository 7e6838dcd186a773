/**
 * The one SQLite connection of this process. WAL lets readers run beside the writer and several
 * processes share the file; synchronous=FULL makes an acknowledged write survive a power cut;
 * write transactions take the lock up front (BEGIN IMMEDIATE) so they wait in busy_timeout
 * instead of failing half-way with SQLITE_BUSY.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "../../drizzle/schema";
import { config } from "./config";
import { cacheStatements } from "./statement-cache";

export type AppDatabase = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
export { schema };

const MIGRATIONS_FOLDER = path.resolve("migrations");

export function openDatabase(file: string): AppDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const database = drizzle(sqlite, { schema });
  migrate(database, { migrationsFolder: MIGRATIONS_FOLDER });
  cacheStatements(sqlite);
  return database as AppDatabase;
}

let current: AppDatabase | undefined;

/** The database of this process, opened (and migrated) on first use. */
export function db(): AppDatabase {
  current ??= openDatabase(config().databasePath);
  return current;
}

/** A write transaction that takes the write lock at once. */
export function writeTransaction<T>(work: (tx: AppDatabase) => T): T {
  const database = db();
  return database.$client.transaction(() => work(database)).immediate();
}

export function closeDatabase() {
  current?.$client.close();
  current = undefined;
}

/** For /healthz: a real round trip to the file. */
export function databaseIsHealthy(): boolean {
  try {
    return db().$client.prepare("select 1 as ok").get() !== undefined;
  } catch {
    return false;
  }
}
