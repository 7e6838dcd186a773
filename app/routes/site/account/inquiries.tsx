/**
 * /account/inquiries: the signed-in person's product and portfolio inquiries, newest first, each
 * with its item, status and the team's reply (the reply emails link here). Only the account's
 * own (`listOwnInquiries`, the rule of the API's /inquiries/user/ lists); 12 a page. In the page's
 * language (issue 29): the status, the dates (lib/dates.ts) and the item's title where it has a
 * translation; each card names its reference (PI-000123, as the emails do) and what was asked for.
 */
import { Link } from "react-router";

import { referenceNumber } from "~/.server/email/templates";
import { listOwnInquiries, type OwnInquiry } from "~/.server/inquiries/inquiries";
import { Pager } from "~/components/listing/pager";
import { StatusBadge } from "~/components/panel/shop/inquiry-screens";
import { AccountNav } from "~/components/site/account/account-nav";
import { myInquiriesCopy as copy } from "~/lib/copy/my-data";
import { productRequestCopy } from "~/lib/copy/product-requests";
import { copySections } from "~/lib/i18n/copy.server";
import { langOf } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useCopyPart, useLocalePath } from "~/lib/i18n/use-copy";
import { useFormat } from "~/lib/i18n/use-format";
import { pageParam } from "~/lib/listing";
import { siteName } from "~/lib/seo";
import { requireUser } from "~/routes/.server/auth";

import type { Route } from "./+types/inquiries";

const REQUEST_KIND_WORDS = { kinds: productRequestCopy.kinds };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaCopy(matches, "myInquiriesCopy", copy).title} | ${siteName(matches)}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const lang = langOf(params.lang);
  const list = listOwnInquiries(user.id, { page: pageParam(new URL(request.url).searchParams), lang });
  return {
    page: list.page,
    pageSize: list.pageSize,
    count: list.count,
    inquiries: list.results.map(shown),
    copy: copySections(lang, ["myInquiriesCopy", "formWords", "phrases"], { productRequestCopy: REQUEST_KIND_WORDS }),
  };
}

/** What a card shows of either kind: no more than the person needs (never another's data). */
function shown(inquiry: OwnInquiry) {
  const { kind, record } = inquiry;
  const itemId = kind === "product" ? record.product_item : record.portfolio_item;
  // What the buyer sent beside the message: product budgets in rupees, project budgets in dollars (as the forms ask).
  const details =
    kind === "product"
      ? { quantity: record.quantity, budget: record.budget, currency: "rupees" as const, timeline: record.delivery_timeline }
      : { quantity: null, budget: record.budget, currency: "dollars" as const, timeline: record.timeline };
  return {
    key: `${kind}-${record.id}`,
    kind,
    // Issue 29: a product request's own kind ("Notify me", "Make one"), labelled on its card.
    requestKind: kind === "product" ? record.request_kind : "inquiry",
    reference: referenceNumber(kind, record.id),
    title: inquiry.title,
    titleUntranslated: inquiry.titleUntranslated === true,
    href: itemId === null ? null : `/${kind === "product" ? "products" : "portfolio"}/${itemId}`,
    ...details,
    status: record.status,
    message: record.message,
    created_at: record.created_at,
    reply_message: record.reply_message,
    replied_at: record.replied_at,
  };
}

function When({ value }: { value: string }) {
  const format = useFormat();
  return <time dateTime={value}>{format.date(value)}</time>;
}

type Shown = ReturnType<typeof shown>;

