/**
 * The one pager of the paged lists (the panel's; the public lists grow with Load More instead):
 * Previous and Next, the page numbers around the current one (from a tablet up) and "Page N of M".
 * Plain links that keep the list's search and filters, so it works without JavaScript.
 * The page a list shows comes from `pageParam` (~/lib/listing), the one reader of `?page=`.
 */
import { Link, useLocation } from "react-router";

import { pageHref } from "~/lib/listing";

const linkClass =
  "rounded-lg border border-rosewood-300 px-3 py-1.5 text-sm font-medium hover:bg-rosewood-100 dark:border-rosewood-600 dark:hover:bg-rosewood-800";

/** The pages to offer: the first, the last, and two either side of the current one, with gaps. */
export function pageNumbers(page: number, pages: number): (number | "gap")[] {
  const wanted = [...new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return wanted.flatMap((n, index) => (index > 0 && n - wanted[index - 1]! > 1 ? ["gap" as const, n] : [n]));
}

/** `label` names the list: the navigation is "<label> pages". Nothing shows for a single page. */
export function Pager({ page, pageSize, total, label }: { page: number; pageSize: number; total: number; label: string }) {
  const location = useLocation();
  const pages = Math.max(Math.ceil(total / pageSize), 1);
  if (pages <= 1) return null;
  const current = Math.min(Math.max(page, 1), pages);
  const href = (target: number) => pageHref(location.pathname, location.search, target);
  return (
    <nav aria-label={`${label} pages`} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {current > 1 ? (
        <Link to={href(current - 1)} rel="prev" className={linkClass}>
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <div className="flex items-center gap-2">
        <ol className="hidden items-center gap-1.5 md:flex">
          {pageNumbers(current, pages).map((n, index) => (
            <li key={n === "gap" ? `gap-${index}` : n}>
              {n === "gap" ? (
                <span className="px-1 text-rosewood-500" aria-hidden="true">
                  …
                </span>
              ) : n === current ? (
                <span
                  aria-current="page"
                  className="rounded-lg bg-rosewood-700 px-3 py-1.5 text-sm font-semibold text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950"
                >
                  {n}
                </span>
              ) : (
                <Link to={href(n)} aria-label={`Go to page ${n}`} className={linkClass}>
                  {n}
                </Link>
              )}
            </li>
          ))}
        </ol>
        <p className="text-sm text-rosewood-700 md:sr-only dark:text-rosewood-200">
          Page {current} of {pages}
        </p>
      </div>
      {current < pages ? (
        <Link to={href(current + 1)} rel="next" className={linkClass}>
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
