/**
 * npm run backup [-- folder]: a consistent copy of the database (DATABASE_PATH) into the folder
 * (BACKUP_DIR, default ./backups), safe to run while the site serves and writes.
 */
import { backupDatabase } from "../app/.server/backup";
import { config } from "../app/.server/config";

const folder = process.argv[2] ?? process.env.BACKUP_DIR ?? "./backups";
const result = backupDatabase(config().databasePath, folder);
console.log(`Backup written: ${result.file} (${(result.bytes / 1024).toFixed(0)} KB, integrity ${result.integrity})`);
