/**
 * A consistent copy of the live database while the site keeps running. `VACUUM INTO` writes a
 * transaction-consistent snapshot (readers and the writer carry on in WAL mode), then the copy is
 * checked with `PRAGMA integrity_check` before it is called good.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export type BackupResult = { file: string; bytes: number; integrity: string };

export function backupDatabase(databasePath: string, folder: string, now = new Date()): BackupResult {
  fs.mkdirSync(folder, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const file = path.join(path.resolve(folder), `app-${stamp}.db`);
  const source = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    source.prepare("VACUUM INTO ?").run(file);
  } finally {
    source.close();
  }
  const copy = new Database(file, { readonly: true });
  try {
    const integrity = String(copy.pragma("integrity_check", { simple: true }));
    if (integrity !== "ok") throw new Error(`The backup ${file} failed its integrity check: ${integrity}`);
    return { file, bytes: fs.statSync(file).size, integrity };
  } finally {
    copy.close();
  }
}
