import { Link } from "react-router";

/** Nothing matched: say so, and offer the way back to everything (only when a filter is set: `clearHref` null otherwise). */
export function EmptyState({ title, hint, clearHref }: { title: string; hint: string; clearHref: string | null }) {
  return (
    <div className="mt-12 rounded-2xl border border-dashed border-rosewood-300 px-6 py-16 text-center dark:border-rosewood-700">
      <p className="font-serif text-2xl font-semibold">{title}</p>
      <p className="mt-2 text-rosewood-700 dark:text-rosewood-200">{hint}</p>
      {clearHref ? (
        <Link
          to={clearHref}
          className="mt-6 inline-block rounded-full bg-rosewood-700 px-6 py-2.5 font-semibold text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950"
        >
          Clear Filters
        </Link>
      ) : null}
    </div>
  );
}
