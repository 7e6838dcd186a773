/**
 * Reads a page action's form. A body that claims to be a form but cannot be read as one (a broken
 * multipart body, a cut-off upload) is the client's mistake: 400, not a 500 with a stack trace.
 * A body past its cap (body-limits.ts) is refused with 413 the moment the cap is passed.
 * Multipart bodies are parsed by busboy as they stream, with a cap per file (readUploadForm).
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";

import { Busboy } from "@fastify/busboy";
import { data } from "react-router";

import { uploadLimits } from "~/.server/media/upload";
import { limitsCopy } from "~/lib/copy/limits";
import { isRequestBodyTooLarge, MULTIPART_OVERHEAD_BYTES, RequestBodyTooLargeError } from "~/routes/.server/body-limits";

/** A form as read, and whether a file in it was over the upload limit (and so left out). */
export type UploadForm = { formData: FormData; fileTooLarge: boolean };

export async function readFormData(request: Request): Promise<FormData> {
  return (await readUploadForm(request)).formData;
}

/**
 * Reads a form that may carry an image. A multipart body is parsed as it streams: a file over
 * the upload limit is counted and thrown away as it arrives (`fileTooLarge`), and the other fields
 * are kept, so the form can come back with what was typed. What is kept (fields and the files
 * within the limit) never passes the upload limit plus 1 MB; past that, 413.
 */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const contentType = request.headers.get("content-type") ?? "";
  try {
    if (!/^multipart\/form-data/i.test(contentType) || !request.body) return { formData: await request.formData(), fileTooLarge: false };
    return await readMultipart(request.body, contentType);
  } catch (error) {
    if (isRequestBodyTooLarge(error)) throw data(limitsCopy.bodyTooLarge, { status: 413 });
    throw data("The form could not be read. Please send it again.", { status: 400 });
  }
}

async function readMultipart(body: ReadableStream<Uint8Array>, contentType: string): Promise<UploadForm> {
  const fileMaxBytes = uploadLimits().maxBytes;
  const keptMaxBytes = fileMaxBytes + MULTIPART_OVERHEAD_BYTES;
  const formData = new FormData();
  let fileTooLarge = false;
  let kept = 0;
  const keep = (bytes: number) => {
    kept += bytes;
    if (kept > keptMaxBytes) throw new RequestBodyTooLargeError(keptMaxBytes);
  };

  const parser = Busboy({
    headers: { "content-type": contentType },
    limits: { fileSize: fileMaxBytes, fieldSize: MULTIPART_OVERHEAD_BYTES, parts: 1000 },
  });
  const files: Promise<void>[] = [];
  parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) return parser.destroy(new RequestBodyTooLargeError(keptMaxBytes));
    try {
      keep(Buffer.byteLength(name) + Buffer.byteLength(value));
    } catch (error) {
      return parser.destroy(error as Error);
    }
    formData.append(name, value);
  });
  parser.on("file", (name, stream, filename, _encoding, mimeType) => {
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let fileBytes = 0;
    files.push(
      new Promise((resolve, reject) => {
        // Past the limit busboy hands on no more of the file: what was kept of it is dropped.
        stream.on("limit", () => {
          fileTooLarge = true;
          chunks.length = 0;
          kept -= fileBytes;
        });
        stream.on("data", (chunk: Buffer) => {
          if (stream.truncated) return;
          try {
            keep(chunk.length);
          } catch (error) {
            reject(error);
            return parser.destroy(error as Error);
          }
          fileBytes += chunk.length;
          chunks.push(new Uint8Array(chunk.buffer as ArrayBuffer, chunk.byteOffset, chunk.length));
        });
        stream.on("error", reject);
        stream.on("end", () => {
          if (!stream.truncated) formData.append(name, new File(chunks, filename ?? "", { type: mimeType }));
          resolve();
        });
      }),
    );
  });
  await pipeline(Readable.fromWeb(body as NodeWebStream<Uint8Array>), parser);
  await Promise.all(files);
  return { formData, fileTooLarge };
}
