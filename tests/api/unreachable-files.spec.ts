/**
 * Issue 7, item 7: what is on the server's disk but not for the web. The configuration (.env),
 * the database and its WAL, the session secret, the source, the server build and the repository
 * are not reachable over HTTP, also not by path traversal in any spelling; of the uploads folder
 * only the WebP renditions the server made are served, never the uploaded original or any other
 * file that lands there.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import sharp from "sharp";

import { e2eDataDir } from "../e2e/support/environment";
import { expect, test } from "./fixtures";
import { adminToken, bearer } from "./support";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";

/** A GET with the path sent exactly as written (no URL normalisation of `..` or `%2e`). */
function rawGet(baseURL: string, rawPath: string): Promise<{ status: number; body: Buffer; type: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method: "GET" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), type: String(response.headers["content-type"] ?? "") }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

/** What the answer must not hold: the bytes of a secret file, whatever its status. */
const SIGNATURES = [
  "SQLite format 3", // the database file's header
  "e2e-session-secret-with-enough-length", // SESSION_SECRET of the test server
  "e2e-admin-password-42", // ADMIN_PASSWORD of the test server
  '"name": "sadeli-website"', // package.json
  "createRequestHandler", // server.ts, server/app.ts, the server build
  '"name": "better-sqlite3"', // a package of node_modules
  "DATABASE_PATH",
  "[core]", // .git/config
  "ref: refs/heads", // .git/HEAD
];

const PATHS = [
  "/.env",
  "/.env.production",
  "/data/app.db",
  "/app.db",
  "/app.db-wal",
  "/app.db-shm",
  "/data/app.db-wal",
  "/session-secret",
  "/data/session-secret",
  "/uploads/app.db",
  "/uploads/../app.db",
  "/uploads/../session-secret",
  "/uploads/%2e%2e/app.db",
  "/uploads/%2E%2E/app.db",
  "/uploads/..%2fapp.db",
  "/uploads/..%2Fsession-secret",
  "/uploads/%2e%2e%2fapp.db",
  "/uploads/..%5capp.db",
  "/uploads/gallery/..%2f..%2fapp.db",
  "/uploads/..%2f..%2f..%2fpackage.json",
  "/%2e%2e/package.json",
  "/%2e%2e/%2e%2e/package.json",
  "/..%2f..%2fpackage.json",
  "/../package.json",
  "/assets/../../package.json",
  "/assets/..%2f..%2f..%2fpackage.json",
  "/assets/%2e%2e/%2e%2e/server/index.js",
  "/package.json",
  "/package-lock.json",
  "/tsconfig.json",
  "/server.ts",
  "/server/app.ts",
  "/app/root.tsx",
  "/app/.server/config.ts",
  "/drizzle/schema.ts",
  "/build/server/index.js",
  `/${BUILD_DIR}/server/index.js`,
  "/server/index.js",
  "/client/../server/index.js",
  "/.git/config",
  "/.git/HEAD",
  "/node_modules/better-sqlite3/package.json",
  "/.react-router/types/app/+types/root.ts",
  "/.vite/manifest.json",
  "/.e2e/",
];

