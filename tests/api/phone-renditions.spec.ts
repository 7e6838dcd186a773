/**
 * Issue 14, section 7: every stored image has a phones' AVIF copy, served like its WebP widths;
 * for an image stored before such copies existed (the file is not on disk yet) the AVIF's address
 * answers with a redirect to a WebP of the same image, never a 404 (a <picture> does not fall back
 * to its <img> when the chosen <source> fails).
 */
import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";

import { e2eDataDir } from "../e2e/support/environment";
import { expect, test } from "./fixtures";
import { adminToken, bearer } from "./support";

test("a stored image's phone copy is an AVIF 600 px wide; when it is missing its address leads to a WebP", async ({ request }) => {
  const token = adminToken();
  const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 120, g: 60, b: 30 } } })
    .png()
    .toBuffer();
  const upload = await request.post("/api/upload/image/", {
    headers: bearer(token),
    multipart: { category: "gallery", file: { name: "inlay.png", mimeType: "image/png", buffer: png } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const name = /^\/uploads\/gallery\/([a-f0-9]+)-800w\.webp$/.exec(url)![1]!;
  const avif = `/uploads/gallery/${name}-600w.avif`;

  const served = await request.get(avif, { maxRedirects: 0 });
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/avif");
  expect(served.headers()["cache-control"]).toContain("immutable");
  expect(await sharp(await served.body()).metadata()).toMatchObject({ format: "heif", width: 600, height: 450 });

  // As if stored before the AVIF copies were made.
  fs.rmSync(path.join(e2eDataDir(), "uploads", "gallery", `${name}-600w.avif`));
  const missing = await request.get(avif, { maxRedirects: 0 });
  expect(missing.status()).toBe(307);
  expect(missing.headers()["location"]).toBe(`/uploads/gallery/${name}-800w.webp`);
  expect(missing.headers()["cache-control"]).toBe("no-store");
  const followed = await request.get(avif);
  expect(followed.status()).toBe(200);
  expect(followed.headers()["content-type"]).toBe("image/webp");

  // Other spellings are still not ours.
  for (const other of [`/uploads/gallery/${name}-600w.AVIF`, `/uploads/gallery/${name}-600w.avif.bak`, `/uploads/other/${name}-600w.avif`]) {
    expect((await request.get(other, { maxRedirects: 0 })).status(), other).toBe(404);
  }
});
