/**
 * Writes images into the uploads folder: decoded and re-encoded by sharp (so nothing is ever
 * served as it was sent), cropped to the kind's size, in WebP at every responsive width and in
 * AVIF at the phones' widths (app/lib/images.ts names them).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import { config } from "~/.server/config";
import { noteStorageFailure } from "~/.server/operations/storage-health";
import { uploadCopy } from "~/lib/copy/panel";
import { IMAGE_KINDS, type ImageFormat, type ImageKind, parseStoredImage, renditionsFor, storedImageUrl } from "~/lib/images";

/** Refuse decompression bombs: nothing above this many pixels is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;

function kindFolder(uploadsDir: string, kind: ImageKind) {
  return path.join(uploadsDir, kind);
}

function renditionFile(uploadsDir: string, kind: ImageKind, name: string, width: number, format: ImageFormat) {
  return path.join(kindFolder(uploadsDir, kind), `${name}-${width}w.${format}`);
}

/**
 * One rendition of `image` (already cropped to its kind's size). The phones' AVIF copy is a
 * small thumbnail: a lower quality hardly shows at that size, and effort 1 is as small as effort 2
 * for these pictures in two thirds of the time (the demo content is encoded at every first start).
 */
function encodeRendition(image: ReturnType<typeof sharp>, kind: ImageKind, width: number, format: ImageFormat): Promise<Buffer> {
  const full = IMAGE_KINDS[kind];
  const resized = image.clone().resize(width, Math.round((width * full.height) / full.width));
  return (format === "avif" ? resized.avif({ quality: 45, effort: 1 }) : resized.webp({ quality: 78, effort: 4 })).toBuffer();
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
export async function storeImage(input: Buffer, kind: ImageKind, uploadsDir: string = config().uploadsDir): Promise<string> {
  const { width, height } = IMAGE_KINDS[kind];
  const name = randomBytes(12).toString("hex");
  const folder = kindFolder(uploadsDir, kind);

  // Every rendition is encoded in memory before anything is written, so a decoding failure (a damaged
  // file) is told apart from a writing failure (the server's storage).
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate().resize(width, height, { fit: "cover", position: "attention" });
  const renditions: { file: string; bytes: Buffer }[] = [];
  for (const rendition of renditionsFor(kind)) {
    const bytes = await encodeRendition(base, kind, rendition.width, rendition.format);
    renditions.push({ file: renditionFile(uploadsDir, kind, name, rendition.width, rendition.format), bytes });
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

/** Removes every rendition (each width, each format) of a stored image; URLs that are not ours are left alone. */
export async function removeStoredImage(url: string, uploadsDir: string = config().uploadsDir) {
  const stored = parseStoredImage(url);
  if (!stored) return;
  await Promise.all(
    renditionsFor(stored.kind).map(({ width, format }) => fs.rm(renditionFile(uploadsDir, stored.kind, stored.name, width, format), { force: true })),
  );
}

/**
 * Makes the renditions of a stored image that are not on disk (an image stored before they
 * existed) from its full-size WebP, and answers how many it made. Each file appears whole or not
 * at all (written beside, then renamed): it is served as immutable. Throws when the full size
 * is missing or damaged.
 */
export async function addMissingRenditions(url: string, uploadsDir: string = config().uploadsDir): Promise<number> {
  const stored = parseStoredImage(url);
  if (!stored) return 0;
  const { kind, name } = stored;
  const exists = (file: string) =>
    fs.access(file).then(
      () => true,
      () => false,
    );
  const missing = [];
  for (const rendition of renditionsFor(kind)) {
    if (!(await exists(renditionFile(uploadsDir, kind, name, rendition.width, rendition.format)))) missing.push(rendition);
  }
  if (missing.length === 0) return 0;
  const full = await fs.readFile(renditionFile(uploadsDir, kind, name, IMAGE_KINDS[kind].width, "webp"));
  const base = sharp(full, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  for (const { width, format } of missing) {
    const file = renditionFile(uploadsDir, kind, name, width, format);
    const bytes = await encodeRendition(base, kind, width, format);
    const partial = `${file}.${randomBytes(4).toString("hex")}.part`;
    try {
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      noteStorageFailure(error);
      throw error;
    }
  }
  return missing.length;
}