/** Reference, quantity, budget and timeline, as the buyer sent them (those not given are left out). */
function Details({ inquiry }: { inquiry: Shown }) {
  const text = useCopy("myInquiriesCopy", copy);
  const format = useFormat();
  const rows: [label: string, value: string, testId: string][] = [[text.reference, inquiry.reference, "reference"]];
  if (inquiry.quantity !== null) rows.push([text.quantity, format.number(inquiry.quantity), "quantity"]);
  if (inquiry.budget !== null)
    rows.push([text.budget, inquiry.currency === "rupees" ? format.rupees(inquiry.budget) : format.dollars(inquiry.budget), "budget"]);
  if (inquiry.timeline) rows.push([inquiry.kind === "product" ? text.deliveryTimeline : text.timeline, inquiry.timeline, "timeline"]);
  return (
    <dl aria-label={text.details} className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value, testId]) => (
        <div key={testId} className="contents">
          <dt className="text-rosewood-600 dark:text-rosewood-300">{label}</dt>
          <dd className="font-semibold break-words" data-testid={`my-inquiry-${testId}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function MyInquiriesPage({ loaderData }: Route.ComponentProps) {
  const text = useCopy("myInquiriesCopy", copy);
  const { kinds } = useCopyPart("productRequestCopy", REQUEST_KIND_WORDS);
  const to = useLocalePath();
  const { inquiries, page, pageSize, count } = loaderData;
  const titleLang = useFormat().lang === "en" ? undefined : "en";
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <AccountNav />
      <h1 className="text-3xl font-semibold">{text.title}</h1>
      <p className="mt-2 text-rosewood-700 dark:text-rosewood-200">{text.intro}</p>

      {inquiries.length === 0 ? (
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
        <ol className="mt-8 space-y-5" aria-label={text.listLabel}>
          {inquiries.map((inquiry) => (
            <li key={inquiry.key} data-testid="my-inquiry">
              <article className="rounded-2xl border border-rosewood-200 bg-white p-5 shadow-sm dark:border-rosewood-800 dark:bg-rosewood-900">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-xs font-semibold tracking-wide text-rosewood-600 uppercase dark:text-rosewood-300">
                      {inquiry.requestKind !== "inquiry"
                        ? kinds[inquiry.requestKind]
                        : inquiry.kind === "product"
                          ? text.productInquiry
                          : text.portfolioInquiry}
                    </p>
                    <h2 className="mt-1 text-lg font-semibold break-words" lang={inquiry.titleUntranslated ? titleLang : undefined}>
                      {inquiry.href ? (
                        <Link to={to(inquiry.href)} className="underline underline-offset-4 hover:text-rosewood-700 dark:hover:text-brass-300">
                          {inquiry.title}
                        </Link>
                      ) : (
                        inquiry.title
                      )}
                    </h2>
                    {inquiry.href ? null : <p className="text-sm text-rosewood-600 dark:text-rosewood-300">{text.itemGone}</p>}
                  </div>
                  <StatusBadge status={inquiry.status} label={text.statusLabels[inquiry.status]} />
                </div>
                <p className="mt-2 text-sm text-rosewood-600 dark:text-rosewood-300">
                  {text.sent} <When value={inquiry.created_at} />
                </p>
                <Details inquiry={inquiry} />
                {/* A "Notify me" request is stored with no message: nothing to show under the heading. */}
                {inquiry.message ? (
                  <>
                    <h3 className="mt-4 text-sm font-semibold">{text.yourMessage}</h3>
                    <p className="mt-1 break-words whitespace-pre-line">{inquiry.message}</p>
                  </>
                ) : null}
                {inquiry.reply_message ? (
                  <section className="mt-4 rounded-xl border-l-4 border-brass-500 bg-ivory-100 p-4 dark:bg-rosewood-800">
                    <h3 className="text-sm font-semibold">
                      {text.ourReply}
                      {inquiry.replied_at ? (
                        <span className="ml-2 font-normal text-rosewood-600 dark:text-rosewood-300">
                          ({text.replied} <When value={inquiry.replied_at} />)
                        </span>
                      ) : null}
                    </h3>
                    <p className="mt-1 break-words whitespace-pre-line" data-testid="my-inquiry-reply">
                      {inquiry.reply_message}
                    </p>
                  </section>
                ) : (
                  <p className="mt-4 text-sm text-rosewood-600 italic dark:text-rosewood-300">{text.noReplyYet}</p>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} pageSize={pageSize} total={count} label={text.listLabel} />
    </main>
  );
}
