/**
 * Issue 13, section 7: storage faults are told as what they are and leave the files whole.
 * - an image write cut short (ENOSPC half-way) leaves no partial file and is an ImageStorageError,
 *   while a damaged image is still the sender's fault;
 * - storageIsWritable (/healthz) answers false after a real write failed on storage (SQLITE_FULL,
 *   made here with max_page_count) or when a folder cannot take a file, and true a minute later;
 * - a database that cannot be opened names its path and the reason;
 * - closeDatabase folds the WAL into the file: a copy of app.db alone holds every commit.
 */
import fs from "node:fs";
import fsPromises from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";

import { config, loadConfig } from "~/.server/config";
import { closeDatabase, db, openDatabase } from "~/.server/db";
import { ImageStorageError, storeImage } from "~/.server/media/store";
import { storageIsWritable } from "~/.server/operations/storage-health";
import { uploadCopy } from "~/lib/copy/panel";

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-storage-"));

function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((entry) => entry.isFile()).map((entry) => entry.name);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("storing an image", () => {
  const picture = () =>
    sharp({ create: { width: 900, height: 700, channels: 3, background: "#7a4a22" } })
      .png()
      .toBuffer();

  it("a disk that fills up half-way leaves no file, not even the partial one, and says it is the server's storage", async () => {
    const uploads = scratch();
    const writeFile = fsPromises.writeFile;
    let calls = 0;
    vi.spyOn(fsPromises, "writeFile").mockImplementation(async (file, data) => {
      if (++calls < 2) return writeFile(file, data);
      // What a full disk does: some bytes land, then ENOSPC.
      await writeFile(file, (data as Buffer).subarray(0, 10));
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = await storeImage(await picture(), "gallery", uploads).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageStorageError);
    expect((failure as Error).message).toBe(uploadCopy.storageFailed);
    expect(((failure as Error).cause as NodeJS.ErrnoException).code).toBe("ENOSPC");
    expect(calls).toBe(2);
    expect(filesUnder(uploads)).toEqual([]);
    // Logged with its cause.
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(path.join(uploads, "gallery")), failure && (failure as Error).cause);
  });

  it("a folder that cannot be made (a file in its place) is the server's storage too", async () => {
    const uploads = scratch();
    fs.writeFileSync(path.join(uploads, "products"), "not a folder");
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(storeImage(await picture(), "products", uploads)).rejects.toBeInstanceOf(ImageStorageError);
  });

  it("a damaged image is not a storage failure, and writes nothing", async () => {
    const uploads = scratch();
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#6a3a1a", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
      .png()
      .toBuffer();
    const failure = await storeImage(png.subarray(0, png.length / 2), "blog", uploads).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ImageStorageError);
    expect(filesUnder(uploads)).toEqual([]);
  });
});

describe("storageIsWritable", () => {
  it("is true on healthy storage and false when the uploads folder cannot take a file", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    // Past the minute in which the image tests' failures count.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 120_000);
    expect(await storageIsWritable()).toBe(true);
    const { uploadsDir } = config();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
    fs.writeFileSync(uploadsDir, "a file where the folder should be");
    try {
      expect(await storageIsWritable()).toBe(false);
    } finally {
      fs.rmSync(uploadsDir);
    }
    expect(await storageIsWritable()).toBe(true);
    // No probe file is left behind.
    expect(fs.readdirSync(path.dirname(config().databasePath)).filter((name) => name.startsWith(".write-probe"))).toEqual([]);
  });

  it("is false for a minute after a write failed with SQLITE_FULL, then true again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ["Date"] });
    const client = db().$client;
    client.exec("create table if not exists filler (bytes blob)");
    const pages = client.pragma("page_count", { simple: true }) as number;
    // A database that may not grow is a full disk as SQLite sees it.
    client.pragma(`max_page_count = ${pages + 1}`);
    try {
      expect(() => client.prepare("insert into filler values (randomblob(200000))").run()).toThrow(expect.objectContaining({ code: "SQLITE_FULL" }));
    } finally {
      client.pragma("max_page_count = 4294967294");
    }
    expect(await storageIsWritable()).toBe(false);
    vi.advanceTimersByTime(59_000);
    expect(await storageIsWritable()).toBe(false);
    vi.advanceTimersByTime(2_000);
    expect(await storageIsWritable()).toBe(true);
  });
});

describe("opening the database", () => {
  it("names the path and the reason when the folder cannot be made", () => {
    const folder = scratch();
    fs.writeFileSync(path.join(folder, "data"), "a file where the folder should be");
    const file = path.join(folder, "data", "app.db");
    expect(() => openDatabase(file)).toThrow(`Cannot open the database ${file}: ${path.join(folder, "data")} is a file, not a folder`);
    const deeper = path.join(folder, "data", "site", "app.db");
    expect(() => openDatabase(deeper)).toThrow(
      `Cannot open the database ${deeper}: its folder ${path.join(folder, "data", "site")} is missing and cannot be made (ENOTDIR`,
    );
  });

  it("the session secret kept beside it names its path too (it is made first)", () => {
    const folder = scratch();
    fs.writeFileSync(path.join(folder, "data"), "a file where the folder should be");
    expect(() => loadConfig({ DATABASE_PATH: path.join(folder, "data", "app.db") })).toThrow(
      `Cannot keep the session secret at ${path.join(folder, "data", "session-secret")}, beside the database (EEXIST`,
    );
  });

  it("names the path and the reason when the path is a folder", () => {
    const folder = scratch();
    fs.mkdirSync(path.join(folder, "app.db"));
    const file = path.join(folder, "app.db");
    expect(() => openDatabase(file)).toThrow(`Cannot open the database ${file}: the path is a folder, not a file`);
  });
});

describe("closing the database", () => {
  it("leaves every commit in app.db itself: a copy without the -wal file holds them all", () => {
    const { databasePath } = config();
    const client = db().$client;
    client.exec("create table if not exists closing (n integer)");
    const insert = client.prepare("insert into closing values (?)");
    for (let n = 0; n < 200; n++) insert.run(n);
    // Another connection open at the stop (the page memo's), as in the server.
    const watcher = new Database(databasePath, { readonly: true });
    watcher.pragma("data_version");
    try {
      closeDatabase();
    } finally {
      watcher.close();
    }
    const copy = path.join(scratch(), "copy.db");
    fs.copyFileSync(databasePath, copy);
    const alone = new Database(copy, { readonly: true });
    try {
      expect(alone.prepare("select count(*) from closing").pluck().get()).toBe(200);
    } finally {
      alone.close();
    }
  });
});
