/**
 * The header's search box (issue 29): a plain GET form to /search in the page's language, so it
 * works without JavaScript. At the top of the phone's menu (below 1024 px), in the header row from
 * 1536 px; between them the header's row is full (its links, the languages, the account), so it
 * holds the magnifier only, a link to /search and its box.
 */
import { Form, Link } from "react-router";

import { header as englishHeader } from "~/lib/copy/shell";
import { useCopy, useLocalePath } from "~/lib/i18n/use-copy";

export function MagnifierIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className={className}>
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4.5 4.5" />
    </svg>
  );
}

/** `id`: each box's own (the header and the menu both hold one). */
export function SiteSearchBox({ id, className = "" }: { id: string; className?: string }) {
  const header = useCopy("header", englishHeader);
  const to = useLocalePath();
  return (
    <Form method="get" action={to("/search")} role="search" aria-label={header.searchLabel} className={`flex items-stretch ${className}`}>
      <label htmlFor={id} className="sr-only">
        {header.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        maxLength={100}
        placeholder={header.searchPlaceholder}
        className="w-full min-w-0 rounded-l-full border border-r-0 border-rosewood-300 bg-ivory-50 px-3 py-2 text-sm placeholder:text-rosewood-500 dark:border-rosewood-600 dark:bg-rosewood-900 dark:placeholder:text-rosewood-300"
      />
      <button
        type="submit"
        className="flex items-center rounded-r-full border border-rosewood-700 bg-rosewood-700 px-3 text-ivory-50 hover:bg-rosewood-800 dark:border-brass-500 dark:bg-brass-500 dark:text-rosewood-950"
      >
        <MagnifierIcon />
        <span className="sr-only">{header.searchSubmit}</span>
      </button>
    </Form>
  );
}

/** The magnifier alone, a link to the search page (where the header has no room for the box). */
export function SiteSearchLink({ className = "" }: { className?: string }) {
  const header = useCopy("header", englishHeader);
  const to = useLocalePath();
  return (
    <Link to={to("/search")} className={`h-10 w-10 items-center justify-center rounded-full hover:bg-rosewood-100 dark:hover:bg-rosewood-800 ${className}`}>
      <MagnifierIcon className="h-5 w-5" />
      <span className="sr-only">{header.searchLabel}</span>
    </Link>
  );
}
