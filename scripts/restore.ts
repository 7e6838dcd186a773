/**
 * npm run restore <backup>: puts a backup (a folder made by the daily backup or `npm run backup`,
 * given by its path or by its name inside BACKUP_DIR) back as DATABASE_PATH and UPLOADS_DIR.
 * Only into an empty data folder, with the server stopped: move the old data aside first
 * (docs/operations.md). The database is checked before it is put in place.
 */
import fs from "node:fs";
import path from "node:path";

import { listBackups, restoreBackup } from "~/.server/operations/backup";

import { config } from "../app/.server/config";

const given = process.argv[2];
if (!given) {
  const backups = listBackups();
  console.error(`Usage: npm run restore <backup>\nBackups in ${config().backupDir}:${backups.length ? "" : " none"}`);
  for (const backup of backups) console.error(`  ${backup.name}`);
  process.exit(1);
}
const folder = fs.existsSync(given) ? path.resolve(given) : path.join(config().backupDir, given);
try {
  const { databasePath, uploadsDir } = config();
  const { images } = restoreBackup(folder, { databasePath, uploadsDir });
  console.log(`Restored ${folder}: database at ${databasePath}, ${images} image files in ${uploadsDir}. Start the server.`);
} catch (error) {
  console.error(`Not restored: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
