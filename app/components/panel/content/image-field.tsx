/**
 * The image of a gallery or portfolio form: a file to upload, or the address of an image. Both
 * are plain inputs of a multipart form, so they work without JavaScript. A chosen file wins over
 * the address; on an edit the address holds the current image, kept unless either is changed.
 */
import type { FieldMetadata } from "@conform-to/react";
import { FieldError, TextField } from "~/components/ui/form-field";
import { StoredImage } from "~/components/ui/stored-image";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Field = FieldMetadata<any, any, string[]>;

export function ImageField({
  urlField,
  fileField,
  currentUrl,
  currentAlt,
  optional,
  hint,
}: {
  urlField: Field;
  fileField: Field;
  currentUrl?: string;
  currentAlt?: string;
  optional?: boolean;
  hint: string;
}) {
  const invalid = Boolean(fileField.errors?.length);
  return (
    <fieldset className="space-y-3 rounded-xl border border-rosewood-200 p-4 dark:border-rosewood-700">
      <legend className="px-1 text-sm font-semibold">
        Image{optional ? <span className="font-normal text-rosewood-500 dark:text-rosewood-300"> (optional)</span> : null}
      </legend>
      {currentUrl ? (
        <figure className="flex items-center gap-3">
          <StoredImage src={currentUrl} alt={currentAlt ?? ""} sizes="8rem" className="h-20 w-28 rounded-lg object-cover" />
          <figcaption className="text-xs text-rosewood-600 dark:text-rosewood-300">Current image. Choose a file or change the address to replace it.</figcaption>
        </figure>
      ) : null}
      <div>
        <label htmlFor={fileField.id} className="block text-sm font-medium">
          Upload an image
        </label>
        <input
          id={fileField.id}
          type="file"
          name={fileField.name}
          accept="image/*"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? fileField.errorId : undefined}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-rosewood-100 file:px-3 file:py-2 file:font-semibold file:text-rosewood-900 dark:file:bg-rosewood-800 dark:file:text-ivory-50"
        />
        <p className="mt-1 text-xs text-rosewood-600 dark:text-rosewood-300">{hint}</p>
        <FieldError field={fileField} />
      </div>
      <TextField field={urlField} label="Or image URL" type="url" placeholder="https://… or /uploads/…" />
    </fieldset>
  );
}