test("configuration, database, secret, source and server build are not served, in any spelling", async ({ baseURL }) => {
  if (!baseURL) throw new Error("baseURL is set by playwright.config.ts");
  const problems: string[] = [];
  for (const rawPath of PATHS) {
    const { status, body, type } = await rawGet(baseURL, rawPath);
    const text = body.toString("latin1");
    if (![400, 403, 404].includes(status)) problems.push(`${rawPath}: ${status} ${type}`);
    // The 404 page names the address asked for; a signature that is part of it proves nothing.
    const asked = decodeURIComponent(rawPath.replace(/%(?![0-9a-f]{2})/gi, "%25"));
    for (const signature of SIGNATURES) if (text.includes(signature) && !asked.includes(signature)) problems.push(`${rawPath}: the answer holds ${signature}`);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("the client build holds no server code and no source maps that would show it", async ({ baseURL }) => {
  if (!baseURL) throw new Error("baseURL is set by playwright.config.ts");
  const client = path.resolve(BUILD_DIR, "client");
  const files = fs.readdirSync(client, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  expect(files.length).toBeGreaterThan(0);
  expect(
    files.filter((entry) => entry.name.endsWith(".map")).map((entry) => entry.name),
    "source maps in the public folder",
  ).toEqual([]);
  for (const entry of files.filter((file) => file.name.endsWith(".js"))) {
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    expect(text, entry.name).not.toMatch(/sourceMappingURL=/);
  }
  // The server build is beside the client build, but nothing maps a URL to it.
  const server = fs
    .readdirSync(path.resolve(BUILD_DIR, "server"), { recursive: true })
    .map(String)
    .filter((name) => name.endsWith(".js"));
  for (const name of server) {
    const { status } = await rawGet(baseURL, `/${name.replace(/\\/g, "/")}`);
    expect(status, name).toBe(404);
    expect((await rawGet(baseURL, `/assets/${path.basename(name)}`)).status, `/assets/${path.basename(name)}`).toBe(404);
  }
});

test("of the uploads folder only the server-made renditions (WebP, phones' AVIF) are served, never the original", async ({ request, baseURL }) => {
  if (!baseURL) throw new Error("baseURL is set by playwright.config.ts");
  const token = adminToken();
  // A PNG with a marker in its metadata: the original's bytes must be found nowhere.
  const marker = `original-upload-marker-${Date.now()}`;
  const original = await sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 120, g: 60, b: 30 } } })
    .png()
    .withMetadata({ exif: { IFD0: { ImageDescription: marker } } })
    .toBuffer();
  expect(original.toString("latin1")).toContain(marker);
  const upload = await request.post("/api/upload/image/", {
    headers: bearer(token),
    multipart: { category: "gallery", file: { name: "workshop-photo.png", mimeType: "image/png", buffer: original } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const stored = /^\/uploads\/gallery\/([a-z0-9]+)-800w\.webp$/.exec(url);
  expect(stored, url).not.toBeNull();
  const name = stored![1]!;

  // Served: the rendition, which is WebP, re-encoded (the marker is gone).
  const rendition = await rawGet(baseURL, url);
  expect(rendition.status).toBe(200);
  expect(rendition.type).toBe("image/webp");
  expect(rendition.body.subarray(8, 12).toString("latin1")).toBe("WEBP");
  expect(rendition.body.toString("latin1")).not.toContain(marker);

  // On disk: the renditions only, no copy of the original under any name.
  const uploads = path.join(e2eDataDir(), "uploads");
  const mine = fs
    .readdirSync(uploads, { recursive: true })
    .map(String)
    .filter((file) => file.includes(name));
  expect(mine.sort()).toEqual(
    ["gallery/" + name + "-400w.webp", "gallery/" + name + "-600w.avif", "gallery/" + name + "-800w.webp"].map((file) => file.split("/").join(path.sep)),
  );
  for (const file of fs.readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())) {
    expect(file.name, "every stored upload is a rendition").toMatch(/^[a-z0-9-]+-\d+w\.(webp|avif)$/);
    expect(fs.readFileSync(path.join(file.parentPath, file.name)).toString("latin1")).not.toContain(marker);
  }

  // Not served: the uploaded name, other extensions of the stored name, and any other file put
  // into the folder (a backup, a hidden file, a stray original).
  const stray = [
    path.join(uploads, "gallery", `${name}.png`),
    path.join(uploads, "gallery", "workshop-photo.png"),
    path.join(uploads, "gallery", ".hidden-800w.webp"),
    path.join(uploads, "notes.txt"),
    path.join(uploads, "gallery", `${name}-800w.webp.bak`),
  ];
  for (const file of stray) fs.writeFileSync(file, original);
  try {
    for (const candidate of [
      `/uploads/gallery/${name}.png`,
      "/uploads/gallery/workshop-photo.png",
      "/uploads/gallery/.hidden-800w.webp",
      "/uploads/notes.txt",
      `/uploads/gallery/${name}-800w.webp.bak`,
      `/uploads/gallery/${name}-800w.png`,
      `/uploads/gallery/${name}-800w.jpg`,
      `/uploads/gallery/${name}`,
      "/uploads/gallery/",
      "/uploads/",
      `/uploads/gallery/${name}-800w.WEBP`,
    ]) {
      const answer = await rawGet(baseURL, candidate);
      expect(answer.status, candidate).toBe(404);
      expect(answer.body.toString("latin1"), candidate).not.toContain(marker);
    }
  } finally {
    for (const file of stray) fs.rmSync(file, { force: true });
  }
});
