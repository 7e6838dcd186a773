/**
 * Issue 13: uploaded images that no record shows are swept once they are a day old, whichever
 * door stored them (POST /api/upload/image/ or a panel form whose save then failed), and an
 * image a record shows, at any width, by path or by full address, is never removed.
 */
import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import type { User } from "~/.server/accounts/users";
import { deleteProduct } from "~/.server/catalogue/product-admin";
import { config } from "~/.server/config";
import { imageInUse, storeChosenImage } from "~/.server/media/content-images";
import { startImageSweeps, stopImageSweeps, sweepUnusedImages, sweepUploads, UNUSED_IMAGE_AGE_MS } from "~/.server/media/sweep";
import { acceptUploadedImage } from "~/.server/media/upload";
import { IMAGE_KINDS, type ImageKind, parseStoredImage, PHONE_WIDTHS, renditionsFor, storedImageUrl, widthsFor } from "~/lib/images";

import { createCategory, createGalleryItem, createPortfolioItem, createProduct, createUser } from "../support/factories";

let admin: User;
const categories = { product: 0, gallery: 0, portfolio: 0 };

async function picture(): Promise<File> {
  const bytes = await sharp({ create: { width: 60, height: 45, channels: 3, background: "#7a3b1c" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], "inlay.png", { type: "image/png" });
}

/** An image stored the way POST /api/upload/image/ stores it. */
async function apiUpload(kind: ImageKind): Promise<string> {
  const result = await acceptUploadedImage(await picture(), kind);
  if (!result.ok) throw new Error(result.message);
  return result.url;
}

/** An image a panel form stored before its save failed (nothing refers to it). */
async function panelUpload(kind: ImageKind): Promise<string> {
  const result = await storeChosenImage(await picture(), kind);
  if (!result.ok || !result.url) throw new Error("not stored");
  return result.url;
}

/** Every rendition of an image: each WebP width and the phones' AVIF copy. */
function filesOf(url: string): string[] {
  const stored = parseStoredImage(url)!;
  return renditionsFor(stored.kind).map(({ width, format }) => path.join(config().uploadsDir, stored.kind, `${stored.name}-${width}w.${format}`));
}
const exists = (url: string) => filesOf(url).every((file) => fs.existsSync(file));
const gone = (url: string) => filesOf(url).every((file) => !fs.existsSync(file));

/** Makes every file of an image look `hours` old. */
function ageFiles(files: string[], hours: number) {
  const when = new Date(Date.now() - hours * 3_600_000);
  for (const file of files) fs.utimesSync(file, when, when);
}
const age = (url: string, hours: number) => ageFiles(filesOf(url), hours);

const smaller = (url: string) => {
  const stored = parseStoredImage(url)!;
  return storedImageUrl(stored.kind, stored.name, widthsFor(stored.kind)[0]!);
};

beforeAll(() => {
  admin = createUser({ user_type: 1, user_email: "sweeper-admin@example.in" });
  categories.product = createCategory.product({ name: "Boxes" }).id;
  categories.gallery = createCategory.gallery({ name: "Frames" }).id;
  categories.portfolio = createCategory.portfolio({ name: "Commissions" }).id;
});

describe("the sweep of unused uploads", () => {
  it("removes day-old images no record shows, from the API and from failed panel forms, and keeps the rest", async () => {
    const orphanFromApi = await apiUpload("gallery");
    const orphanFromPanel = await panelUpload("portfolio");
    const freshOrphan = await apiUpload("blog");
    const product = await apiUpload("products");
    const galleryBySmallerWidth = await apiUpload("gallery");
    const portfolioByFullAddress = await apiUpload("portfolio");
    for (const url of [orphanFromApi, orphanFromPanel, product, galleryBySmallerWidth, portfolioByFullAddress]) age(url, 25);
    age(freshOrphan, 23);

    createProduct({ title: "Jewellery box", description: "Inlaid", category: categories.product, price: 2400, image_url: product });
    createGalleryItem({ title: "Mirror frame", image_url: smaller(galleryBySmallerWidth), category: categories.gallery });
    createPortfolioItem({
      title: "Hotel lobby panels",
      description: "Forty panels",
      image_url: `https://sadeli.example.in${portfolioByFullAddress}`,
      category: categories.portfolio,
    });
    // A file whose name is not ours is never touched, however old.
    const stranger = path.join(config().uploadsDir, "gallery", "notes.txt");
    fs.writeFileSync(stranger, "kept by the operator");
    ageFiles([stranger], 24 * 30);

    expect(await sweepUnusedImages()).toBe(2);
    expect(gone(orphanFromApi)).toBe(true);
    expect(gone(orphanFromPanel)).toBe(true);
    for (const url of [freshOrphan, product, galleryBySmallerWidth, portfolioByFullAddress]) expect(exists(url), url).toBe(true);
    expect(fs.existsSync(stranger)).toBe(true);

    // A day later the fresh one goes too; a second sweep finds nothing else.
    expect(await sweepUnusedImages({ now: new Date(Date.now() + UNUSED_IMAGE_AGE_MS) })).toBe(1);
    expect(gone(freshOrphan)).toBe(true);
    expect(await sweepUnusedImages({ now: new Date(Date.now() + UNUSED_IMAGE_AGE_MS) })).toBe(0);
  });

  it("runs at start and then periodically, and stops cleanly", async () => {
    const orphan = await apiUpload("products");
    age(orphan, 48);
    startImageSweeps(50);
    await expect.poll(() => gone(orphan), { timeout: 5_000 }).toBe(true);
    const later = await apiUpload("products");
    age(later, 48);
    await expect.poll(() => gone(later), { timeout: 5_000 }).toBe(true);
    await stopImageSweeps();
  });
});

describe("renditions an image lacks", () => {
  it("are made by the sweep for an image stored before they existed, from its full size, whole", async () => {
    const gallery = await panelUpload("gallery");
    const product = await apiUpload("products");
    // Stored before the phones' AVIF copies existed: only the WebP widths are on disk.
    const avif = (url: string) => filesOf(url).filter((file) => file.endsWith(".avif"));
    for (const file of [...avif(gallery), ...avif(product)]) fs.rmSync(file);
    expect(avif(gallery).some((file) => fs.existsSync(file))).toBe(false);

    const result = await sweepUploads();
    expect(result.completed).toBeGreaterThanOrEqual(2);
    for (const [url, kind] of [
      [gallery, "gallery"],
      [product, "products"],
    ] as const) {
      expect(exists(url), url).toBe(true);
      const metadata = await sharp(avif(url)[0]!).metadata();
      expect(metadata).toMatchObject({
        format: "heif",
        width: PHONE_WIDTHS[0],
        height: Math.round((PHONE_WIDTHS[0] * IMAGE_KINDS[kind].height) / IMAGE_KINDS[kind].width),
      });
    }
    // No partial file is left beside them, and a second pass has nothing to make.
    expect(fs.readdirSync(path.join(config().uploadsDir, "gallery")).filter((file) => file.includes(".part"))).toEqual([]);
    expect((await sweepUploads()).completed).toBe(0);
  });
});

describe("one answer to 'is this image still used'", () => {
  it("sees a record that shows the image at another width or by full address, for every screen", async () => {
    const shared = await apiUpload("products");
    const product = createProduct({ title: "Pen stand", description: "Inlaid", category: categories.product, price: 900, image_url: shared });
    createPortfolioItem({
      title: "Office gifts",
      description: "Pen stands",
      image_url: `https://sadeli.example.in${smaller(shared)}`,
      category: categories.portfolio,
    });
    // Deleting the product leaves the file: the portfolio project still shows it.
    expect(await deleteProduct(admin, product.id)).toEqual({ ok: true });
    expect(imageInUse(shared)).toBe(true);
    expect(exists(shared)).toBe(true);
    expect(imageInUse("https://elsewhere.example/picture.jpg")).toBe(true);
  });
});
