/**
 * Issue 13: the running server sweeps uploaded images that no record shows once they are a day
 * old (app/.server/images/sweep.ts, started by lifecycle.ts), and leaves every image a record
 * shows, however old. The rules in detail: tests/integration/image-sweep.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer } from "../support/server-process";

test.setTimeout(120_000);

function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((name) => fs.statSync(path.join(folder, name)).isFile()).sort();
}

test("at start the server removes a day-old upload that no record uses and keeps the demo content's images", async () => {
  const seeded = await startServer();
  await seeded.stop();
  const uploads = path.join(seeded.dataDir, "uploads");
  const shown = filesUnder(uploads);
  expect(shown.length).toBeGreaterThan(10);

  // An upload whose URL was never put into a record, and every file two days old.
  const orphan = ["400", "800"].map((width) => path.join(uploads, "gallery", `0123456789abcdef01234567-${width}w.webp`));
  for (const file of orphan) fs.writeFileSync(file, "RIFF....WEBP");
  const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
  for (const name of filesUnder(uploads)) fs.utimesSync(path.join(uploads, name), twoDaysAgo, twoDaysAgo);

  const server = await startServer({ dataDir: seeded.dataDir });
  try {
    await expect.poll(() => orphan.some((file) => fs.existsSync(file)), { timeout: 30_000 }).toBe(false);
    // The log line may reach this process a moment after the files are gone.
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain("Removed 1 uploaded image(s) that no record uses.");
    expect(filesUnder(uploads)).toEqual(shown);
  } finally {
    await server.stop();
  }
});
