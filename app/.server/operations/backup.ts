/**
 * Backups of the whole site: the database and the uploaded images, taken while it keeps running
 * (docs/decisions/011-backups.md, docs/operations.md).
 *
 * A backup is a folder `backup-<UTC time>` in BACKUP_DIR holding
 * - `app.db`: a `VACUUM INTO` copy, a transaction-consistent snapshot (readers and the writer
 *   carry on in WAL mode), checked with `PRAGMA integrity_check` before it is called good;
 * - `session-secret`: the secret kept beside the database when SESSION_SECRET is not set (without
 *   it, everyone is logged out and the stored mail password cannot be read);
 * - `uploads/`: the uploads folder as hard links (no bytes copied; a stored image is never
 *   rewritten in place, only written beside and renamed, so a link keeps the file as it was),
 *   or copies where links cannot be made (BACKUP_DIR on another file system).
 * The uploads are linked before and again after the database copy, so every image a row of the
 * copy names is in it (one made after the first pass is caught by the second; one deleted after
 * the first pass was caught by it). It is made as `*.partial` and renamed when complete, so a
 * folder with the final name is always whole.
 *
 * The server takes one a day by itself (`startDailyBackups`, on by default in production) and
 * keeps 7 daily and 4 weekly copies; `npm run backup` takes one at any time and
 * `npm run restore <backup>` puts one back into an empty data folder.
 */
import fs from "node:fs";
import path from "node:path";

import Database from "better-sqlite3";

import { config } from "~/.server/config";
import { repeatInBackground, type Repeating } from "~/.server/repeat";

export type BackupResult = { folder: string; file: string; bytes: number; integrity: string; images: number };

const PREFIX = "backup-";
/** The session secret's file beside the database (app/.server/config.ts). */
const SECRET_FILE = "session-secret";
const PARTIAL = ".partial";
const NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/;
export const DAY_MS = 24 * 3_600_000;
/** How often the server looks whether a day has passed since the newest backup. */
export const BACKUP_CHECK_INTERVAL_MS = 3_600_000;
export const RETENTION = { daily: 7, weekly: 4 };

