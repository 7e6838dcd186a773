/**
 * Accepting an uploaded image, for the panel's forms and POST /api/upload/image/. Only real
 * raster images pass: the bytes are decoded by sharp (never trusting the name or the declared
 * type), checked against the allowed types and the size limits in site settings, then
 * re-encoded by storeImage. A refused upload leaves no file behind. A failure of the server's
 * storage is not a refusal: acceptUploadedImage throws ImageStorageError for it.
 */
import sharp from "sharp";

import { getSiteSettings } from "~/.server/settings/site-settings";
import { uploadCopy } from "~/lib/copy/panel";
import type { ImageKind } from "~/lib/images";

import { ImageStorageError, MAX_INPUT_PIXELS, storeImage } from "./store";

export type UploadResult = { ok: true; url: string } | { ok: false; message: string };

/** sharp's format names, mapped to the extensions the settings list. */
const FORMAT_EXTENSIONS: Record<string, string[]> = {
  jpeg: ["jpg", "jpeg"],
  png: ["png"],
  gif: ["gif"],
  webp: ["webp"],
};

export function uploadLimits() {
  const settings = getSiteSettings();
  const allowed = (settings?.allowed_file_types ?? "jpg,jpeg,png,gif,webp")
    .split(",")
    .map((type) => type.trim().toLowerCase())
    .filter(Boolean);
  return { maxBytes: (settings?.max_file_size_mb ?? 10) * 1024 * 1024, maxMegabytes: settings?.max_file_size_mb ?? 10, allowed };
}

export async function acceptUploadedImage(file: File, kind: ImageKind): Promise<UploadResult> {
  const { maxBytes, maxMegabytes, allowed } = uploadLimits();
  if (file.size > maxBytes) return { ok: false, message: uploadCopy.tooLarge(maxMegabytes) };
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length === 0) return { ok: false, message: uploadCopy.notAnImage };

  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0) * (metadata.pages ?? 1);
  } catch {
    return { ok: false, message: uploadCopy.notAnImage };
  }
  if (format === "svg") return { ok: false, message: uploadCopy.svgRefused };
  const extensions = format ? FORMAT_EXTENSIONS[format] : undefined;
  if (!extensions) return { ok: false, message: uploadCopy.notAnImage };
  if (!extensions.some((extension) => allowed.includes(extension))) {
    return { ok: false, message: uploadCopy.typeNotAllowed(allowed.join(", ")) };
  }
  if (pixels > MAX_INPUT_PIXELS) return { ok: false, message: uploadCopy.tooManyPixels };

  try {
    return { ok: true, url: await storeImage(bytes, kind) };
  } catch (error) {
    // The server's storage failing is no fault of the file: it goes up as the server error it is.
    if (error instanceof ImageStorageError) throw error;
    // Truncated or corrupt data fails while decoding, before anything is written.
    return { ok: false, message: uploadCopy.damaged };
  }
}
