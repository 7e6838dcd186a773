/**
 * /panel/quotes (issue 31): every quote request, newest first, filtered by status (requested,
 * quoted, accepted, declined, expired, ordered, all) and paged; each row opens the quote. Plain
 * links, so it works without JavaScript; on a phone the table reads as one card per quote.
 */
import { Link } from "react-router";

import { quotesForTeam } from "~/.server/quotes/read";
import { Pager } from "~/components/listing/pager";
import { DataTable } from "~/components/panel/data-table";
import { QuoteStatusBadge } from "~/components/panel/quotes/quote-badges";
import { quotePanelCopy as copy } from "~/lib/copy/quotes";
import { formatDate } from "~/lib/dates";
import { formatPaise } from "~/lib/gst/money";
import { pageParam } from "~/lib/listing";
import { isOneOf, QUOTE_STATUSES, type QuoteStatus } from "~/lib/statuses";
import { requirePanelAccess } from "~/routes/panel/.server/access";

import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Quotes | Admin Panel" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/quotes");
  const searchParams = new URL(request.url).searchParams;
  const requested = searchParams.get("status");
  const status: QuoteStatus | null = isOneOf(QUOTE_STATUSES, requested) ? requested : null;
  const found = quotesForTeam({ status: status ?? undefined, page: pageParam(searchParams) });
  return {
    status,
    total: found.total,
    page: found.page,
    pageSize: found.pageSize,
    quotes: found.quotes.map((quote) => ({
      id: quote.id,
      reference: quote.quote_number ?? quote.reference,
      request: quote.reference,
      buyer: quote.buyer_name,
      business: quote.business_name,
      city: quote.delivery_city,
      status: quote.status,
      total: quote.total_paise === null ? null : formatPaise(quote.total_paise),
      date: formatDate(quote.created_at),
      created_at: quote.created_at,
    })),
  };
}

export default function QuotesPage({ loaderData }: Route.ComponentProps) {
  const { status, total, page, pageSize, quotes } = loaderData;
  const filters: { value: QuoteStatus | null; label: string }[] = [
    { value: null, label: copy.all },
    ...QUOTE_STATUSES.map((value) => ({ value, label: copy.statusLabels[value] })),
  ];
  return (
    <>
      <nav aria-label={copy.statusFilter} className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const active = filter.value === status;
          return (
            <Link
              key={filter.label}
              to={filter.value ? `/panel/quotes?status=${filter.value}` : "/panel/quotes"}
              aria-current={active ? "page" : undefined}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ${active ? "bg-rosewood-700 text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950" : "border border-rosewood-300 dark:border-rosewood-600"}`}
            >
              {filter.label}
            </Link>
          );
        })}
      </nav>
      <p className="mt-4 text-sm text-rosewood-700 dark:text-rosewood-200">{copy.showing(quotes.length, total)}</p>
      {quotes.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-rosewood-300 p-10 text-center dark:border-rosewood-700">
          <p className="font-semibold">{copy.empty}</p>
          <p className="mt-1 text-sm text-rosewood-600 dark:text-rosewood-300">{copy.emptyHint(Boolean(status))}</p>
        </div>
      ) : (
        <DataTable
          className="mt-4"
          columns={[copy.columns.reference, copy.columns.buyer, copy.columns.city, copy.columns.status, copy.columns.total, copy.columns.date]}
        >
          {quotes.map((quote) => (
            <tr key={quote.id} data-quote={quote.id}>
              <td data-label={copy.columns.reference} className="px-4 py-3 whitespace-nowrap">
                {/* One child per cell: on a phone the cell is a grid of its label and its content. */}
                <div>
                  <Link to={`/panel/quotes/${quote.id}`} className="font-semibold text-rosewood-800 underline underline-offset-4 dark:text-brass-300">
                    {quote.reference}
                  </Link>
                  {quote.reference !== quote.request ? <span className="block text-xs text-rosewood-600 dark:text-rosewood-300">{quote.request}</span> : null}
                </div>
              </td>
              <td data-label={copy.columns.buyer} className="px-4 py-3">
                <div>
                  <span className="block font-medium">{quote.buyer}</span>
                  {quote.business ? <span className="block text-xs text-rosewood-600 dark:text-rosewood-300">{quote.business}</span> : null}
                </div>
              </td>
              <td data-label={copy.columns.city} className="px-4 py-3">
                {quote.city}
              </td>
              <td data-label={copy.columns.status} className="px-4 py-3">
                <QuoteStatusBadge status={quote.status} />
              </td>
              <td data-label={copy.columns.total} className="px-4 py-3 whitespace-nowrap tabular-nums">
                {quote.total ?? copy.none}
              </td>
              <td data-label={copy.columns.date} className="px-4 py-3 whitespace-nowrap">
                <time dateTime={quote.created_at}>{quote.date}</time>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pageSize={pageSize} total={total} label={copy.listLabel} />
    </>
  );
}
