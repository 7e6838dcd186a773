/**
 * npm run backup [-- folder]: a backup of the database and the uploads into the folder
 * (BACKUP_DIR, default ./backups), safe to run while the site serves and writes; the folder's
 * retention (7 daily, 4 weekly) is applied after it. The server takes one a day by itself
 * (DAILY_BACKUP, on in production): app/.server/operations/backup.ts.
 */
import { pruneBackups, takeBackup } from "~/.server/operations/backup";

import { config } from "../app/.server/config";

const backupDir = process.argv[2] ?? config().backupDir;
const result = takeBackup({ backupDir });
console.log(`Backup written: ${result.folder} (database ${(result.bytes / 1024).toFixed(0)} KB, integrity ${result.integrity}; ${result.images} image files)`);
const removed = pruneBackups(backupDir);
if (removed.length > 0) console.log(`Removed ${removed.length} older backup(s) past the retention: ${removed.join(", ")}`);
