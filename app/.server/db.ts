/**
 * The one SQLite connection of this process. WAL lets readers run beside the writer and several
 * processes share the file; synchronous=FULL makes an acknowledged write survive a power cut;
 * write transactions take the lock up front (BEGIN IMMEDIATE) so they wait in busy_timeout
 * instead of failing half-way with SQLITE_BUSY.
 */
import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";
import { type BetterSQLite3Database, drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";

import * as schema from "../../drizzle/schema";
import { config } from "./config";
import { noteStorageFailure } from "./operations/storage-health";
import { cacheStatements } from "./statement-cache";
import { pendingSubmissionClaim } from "./submissions/pending-claim";

export type AppDatabase = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
export { schema };

const MIGRATIONS_FOLDER = path.resolve("migrations");

/** SQLite's answers that mean the file or its disk cannot be written (full, read-only, I/O error). */
const STORAGE_FAILURE = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|CORRUPT|NOTADB)/;

let statementsWatched = false;

/**
 * Storage failures of any statement are noted for /healthz. Every connection's statements share
 * one prototype, and a transaction's COMMIT (where WAL mode writes, and fails when the disk is
 * full) runs through it too, so wrapping it once sees every write, drizzle's included.
 */
function watchStorageFailures(sqlite: Database.Database) {
  if (statementsWatched) return;
  statementsWatched = true;
  const prototype = Object.getPrototypeOf(sqlite.prepare("select 1")) as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ["run", "get", "all"]) {
    const original = prototype[method]!;
    prototype[method] = function (this: unknown, ...args: unknown[]) {
      try {
        return original.apply(this, args);
      } catch (error) {
        if (STORAGE_FAILURE.test(String((error as { code?: unknown }).code))) noteStorageFailure(error);
        throw error;
      }
    };
  }
}

const can = (target: string, mode: number) => {
  try {
    fs.accessSync(target, mode);
    return true;
  } catch {
    return false;
  }
};

/** Why `file` could not be opened, in words an operator can act on. */
function whyUnopenable(file: string, error: unknown): string {
  const folder = path.dirname(file);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (stat?.isDirectory()) return "the path is a folder, not a file";
  if (!can(folder, fs.constants.W_OK | fs.constants.X_OK)) {
    return `its folder ${folder} is read-only or not writable by this user (uid ${process.getuid?.() ?? "?"}); SQLite writes its -wal and -shm files there`;
  }
  if (stat && !can(file, fs.constants.R_OK | fs.constants.W_OK)) {
    return `the file is read-only or not readable and writable by this user (uid ${process.getuid?.() ?? "?"})`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Opens the file for reading and writing, or says which path failed and why. */
function openFile(file: string): Database.Database {
  const folder = path.dirname(file);
  try {
    fs.mkdirSync(folder, { recursive: true });
  } catch (error) {
    const inTheWay =
      (error as NodeJS.ErrnoException).code === "EEXIST" ? `${folder} is a file, not a folder` : `its folder ${folder} is missing and cannot be made`;
    throw new Error(`Cannot open the database ${file}: ${inTheWay} (${(error as Error).message})`, { cause: error });
  }
  let sqlite: Database.Database | undefined;
  try {
    // SQLite would open a read-only file read-only without a word, and fail at the first write.
    if (fs.existsSync(file) && !fs.statSync(file).isDirectory() && !can(file, fs.constants.W_OK)) throw new Error("read-only");
    sqlite = new Database(file);
    sqlite.pragma("journal_mode = WAL");
    return sqlite;
  } catch (error) {
    sqlite?.close();
    throw new Error(`Cannot open the database ${file}: ${whyUnopenable(file, error)}`, { cause: error });
  }
}

export function openDatabase(file: string): AppDatabase {
  const sqlite = openFile(file);
  watchStorageFailures(sqlite);
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

/**
 * A write transaction that takes the write lock at once. A pending one-time submission key
 * (submissions/keys.ts, claimed by submissions/pending-claim.ts) is claimed inside it, so the record and its key commit together.
 */
export function writeTransaction<T>(work: (tx: AppDatabase) => T): T {
  const database = db();
  const claim = pendingSubmissionClaim(database.$client);
  return database.$client
    .transaction(() => {
      const result = work(database);
      claim?.finish();
      return result;
    })
    .immediate();
}

/**
 * Copies everything from the -wal file into the database file and empties the WAL, then closes:
 * a stopped site's app.db alone holds every commit (a copy of it, or a restore, misses nothing).
 */
export function closeDatabase() {
  if (!current) return;
  try {
    const [result] = current.$client.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
    // Another process was reading: it finishes the job when it closes (the last one out does).
    if (result?.busy) console.warn("The final checkpoint was partial: another process is using the database.");
  } catch (error) {
    console.error("The final checkpoint failed; the -wal file still holds recent commits:", error);
  }
  current.$client.close();
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
