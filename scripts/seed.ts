/**
 * `npm run seed`: adds the demo content to an empty database and makes sure an administrator
 * exists. A database that already has content is left alone, so running it twice is harmless.
 * Relative imports: this runs under tsx, outside Vite (tsx resolves the `~/` paths of the app
 * modules it loads from tsconfig.json).
 */
import { ensureFirstAdmin } from "~/.server/accounts/users";

import { config } from "../app/.server/config";
import { closeDatabase, db } from "../app/.server/db";
import { databaseIsEmpty } from "../app/.server/lifecycle";
import { seedDemoContent } from "../app/.server/seed/demo-content";

async function main() {
  const settings = config();
  const database = db(); // opens the file and applies pending migrations
  // Before the demo content, which names this account as the creator of its pieces.
  await ensureFirstAdmin({ email: settings.adminEmail, password: settings.adminPassword });

  if (databaseIsEmpty()) {
    const started = performance.now();
    await seedDemoContent(database, { uploadsDir: settings.uploadsDir });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Demo content added to ${settings.databasePath} in ${seconds} s (pictures in ${settings.uploadsDir}).`);
  } else {
    console.log(`${settings.databasePath} already has content; nothing was seeded.`);
  }
}

main()
  .catch((error: unknown) => {
    console.error("Seeding failed:", error);
    process.exitCode = 1;
  })
  .finally(closeDatabase);
