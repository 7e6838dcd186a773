/**
 * The panel's own form pieces, written once: the checkbox (every tick box of the panel's forms),
 * the category select of a form, and the category filter of a list toolbar. The on/off switch of
 * a list card is ActiveSwitch (./active-switch.tsx); the tag input is TagInput (./tag-input.tsx).
 */
import { type FieldMetadata, getSelectProps } from "@conform-to/react";

import { useErrorFocus } from "~/components/ui/error-summary";
import { FieldError, inputClass } from "~/components/ui/form-field";

/**
 * A field of any panel form. Conform types a field by its form's schema; the panel's shared pieces
 * (checkbox, tag input, image field, form sections) take a field of whichever form uses them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field of any form's schema: Conform has no wider type for it
export type PanelField = FieldMetadata<any, any, string[]>;
type Field = PanelField;

/** A tick box with its label (and a hint under it). A plain input: posts `value` ("on") when ticked. */
export function Checkbox({
  name,
  label,
  hint,
  defaultChecked,
  value,
}: {
  name: string;
  label: React.ReactNode;
  hint?: string;
  defaultChecked?: boolean;
  value?: string;
}) {
  return (
    <label className="flex items-start gap-2 text-sm font-medium">
      <input type="checkbox" name={name} value={value} defaultChecked={defaultChecked} className="mt-0.5 h-4 w-4 shrink-0 accent-rosewood-700" />
      <span>
        {label}
        {hint ? <span className="block text-xs font-normal text-rosewood-600 dark:text-rosewood-300">{hint}</span> : null}
      </span>
    </label>
  );
}

/** The tick box of a Conform field whose value is "on" when ticked. */
export function CheckboxField({ field, label, hint }: { field: Field; label: string; hint?: string }) {
  return <Checkbox key={field.key} name={field.name} label={label} hint={hint} defaultChecked={field.initialValue === "on"} />;
}

export function CategorySelectField({
  field,
  label,
  categories,
}: {
  field: Field;
  label: string;
  categories: { id: number; name: string; is_active: boolean }[];
}) {
  const { key, ...selectProps } = getSelectProps(field);
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-rosewood-900 dark:text-ivory-100">
        {label}
      </label>
      <select key={key} {...selectProps} {...useErrorFocus(field)} className={inputClass}>
        <option value="">Select a category</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
            {category.is_active ? "" : " (inactive)"}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}

/**
 * The category filter of a list toolbar: part of its GET form (Search sends it without
 * JavaScript; with it, a change sends the form at once). With counts, each option says how many.
 */
export function CategoryFilter({ categories, selected }: { categories: { id: number; name: string; count?: number }[]; selected: number | null }) {
  const counted = categories.every((category) => category.count !== undefined);
  const total = categories.reduce((sum, category) => sum + (category.count ?? 0), 0);
  return (
    <label className="min-w-48">
      <span className="text-sm font-medium">Category</span>
      <select
        name="category"
        defaultValue={selected ?? ""}
        key={selected ?? ""}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className={`${inputClass} py-2`}
      >
        <option value="">All categories{counted ? ` (${total})` : ""}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
            {counted ? ` (${category.count})` : ""}
          </option>
        ))}
      </select>
    </label>
  );
}
