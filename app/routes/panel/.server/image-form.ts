/**
 * The action of every panel form that carries an image (products, gallery, portfolio, blog),
 * written once. In order: the record must exist (an edit); a body past even the streaming cap is
 * refused before it is read (413, the message at the image); the image is taken first, so a valid
 * file is kept as a pending upload whatever the other fields say (form-image.ts); the
 * fields are checked with the form's schema; the record is saved (a create at most once per
 * submission key); a refusal comes back as the form with its values, its image and the reasons.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";

import type { User } from "~/.server/accounts/users";
import { deleteFormDraft, type DraftForm, draftKey } from "~/.server/drafts/form-drafts";
import { ImageStorageError } from "~/.server/media/store";
import { uploadLimits } from "~/.server/media/upload";
import { saveOnce, submissionKeyOf } from "~/.server/submissions/keys";
import { uploadCopy } from "~/lib/copy/panel";
import type { ImageKind } from "~/lib/images";
import { uploadFormBodyMaxBytes } from "~/routes/.server/body-limits";
import { readUploadForm } from "~/routes/.server/form-data";
import { redirectWithToast } from "~/routes/.server/toast";

import { type FormImage, formImage, replyKeepingImage } from "./form-image";
import { refusalOf, type SaveOutcome } from "./results";

type FieldErrors = Record<string, string[]>;

export type ImageFormOptions<Values> = {
  request: Request;
  /** The record edited, or null for a new one. */
  id: number | null;
  schema: z.ZodType<Values & { image_file?: unknown; pending_image?: unknown }>;
  /** The folder of the stored image, and the field of the record that names it. */
  kind: ImageKind;
  imageField: "image_url" | "featured_image";
  /** The submission-key door of a create ("panel/gallery"). */
  door: string;
  exists: (id: number) => boolean;
  create: (input: Values) => SaveOutcome | Promise<SaveOutcome>;
  update: (id: number, input: Values) => SaveOutcome | Promise<SaveOutcome>;
  /** The form's message when saving failed unexpectedly (the error is logged). */
  failed: (error: unknown) => string;
  /** Form-level messages beside the field errors of a refused save. */
  refusedFormErrors?: (fieldErrors: FieldErrors) => string[];
  /** Where a save goes back to, with its toast. */
  done: { to: string; created: string; updated: string };
  /** The form's autosaved draft, deleted by a successful save (docs/decisions/045). */
  draft?: { user: User; form: DraftForm };
};

const reply = (result: SubmissionResult<string[]>, status: number) => data({ result }, { status });

export async function imageFormAction<Values>(options: ImageFormOptions<Values>) {
  const { request, id } = options;
  if (id !== null && !options.exists(id)) throw data(null, { status: 404 });

  if (Number(request.headers.get("content-length") ?? 0) > uploadFormBodyMaxBytes()) {
    return reply({ status: "error", error: { image_file: [uploadCopy.tooLarge(uploadLimits().maxMegabytes)] } }, 413);
  }

  const form = await readUploadForm(request);
  const submission = parseWithZod(form.formData, { schema: options.schema });
  let image: FormImage;
  try {
    image = await formImage(form, options.kind);
  } catch (error) {
    // The server's storage failed (logged where it happened): a 500, not the file's fault.
    if (!(error instanceof ImageStorageError)) throw error;
    return reply(submission.reply({ fieldErrors: { image_file: [error.message] } }), 500);
  }
  if (submission.status !== "success" || image.error) return reply(replyKeepingImage(submission.reply, image), 400);
  const { image_file: _file, pending_image: _pending, ...values } = submission.value;
  const input = (image.url ? { ...values, [options.imageField]: image.url } : values) as Values;

  let outcome;
  try {
    outcome = id !== null ? await options.update(id, input) : await saveOnce(submissionKeyOf(form.formData, options.door), () => options.create(input));
  } catch (error) {
    console.error(`Could not save ${options.door} ${id ?? "(new)"}:`, error);
    const message = error instanceof ImageStorageError ? error.message : options.failed(error);
    return reply(replyKeepingImage(submission.reply, image, { formErrors: [message] }), 500);
  }
  const refusal = refusalOf(outcome);
  if (refusal) {
    if (refusal.notFound) throw data(null, { status: 404 });
    const fieldErrors = refusal.fieldErrors ?? {};
    const formErrors = refusal.message ? [refusal.message] : options.refusedFormErrors?.(fieldErrors);
    return reply(replyKeepingImage(submission.reply, image, { fieldErrors, ...(formErrors?.length ? { formErrors } : {}) }), 400);
  }
  if (options.draft) deleteFormDraft(options.draft.user, draftKey(options.draft.form, id));
  return redirectWithToast(options.done.to, { type: "success", message: id !== null ? options.done.updated : options.done.created });
}
