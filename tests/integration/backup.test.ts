/**
 * Backups (app/.server/operations/backup.ts): one taken while another process keeps writing rows and image
 * files restores into an empty data folder with every row committed before it began and every
 * image its rows name; the retention keeps 7 daily and 4 weekly copies; a restore never lands on
 * an existing site.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";

import { config } from "~/.server/config";
import {
  backupIfDue,
  backupsToKeep,
  backupTime,
  lastBackupAgeSeconds,
  listBackups,
  pruneBackups,
  restoreBackup,
  takeBackup,
} from "~/.server/operations/backup";
import { renditionsFor } from "~/lib/images";

import { createCategory } from "../support/factories";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-backup-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const WRITER = path.resolve(import.meta.dirname, "../support/backup-writer-child.ts");

/** Resolves when the writer has announced `count` more commits than `after`; answers the highest. */
function commitsReach(child: ChildProcess, output: () => string, target: number): Promise<number> {
  const highest = () => Math.max(0, ...[...output().matchAll(/committed (\d+)/g)].map((match) => Number(match[1])));
  return new Promise((resolve, reject) => {
    const check = () => {
      if (highest() >= target) {
        child.stdout!.off("data", check);
        child.off("exit", exited);
        resolve(highest());
      }
    };
    const exited = () => reject(new Error(`the writer stopped before commit ${target}:\n${output()}`));
    child.stdout!.on("data", check);
    child.once("exit", exited);
    check();
  });
}

function filesOf(uploadsDir: string, imageUrl: string): string[] {
  const match = /^\/uploads\/gallery\/([a-z0-9]+)-\d+w\.webp$/.exec(imageUrl);
  if (!match) throw new Error(`not a stored gallery image: ${imageUrl}`);
  return renditionsFor("gallery").map(({ width, format }) => path.join(uploadsDir, "gallery", `${match[1]}-${width}w.${format}`));
}

