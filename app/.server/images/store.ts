/**
 * Writes images into the uploads folder: decoded and re-encoded by sharp (so nothing is ever
 * served as it was sent), cropped to the kind's size, in WebP, at every responsive width.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_KINDS, parseStoredImage, storedImageUrl, widthsFor, type ImageKind } from "~/lib/images";
import { uploadCopy } from "~/lib/copy/panel";
import { config } from "../config";
import { noteStorageFailure } from "../storage-health";

/** Refuse decompression bombs: nothing above this many pixels is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;

function kindFolder(uploadsDir: string, kind: ImageKind) {
  return path.join(uploadsDir, kind);
}

/**
 * The uploads folder could not take the image (disk full, folder not writable or gone): the
 * server's fault, not the sender's. Its message is for the admin; `cause` is the file error.
 */
export class ImageStorageError extends Error {
  constructor(cause: unknown) {
    super(uploadCopy.storageFailed, { cause });
    this.name = "ImageStorageError";
  }
}

/**
 * Stores `input` as a new image of `kind` and answers its full-size URL. Throws sharp's error
 * when the image cannot be decoded, ImageStorageError when it cannot be written; either way no
 * file of it is left.
 */
export async function storeImage(
  input: Buffer,
  kind: ImageKind,
  uploadsDir: string = config().uploadsDir,
): Promise<string> {
  const { width, height } = IMAGE_KINDS[kind];
  const name = randomBytes(12).toString("hex");
  const folder = kindFolder(uploadsDir, kind);

  // Every width is encoded in memory before anything is written, so a decoding failure (a damaged
  // file) is told apart from a writing failure (the server's storage).
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize(width, height, { fit: "cover", position: "attention" });
  const renditions: { file: string; bytes: Buffer }[] = [];
  for (const candidate of widthsFor(kind)) {
    const bytes = await base
      .clone()
      .resize(candidate, Math.round((candidate * height) / width))
      .webp({ quality: 78, effort: 4 })
      .toBuffer();
    renditions.push({ file: path.join(folder, `${name}-${candidate}w.webp`), bytes });
  }

  const started: string[] = [];
  try {
    await fs.mkdir(folder, { recursive: true });
    for (const { file, bytes } of renditions) {
      // Counted before writing: a write cut short by a full disk leaves a partial file to remove.
      started.push(file);
      await fs.writeFile(file, bytes);
    }
  } catch (error) {
    await Promise.allSettled(started.map((file) => fs.rm(file, { force: true })));
    console.error(`Could not write an image into ${folder}:`, error);
    noteStorageFailure(error);
    throw new ImageStorageError(error);
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
