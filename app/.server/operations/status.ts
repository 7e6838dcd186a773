/**
 * What the people who run the site watch besides "is it up": how old the newest backup is and how
 * many emails wait in the outbox. One place for /healthz (server/app.ts) and the panel's dashboard.
 */
import { config } from "~/.server/config";
import { outboxCounts } from "~/.server/email/outbox";

import { lastBackupAgeSeconds } from "./backup";

export type OperationsStatus = {
  /** Seconds since the newest backup in BACKUP_DIR; null when there is none (or it cannot be read). */
  backupAgeSeconds: number | null;
  /** Whether this server takes the daily backup itself (DAILY_BACKUP). */
  dailyBackup: boolean;
  /** Emails not sent yet: waiting or being sent; null when the database cannot be read. */
  outboxBacklog: number | null;
  /** Emails that gave up after their retries (Settings, Email shows them). */
  outboxFailed: number | null;
};

/** A backup older than this (a day and two hours of slack) is overdue: the dashboard says so. */
export const BACKUP_OVERDUE_SECONDS = 26 * 3600;

export function operationsStatus(now = new Date()): OperationsStatus {
  let backupAgeSeconds: number | null = null;
  try {
    backupAgeSeconds = lastBackupAgeSeconds(config().backupDir, now);
  } catch {
    // An unreadable BACKUP_DIR reads as no backup.
  }
  let counts: ReturnType<typeof outboxCounts> | null = null;
  try {
    counts = outboxCounts();
  } catch {
    // The database is unreachable: /healthz says so in its own field.
  }
  return {
    backupAgeSeconds,
    dailyBackup: config().dailyBackup,
    outboxBacklog: counts ? counts.pending + counts.sending : null,
    outboxFailed: counts ? counts.failed : null,
  };
}
