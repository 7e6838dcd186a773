/**
 * /account/quotes (issue 31): an approved buyer's quote requests and quotations, newest first,
 * each with its reference (QR-000042, and QT/2026-27/0007 once quoted), its status in the page's
 * words, the total once quoted, and the date it was asked. Only the buyer's own (quotesOfBuyer).
 */
import { Link } from "react-router";

import { quotesOfBuyer } from "~/.server/quotes/read";
import { QuoteStatusBadge } from "~/components/quotes/quote-status-badge";
import { AccountNav } from "~/components/site/account/account-nav";
import { myQuotesCopy as copy } from "~/lib/copy/quote-pages";
import { formatPaise } from "~/lib/gst/money";
import { copySections } from "~/lib/i18n/copy.server";
import { langOf } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useLocalePath } from "~/lib/i18n/use-copy";
import { useFormat } from "~/lib/i18n/use-format";
import { siteName } from "~/lib/seo";
import { requireBuyer } from "~/routes/site/.server/quote-buyer";

import type { Route } from "./+types/quotes";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaCopy(matches, "myQuotesCopy", copy).title} | ${siteName(matches)}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireBuyer(request);
  const lang = langOf(params.lang);
  const quotes = quotesOfBuyer(user.id).map((quote) => ({
    id: quote.id,
    reference: quote.reference,
    quote_number: quote.quote_number,
    order_number: quote.order_number,
    status: quote.status,
    lines: quote.lines,
    // The total only once a quotation was sent (a draft's is the team's own).
    total_paise: quote.revision === null ? null : quote.total_paise,
    created_at: quote.created_at,
  }));
  return { quotes, copy: copySections(lang, ["myQuotesCopy", "phrases"]) };
}

export default function MyQuotesPage({ loaderData }: Route.ComponentProps) {
  const text = useCopy("myQuotesCopy", copy);
  const to = useLocalePath();
  const format = useFormat();
  const { quotes } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <AccountNav />
      <h1 className="text-3xl font-semibold">{text.title}</h1>
      <p className="mt-2 text-rosewood-700 dark:text-rosewood-200">{text.intro}</p>
      {quotes.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-rosewood-300 px-6 py-14 text-center dark:border-rosewood-700">
          <p className="font-serif text-2xl font-semibold">{text.emptyTitle}</p>
          <p className="mt-2 text-rosewood-700 dark:text-rosewood-200">{text.emptyHint}</p>
          <Link
            to={to("/products")}
            className="mt-6 inline-block rounded-full bg-rosewood-700 px-6 py-2.5 font-semibold text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950"
          >
            {text.browseProducts}
          </Link>
        </div>
      ) : (
        <ol className="mt-8 space-y-4" aria-label={text.listLabel}>
          {quotes.map((quote) => (
            <li key={quote.id} data-testid="my-quote">
              <article className="rounded-2xl border border-rosewood-200 bg-white p-5 shadow-sm dark:border-rosewood-800 dark:bg-rosewood-900">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="text-lg font-semibold">
                    <Link to={to(`/account/quotes/${quote.id}`)} className="underline underline-offset-4 hover:text-rosewood-700 dark:hover:text-brass-300">
                      <span data-testid="quote-reference">{quote.quote_number ?? quote.reference}</span>
                    </Link>
                  </h2>
                  <QuoteStatusBadge status={quote.status} label={text.statusLabels[quote.status]} />
                </div>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-rosewood-600 dark:text-rosewood-300">{text.reference}</dt>
                  <dd className="font-semibold">{quote.reference}</dd>
                  {quote.order_number ? (
                    <>
                      <dt className="text-rosewood-600 dark:text-rosewood-300">{text.orderNumber}</dt>
                      <dd className="font-semibold">{quote.order_number}</dd>
                    </>
                  ) : null}
                  <dt className="text-rosewood-600 dark:text-rosewood-300">{text.requestedOn}</dt>
                  <dd>
                    <time dateTime={quote.created_at}>{format.date(quote.created_at)}</time>
                  </dd>
                  <dt className="text-rosewood-600 dark:text-rosewood-300">{text.items}</dt>
                  <dd>{format.number(quote.lines)}</dd>
                  {quote.total_paise !== null ? (
                    <>
                      <dt className="text-rosewood-600 dark:text-rosewood-300">{text.total}</dt>
                      <dd className="font-semibold" data-testid="quote-total">
                        {formatPaise(quote.total_paise, format.lang)}
                      </dd>
                    </>
                  ) : null}
                </dl>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
