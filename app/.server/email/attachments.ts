/**
 * Files an email carries (issue 31: the quotation's PDF). The outbox never stores a file: a row
 * names its attachment by kind and reference (`email_outbox.attachment`, JSON such as
 * {"kind":"quotation","quoteId":7,"revisionId":9}), and the worker renders it when it sends. So
 * the row stays small, and a renderer that fails leaves the email pending for its next attempt
 * like any failed send: nothing is lost (docs/decisions/043).
 *
 * Renderers are registered by kind at start-up (lifecycle.ts) or by a test; an email whose kind
 * has no renderer waits and is retried, never sent without its file.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";

import { db, schema } from "../db";

/** What a row may name: each kind with its reference. */
export const attachmentRefSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("quotation"), quoteId: z.number().int().positive(), revisionId: z.number().int().positive() }),
]);
export type AttachmentRef = z.infer<typeof attachmentRefSchema>;
export type AttachmentKind = AttachmentRef["kind"];
type RefOf<Kind extends AttachmentKind> = Extract<AttachmentRef, { kind: Kind }>;

/** A renderer makes the file's bytes from its reference. */
export type AttachmentRenderer<Kind extends AttachmentKind = AttachmentKind> = (ref: RefOf<Kind>) => Promise<Buffer>;

export type RenderedAttachment = { filename: string; contentType: string; content: Buffer };

type AnyRenderer = (ref: AttachmentRef) => Promise<Buffer>;
const renderers = new Map<AttachmentKind, AnyRenderer>();

/**
 * Registers (or replaces) the renderer of a kind. Returns a function that puts back the one it
 * replaced (a test's renderer, taken away again, leaves the start-up's in place).
 */
export function registerAttachmentRenderer<Kind extends AttachmentKind>(kind: Kind, renderer: AttachmentRenderer<Kind>): () => void {
  const stored = renderer as unknown as AnyRenderer;
  const previous = renderers.get(kind);
  renderers.set(kind, stored);
  return () => {
    if (renderers.get(kind) !== stored) return;
    if (previous) renderers.set(kind, previous);
    else renderers.delete(kind);
  };
}

/** A failure to make an attachment: the worker counts it as a failed attempt and tries again later. */
export class AttachmentError extends Error {
  readonly code = "EATTACHMENT";
}

/** The JSON stored in the row. */
export const attachmentColumn = (ref: AttachmentRef | null | undefined): string | null => (ref ? JSON.stringify(attachmentRefSchema.parse(ref)) : null);

/** "Quotation-QT-2026-27-0007-R2.pdf": a name any mail client and file system keeps as it is. */
function quotationFilename(ref: RefOf<"quotation">): string {
  const number = db().select({ quote_number: schema.quotes.quote_number }).from(schema.quotes).where(eq(schema.quotes.id, ref.quoteId)).get()?.quote_number;
  const revision = db()
    .select({ revision: schema.quotationRevisions.revision })
    .from(schema.quotationRevisions)
    .where(eq(schema.quotationRevisions.id, ref.revisionId))
    .get()?.revision;
  const name = (number ?? `QR-${String(ref.quoteId).padStart(6, "0")}`).replace(/[^A-Za-z0-9-]+/g, "-");
  return `Quotation-${name}${revision ? `-R${revision}` : ""}.pdf`;
}

const DESCRIBE: { [Kind in AttachmentKind]: (ref: RefOf<Kind>) => { filename: string; contentType: string } } = {
  quotation: (ref) => ({ filename: quotationFilename(ref), contentType: "application/pdf" }),
};

/** Renders a row's attachment; throws AttachmentError when it cannot (unknown kind, no renderer, the renderer failed). */
export async function renderAttachment(stored: string): Promise<RenderedAttachment> {
  let ref: AttachmentRef;
  try {
    ref = attachmentRefSchema.parse(JSON.parse(stored));
  } catch {
    throw new AttachmentError("The email names an attachment that cannot be read.");
  }
  const renderer = renderers.get(ref.kind);
  if (!renderer) throw new AttachmentError(`No renderer is registered for ${ref.kind} attachments.`);
  let content: Buffer;
  try {
    content = await renderer(ref);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new AttachmentError(`The ${ref.kind} attachment could not be made: ${detail}`);
  }
  return { ...DESCRIBE[ref.kind](ref), content };
}
