/**
 * /account/quotes/:id (issue 31): one of the buyer's own quotes (another buyer's is a 404, as
 * quoteForBuyer answers null). What was asked; once quoted, the last revision sent as the
 * quotation (lines, tax, round off, total in figures and words, validity, terms, the seller's bank
 * details and UPI id), a link to its PDF, and while it waits and is valid the Accept (optional
 * purchase-order number) and Decline (a reason) forms; once ordered, the order's steps with
 * their dates. The answers post here (answerQuotation), once per submission key.
 */
import { data, Form, Link, useNavigation } from "react-router";

import { answerQuotation } from "~/.server/quotes/decisions";
import { quoteForBuyer } from "~/.server/quotes/read";
import { submissionKeyOf, withSubmissionKey } from "~/.server/submissions/keys";
import { QuoteStatusBadge } from "~/components/quotes/quote-status-badge";
import { AccountNav } from "~/components/site/account/account-nav";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { myQuotesCopy as copy } from "~/lib/copy/quote-pages";
import { amountInWords } from "~/lib/gst/amount-in-words";
import { formatPaise } from "~/lib/gst/money";
import { formatHalfRate, formatRate } from "~/lib/gst/rates";
import { stateName } from "~/lib/gst/states";
import { copyFor, copySections, translateMessage } from "~/lib/i18n/copy.server";
import { langOf, localePath } from "~/lib/i18n/locales";
import { fill } from "~/lib/i18n/locales";
import { useCopy, useEnglishMark, useLocalePath } from "~/lib/i18n/use-copy";
import { useFormat } from "~/lib/i18n/use-format";
import { parseId } from "~/lib/ids";
import { acceptQuotationSchema, declineQuotationSchema } from "~/lib/schemas/quotes";
import { siteName } from "~/lib/seo";
import { readFormData } from "~/routes/.server/form-data";
import { redirectWithToast } from "~/routes/.server/toast";
import { requireBuyer } from "~/routes/site/.server/quote-buyer";

import type { Route } from "./+types/quote";

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => [
  { title: `${loaderData?.quote.quote_number ?? loaderData?.quote.reference ?? ""} | ${siteName(matches)}` },
  { name: "robots", content: "noindex" },
];

const notFound = () => data(null, { status: 404 });

