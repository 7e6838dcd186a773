/**
 * Writes images into the uploads folder: decoded and re-encoded by sharp (so nothing is ever
 * served as it was sent), cropped to the kind's size, in WebP, at every responsive width.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_KINDS, parseStoredImage, storedImageUrl, widthsFor, type ImageKind } from "~/lib/images";
import { config } from "../config";

/** Refuse decompression bombs: nothing above this many pixels is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;

function kindFolder(uploadsDir: string, kind: ImageKind) {
  return path.join(uploadsDir, kind);
}

/** Stores `input` as a new image of `kind` and answers its full-size URL. */
export async function storeImage(
  input: Buffer,
  kind: ImageKind,
  uploadsDir: string = config().uploadsDir,
): Promise<string> {
  const { width, height } = IMAGE_KINDS[kind];
  const name = randomBytes(12).toString("hex");
  const folder = kindFolder(uploadsDir, kind);
  await fs.mkdir(folder, { recursive: true });

  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize(width, height, { fit: "cover", position: "attention" });
  const written: string[] = [];
  try {
    for (const candidate of widthsFor(kind)) {
      const file = path.join(folder, `${name}-${candidate}w.webp`);
      await base
        .clone()
        .resize(candidate, Math.round((candidate * height) / width))
        .webp({ quality: 78, effort: 4 })
        .toFile(file);
      written.push(file);
    }
  } catch (error) {
    await Promise.all(written.map((file) => fs.rm(file, { force: true })));
    throw error;
  }
  return storedImageUrl(kind, name, width);
}

/** Removes every width of a stored image; URLs that are not ours are left alone. */
export async function removeStoredImage(url: string, uploadsDir: string = config().uploadsDir) {
  const stored = parseStoredImage(url);
  if (!stored) return;
  await Promise.all(
    widthsFor(stored.kind).map((width) =>
      fs.rm(path.join(kindFolder(uploadsDir, stored.kind), `${stored.name}-${width}w.webp`), { force: true }),
    ),
  );
}
