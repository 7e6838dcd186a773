/**
 * The image of a gallery or portfolio form: a file to upload, or the address of an image. Both
 * are plain inputs of a multipart form, so they work without JavaScript. A chosen file wins over
 * the address; on an edit the address holds the current image, kept unless either is changed.
 */

import { Checkbox, type PanelField } from "~/components/panel/fields";
import { useErrorFocus } from "~/components/ui/error-summary";
import { FieldError, TextField } from "~/components/ui/form-field";
import { StoredImage } from "~/components/ui/stored-image";
import { uploadCopy, type UploadHintLimits } from "~/lib/copy/panel";
import { IMAGE_KINDS, type ImageKind } from "~/lib/images";
import { DISCARD_PENDING_IMAGE_FIELD, PENDING_IMAGE_FIELD } from "~/lib/pending-image";

type Field = PanelField;

type ImageInputsProps = {
  urlField: Field;
  fileField: Field;
  /** The form's `pending_image` field: an upload kept from a refused send. */
  pendingField?: Field;
  currentUrl?: string;
  currentAlt?: string;
  /** The image may be left out: both inputs say "(optional)" (the schema's rule says which, schema-form's requiredFields). */
  optional?: boolean;
  upload: UploadHintLimits;
  kind: ImageKind;
};

/** The inputs of an image, for a form section of its own (../schema-form.tsx): the current one, a file, a kept upload, an address. */
export function ImageInputs({ urlField, fileField, currentUrl, currentAlt, optional, upload, kind, pendingField }: ImageInputsProps) {
  return (
    <div className="space-y-3">
      {currentUrl ? (
        <figure className="flex items-center gap-3">
          <StoredImage src={currentUrl} alt={currentAlt ?? ""} sizes="8rem" className="h-20 w-28 rounded-lg object-cover" />
          <figcaption className="text-xs text-rosewood-600 dark:text-rosewood-300">
            Current image. Choose a file or change the address to replace it.
          </figcaption>
        </figure>
      ) : null}
      <ImageFileInput field={fileField} label="Upload an image" optional={optional} upload={upload} kind={kind} />
      <PendingImage field={pendingField} />
      <TextField field={urlField} label="Or image URL" type="url" optional={optional} placeholder="https://… or /uploads/…" />
    </div>
  );
}

/**
 * The file input of every image upload of the panel: its label, the upload hint and the message
 * of a refused file. A plain input of a multipart form, so it works without JavaScript.
 */
export function ImageFileInput({
  field,
  label,
  optional,
  upload,
  kind,
}: {
  field: Field;
  label: string;
  optional?: boolean;
  upload: UploadHintLimits;
  kind: ImageKind;
}) {
  const invalid = Boolean(field.errors?.length);
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-rosewood-900 dark:text-ivory-100">
        {label}
        {optional ? <span className="font-normal text-rosewood-500 dark:text-rosewood-300"> (optional)</span> : null}
      </label>
      <input
        id={field.id}
        type="file"
        name={field.name}
        {...useErrorFocus(field)}
        accept="image/*"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? field.errorId : undefined}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-rosewood-100 file:px-3 file:py-2 file:font-semibold file:text-rosewood-900 dark:file:bg-rosewood-800 dark:file:text-ivory-50"
      />
      <UploadHint upload={upload} kind={kind} />
      <FieldError field={field} />
    </div>
  );
}

/** The line under every image upload of the panel: the Media settings' types and size, and the crop. */
export function UploadHint({ upload, kind }: { upload: UploadHintLimits; kind: ImageKind }) {
  return (
    <p className="mt-1 text-xs text-rosewood-600 dark:text-rosewood-300" data-upload-hint>
      {uploadCopy.hint(upload, IMAGE_KINDS[kind])}
    </p>
  );
}

/**
 * An image uploaded with a send that was refused for another field: kept on the server and named
 * by a hidden field, so the next send uses it. The box drops it (plain HTML, no JavaScript).
 */
export function PendingImage({ field }: { field?: { initialValue?: unknown } }) {
  const url = field?.initialValue;
  if (typeof url !== "string" || !url) return null;
  return (
    <figure className="flex items-center gap-3 rounded-lg border border-brass-300 bg-ivory-100 p-3 dark:border-brass-700 dark:bg-rosewood-900">
      <input type="hidden" name={PENDING_IMAGE_FIELD} value={url} />
      <StoredImage src={url} alt="" sizes="8rem" className="h-20 w-28 shrink-0 rounded-lg object-cover" />
      <figcaption className="space-y-2 text-sm text-rosewood-900 dark:text-ivory-100">
        <p data-pending-image>{uploadCopy.pendingWillBeUsed}</p>
        <Checkbox name={DISCARD_PENDING_IMAGE_FIELD} value="on" label={uploadCopy.pendingDiscard} />
      </figcaption>
    </figure>
  );
}
