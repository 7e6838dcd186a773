/** What happens once when the server starts and once when it stops. */
import { deleteExpiredAccountTokens } from "./accounts/account-tokens";
import { deleteExpiredSessions } from "./accounts/sessions";
import { ensureFirstAdmin } from "./accounts/users";
import { settleAfterAnswer } from "./after-answer";
import { config } from "./config";
import { closeDatabase, db, schema } from "./db";
import { startEmailWorker, stopEmailWorker } from "./email/worker";
import { startImageSweeps, stopImageSweeps } from "./media/sweep";
import { deleteExpiredNewsletterConfirmations } from "./messages/contact";
import { startDailyBackups, stopDailyBackups } from "./operations/backup";
import { startScheduledPublishing, stopScheduledPublishing } from "./publishing/scheduled";
import { registerQuotationAttachment } from "./quotes/quotation-attachment";
import { closeRateLimitStore } from "./security/rate-limit-store";
import { DatabaseNotEmptyError, seedDemoContent } from "./seed/demo-content";
import { startWebhookWorker, stopWebhookWorker } from "./webhooks/worker";

/** An empty database (no site settings yet) is a first start. */
export function databaseIsEmpty(): boolean {
  return db().select({ id: schema.siteSettings.id }).from(schema.siteSettings).get() === undefined;
}

export async function startApplication() {
  const settings = config();
  db(); // opens the file and applies pending migrations
  // Before the demo content, which names this account as the creator of its pieces.
  await ensureFirstAdmin({ email: settings.adminEmail, password: settings.adminPassword });
  if (settings.seedOnStart && databaseIsEmpty()) {
    try {
      await seedDemoContent(db(), { uploadsDir: settings.uploadsDir });
      console.log("Empty database: demo content added.");
    } catch (error) {
      // Another process starting on the same new file seeded it first: nothing to do.
      if (!(error instanceof DatabaseNotEmptyError)) throw error;
    }
  }
  deleteExpiredSessions();
  deleteExpiredAccountTokens();
  // Newsletter sign-ups never confirmed within their 7 days (also pruned at every new sign-up).
  deleteExpiredNewsletterConfirmations();
  // Sends the outbox in the background; emails cut off by a previous stop are sent again.
  registerQuotationAttachment();
  startEmailWorker();
  // Issue 33: sends webhook deliveries the same way; those cut off by a previous stop are sent again.
  startWebhookWorker();
  // Removes uploads no record uses once they are a day old, now and hourly.
  startImageSweeps();
  // Issue 32: publishes what fell due while the server was down, then each post or product on its time.
  startScheduledPublishing();
  // A backup when the newest is a day old: now, and checked hourly (docs/operations.md).
  if (settings.dailyBackup) startDailyBackups();
}

export async function stopApplication() {
  // Work left for after an answer (a reset link and its email) is written before the database closes.
  await settleAfterAnswer();
  // Lets an email being sent finish and be recorded before the database closes.
  await stopEmailWorker();
  await stopWebhookWorker();
  await stopImageSweeps();
  await stopDailyBackups();
  stopScheduledPublishing();
  closeDatabase();
  closeRateLimitStore();
}