describe("a backup taken under writes", () => {
  it("restores into an empty data folder with every committed row and every image its rows name", async () => {
    const category = createCategory.gallery({ name: "Backup test" }).id;
    const child = spawn(process.execPath, ["--import", "tsx", WRITER, String(category)], {
      env: { ...process.env, NODE_ENV: "test" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exit = new Promise((resolve) => child.once("exit", resolve));
    let backup: ReturnType<typeof takeBackup>;
    let committedBefore: number;
    try {
      committedBefore = await commitsReach(child, () => output, 6);
      backup = takeBackup({ backupDir: path.join(folder, "backups") });
      // The writer went on through the backup and after it.
      await commitsReach(child, () => output, committedBefore + 4);
    } finally {
      child.kill("SIGTERM");
      await exit;
    }

    expect(backup.integrity).toBe("ok");
    const target = { databasePath: path.join(folder, "restored", "app.db"), uploadsDir: path.join(folder, "restored", "uploads") };
    restoreBackup(backup.folder, target);

    const restored = new Database(target.databasePath, { readonly: true });
    const rows = restored.prepare("select title, image_url from gallery_items where category = ?").all(category) as { title: string; image_url: string }[];
    expect(String(restored.pragma("integrity_check", { simple: true }))).toBe("ok");
    restored.close();
    const titles = new Set(rows.map((row) => row.title));
    for (let n = 1; n <= committedBefore; n++) expect(titles, `Kept ${n} was committed before the backup began`).toContain(`Kept ${n}`);
    expect(rows.length).toBeGreaterThanOrEqual(committedBefore);
    for (const row of rows) {
      for (const file of filesOf(target.uploadsDir, row.image_url)) {
        expect(fs.existsSync(file), `${row.title}: ${path.basename(file)} is in the restored uploads`).toBe(true);
        expect(fs.statSync(file).size).toBeGreaterThan(0);
      }
    }
    // The live uploads were linked, not copied: the backup costs no second copy of the images.
    const liveFile = filesOf(config().uploadsDir, rows[0]!.image_url)[0]!;
    const backupFile = filesOf(path.join(backup.folder, "uploads"), rows[0]!.image_url)[0]!;
    expect(fs.statSync(backupFile).ino).toBe(fs.statSync(liveFile).ino);
  });

  it("refuses to restore over a database or into uploads that are not empty", () => {
    const backup = takeBackup({ backupDir: path.join(folder, "backups-refuse") });
    const occupied = path.join(folder, "occupied");
    fs.mkdirSync(path.join(occupied, "uploads"), { recursive: true });
    fs.writeFileSync(path.join(occupied, "app.db"), "");
    expect(() => restoreBackup(backup.folder, { databasePath: path.join(occupied, "app.db"), uploadsDir: path.join(occupied, "uploads") })).toThrow(/exists/);
    fs.rmSync(path.join(occupied, "app.db"));
    fs.writeFileSync(path.join(occupied, "uploads", "something.webp"), "x");
    expect(() => restoreBackup(backup.folder, { databasePath: path.join(occupied, "app.db"), uploadsDir: path.join(occupied, "uploads") })).toThrow(
      /not empty/,
    );
    expect(fs.existsSync(path.join(occupied, "app.db"))).toBe(false);
  });

  it("refuses a database that does not exist", () => {
    expect(() => takeBackup({ databasePath: path.join(folder, "missing.db"), backupDir: path.join(folder, "backups-missing") })).toThrow();
  });
});

describe("the daily backup and its retention", () => {
  const name = (iso: string) => `backup-${iso.replace(/[:.]/g, "-")}`;

  it("keeps the newest of each of the last 7 days and of each of the last 4 weeks", () => {
    // Two backups a day (06:00 and 18:00) for 60 days up to Sunday 2026-11-22.
    const names: string[] = [];
    for (let day = 0; day < 60; day++) {
      for (const hour of ["06", "18"]) names.push(name(new Date(Date.UTC(2026, 10, 22 - day, Number(hour))).toISOString()));
    }
    const kept = [...backupsToKeep(names)].map((kept) => backupTime(kept)!.toISOString()).sort();
    expect(kept).toEqual([
      // The newest of the weeks that began on 2026-10-26, 11-02 and 11-09 (their Sundays)...
      "2026-11-01T18:00:00.000Z",
      "2026-11-08T18:00:00.000Z",
      "2026-11-15T18:00:00.000Z",
      // ...and of each of the last 7 days, the last of which is also the newest of its week.
      "2026-11-16T18:00:00.000Z",
      "2026-11-17T18:00:00.000Z",
      "2026-11-18T18:00:00.000Z",
      "2026-11-19T18:00:00.000Z",
      "2026-11-20T18:00:00.000Z",
      "2026-11-21T18:00:00.000Z",
      "2026-11-22T18:00:00.000Z",
    ]);
  });

  it("takes a backup only when the newest is a day old, prunes past the retention, and reports its age", () => {
    const backupDir = path.join(folder, "daily");
    expect(lastBackupAgeSeconds(backupDir)).toBeNull();
    const start = new Date("2026-11-01T03:00:00Z");
    // Thirty days, checked every 6 hours as the server does hourly: one backup a day.
    for (let hours = 0; hours < 30 * 24; hours += 6) backupIfDue(backupDir, new Date(start.getTime() + hours * 3_600_000));
    const backups = listBackups(backupDir);
    expect(backups.length).toBeLessThanOrEqual(7 + 4);
    expect(backups.length).toBeGreaterThanOrEqual(7);
    expect(backups[0]!.takenAt.toISOString()).toBe("2026-11-30T03:00:00.000Z");
    const now = new Date("2026-11-30T05:00:00Z");
    expect(lastBackupAgeSeconds(backupDir, now)).toBe(2 * 3600);
    expect(backupIfDue(backupDir, now)).toBeNull();
    // Each kept backup is complete: a database and an uploads folder.
    for (const backup of backups) {
      expect(fs.existsSync(path.join(backup.folder, "app.db"))).toBe(true);
      expect(fs.existsSync(path.join(backup.folder, "uploads"))).toBe(true);
    }
    expect(pruneBackups(backupDir, now)).toEqual([]);
  });
});
