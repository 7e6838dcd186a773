/**
 * A labelled input with its error message right below it. The message comes from the server's
 * reply, or in the panel from Conform's validation in the browser. The fields are Conform's field
 * metadata (panel) or `useServerForm`'s (public forms, ./server-form.ts): the same properties, and
 * no library here, so that the public pages do not carry Conform.
 */
import { type ReactNode, useState } from "react";
import { useNavigation } from "react-router";

import { formWords } from "~/lib/copy/form-words";
import { phrases as englishPhrases } from "~/lib/copy/phrases";
import { useCopy } from "~/lib/i18n/use-copy";

import { useErrorFocus } from "./error-summary";
import type { FormFieldState } from "./server-form";
import { useHydrated } from "./use-hydrated";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-rosewood-300 bg-white px-3 py-2.5 text-rosewood-950 shadow-sm placeholder:text-rosewood-400 focus:border-brass-500 focus:ring-2 focus:ring-brass-300 focus:outline-none aria-[invalid=true]:border-red-600 disabled:opacity-60 dark:border-rosewood-600 dark:bg-rosewood-900 dark:text-ivory-50";

// Any field of any form: the components only read its name, id, errors and initial value.
type Field = FormFieldState;

/** The attributes Conform's getInputProps gave these fields (no constraints are used). */
function controlProps(field: Field) {
  const invalid = typeof field.errors !== "undefined";
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    ...(invalid ? { "aria-invalid": true, "aria-describedby": field.errorId } : {}),
  };
}

/** The control's initial value, as Conform set it: a string as it is, anything else not at all. */
function defaultValueOf(field: Field): { defaultValue?: string } {
  return typeof field.initialValue === "string" ? { defaultValue: field.initialValue } : {};
}

/** The attributes of a select (Conform's getSelectProps): its initial value as text. */
export function selectProps(field: Field) {
  const value = field.initialValue;
  return { ...controlProps(field), ...(value === undefined || value === null ? {} : { defaultValue: String(value) }) };
}

export function FieldError({ field }: { field: Field }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="mt-1 text-sm text-red-700 dark:text-red-300" data-field-error={field.name}>
      {field.errors[0]}
    </p>
  );
}

function Label({ field, label, optional }: { field: Field; label: string; optional?: boolean }) {
  const phrases = useCopy("phrases", englishPhrases);
  return (
    <label htmlFor={field.id} className="block text-sm font-medium text-rosewood-900 dark:text-ivory-100">
      {label}
      {optional ? <span className="font-normal text-rosewood-500 dark:text-rosewood-300"> {phrases.optional}</span> : null}
    </label>
  );
}

type InputType = "text" | "email" | "tel" | "number" | "url" | "date" | "datetime-local";

export function TextField({
  field,
  label,
  type = "text",
  optional,
  hint,
  ...rest
}: {
  field: Field;
  label: string;
  type?: InputType;
  optional?: boolean;
  hint?: ReactNode;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue">) {
  return (
    <div>
      <Label field={field} label={label} optional={optional} />
      <input {...controlProps(field)} {...useErrorFocus(field)} type={type} {...defaultValueOf(field)} {...rest} className={inputClass} />
      {hint ? <p className="mt-1 text-xs text-rosewood-600 dark:text-rosewood-300">{hint}</p> : null}
      <FieldError field={field} />
    </div>
  );
}

export function TextAreaField({
  field,
  label,
  optional,
  ...rest
}: { field: Field; label: string; optional?: boolean } & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "defaultValue">) {
  const value = field.initialValue;
  return (
    <div>
      <Label field={field} label={label} optional={optional} />
      <textarea
        {...controlProps(field)}
        {...useErrorFocus(field)}
        {...(value === undefined || value === null ? {} : { defaultValue: String(value) })}
        {...rest}
        className={inputClass}
      />
      <FieldError field={field} />
    </div>
  );
}

/** A password input whose Show/Hide button appears once JavaScript runs (it needs it). */
export function PasswordField({ field, label, autoComplete }: { field: Field; label: string; autoComplete: "current-password" | "new-password" }) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const words = useCopy("formWords", formWords);
  return (
    <div>
      <Label field={field} label={label} />
      <div className="relative">
        <input
          {...controlProps(field)}
          {...useErrorFocus(field)}
          type={visible ? "text" : "password"}
          {...defaultValueOf(field)}
          autoComplete={autoComplete}
          className={`${inputClass} pr-20`}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0 right-2 my-auto h-8 rounded-md px-2 text-sm font-medium text-rosewood-700 hover:bg-rosewood-100 dark:text-rosewood-200 dark:hover:bg-rosewood-800"
            aria-controls={field.id}
            aria-pressed={visible}
          >
            {visible ? words.hidePassword : words.showPassword}
          </button>
        ) : null}
      </div>
      <FieldError field={field} />
    </div>
  );
}

export function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

export function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  // Still disabled while the page loads after a sent form (the redirect): no second click then.
  const navigation = useNavigation();
  const afterSubmission = navigation.state === "loading" && navigation.formMethod !== undefined;
  return (
    <button
      type="submit"
      disabled={pending || afterSubmission}
      className="inline-flex w-full items-center justify-center rounded-full bg-rosewood-700 px-6 py-3 font-semibold text-ivory-50 shadow hover:bg-rosewood-800 disabled:cursor-wait disabled:opacity-70 dark:bg-brass-500 dark:text-rosewood-950 dark:hover:bg-brass-400"
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
