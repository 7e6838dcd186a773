/**
 * The demo content, seeded once per Vitest run and copied into each test file that reads it
 * (docs/decisions/034). Seeding draws and encodes some sixty pictures with sharp: about 30 s on
 * this machine, which three files used to pay each. The first file to ask seeds into the run's
 * folder (tests/setup/demo-seed-folder.ts) under a lock; the others wait for it, then every one
 * copies the database file and the pictures into its own (tests/setup/temporary-database.ts), so
 * each file still writes to a database of its own.
 *
 * Call it in the file's `beforeAll`, before anything reads the database:
 *
 *   beforeAll(() => useSeededDemo(), SEEDED_DEMO_TIMEOUT_MS);
 */
import fs from "node:fs";
import path from "node:path";

import { inject } from "vitest";

import { config } from "~/.server/config";
import { closeDatabase, openDatabase } from "~/.server/db";
import { seedDemoContent } from "~/.server/seed/demo-content";

import { waitFor } from "./wait-for";

/** Seeding alone takes about 30 s; a file that waits for another's seeding on a busy machine, longer. */
export const SEEDED_DEMO_TIMEOUT_MS = 240_000;

/** Seeds the run's template once (whichever file comes first), and answers where it is. */
async function seededTemplate(): Promise<{ databaseFile: string; uploadsDir: string }> {
  const folder = inject("demoSeedFolder");
  const template = { databaseFile: path.join(folder, "app.db"), uploadsDir: path.join(folder, "uploads") };
  const ready = path.join(folder, "ready");
  const failed = path.join(folder, "failed");
  let mine = false;
  try {
    fs.mkdirSync(path.join(folder, "lock"));
    mine = true;
  } catch {
    // Another file is seeding (or has seeded): wait for it below.
  }
  if (mine) {
    try {
      const database = openDatabase(template.databaseFile);
      await seedDemoContent(database, { uploadsDir: template.uploadsDir });
      database.$client.pragma("wal_checkpoint(TRUNCATE)");
      database.$client.close();
      fs.writeFileSync(ready, "");
    } catch (error) {
      fs.writeFileSync(failed, String((error as Error).stack ?? error));
      throw error;
    }
  }
  await waitFor(
    "the demo content seeded by another test file",
    () => {
      if (fs.existsSync(failed)) throw new Error(`Seeding the demo content failed in another test file:\n${fs.readFileSync(failed, "utf8")}`);
      return fs.existsSync(ready);
    },
    { timeoutMs: SEEDED_DEMO_TIMEOUT_MS, everyMs: 100 },
  );
  return template;
}

/**
 * Replaces this file's database and adds the pictures with the seeded demo: the database is
 * closed first if it was open (its next use opens the copy). Pictures already in the uploads
 * folder are left where they are.
 */
export async function useSeededDemo(): Promise<void> {
  const template = await seededTemplate();
  const { databasePath, uploadsDir } = config();
  closeDatabase();
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${databasePath}${suffix}`, { force: true });
  fs.copyFileSync(template.databaseFile, databasePath);
  fs.cpSync(template.uploadsDir, uploadsDir, { recursive: true });
}
