/**
 * How many bytes a request body may carry, by its kind. The server counts a body's bytes as they
 * arrive (server/bound-request-body.ts) and stops reading at the cap, whatever Content-Length
 * says or whether the body is chunked: nothing reads a body past its cap into memory.
 */
import { uploadLimits } from "~/.server/media/upload";

/** Url-encoded forms: the longest legitimate one (settings, about 3,000 characters of Gujarati
 * percent-encoded at 9 bytes each) fits with room to spare. */
export const TEXT_BODY_MAX_BYTES = 64 * 1024;

/** JSON bodies of the API: a blog post's 100,000 characters of content, escaped. */
export const JSON_BODY_MAX_BYTES = 512 * 1024;

/** A multipart form carries one image up to the upload limit, plus its fields and boundaries. */
export const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

/** The cap of the upload limit in site settings, for a multipart form with one image. It is
 * also the most a panel form's reader keeps in memory (form-data.ts). */
export const multipartBodyMaxBytes = () => uploadLimits().maxBytes + MULTIPART_OVERHEAD_BYTES;

/** A panel form's multipart body streams up to this: an image over the upload limit (a 30 MB
 * camera photo) is counted and thrown away as it arrives, never kept, so the form can come back
 * with every field and the message at the image. 64 MB is the most the server already reads and
 * discards after an early answer (server/drain-unread-body.ts): no new cost per request. */
export const UPLOAD_FORM_STREAM_MAX_BYTES = 64 * 1024 * 1024;
export const uploadFormBodyMaxBytes = () => Math.max(UPLOAD_FORM_STREAM_MAX_BYTES, multipartBodyMaxBytes());

/** The most bytes a body of this Content-Type may have, on this path. Only the panel's forms
 * take images: elsewhere a multipart body keeps the tight cap. */
export function requestBodyMaxBytes(contentType: string | undefined, path = ""): number {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "multipart/form-data") return path.startsWith("/panel/") ? uploadFormBodyMaxBytes() : multipartBodyMaxBytes();
  if (type === "application/json") return JSON_BODY_MAX_BYTES;
  return TEXT_BODY_MAX_BYTES;
}

/** The error a body reader gets when the body went past its cap: answered with 413. */
export class RequestBodyTooLargeError extends Error {
  override name = "RequestBodyTooLargeError";
  constructor(readonly maxBytes: number) {
    super(`The request body is larger than ${maxBytes} bytes.`);
  }
}

export const isRequestBodyTooLarge = (error: unknown): error is RequestBodyTooLargeError =>
  error instanceof RequestBodyTooLargeError || (error instanceof Error && error.name === "RequestBodyTooLargeError");
