/** The top of a panel list: search (a GET form), optional filters, and the Add link. */
import { Form, Link } from "react-router";

import { SearchField } from "~/components/listing/search-field";

export function PanelToolbar({
  q,
  searchLabel,
  searchPlaceholder,
  addHref,
  addLabel,
  children,
}: {
  q: string;
  searchLabel: string;
  /** What the box finds, as an example ("PI-000123"). */
  searchPlaceholder?: string;
  addHref?: string;
  addLabel?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <Form method="get" role="search" className="flex flex-1 flex-wrap items-end gap-3">
        <SearchField
          label={searchLabel}
          q={q}
          placeholder={searchPlaceholder}
          className="min-w-56 flex-1"
          inputClassName="rounded-lg border border-rosewood-300 bg-white px-3 py-2 dark:border-rosewood-600 dark:bg-rosewood-900"
        />
        {children}
        <button type="submit" className="rounded-lg bg-rosewood-700 px-4 py-2 font-semibold text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950">
          Search
        </button>
      </Form>
      {addHref ? (
        <Link to={addHref} preventScrollReset className="rounded-lg bg-brass-400 px-4 py-2 text-center font-semibold text-rosewood-950 hover:bg-brass-300">
          {addLabel}
        </Link>
      ) : null}
    </div>
  );
}
