/**
 * /panel/quotes/:id (issue 31): the buyer's request, the pricing form (save as draft, send,
 * revise), the totals of the draft or last sent revision, the revision history with its PDFs,
 * and the buyer's answer: confirm an accepted quotation as an order, then move the order forward.
 * Admins and store managers (manage:quotes). The posts are in ../.server/quote-screen.ts.
 */
import { Link } from "react-router";

import { PricingForm } from "~/components/panel/quotes/pricing-form";
import { QuoteStatusBadge } from "~/components/panel/quotes/quote-badges";
import { AcceptedCard, DeclinedCard, OrderCard, RequestCard, ReviseCard, RevisionsCard, TotalsCard } from "~/components/panel/quotes/quote-parts";
import { quotePanelCopy as copy } from "~/lib/copy/quotes";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import { handleQuotePost, loadQuoteScreen, type QuoteActionData } from "~/routes/panel/.server/quote-screen";

import type { Route } from "./+types/view";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/quotes");
  return loadQuoteScreen(recordId(params.id), new URL(request.url));
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/quotes");
  return handleQuotePost(request, recordId(params.id), user);
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.quote.number ?? loaderData?.quote.reference ?? "Quote"} | Quotes | Admin Panel` },
];

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, requested, pricing, canRevise, nextRevision, totals, revisions, order } = loaderData;
  const error = (actionData as QuoteActionData | undefined)?.error;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <Link to="/panel/quotes" className="text-sm font-semibold text-rosewood-700 underline-offset-4 hover:underline dark:text-brass-300">
            ← {copy.back}
          </Link>
          <h1 className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-semibold">
            <span data-testid="quote-title">{quote.number ?? quote.reference}</span>
            <QuoteStatusBadge status={quote.status} />
          </h1>
          <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
            {quote.number ? `${quote.reference} · ` : ""}
            {quote.buyer_name}
            {quote.business_name ? ` · ${quote.business_name}` : ""}
          </p>
        </div>
      </div>
      {/* From xl up: the request beside the totals and revisions, the pricing table across the page below them. */}
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 xl:col-start-1 xl:row-start-1">
          <RequestCard quote={quote} lines={requested} />
        </div>
        {pricing ? (
          <div className="min-w-0 xl:col-span-2 xl:row-start-2">
            <PricingForm key={pricing.key} start={pricing.start} heading={pricing.heading} principal={pricing.principal} />
          </div>
        ) : null}
        {canRevise || quote.status === "accepted" || quote.status === "declined" || order ? (
          <div className={`min-w-0 space-y-5 xl:col-start-1 ${pricing ? "xl:row-start-3" : "xl:row-start-2"}`}>
            {canRevise ? <ReviseCard quoteId={quote.id} nextRevision={nextRevision} /> : null}
            {quote.status === "accepted" ? <AcceptedCard poNumber={quote.po_number} acceptedAt={quote.accepted_at} error={error} /> : null}
            {quote.status === "declined" ? <DeclinedCard declinedAt={quote.declined_at} reason={quote.decline_reason} /> : null}
            {order ? <OrderCard order={order} poNumber={quote.po_number} /> : null}
          </div>
        ) : null}
        <div className="min-w-0 space-y-5 xl:col-start-2 xl:row-span-1 xl:row-start-1">
          {totals ? <TotalsCard totals={totals} /> : null}
          <RevisionsCard quoteId={quote.id} number={quote.number} revisions={revisions} />
        </div>
      </div>
    </div>
  );
}
