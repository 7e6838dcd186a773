/** Previous/Next links of a panel list: plain links keeping the list's other query parameters. */
import { Link, useLocation } from "react-router";

export function Pager({ page, pageSize, total, label }: { page: number; pageSize: number; total: number; label: string }) {
  const location = useLocation();
  const pages = Math.max(Math.ceil(total / pageSize), 1);
  if (pages <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  const linkClass = "rounded-lg border border-rosewood-300 px-3 py-1.5 text-sm font-medium hover:bg-rosewood-100 dark:border-rosewood-600 dark:hover:bg-rosewood-800";
  return (
    <nav aria-label={`${label} pages`} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
        Page {Math.min(page, pages)} of {pages}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A page number from the query string: 1 for anything absent or absurd. */
export function pageParam(searchParams: URLSearchParams): number {
  const raw = searchParams.get("page") ?? "";
  return /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}
