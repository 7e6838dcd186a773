/**
 * Issue 13, section 7: when the server's storage fails, it says so and leaves the files whole.
 * Servers of their own, whose folders these tests break on purpose.
 *
 * The stand-in for a full or unwritable disk is a regular file where a folder should be: the
 * tests run as root here (`id -u` is 0), and root writes into a chmod 0555 folder regardless, so
 * chmod would prove nothing. Writing into a "folder" that is a file fails (ENOTDIR or EEXIST)
 * the way a full disk (ENOSPC) or a read-only mount (EROFS) does: at the file system, on the
 * server's side. tests/integration/storage-faults.test.ts covers a disk filling up half-way
 * through the widths of one image, and SQLITE_FULL.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";

import { uploadCopy } from "../../app/lib/copy/panel";
import { type ServerProcess, startServer, TEST_ADMIN } from "../support/server-process";
import { expect, newCheckedContext, test } from "./fixtures";

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The admin's browser session and API token. */
async function admin(server: ServerProcess) {
  const context = await newCheckedContext({ baseURL: server.url, extraHTTPHeaders: { Origin: server.url } });
  // The token first: an API login from a signed-in browser ends that browser's session.
  const { token } = (await (await context.post("/api/login/", { data: { user_email: TEST_ADMIN.email, password: TEST_ADMIN.password } })).json()) as {
    token: string;
  };
  expect((await context.post("/login", { form: { user_email: TEST_ADMIN.email, password: TEST_ADMIN.password }, maxRedirects: 0 })).status()).toBe(302);
  return { context, token };
}

async function health(server: ServerProcess) {
  const response = await fetch(`${server.url}/healthz`);
  // The three fields this contract is about (the backup and outbox fields: tests/api/backups.spec.ts).
  const { status, database, storage } = (await response.json()) as Record<string, string>;
  return { status: response.status, body: { status, database, storage } };
}

/** Replaces a folder by a regular file of the same name (see the top of this file). */
function breakFolder(folder: string) {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.writeFileSync(folder, "a file where the folder should be");
}

function restoreFolder(folder: string) {
  fs.rmSync(folder, { force: true });
  fs.mkdirSync(folder);
}

test("an upload the uploads folder cannot take is the server's error: 500 with its own message, logged with the cause, no file left; /healthz then says 503", async () => {
  const server = await startServer();
  const uploadsDir = path.join(server.dataDir, "uploads");
  try {
    const { context, token } = await admin(server);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#7a4a22" } })
      .png()
      .toBuffer();
    const form = (fields: Record<string, string>, field: string) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.append(key, value);
      body.append(field, new Blob([new Uint8Array(png)], { type: "image/png" }), "box.png");
      return body;
    };
    expect(await health(server)).toEqual({ status: 200, body: { status: "ok", database: "ok", storage: "writable" } });

    for (const kind of ["gallery", "products"]) breakFolder(path.join(uploadsDir, kind));
    const before = filesUnder(uploadsDir);

    // The JSON API.
    const api = await context.fetch("/api/upload/image/", {
      method: "POST",
      multipart: form({ category: "gallery" }, "file"),
      headers: { Authorization: `Bearer ${token}` },
      failOnStatusCode: false,
    });
    expect(api.status()).toBe(500);
    expect(await api.json()).toEqual({ status: false, code: "server_error", url: null, message: uploadCopy.storageFailed, errors: {}, codes: {} });

    // The panel's forms, as a browser without JavaScript posts them: the product form checks the
    // file itself, the gallery form through the gallery's domain function.
    const product = await context.fetch("/panel/products/new", {
      method: "POST",
      multipart: form({ title: "Storage test lamp", category: "1", price: "3200", description: "A lamp base.", is_available: "on" }, "image_file"),
      failOnStatusCode: false,
      maxRedirects: 0,
    });
    expect(product.status()).toBe(500);
    const gallery = await context.fetch("/panel/gallery/new", {
      method: "POST",
      multipart: form({ title: "Storage test panel", category: "1", description: "A panel.", is_available: "on" }, "image_file"),
      failOnStatusCode: false,
      maxRedirects: 0,
    });
    expect(gallery.status()).toBe(500);
    for (const page of [await product.text(), await gallery.text()]) {
      expect(page).toContain("The server could not save the image");
      expect(page).not.toContain(uploadCopy.damaged);
    }

    expect(filesUnder(uploadsDir), "no file, whole or partial, was left").toEqual(before);
    // Logged with the folder and the file system's reason.
    expect(server.output()).toMatch(/Could not write an image into \S+\/uploads\/gallery:[\s\S]*(ENOTDIR|EEXIST)/);
    expect(server.output()).toMatch(/Could not write an image into \S+\/uploads\/products:[\s\S]*(ENOTDIR|EEXIST)/);
    // A monitor sees it, although the probe of the uploads folder itself passes.
    expect(await health(server)).toEqual({ status: 503, body: { status: "unavailable", database: "ok", storage: "failing" } });
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

test("/healthz answers 503 while the data cannot be written, 200 again once it can", async () => {
  const server = await startServer();
  const uploadsDir = path.join(server.dataDir, "uploads");
  try {
    expect(await health(server)).toEqual({ status: 200, body: { status: "ok", database: "ok", storage: "writable" } });
    breakFolder(uploadsDir);
    expect(await health(server)).toEqual({ status: 503, body: { status: "unavailable", database: "ok", storage: "failing" } });
    expect(server.output()).toContain("Storage is not writable:");
    restoreFolder(uploadsDir);
    expect(await health(server)).toEqual({ status: 200, body: { status: "ok", database: "ok", storage: "writable" } });
    expect(server.output()).toContain("Storage is writable again.");
    // The probe leaves nothing behind.
    expect(fs.readdirSync(server.dataDir).filter((name) => name.startsWith(".write-probe"))).toEqual([]);
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

test("a database that cannot be opened at start: the server exits with the path and the reason", async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-unopenable-"));
  try {
    // A file stands where its folder should be, or above it.
    fs.writeFileSync(path.join(folder, "data"), "not a folder");
    const underAFile = path.join(folder, "data", "app.db");
    await expect(startServer({ dataDir: folder, env: { DATABASE_PATH: underAFile } })).rejects.toThrow(
      new RegExp(`server exited \\(1\\)[\\s\\S]*Cannot open the database ${underAFile}: ${path.join(folder, "data")} is a file, not a folder`),
    );
    const deeper = path.join(folder, "data", "site", "app.db");
    await expect(startServer({ dataDir: folder, env: { DATABASE_PATH: deeper } })).rejects.toThrow(
      new RegExp(
        `server exited \\(1\\)[\\s\\S]*Cannot open the database ${deeper}: its folder ${path.join(folder, "data", "site")} is missing and cannot be made \\(ENOTDIR`,
      ),
    );
    // The path is a folder.
    const aFolder = path.join(folder, "folder.db");
    fs.mkdirSync(aFolder);
    await expect(startServer({ dataDir: folder, env: { DATABASE_PATH: aFolder } })).rejects.toThrow(
      new RegExp(`server exited \\(1\\)[\\s\\S]*Cannot open the database ${aFolder}: the path is a folder, not a file`),
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