/** When a backup folder's name says it was taken, or null for a name that is not a backup's. */
export function backupTime(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  return new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`);
}

const folderName = (now: Date) => `${PREFIX}${now.toISOString().replace(/[:.]/g, "-")}`;

/** A consistent copy of the live database, checked; throws when the check fails. */
export function backupDatabase(databasePath: string, file: string): { bytes: number; integrity: string } {
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
    return { bytes: fs.statSync(file).size, integrity };
  } finally {
    copy.close();
  }
}

/** Every file under `from` appears under `to`: linked, or copied when it cannot be; answers how many are new. */
function linkTree(from: string, to: string): number {
  let added = 0;
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(from, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  fs.mkdirSync(to, { recursive: true });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      added += linkTree(source, target);
      continue;
    }
    // Half-written renditions (`*.part`) are not images yet.
    if (!entry.isFile() || entry.name.endsWith(".part") || fs.existsSync(target)) continue;
    try {
      fs.linkSync(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Gone since the listing (removed or renamed over): nothing to keep of it.
      if (code === "ENOENT") continue;
      if (code !== "EXDEV" && code !== "EPERM" && code !== "EMLINK") throw error;
      try {
        fs.copyFileSync(source, target);
      } catch (copyError) {
        if ((copyError as NodeJS.ErrnoException).code !== "ENOENT") throw copyError;
        continue;
      }
    }
    added += 1;
  }
  return added;
}

function countFiles(folder: string): number {
  if (!fs.existsSync(folder)) return 0;
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).length;
}

/** Takes one backup (database and uploads) into `backupDir` and answers what it made. */
export function takeBackup(options: { databasePath?: string; uploadsDir?: string; backupDir?: string; now?: Date } = {}): BackupResult {
  const settings = config();
  const databasePath = options.databasePath ?? settings.databasePath;
  const uploadsDir = options.uploadsDir ?? settings.uploadsDir;
  const backupDir = path.resolve(options.backupDir ?? settings.backupDir);
  if (!fs.existsSync(databasePath)) throw new Error(`There is no database at ${databasePath} to back up`);
  const final = path.join(backupDir, folderName(options.now ?? new Date()));
  const partial = final + PARTIAL;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
  try {
    linkTree(uploadsDir, path.join(partial, "uploads"));
    const file = path.join(partial, "app.db");
    const { bytes, integrity } = backupDatabase(databasePath, file);
    linkTree(uploadsDir, path.join(partial, "uploads"));
    const secret = path.join(path.dirname(databasePath), SECRET_FILE);
    if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(partial, SECRET_FILE));
    fs.mkdirSync(path.join(partial, "uploads"), { recursive: true });
    fs.renameSync(partial, final);
    return { folder: final, file: path.join(final, "app.db"), bytes, integrity, images: countFiles(path.join(final, "uploads")) };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The complete backups in a folder, newest first. */
export function listBackups(backupDir: string = config().backupDir): { name: string; folder: string; takenAt: Date }[] {
  let names: string[];
  try {
    names = fs.readdirSync(backupDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .map((name) => ({ name, folder: path.join(backupDir, name), takenAt: backupTime(name) }))
    .filter((backup): backup is { name: string; folder: string; takenAt: Date } => backup.takenAt !== null)
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Monday of the backup's ISO week (UTC), as a key. */
function weekOf(date: Date): string {
  const day = (date.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day));
  return monday.toISOString().slice(0, 10);
}

/**
 * Which backups to keep: the newest of each of the 7 latest days that have one, and the newest of
 * each of the 4 latest weeks (Monday to Sunday, UTC) that have one. Names in, names out.
 */
export function backupsToKeep(names: string[], retention = RETENTION): Set<string> {
  const dated = names
    .map((name) => ({ name, takenAt: backupTime(name) }))
    .filter((backup): backup is { name: string; takenAt: Date } => backup.takenAt !== null)
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const keep = new Set<string>();
  const newestOf = (key: (date: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of dated) {
      const period = key(backup.takenAt);
      if (seen.has(period)) continue;
      if (seen.size === count) break;
      seen.add(period);
      keep.add(backup.name);
    }
  };
  newestOf((date) => date.toISOString().slice(0, 10), retention.daily);
  newestOf(weekOf, retention.weekly);
  return keep;
}

/** Removes the backups the retention does not keep, and partial ones left by a crash; answers the names removed. */
export function pruneBackups(backupDir: string = config().backupDir, now = new Date()): string[] {
  const names = listBackups(backupDir).map((backup) => backup.name);
  const keep = backupsToKeep(names);
  const removed = names.filter((name) => !keep.has(name));
  for (const name of removed) fs.rmSync(path.join(backupDir, name), { recursive: true, force: true });
  // A partial folder more than a day old was left by a backup that never finished.
  for (const name of fs.existsSync(backupDir) ? fs.readdirSync(backupDir) : []) {
    const takenAt = name.endsWith(PARTIAL) ? backupTime(name.slice(0, -PARTIAL.length)) : null;
    if (takenAt && now.getTime() - takenAt.getTime() > DAY_MS) {
      fs.rmSync(path.join(backupDir, name), { recursive: true, force: true });
      removed.push(name);
    }
  }
  return removed;
}

/** Seconds since the newest complete backup, or null when there is none. */
export function lastBackupAgeSeconds(backupDir: string = config().backupDir, now = new Date()): number | null {
  const newest = listBackups(backupDir)[0];
  return newest ? Math.max(0, Math.round((now.getTime() - newest.takenAt.getTime()) / 1000)) : null;
}

/**
 * One process at a time takes the day's backup (several workers share BACKUP_DIR): a lock folder,
 * made atomically, taken over when a crash left it behind for more than an hour.
 */
function withBackupLock<T>(backupDir: string, work: () => T): T | undefined {
  const lock = path.join(backupDir, ".lock");
  fs.mkdirSync(backupDir, { recursive: true });
  try {
    fs.mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const age = Date.now() - fs.statSync(lock).mtimeMs;
    if (age < 3_600_000) return undefined;
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Takes a backup when the newest is a day old or more (or there is none), then prunes; answers it or null. */
export function backupIfDue(backupDir: string = config().backupDir, now = new Date()): BackupResult | null {
  const age = lastBackupAgeSeconds(backupDir, now);
  if (age !== null && age * 1000 < DAY_MS) return null;
  const result = withBackupLock(backupDir, () => {
    // Another process may have taken it while this one waited.
    const again = lastBackupAgeSeconds(backupDir, now);
    if (again !== null && again * 1000 < DAY_MS) return null;
    const taken = takeBackup({ backupDir, now });
    pruneBackups(backupDir, now);
    return taken;
  });
  return result ?? null;
}

let daily: Repeating | null = null;

/** In the server: at start and every hour, a backup when the newest is a day old (config().dailyBackup). */
export function startDailyBackups(intervalMs: number = BACKUP_CHECK_INTERVAL_MS) {
  if (daily) return;
  daily = repeatInBackground(
    async () => {
      const result = backupIfDue();
      if (result) console.log(`Backup written: ${result.folder} (database ${(result.bytes / 1024).toFixed(0)} KB, ${result.images} image files)`);
    },
    { intervalMs, onError: (error) => console.error(`The daily backup failed: ${error instanceof Error ? error.message : error}`) },
  );
}

export async function stopDailyBackups() {
  const state = daily;
  if (!state) return;
  await state.stop();
  daily = null;
}

/**
 * Puts a backup back: its database becomes DATABASE_PATH and its uploads UPLOADS_DIR. Only into an
 * empty place (no database file, no uploads), so a restore never mixes with or overwrites a live
 * site; the restored database is checked before it is moved into place.
 */
export function restoreBackup(backupFolder: string, target: { databasePath: string; uploadsDir: string }): { images: number } {
  const source = path.join(backupFolder, "app.db");
  if (!fs.existsSync(source)) throw new Error(`${backupFolder} is not a backup: it has no app.db`);
  for (const file of [target.databasePath, `${target.databasePath}-wal`, `${target.databasePath}-shm`]) {
    if (fs.existsSync(file)) throw new Error(`${file} exists: restore only into an empty data folder (move the old one aside first)`);
  }
  if (fs.existsSync(target.uploadsDir) && fs.readdirSync(target.uploadsDir).length > 0) {
    throw new Error(`${target.uploadsDir} is not empty: restore only into an empty data folder (move the old one aside first)`);
  }
  fs.mkdirSync(path.dirname(target.databasePath), { recursive: true });
  const staged = `${target.databasePath}.restoring`;
  fs.copyFileSync(source, staged);
  const check = new Database(staged, { readonly: true });
  try {
    const integrity = String(check.pragma("integrity_check", { simple: true }));
    if (integrity !== "ok") throw new Error(`The backup's database failed its integrity check: ${integrity}`);
  } finally {
    check.close();
  }
  fs.mkdirSync(target.uploadsDir, { recursive: true });
  fs.cpSync(path.join(backupFolder, "uploads"), target.uploadsDir, { recursive: true });
  const secret = path.join(backupFolder, SECRET_FILE);
  const targetSecret = path.join(path.dirname(target.databasePath), SECRET_FILE);
  if (fs.existsSync(secret) && !fs.existsSync(targetSecret)) fs.copyFileSync(secret, targetSecret);
  fs.renameSync(staged, target.databasePath);
  return { images: countFiles(target.uploadsDir) };
}
