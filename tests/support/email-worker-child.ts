/**
 * The email worker in a process of its own, as the server runs it, for the crash test
 * (tests/integration/email-crash.test.ts). Run with `node --import tsx` so that SIGKILL hits the
 * worker itself, not a wrapper. The database and the mail server come from the environment
 * (DATABASE_PATH, SESSION_SECRET, SMTP_URL, EMAIL_POLL_MS).
 *
 *   run    start the worker (recovering emails left in 'sending') and keep going until killed
 *   drain  start the worker, wait until no email is pending or sending, stop cleanly, exit 0
 */
import { closeDatabase } from "../../app/.server/db";
import { outboxCounts } from "../../app/.server/email/outbox";
import { startEmailWorker, stopEmailWorker } from "../../app/.server/email/worker";

const mode = process.argv[2] ?? "run";

startEmailWorker();
process.stdout.write("worker started\n");

if (mode === "drain") {
  const deadline = Date.now() + 15_000;
  const timer = setInterval(() => {
    const counts = outboxCounts();
    const done = counts.pending === 0 && counts.sending === 0;
    if (!done && Date.now() < deadline) return;
    clearInterval(timer);
    void stopEmailWorker().then(() => {
      closeDatabase();
      process.exit(done ? 0 : 1);
    });
  }, 20);
}
