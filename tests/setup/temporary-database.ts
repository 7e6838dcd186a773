/**
 * Each Vitest file runs against its own real SQLite file and uploads folder, made before any
 * application module reads its configuration.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll } from "vitest";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-test-"));
process.env.DATABASE_PATH = path.join(folder, "app.db");
process.env.UPLOADS_DIR = path.join(folder, "uploads");
process.env.SESSION_SECRET = "test-secret-that-is-long-enough-for-the-checks-0123456789";
process.env.LOG_REQUESTS = "false";

afterAll(async () => {
  const { closeDatabase } = await import("~/.server/db");
  closeDatabase();
  const { closeRateLimitStore } = await import("~/.server/security/rate-limit-store");
  closeRateLimitStore();
  fs.rmSync(folder, { recursive: true, force: true });
});
