/**
 * Issue 13: the running server sweeps uploaded images that no record shows once they are a day
 * old (app/.server/media/sweep.ts, started by lifecycle.ts), and leaves every image a record
 * shows, however old. Issue 15: images uploaded through POST /api/upload/image/ included, with
 * every rendition each is stored as. The rules in detail: tests/integration/image-sweep.test.ts.
 */
import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";

import { IMAGE_KINDS, type ImageKind, parseRendition, renditionsFor } from "../../app/lib/images";
import { startServer, TEST_ADMIN } from "../support/server-process";
import { expect, test } from "./fixtures";

const IMAGE_KIND_NAMES = Object.keys(IMAGE_KINDS) as ImageKind[];

test.setTimeout(120_000);

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => fs.statSync(path.join(folder, name)).isFile())
    .sort();
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

/** The files of one stored image (every width, both formats), by its address. */
function filesOfUpload(uploads: string, url: string): string[] {
  const rendition = parseRendition(url)!;
  return fs
    .readdirSync(path.join(uploads, rendition.kind))
    .filter((file) => file.startsWith(`${rendition.name}-`))
    .map((file) => path.join(uploads, rendition.kind, file));
}

test("images uploaded through the API and never put into a record are removed after a day, every rendition; the ones records show stay", async ({
  playwright,
}) => {
  const first = await startServer();
  const uploads = path.join(first.dataDir, "uploads");
  const png = await sharp({ create: { width: 1300, height: 1000, channels: 3, background: "#6b3a1e" } })
    .png()
    .toBuffer();
  const used: string[] = [];
  const unused: string[] = [];
  try {
    const api = await playwright.request.newContext({ baseURL: first.url });
    const token = (await (await api.post("/api/login/", { data: { user_email: TEST_ADMIN.email, password: TEST_ADMIN.password } })).json()).token as string;
    const auth = { Authorization: `Bearer ${token}` };
    const upload = async (category: ImageKind) => {
      const response = await api.post("/api/upload/image/", {
        headers: auth,
        multipart: { file: { name: "inlay.png", mimeType: "image/png", buffer: png }, category },
      });
      expect(response.status(), await response.text()).toBe(201);
      const url = (await response.json()).url as string;
      // Each upload is stored as every rendition of its kind (the WebP widths and the phones' AVIF).
      expect(
        filesOfUpload(uploads, url)
          .map((file) => path.basename(file))
          .sort(),
        url,
      ).toEqual(
        renditionsFor(category)
          .map(({ width, format }) => `${parseRendition(url)!.name}-${width}w.${format}`)
          .sort(),
      );
      return url;
    };
    for (const kind of IMAGE_KIND_NAMES) unused.push(await upload(kind));
    const galleryImage = await upload("gallery");
    const productImage = await upload("products");
    used.push(galleryImage, productImage);

    // Two of them go into records through manage_data; the gallery item names a smaller width.
    const list = async (model: string) =>
      (await (await api.get(`/api/manage_data/${model}/?page_size=1`, { headers: auth })).json()).results[0] as { id: number };
    const gallery = await api.post("/api/manage_data/GalleryItem/", {
      headers: auth,
      data: { title: "Swept panel", image_url: galleryImage.replace(/-\d+w\.webp$/, "-400w.webp"), category: (await list("GalleryCategory")).id },
    });
    expect(gallery.status(), await gallery.text()).toBe(201);
    const product = await api.post("/api/manage_data/Product/", {
      headers: auth,
      data: { title: "Swept box", description: "Inlaid.", category: (await list("ProductCategory")).id, price: 900, image_url: productImage },
    });
    expect(product.status(), await product.text()).toBe(201);
    await api.dispose();
  } finally {
    await first.stop();
  }

  const unusedFiles = unused.flatMap((url) => filesOfUpload(uploads, url));
  const usedFiles = used.flatMap((url) => filesOfUpload(uploads, url));
  expect(unusedFiles.length).toBe(unused.reduce((sum, url) => sum + renditionsFor(parseRendition(url)!.kind).length, 0));
  const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
  for (const name of filesUnder(uploads)) fs.utimesSync(path.join(uploads, name), twoDaysAgo, twoDaysAgo);

  const second = await startServer({ dataDir: first.dataDir });
  try {
    await expect.poll(() => unusedFiles.filter((file) => fs.existsSync(file)), { timeout: 30_000 }).toEqual([]);
    await expect.poll(() => second.output(), { timeout: 10_000 }).toContain(`Removed ${unused.length} uploaded image(s) that no record uses.`);
    expect(usedFiles.filter((file) => !fs.existsSync(file))).toEqual([]);
  } finally {
    await second.stop();
  }
});