/** A refused answer: the message at its field, or the whole form's (expired, no longer waiting). */
type AnswerReply = { intent: "accept" | "decline"; errors: Record<string, string>; formError?: string };

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireBuyer(request);
  const lang = langOf(params.lang);
  const id = parseId(params.id);
  const detail = id === null ? null : quoteForBuyer(user.id, id);
  if (!detail) throw notFound();
  const { quote, summary, requested, quotation, order } = detail;
  return {
    quote: {
      id: quote.id,
      reference: summary.reference,
      quote_number: quote.quote_number,
      status: summary.status,
      created_at: quote.created_at,
      buyer_name: quote.buyer_name,
      business_name: quote.business_name,
      delivery_city: quote.delivery_city,
      delivery_state: stateName(quote.delivery_state) ?? quote.delivery_state,
      gstin: quote.gstin,
      needed_by: quote.needed_by,
      message: quote.message,
      po_number: quote.po_number,
      decline_reason: quote.decline_reason,
      accepted_at: quote.accepted_at,
      declined_at: quote.declined_at,
    },
    requested: requested.map((line) => ({ id: line.id, product_id: line.product_id, title: line.product_title, quantity: line.quantity, note: line.note })),
    quotation: quotation
      ? {
          revision: quotation.revision.revision,
          sent_at: quotation.revision.sent_at,
          valid_until: quotation.revision.valid_until,
          terms: quotation.revision.terms,
          seller: { ...quotation.seller, state: stateName(quotation.seller.state_code) ?? quotation.seller.state_code },
          supply: quotation.totals.supply,
          lines: quotation.totals.lines.map((line) => ({
            id: line.id,
            kind: line.kind,
            description: line.description,
            hsn: line.hsn,
            quantity: line.quantity,
            unitPricePaise: line.unitPricePaise,
            discountPaise: line.discountPaise,
            rateBp: line.rateBp,
            taxablePaise: line.taxablePaise,
            cgstPaise: line.cgstPaise,
            sgstPaise: line.sgstPaise,
            igstPaise: line.igstPaise,
            amountPaise: line.amountPaise,
          })),
          taxSummary: quotation.totals.taxSummary,
          taxablePaise: quotation.totals.taxablePaise,
          cgstPaise: quotation.totals.cgstPaise,
          sgstPaise: quotation.totals.sgstPaise,
          igstPaise: quotation.totals.igstPaise,
          roundOffPaise: quotation.totals.roundOffPaise,
          totalPaise: quotation.totals.totalPaise,
          inWords: amountInWords(quotation.totals.totalPaise),
        }
      : null,
    order: order
      ? {
          number: order.order.order_number,
          status: order.order.status,
          carrier: order.order.carrier,
          tracking_number: order.order.tracking_number,
          events: order.events.map((event) => ({ id: event.id, status: event.status, at: event.at, note: event.note })),
        }
      : null,
    copy: copySections(lang, ["myQuotesCopy", "phrases"]),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireBuyer(request);
  const lang = langOf(params.lang);
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const words = copyFor(lang).myQuotesCopy;
  const here = localePath(lang, `/account/quotes/${id}`);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const refuse = (reply: AnswerReply, status = 400) => data(reply, { status });

  let answer: { accept: true; po_number: string } | { accept: false; reason: string };
  if (intent === "accept") {
    const parsed = acceptQuotationSchema.safeParse({ po_number: formData.get("po_number") ?? "" });
    if (!parsed.success) return refuse({ intent: "accept", errors: { po_number: translateMessage(parsed.error.issues[0]!.message, lang) } });
    answer = { accept: true, po_number: parsed.data.po_number };
  } else if (intent === "decline") {
    const parsed = declineQuotationSchema.safeParse({ reason: formData.get("reason") ?? "" });
    if (!parsed.success) return refuse({ intent: "decline", errors: { reason: translateMessage(parsed.error.issues[0]!.message, lang) } });
    answer = { accept: false, reason: parsed.data.reason };
  } else {
    // An empty form names no answer.
    return data(null, { status: 400 });
  }
  const toast = answer.accept ? words.acceptedToast : words.declinedToast;
  const stored = await withSubmissionKey(submissionKeyOf(formData, `quote-answer:${id}`), () => answerQuotation(user.id, id, answer));
  if (stored.repeated) return redirectWithToast(here, { type: "success", message: toast });
  if (!stored.value.ok) {
    if (stored.value.reason === "not_found") throw notFound();
    return refuse({ intent: answer.accept ? "accept" : "decline", errors: {}, formError: translateMessage(stored.value.message, lang) }, 409);
  }
  return redirectWithToast(here, { type: "success", message: toast });
}

type Data = Route.ComponentProps["loaderData"];
type Quotation = NonNullable<Data["quotation"]>;

const cell = "px-2 py-2 text-right tabular-nums whitespace-nowrap";
const head = "px-2 py-2 text-right text-xs font-semibold uppercase tracking-wide text-rosewood-600 dark:text-rosewood-300";

