/** Small pieces the gallery and portfolio screens share: a category select, a checkbox, a pager. */
import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "react-router";
import { useErrorFocus } from "~/components/ui/error-summary";
import { FieldError, inputClass } from "~/components/ui/form-field";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Field = FieldMetadata<any, any, string[]>;

export function CategorySelectField({ field, label, categories }: { field: Field; label: string; categories: { id: number; name: string; is_active: boolean }[] }) {
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

export function CheckboxField({ field, label, hint }: { field: Field; label: string; hint?: string }) {
  return (
    <label className="flex items-start gap-2 text-sm font-medium">
      <input type="checkbox" name={field.name} defaultChecked={field.initialValue === "on"} className="mt-0.5 h-4 w-4 accent-rosewood-700" />
      <span>
        {label}
        {hint ? <span className="block text-xs font-normal text-rosewood-600 dark:text-rosewood-300">{hint}</span> : null}
      </span>
    </label>
  );
}

/** "Showing X of Y" and Previous/Next links that keep the search and filter. */
export function ListPager({
  shown,
  total,
  noun,
  page,
  pageSize,
  hrefFor,
}: {
  shown: number;
  total: number;
  noun: string;
  page: number;
  pageSize: number;
  hrefFor: (page: number) => string;
}) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p>
        Showing {shown} of {total} {noun}
      </p>
      {last > 1 ? (
        <div className="flex gap-2">
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className="rounded-lg border border-rosewood-300 px-3 py-1 font-medium dark:border-rosewood-600">
              Previous
            </Link>
          ) : null}
          <span className="px-2 py-1">
            Page {Math.min(page, last)} of {last}
          </span>
          {page < last ? (
            <Link to={hrefFor(page + 1)} className="rounded-lg border border-rosewood-300 px-3 py-1 font-medium dark:border-rosewood-600">
              Next
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}

/** The category filter of a list toolbar: part of its GET form. */
export function CategoryFilter({ categories, selected }: { categories: { id: number; name: string }[]; selected: number | null }) {
  return (
    <label className="min-w-48">
      <span className="text-sm font-medium">Category</span>
      <select
        name="category"
        defaultValue={selected ?? ""}
        key={selected ?? ""}
        className="mt-1 block w-full rounded-lg border border-rosewood-300 bg-white px-3 py-2 dark:border-rosewood-600 dark:bg-rosewood-900"
      >
        <option value="">All categories</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
    </label>
  );
}
