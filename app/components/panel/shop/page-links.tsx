/** Numbered page links of a panel list (page in the URL, so they work without JavaScript). */
import { Link } from "react-router";

/** The pages to offer: the first, the last, and two either side of the current one. */
function pageNumbers(page: number, pages: number): (number | "gap")[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - sorted[index - 1]! > 1) out.push("gap");
    out.push(n);
  });
  return out;
}

export function PageLinks({ page, pages, href, label }: { page: number; pages: number; href: (page: number) => string; label: string }) {
  if (pages <= 1) return null;
  const linkClass = "rounded-lg border border-rosewood-300 px-3 py-1.5 text-sm font-medium hover:bg-rosewood-100 dark:border-rosewood-600 dark:hover:bg-rosewood-800";
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          Previous
        </Link>
      ) : null}
      {pageNumbers(page, pages).map((n, index) =>
        n === "gap" ? (
          <span key={`gap-${index}`} className="px-1 text-rosewood-500" aria-hidden="true">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className="rounded-lg bg-rosewood-700 px-3 py-1.5 text-sm font-semibold text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950">
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)} aria-label={`Page ${n}`} className={linkClass}>
            {n}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={linkClass}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}

/** A positive page number from the query string; anything else is page 1. */
export function pageParam(searchParams: URLSearchParams): number {
  const raw = searchParams.get("page") ?? "";
  return /^\d{1,7}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}
