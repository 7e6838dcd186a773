/** What happens once when the server starts and once when it stops. */
import { config } from "./config";
import { closeDatabase, db, schema } from "./db";
import { seedDemoContent } from "./seed/demo-content";
import { deleteExpiredSessions } from "./sessions";
import { ensureFirstAdmin } from "./users";

/** An empty database (no site settings yet) is a first start. */
export function databaseIsEmpty(): boolean {
  return db().select({ id: schema.siteSettings.id }).from(schema.siteSettings).get() === undefined;
}

export async function startApplication() {
  const settings = config();
  db(); // opens the file and applies pending migrations
  if (settings.seedOnStart && databaseIsEmpty()) {
    await seedDemoContent(db(), { uploadsDir: settings.uploadsDir });
    console.log("Empty database: demo content added.");
  }
  await ensureFirstAdmin({ email: settings.adminEmail, password: settings.adminPassword });
  deleteExpiredSessions();
}

export async function stopApplication() {
  closeDatabase();
}
