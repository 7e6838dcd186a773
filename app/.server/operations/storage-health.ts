/**
 * Whether this process can write its data (the database and the uploads folder), for /healthz.
 * Reading alone proves little: a full disk still answers `select 1` while every commit fails
 * with SQLITE_FULL. Two signs, either one enough to answer "failing":
 * - a real write failed on storage in the last minute (db.ts notes SQLite's FULL, IOERR,
 *   READONLY...; images/store.ts notes failed image writes);
 * - a probe: a small file written and removed in the database's folder and in the uploads
 *   folder (a full disk, a read-only mount, a folder taken away or not writable).
 * The probe never touches the database, so a monitor asking often empties no memo.
 */
import fs from "node:fs/promises";
import path from "node:path";

import { config } from "~/.server/config";

const RECENT_MS = 60_000;

let lastFailure: { at: number; error: unknown } | undefined;

/** Called where a write to the database or the uploads folder failed on storage. */
export function noteStorageFailure(error: unknown): void {
  lastFailure = { at: Date.now(), error };
}

async function probe(folder: string): Promise<void> {
  await fs.mkdir(folder, { recursive: true });
  // One name per process: several workers may probe the same folder at once.
  const file = path.join(folder, `.write-probe-${process.pid}`);
  try {
    await fs.writeFile(file, "probe\n");
  } finally {
    await fs.rm(file, { force: true });
  }
}

let reported = false;

export async function storageIsWritable(): Promise<boolean> {
  const { databasePath, uploadsDir } = config();
  let problem: unknown;
  if (lastFailure && Date.now() - lastFailure.at < RECENT_MS) {
    problem = lastFailure.error;
  } else {
    try {
      await probe(path.dirname(databasePath));
      await probe(uploadsDir);
    } catch (error) {
      problem = error;
    }
  }
  // Said once when writes start failing and once when they work again, not at every probe.
  if (problem && !reported) console.error("Storage is not writable:", problem);
  if (!problem && reported) console.log("Storage is writable again.");
  reported = Boolean(problem);
  return !problem;
}