function Facts({ rows }: { rows: [label: string, value: React.ReactNode, testId?: string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value, testId]) => (
        <div key={label} className="contents">
          <dt className="text-rosewood-600 dark:text-rosewood-300">{label}</dt>
          <dd className="font-semibold break-words" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function QuotationSheet({ quotation, quote }: { quotation: Quotation; quote: Data["quote"] }) {
  const text = useCopy("myQuotesCopy", copy);
  const format = useFormat();
  const english = useEnglishMark();
  const money = (paise: number) => formatPaise(paise, format.lang);
  const intra = quotation.supply === "intra-state";
  const kindLabel = (kind: string) => (kind === "packing" ? text.packing : kind === "freight" ? text.freight : null);
  return (
    <section
      aria-labelledby="quotation-title"
      className="mt-8 rounded-2xl border border-rosewood-200 bg-white p-5 dark:border-rosewood-800 dark:bg-rosewood-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="quotation-title" className="text-xl font-semibold">
            {text.quotationTitle} <span data-testid="quotation-number">{quote.quote_number}</span>
          </h2>
          <p className="text-sm text-rosewood-600 dark:text-rosewood-300" data-testid="quotation-revision">
            {fill(text.revision, { number: quotation.revision })}
          </p>
        </div>
        <a
          href={`/account/quotes/${quote.id}/pdf`}
          className="rounded-full border-2 border-rosewood-700 px-4 py-2 text-sm font-semibold hover:bg-rosewood-100 dark:border-brass-400 dark:hover:bg-rosewood-800"
          data-testid="quotation-pdf"
        >
          {text.downloadPdf}
        </a>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Facts
          rows={[
            [text.date, quotation.sent_at ? <time dateTime={quotation.sent_at}>{format.date(quotation.sent_at)}</time> : ""],
            [text.validUntil, <time dateTime={quotation.valid_until}>{format.date(quotation.valid_until)}</time>, "quotation-valid-until"],
          ]}
        />
        <div className="text-sm" lang={english}>
          <p className="text-rosewood-600 dark:text-rosewood-300">{text.seller}</p>
          <p className="font-semibold">{quotation.seller.legal_name || quotation.seller.name}</p>
          <p>GSTIN {quotation.seller.gstin}</p>
          <p className="whitespace-pre-line">{quotation.seller.address}</p>
          <p>{quotation.seller.state}</p>
        </div>
      </div>
      <div className="mt-5 -mx-5 overflow-x-auto px-5">
        <table className="w-full min-w-[40rem] text-sm" data-testid="quotation-lines">
          <thead className="border-b border-rosewood-200 dark:border-rosewood-700">
            <tr>
              <th className={`${head} text-left`}>{text.description}</th>
              <th className={head}>{text.hsn}</th>
              <th className={head}>{text.quantity}</th>
              <th className={head}>{text.rate}</th>
              <th className={head}>{text.discount}</th>
              <th className={head}>{text.taxable}</th>
              {intra ? (
                <>
                  <th className={head}>{text.cgst}</th>
                  <th className={head}>{text.sgst}</th>
                </>
              ) : (
                <th className={head}>{text.igst}</th>
              )}
              <th className={head}>{text.amount}</th>
            </tr>
          </thead>
          <tbody>
            {quotation.lines.map((line) => (
              <tr key={line.id} className="border-b border-rosewood-100 align-top dark:border-rosewood-800" data-testid="quotation-line">
                <td className="min-w-40 px-2 py-2">
                  {kindLabel(line.kind) ? <span className="mr-1 text-xs font-semibold uppercase">{kindLabel(line.kind)}:</span> : null}
                  <span lang={english}>{line.description}</span>
                </td>
                <td className={cell}>{line.hsn}</td>
                <td className={cell}>{format.number(line.quantity)}</td>
                <td className={cell}>{money(line.unitPricePaise)}</td>
                <td className={cell}>{line.discountPaise ? money(line.discountPaise) : "–"}</td>
                <td className={cell}>{money(line.taxablePaise)}</td>
                {intra ? (
                  <>
                    <td className={cell}>
                      {money(line.cgstPaise)} <span className="text-xs text-rosewood-600 dark:text-rosewood-300">({formatHalfRate(line.rateBp)})</span>
                    </td>
                    <td className={cell}>
                      {money(line.sgstPaise)} <span className="text-xs text-rosewood-600 dark:text-rosewood-300">({formatHalfRate(line.rateBp)})</span>
                    </td>
                  </>
                ) : (
                  <td className={cell}>
                    {money(line.igstPaise)} <span className="text-xs text-rosewood-600 dark:text-rosewood-300">({formatRate(line.rateBp)})</span>
                  </td>
                )}
                <td className={`${cell} font-semibold`}>{money(line.amountPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 className="mt-6 text-base font-semibold">{text.taxSummary}</h3>
      <div className="-mx-5 overflow-x-auto px-5">
        <table className="mt-2 w-full min-w-[28rem] text-sm" data-testid="tax-summary">
          <thead className="border-b border-rosewood-200 dark:border-rosewood-700">
            <tr>
              <th className={`${head} text-left`}>{text.hsn}</th>
              <th className={head}>{text.gstRate}</th>
              <th className={head}>{text.taxable}</th>
              {intra ? (
                <>
                  <th className={head}>{text.cgst}</th>
                  <th className={head}>{text.sgst}</th>
                </>
              ) : (
                <th className={head}>{text.igst}</th>
              )}
            </tr>
          </thead>
          <tbody>
            {quotation.taxSummary.map((row) => (
              <tr key={`${row.hsn}-${row.rateBp}`} className="border-b border-rosewood-100 dark:border-rosewood-800">
                <td className="px-2 py-2">{row.hsn}</td>
                <td className={cell}>{formatRate(row.rateBp)}</td>
                <td className={cell}>{money(row.taxablePaise)}</td>
                {intra ? (
                  <>
                    <td className={cell}>{money(row.cgstPaise)}</td>
                    <td className={cell}>{money(row.sgstPaise)}</td>
                  </>
                ) : (
                  <td className={cell}>{money(row.igstPaise)}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="mt-5 ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" data-testid="quotation-totals">
        <dt>{text.taxableTotal}</dt>
        <dd className="text-right tabular-nums">{money(quotation.taxablePaise)}</dd>
        {intra ? (
          <>
            <dt>{text.cgst}</dt>
            <dd className="text-right tabular-nums">{money(quotation.cgstPaise)}</dd>
            <dt>{text.sgst}</dt>
            <dd className="text-right tabular-nums">{money(quotation.sgstPaise)}</dd>
          </>
        ) : (
          <>
            <dt>{text.igst}</dt>
            <dd className="text-right tabular-nums">{money(quotation.igstPaise)}</dd>
          </>
        )}
        <dt>{text.roundOff}</dt>
        <dd className="text-right tabular-nums">{money(quotation.roundOffPaise)}</dd>
        <dt className="border-t border-rosewood-300 pt-1 text-base font-semibold dark:border-rosewood-600">{text.grandTotal}</dt>
        <dd
          className="border-t border-rosewood-300 pt-1 text-right text-base font-semibold tabular-nums dark:border-rosewood-600"
          data-testid="quotation-total"
        >
          {money(quotation.totalPaise)}
        </dd>
      </dl>
      <p className="mt-2 text-right text-sm">
        <span className="text-rosewood-600 dark:text-rosewood-300">{text.inWords}: </span>
        <span lang="en" className="font-semibold" data-testid="quotation-in-words">
          {quotation.inWords}
        </span>
      </p>

      {quotation.terms ? (
        <>
          <h3 className="mt-6 text-base font-semibold">{text.terms}</h3>
          <p className="mt-1 text-sm whitespace-pre-line" lang={english}>
            {quotation.terms}
          </p>
        </>
      ) : null}
      {quotation.seller.bank_account_number || quotation.seller.upi_id ? (
        <>
          <h3 className="mt-6 text-base font-semibold">{text.payment}</h3>
          <div className="mt-1" lang={english}>
            <Facts
              rows={[
                ...(quotation.seller.bank_account_number
                  ? ([
                      [text.accountName, quotation.seller.bank_account_name],
                      [text.bank, quotation.seller.bank_name],
                      [text.accountNumber, quotation.seller.bank_account_number],
                      [text.ifsc, quotation.seller.bank_ifsc],
                    ] as [string, string][])
                  : []),
                ...(quotation.seller.upi_id ? ([[text.upi, quotation.seller.upi_id, "quotation-upi"]] as [string, string, string][]) : []),
              ]}
            />
          </div>
        </>
      ) : null}
    </section>
  );
}

const answerInput =
  "mt-1 block w-full rounded-lg border border-rosewood-300 bg-white px-3 py-2.5 text-rosewood-950 shadow-sm focus:border-brass-500 focus:ring-2 focus:ring-brass-300 focus:outline-none aria-[invalid=true]:border-red-600 dark:border-rosewood-600 dark:bg-rosewood-900 dark:text-ivory-50";

function AnswerForms({ reply }: { reply: AnswerReply | undefined }) {
  const text = useCopy("myQuotesCopy", copy);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;
  const poError = reply?.intent === "accept" ? reply.errors.po_number : undefined;
  const reasonError = reply?.intent === "decline" ? reply.errors.reason : undefined;
  return (
    <section aria-labelledby="answer-title" className="mt-8">
      <h2 id="answer-title" className="text-xl font-semibold">
        {text.answerTitle}
      </h2>
      {reply?.formError ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {reply.formError}
        </p>
      ) : null}
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <Form method="post" className="rounded-2xl border border-emerald-300 p-4 dark:border-emerald-800" aria-labelledby="accept-title">
          <SubmissionKeyField />
          <input type="hidden" name="intent" value="accept" />
          <h3 id="accept-title" className="font-semibold">
            {text.acceptTitle}
          </h3>
          <label htmlFor="po_number" className="mt-3 block text-sm font-medium">
            {text.poNumber}
          </label>
          <input
            id="po_number"
            name="po_number"
            maxLength={50}
            className={answerInput}
            {...(poError ? { "aria-invalid": true, "aria-describedby": "po_number-error" } : {})}
          />
          {poError ? (
            <p id="po_number-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {poError}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={busy}
            className="mt-4 w-full rounded-full bg-emerald-800 px-5 py-2.5 font-semibold text-white hover:bg-emerald-900 disabled:opacity-70"
          >
            {text.accept}
          </button>
        </Form>
        <Form method="post" className="rounded-2xl border border-rosewood-300 p-4 dark:border-rosewood-700" aria-labelledby="decline-title">
          <SubmissionKeyField />
          <input type="hidden" name="intent" value="decline" />
          <h3 id="decline-title" className="font-semibold">
            {text.declineTitle}
          </h3>
          <label htmlFor="reason" className="mt-3 block text-sm font-medium">
            {text.reason}
          </label>
          <textarea
            id="reason"
            name="reason"
            rows={3}
            maxLength={1000}
            className={answerInput}
            {...(reasonError ? { "aria-invalid": true, "aria-describedby": "reason-error" } : {})}
          />
          {reasonError ? (
            <p id="reason-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
              {reasonError}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={busy}
            className="mt-4 w-full rounded-full border-2 border-rosewood-700 px-5 py-2 font-semibold hover:bg-rosewood-100 disabled:opacity-70 dark:border-brass-400 dark:hover:bg-rosewood-800"
          >
            {text.decline}
          </button>
        </Form>
      </div>
    </section>
  );
}

function OrderProgress({ order }: { order: NonNullable<Data["order"]> }) {
  const text = useCopy("myQuotesCopy", copy);
  const format = useFormat();
  const english = useEnglishMark();
  return (
    <section aria-labelledby="order-title" className="mt-8 rounded-2xl border border-brass-400 p-5" data-testid="order">
      <h2 id="order-title" className="text-xl font-semibold">
        {fill(text.orderTitle, { number: order.number })}
      </h2>
      <h3 className="mt-3 text-sm font-semibold">{text.orderSteps}</h3>
      <ol className="mt-2 space-y-2 border-l-2 border-brass-400 pl-4">
        {order.events.map((event) => (
          <li key={event.id} data-testid="order-step" data-step={event.status}>
            <span className="font-semibold">{text.stepLabels[event.status]}</span>{" "}
            <time dateTime={event.at} className="text-sm text-rosewood-600 dark:text-rosewood-300">
              {format.date(event.at)}
            </time>
            {event.note ? (
              <p className="text-sm" lang={english}>
                {event.note}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {order.carrier || order.tracking_number ? (
        <div className="mt-4" lang={english}>
          <Facts
            rows={[
              [text.carrier, order.carrier, "order-carrier"],
              [text.tracking, order.tracking_number, "order-tracking"],
            ]}
          />
        </div>
      ) : null}
    </section>
  );
}

export default function MyQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const text = useCopy("myQuotesCopy", copy);
  const format = useFormat();
  const to = useLocalePath();
  const english = useEnglishMark();
  const { quote, requested, quotation, order } = loaderData;
  const reply = actionData as AnswerReply | undefined;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-12">
      <AccountNav />
      <p>
        <Link to={to("/account/quotes")} className="text-sm underline underline-offset-4">
          ← {text.backToList}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold" data-testid="quote-reference">
          {quote.quote_number ?? quote.reference}
        </h1>
        <QuoteStatusBadge status={quote.status} label={text.statusLabels[quote.status]} />
      </div>
      <p className="mt-1 text-sm text-rosewood-600 dark:text-rosewood-300">
        {quote.reference} · {text.requestedOn} <time dateTime={quote.created_at}>{format.date(quote.created_at)}</time>
      </p>

      <section aria-labelledby="asked-title" className="mt-8">
        <h2 id="asked-title" className="text-xl font-semibold">
          {text.whatYouAsked}
        </h2>
        <ul className="mt-3 divide-y divide-rosewood-200 rounded-2xl border border-rosewood-200 dark:divide-rosewood-800 dark:border-rosewood-800">
          {requested.map((line) => (
            <li key={line.id} className="flex flex-wrap justify-between gap-2 px-4 py-3" data-testid="requested-line">
              <span className="font-semibold break-words" lang={english}>
                {line.product_id ? <Link to={to(`/products/${line.product_id}`)}>{line.title}</Link> : line.title}
              </span>
              <span className="tabular-nums">
                {text.quantity}: {format.number(line.quantity)}
              </span>
              {line.note ? <p className="w-full text-sm text-rosewood-700 dark:text-rosewood-200">{line.note}</p> : null}
            </li>
          ))}
        </ul>
        <div className="mt-4">
          <Facts
            rows={[
              [text.delivery, `${quote.delivery_city}, ${quote.delivery_state}`],
              ...(quote.gstin ? ([[text.gstin, quote.gstin]] as [string, string][]) : []),
              ...(quote.needed_by ? ([[text.neededBy, format.date(quote.needed_by)]] as [string, string][]) : []),
              ...(quote.message ? ([[text.message, <span className="whitespace-pre-line">{quote.message}</span>]] as [string, React.ReactNode][]) : []),
            ]}
          />
        </div>
      </section>

      {quote.status === "requested" ? (
        <p className="mt-8 rounded-xl border-l-4 border-brass-500 bg-ivory-100 p-4 dark:bg-rosewood-800">{text.waitingForQuote}</p>
      ) : null}
      {quotation ? <QuotationSheet quotation={quotation} quote={quote} /> : null}
      {quote.status === "quoted" ? <AnswerForms reply={reply} /> : null}
      {quote.status === "expired" && quotation ? (
        <p role="status" className="mt-8 rounded-xl border-l-4 border-red-600 bg-red-50 p-4 dark:bg-red-950" data-testid="quote-expired">
          {fill(text.expiredNotice, { date: format.date(quotation.valid_until) })}
        </p>
      ) : null}
      {quote.accepted_at ? (
        <div className="mt-8 rounded-xl border-l-4 border-emerald-600 bg-emerald-50 p-4 dark:bg-emerald-950" data-testid="quote-accepted">
          <p>{fill(text.youAccepted, { date: format.date(quote.accepted_at) })}</p>
          {quote.po_number ? <p className="mt-1">{fill(text.yourPo, { po: quote.po_number })}</p> : null}
          {quote.status === "accepted" ? <p className="mt-1 text-sm">{text.accepted}</p> : null}
        </div>
      ) : null}
      {quote.declined_at ? (
        <div className="mt-8 rounded-xl border-l-4 border-rosewood-500 bg-ivory-100 p-4 dark:bg-rosewood-800" data-testid="quote-declined">
          <p>{fill(text.youDeclined, { date: format.date(quote.declined_at) })}</p>
          <p className="mt-1 whitespace-pre-line">{fill(text.yourReason, { reason: quote.decline_reason })}</p>
        </div>
      ) : null}
      {order ? <OrderProgress order={order} /> : null}
    </main>
  );
}
