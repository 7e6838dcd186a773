/**
 * /account/inquiries: the signed-in person's product and portfolio inquiries, newest first, each
 * with its item, status and the team's reply (the reply emails link here). Only the account's
 * own (`listOwnInquiries`, the rule of the API's /inquiries/user/ lists); 12 a page.
 */
import { Link } from "react-router";

import { listOwnInquiries, type OwnInquiry } from "~/.server/inquiries/inquiries";
import { Pager } from "~/components/listing/pager";
import { StatusBadge } from "~/components/panel/shop/inquiry-screens";
import { AccountNav } from "~/components/site/account/account-nav";
import { myInquiriesCopy as copy } from "~/lib/copy/my-data";
import { productRequestCopy } from "~/lib/copy/product-requests";
import { formatDate } from "~/lib/dates";
import { copySections } from "~/lib/i18n/copy.server";
import { langOf } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useCopyPart, useLocalePath } from "~/lib/i18n/use-copy";
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
  const list = listOwnInquiries(user.id, { page: pageParam(new URL(request.url).searchParams) });
  return {
    page: list.page,
    pageSize: list.pageSize,
    count: list.count,
    inquiries: list.results.map(shown),
    copy: copySections(langOf(params.lang), ["myInquiriesCopy", "formWords", "phrases"], { productRequestCopy: REQUEST_KIND_WORDS }),
  };
}

/** What a card shows of either kind: no more than the person needs (never another's data). */
function shown({ kind, record }: OwnInquiry) {
  const item = kind === "product" ? { title: record.product_title, id: record.product_item } : { title: record.portfolio_title, id: record.portfolio_item };
  return {
    key: `${kind}-${record.id}`,
    kind,
    // Issue 29: a product request's own kind ("Notify me", "Make one"), labelled on its card.
    requestKind: kind === "product" ? record.request_kind : "inquiry",
    title: item.title,
    href: item.id === null ? null : `/${kind === "product" ? "products" : "portfolio"}/${item.id}`,
    status: record.status,
    message: record.message,
    created_at: record.created_at,
    reply_message: record.reply_message,
    replied_at: record.replied_at,
  };
}

function When({ value }: { value: string }) {
  return <time dateTime={value}>{formatDate(value)}</time>;
}

export default function MyInquiriesPage({ loaderData }: Route.ComponentProps) {
  const text = useCopy("myInquiriesCopy", copy);
  const { kinds } = useCopyPart("productRequestCopy", REQUEST_KIND_WORDS);
  const to = useLocalePath();
  const { inquiries, page, pageSize, count } = loaderData;
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
                    <h2 className="mt-1 text-lg font-semibold break-words">
                      {inquiry.href ? (
                        <Link to={inquiry.href} className="underline underline-offset-4 hover:text-rosewood-700 dark:hover:text-brass-300">
                          {inquiry.title}
                        </Link>
                      ) : (
                        inquiry.title
                      )}
                    </h2>
                    {inquiry.href ? null : <p className="text-sm text-rosewood-600 dark:text-rosewood-300">{text.itemGone}</p>}
                  </div>
                  <StatusBadge status={inquiry.status} />
                </div>
                <p className="mt-2 text-sm text-rosewood-600 dark:text-rosewood-300">
                  {text.sent} <When value={inquiry.created_at} />
                </p>
                <h3 className="mt-4 text-sm font-semibold">{text.yourMessage}</h3>
                <p className="mt-1 break-words whitespace-pre-line">{inquiry.message}</p>
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
