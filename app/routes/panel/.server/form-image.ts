/**
 * The image a panel form sends: a file chosen now, or one kept from an earlier send of the same
 * form (a pending upload, named by the hidden field `pending_image`). A valid file is stored at
 * once, before the other fields are checked, so a refusal of the title or the price never loses
 * it: the form comes back with its thumbnail and the same hidden field. A pending upload that is
 * never saved with a record is removed by the sweep of unused images after a day (sweep.ts).
 */
import fs from "node:fs";
import path from "node:path";

import type { SubmissionResult } from "@conform-to/react";

import { config } from "~/.server/config";
import { acceptUploadedImage, uploadLimits } from "~/.server/media/upload";
import { uploadCopy } from "~/lib/copy/panel";
import { type ImageKind, parseStoredImage } from "~/lib/images";
import { DISCARD_PENDING_IMAGE_FIELD, PENDING_IMAGE_FIELD } from "~/lib/pending-image";
import type { UploadForm } from "~/routes/.server/form-data";

/** `url`: the image the record gets if it is saved now (null: none from this form); `error`: why the chosen file was refused. */
export type FormImage = { url: string | null; error: string | null };

/** Stores a chosen file, or takes the pending upload. Throws ImageStorageError when the disk fails. */
export async function formImage({ formData, fileTooLarge }: UploadForm, kind: ImageKind, fileField = "image_file"): Promise<FormImage> {
  const pending = pendingImage(formData, kind);
  if (fileTooLarge) return { url: pending, error: uploadCopy.tooLarge(uploadLimits().maxMegabytes) };
  const file = formData.get(fileField);
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) return { url: pending, error: null };
  const upload = await acceptUploadedImage(file, kind);
  return upload.ok ? { url: upload.url, error: null } : { url: pending, error: upload.message };
}

/** A pending upload is taken only when it is one of our stored images of this kind, still on disk. */
function pendingImage(formData: FormData, kind: ImageKind): string | null {
  const url = formData.get(PENDING_IMAGE_FIELD);
  if (typeof url !== "string" || formData.get(DISCARD_PENDING_IMAGE_FIELD)) return null;
  const stored = parseStoredImage(url);
  if (stored?.kind !== kind) return null;
  return fs.existsSync(path.join(config().uploadsDir, url.slice("/uploads/".length))) ? url : null;
}

/**
 * A refusal of the form that keeps its image: the refused file's message at the file field, and
 * the stored image as the pending upload the form shows (and sends again).
 */
export function replyKeepingImage(
  reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>,
  image: FormImage,
  options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
  fileField = "image_file",
): SubmissionResult<string[]> {
  const fieldErrors = { ...options.fieldErrors, ...(image.error ? { [fileField]: [image.error] } : {}) };
  const result = reply({ ...options, fieldErrors });
  const initialValue = { ...result.initialValue };
  delete initialValue[DISCARD_PENDING_IMAGE_FIELD];
  if (image.url) initialValue[PENDING_IMAGE_FIELD] = image.url;
  else delete initialValue[PENDING_IMAGE_FIELD];
  return { ...result, initialValue };
}
