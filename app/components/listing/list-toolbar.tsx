/**
 * Search, category and view for a public list, as a plain GET form: it works with JavaScript
 * off (the Search button submits it) and, with JavaScript, a category change submits at once.
 * Submitting drops the page number, so a new filter starts at page 1.
 */
import { Form, Link, useSubmit } from "react-router";

import { useHydrated } from "~/components/ui/use-hydrated";
import { listingCopy } from "~/lib/copy/listing";
import { fallbackLang } from "~/lib/i18n/locales";
import { useCopy } from "~/lib/i18n/use-copy";
import type { CategoryOption } from "~/lib/listing";

import { SearchField } from "./search-field";

export type ViewOption = { value: string; label: string; href: string; active: boolean };

export function ListToolbar({
  searchLabel,
  searchPlaceholder,
  q,
  category,
  categories,
  allLabel,
  view,
  defaultView,
  viewOptions = [],
}: {
  searchLabel: string;
  searchPlaceholder: string;
  q: string;
  category: number | null;
  categories: CategoryOption[];
  allLabel: string;
  view?: string;
  defaultView?: string;
  viewOptions?: ViewOption[];
}) {
  const words = useCopy("listing", listingCopy);
  const submit = useSubmit();
  const hydrated = useHydrated();
  const total = categories.reduce((sum, option) => sum + option.count, 0);
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <Form method="get" role="search" className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-end" preventScrollReset>
        <SearchField
          label={searchLabel}
          q={q}
          placeholder={searchPlaceholder}
          className="flex-1"
          inputClassName="rounded-full border border-rosewood-300 bg-white px-4 py-2.5 dark:border-rosewood-600 dark:bg-rosewood-900"
        />
        <label>
          <span className="text-sm font-medium">{words.category}</span>
          <select
            name="category"
            defaultValue={category ?? ""}
            key={category ?? "all"}
            onChange={(event) => hydrated && submit(event.currentTarget.form, { preventScrollReset: true })}
            className="mt-1 block w-full rounded-full border border-rosewood-300 bg-white px-4 py-2.5 sm:w-64 dark:border-rosewood-600 dark:bg-rosewood-900"
          >
            <option value="">
              {allLabel} ({total})
            </option>
            {categories.map((option) => (
              <option key={option.id} value={option.id} lang={fallbackLang(option, "name")}>
                {option.name} ({option.count})
              </option>
            ))}
          </select>
        </label>
        {view && view !== defaultView ? <input type="hidden" name="view" value={view} /> : null}
        <button
          type="submit"
          className="rounded-full bg-rosewood-700 px-6 py-2.5 font-semibold text-ivory-50 hover:bg-rosewood-800 dark:bg-brass-500 dark:text-rosewood-950"
        >
          {words.search}
        </button>
      </Form>
      {viewOptions.length > 0 ? (
        <nav aria-label={words.viewLabel} className="flex gap-1 rounded-full border border-rosewood-300 p-1 dark:border-rosewood-600">
          {viewOptions.map((option) => (
            <Link
              key={option.value}
              to={option.href}
              preventScrollReset
              aria-current={option.active ? "true" : undefined}
              className={`rounded-full px-4 py-1.5 text-sm font-medium ${option.active ? "bg-rosewood-700 text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950" : "hover:bg-rosewood-100 dark:hover:bg-rosewood-800"}`}
            >
              {option.label}
            </Link>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
