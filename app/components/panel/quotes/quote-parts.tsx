/**
 * The read-only parts of a quote's page in the panel (issue 31): the buyer's request, the totals
 * of the draft or last sent revision (as the domain computed them), the revision history, the
 * buyer's answer and the order with its steps. Plain HTML and forms: all of it works without JavaScript.
 */
import { getFormProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useNavigation } from "react-router";

import { ErrorSummaryForm } from "~/components/ui/error-summary";
import { FieldError, FormErrors, inputClass, TextField } from "~/components/ui/form-field";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { quotePanelCopy as copy } from "~/lib/copy/quotes";
import { orderStepSchema } from "~/lib/schemas/quotes";
import type { OrderStatus } from "~/lib/statuses";
import type { TotalsDisplay } from "~/routes/panel/.server/quote-screen";

export const card = "rounded-2xl border border-rosewood-200 bg-white p-4 sm:p-5 dark:border-rosewood-800 dark:bg-rosewood-900";
const primaryButton =
  "rounded-full bg-rosewood-700 px-6 py-2.5 font-semibold text-ivory-50 shadow hover:bg-rosewood-800 disabled:cursor-wait disabled:opacity-70 dark:bg-brass-500 dark:text-rosewood-950 dark:hover:bg-brass-400";

type Request = {
  buyer_name: string;
  business_name: string;
  buyer_email: string;
  buyer_phone: string;
  delivery: string;
  gstin: string;
  needed_by: string;
  message: string;
  received: string;
};

export function RequestCard({ quote, lines }: { quote: Request; lines: { id: number; title: string; quantity: number; note: string }[] }) {
  const rows: [string, string][] = [
    [copy.fields.buyer, quote.buyer_name],
    [copy.fields.business, quote.business_name],
    [copy.fields.email, quote.buyer_email],
    [copy.fields.phone, quote.buyer_phone],
    [copy.fields.delivery, quote.delivery],
    [copy.fields.gstin, quote.gstin],
    [copy.fields.neededBy, quote.needed_by],
    [copy.fields.received, quote.received],
  ];
  return (
    <section aria-labelledby="request-heading" className={card}>
      <h2 id="request-heading" className="text-lg font-semibold">
        {copy.request}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-rosewood-600 dark:text-rosewood-300">{label}</dt>
            <dd className="font-medium break-words">{value || copy.none}</dd>
          </div>
        ))}
      </dl>
      {quote.message ? (
        <div className="mt-3 text-sm">
          <p className="text-rosewood-600 dark:text-rosewood-300">{copy.fields.message}</p>
          <p className="whitespace-pre-line">{quote.message}</p>
        </div>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold">{copy.requestedLines}</h3>
      <ul className="mt-1 divide-y divide-rosewood-100 text-sm dark:divide-rosewood-800">
        {lines.map((line) => (
          <li key={line.id} className="flex flex-wrap justify-between gap-x-3 py-2">
            <span className="font-medium">{line.title}</span>
            <span className="tabular-nums">× {line.quantity}</span>
            {line.note ? <span className="w-full text-rosewood-700 dark:text-rosewood-200">{line.note}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TotalsCard({ totals }: { totals: TotalsDisplay }) {
  const intra = totals.supply === "intra-state";
  return (
    <section aria-labelledby="totals-heading" className={card} data-testid="totals">
      <h2 id="totals-heading" className="text-lg font-semibold">
        {copy.totals(totals.label)}
      </h2>
      <p className="mt-1 text-sm text-rosewood-700 dark:text-rosewood-200">{copy.supply[totals.supply]}</p>
      <ol className="mt-3 space-y-2 text-sm">
        {totals.lines.map((line) => (
          <li key={line.position} className="flex justify-between gap-3">
            <span className="min-w-0">
              <span className="font-medium">{line.description}</span>
              <span className="block text-xs text-rosewood-600 dark:text-rosewood-300">
                {line.hsn || copy.none} · {line.quantity} × {line.unitPrice}
                {line.discount ? ` − ${line.discount}` : ""} · {line.rate}
              </span>
            </span>
            <span className="shrink-0 tabular-nums">{line.taxable}</span>
          </li>
        ))}
      </ol>
      <dl className="mt-3 space-y-1 border-t border-rosewood-200 pt-3 text-sm dark:border-rosewood-700">
        <Row label={copy.taxable} value={totals.taxable} />
        {intra ? (
          <>
            <Row label={copy.cgst} value={totals.cgst} />
            <Row label={copy.sgst} value={totals.sgst} />
          </>
        ) : (
          <Row label={copy.igst} value={totals.igst} />
        )}
        <Row label={copy.roundOff} value={totals.roundOff} />
        <Row label={copy.total} value={totals.total} strong testId="total" />
      </dl>
      <p className="mt-2 text-sm italic" data-testid="total-in-words">
        {totals.words}
      </p>
      <h3 className="mt-4 text-sm font-semibold">{copy.taxSummary}</h3>
      <div className="mt-1 overflow-x-auto">
        <table className="w-full text-left text-xs tabular-nums">
          <thead>
            <tr className="text-rosewood-600 dark:text-rosewood-300">
              <th scope="col" className="py-1 pr-2 font-semibold">
                {copy.taxSummaryColumns.hsn}
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                {copy.taxSummaryColumns.rate}
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                {copy.taxSummaryColumns.taxable}
              </th>
              {intra ? (
                <>
                  <th scope="col" className="py-1 pr-2 font-semibold">
                    {copy.cgst}
                  </th>
                  <th scope="col" className="py-1 font-semibold">
                    {copy.sgst}
                  </th>
                </>
              ) : (
                <th scope="col" className="py-1 font-semibold">
                  {copy.igst}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {totals.taxSummary.map((row) => (
              <tr key={`${row.hsn}-${row.rate}`} className="border-t border-rosewood-100 dark:border-rosewood-800">
                <td className="py-1 pr-2">{row.hsn || copy.none}</td>
                <td className="py-1 pr-2">{row.rate}</td>
                <td className="py-1 pr-2">{row.taxable}</td>
                {intra ? (
                  <>
                    <td className="py-1 pr-2">
                      {row.cgst} <span className="text-rosewood-500">({row.halfRate})</span>
                    </td>
                    <td className="py-1">
                      {row.sgst} <span className="text-rosewood-500">({row.halfRate})</span>
                    </td>
                  </>
                ) : (
                  <td className="py-1">{row.igst}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? "text-base font-semibold" : ""}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function RevisionsCard({
  quoteId,
  number,
  revisions,
}: {
  quoteId: number;
  number: string | null;
  revisions: { revision: number; state: "draft" | "sent"; sent: string; validUntil: string; total: string }[];
}) {
  return (
    <section aria-labelledby="revisions-heading" className={card}>
      <h2 id="revisions-heading" className="text-lg font-semibold">
        {copy.revisions}
      </h2>
      {number ? (
        <p className="mt-1 text-sm">
          {copy.quotationNumber}:{" "}
          <span className="font-semibold" data-testid="quote-number">
            {number}
          </span>
        </p>
      ) : null}
      {revisions.length === 0 ? (
        <p className="mt-2 text-sm text-rosewood-600 dark:text-rosewood-300">{copy.noRevisions}</p>
      ) : (
        <ol className="mt-2 divide-y divide-rosewood-100 text-sm dark:divide-rosewood-800">
          {revisions.map((revision) => (
            <li key={revision.revision} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2" data-revision={revision.revision}>
              <span>
                <span className="font-semibold">{copy.revisionName(revision.revision)}</span>{" "}
                <span className="text-rosewood-700 dark:text-rosewood-200">
                  {revision.state === "sent" ? `${copy.revisionSent(revision.sent)}, ${copy.validTill(revision.validUntil)}` : copy.revisionDraft}
                </span>
              </span>
              <span className="flex items-baseline gap-3">
                <span className="tabular-nums">{revision.total}</span>
                {revision.state === "sent" ? (
                  <a
                    href={`/panel/quotes/${quoteId}/pdf?revision=${revision.revision}`}
                    className="font-semibold text-rosewood-800 underline underline-offset-4 dark:text-brass-300"
                  >
                    {copy.pdf}
                    <span className="sr-only"> {copy.pdfOf(revision.revision)}</span>
                  </a>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function ReviseCard({ quoteId, nextRevision }: { quoteId: number; nextRevision: number }) {
  return (
    <section className={card}>
      <p className="text-sm text-rosewood-700 dark:text-rosewood-200">{copy.reviseHint(nextRevision)}</p>
      {/* A link: opening the form changes nothing; the new revision is stored when it is saved. */}
      <Link to={`/panel/quotes/${quoteId}?revise`} className={`mt-3 inline-block ${primaryButton}`}>
        {copy.revise}
      </Link>
    </section>
  );
}

export function AcceptedCard({ poNumber, acceptedAt, error }: { poNumber: string; acceptedAt: string; error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;
  return (
    <section aria-labelledby="answer-heading" className={card}>
      <h2 id="answer-heading" className="text-lg font-semibold">
        {copy.answer}
      </h2>
      <p className="mt-1 text-sm">{copy.accepted(acceptedAt)}</p>
      <p className="mt-1 text-sm">
        {copy.poNumber}:{" "}
        <span className="font-semibold" data-testid="po-number">
          {poNumber || copy.noPoNumber}
        </span>
      </p>
      <Form method="post" className="mt-3 space-y-3">
        <FormErrors errors={error ? [error] : undefined} />
        <SubmissionKeyField />
        <p className="text-sm text-rosewood-700 dark:text-rosewood-200">{copy.confirmOrderHint}</p>
        <button type="submit" name="intent" value="confirm" disabled={busy} className={primaryButton}>
          {copy.confirmOrder}
        </button>
      </Form>
    </section>
  );
}

export function DeclinedCard({ declinedAt, reason }: { declinedAt: string; reason: string }) {
  return (
    <section aria-labelledby="answer-heading" className={card}>
      <h2 id="answer-heading" className="text-lg font-semibold">
        {copy.answer}
      </h2>
      <p className="mt-1 text-sm">{copy.declined(declinedAt)}</p>
      <p className="mt-2 text-sm text-rosewood-600 dark:text-rosewood-300">{copy.declineReason}</p>
      <p className="text-sm whitespace-pre-line" data-testid="decline-reason">
        {reason || copy.none}
      </p>
    </section>
  );
}

type OrderDisplay = {
  number: string;
  status: OrderStatus;
  carrier: string;
  tracking_number: string;
  nextSteps: OrderStatus[];
  events: { id: number; status: OrderStatus; note: string; at: string; iso: string }[];
};

export function OrderCard({ order, poNumber }: { order: OrderDisplay; poNumber: string }) {
  const actionData = useActionData<{ step?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;
  const [form, fields] = useForm({
    id: "order-step",
    lastResult: navigation.state === "idle" ? actionData?.step : undefined,
    defaultValue: { status: order.nextSteps[0] ?? "", carrier: order.carrier, tracking_number: order.tracking_number, note: "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderStepSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key: statusKey, ...statusProps } = getSelectProps(fields.status);
  return (
    <section aria-labelledby="order-heading" className={card}>
      <h2 id="order-heading" className="text-lg font-semibold">
        {copy.order} <span data-testid="order-number">{order.number}</span>
      </h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-rosewood-600 dark:text-rosewood-300">{copy.orderStatus}</dt>
          <dd className="font-semibold" data-testid="order-status">
            {copy.orderStatusLabels[order.status]}
          </dd>
        </div>
        <div>
          <dt className="text-rosewood-600 dark:text-rosewood-300">{copy.poNumber}</dt>
          <dd className="font-semibold">{poNumber || copy.noPoNumber}</dd>
        </div>
        {order.carrier ? (
          <div>
            <dt className="text-rosewood-600 dark:text-rosewood-300">{copy.carrier}</dt>
            <dd className="font-semibold">{order.carrier}</dd>
          </div>
        ) : null}
        {order.tracking_number ? (
          <div>
            <dt className="text-rosewood-600 dark:text-rosewood-300">{copy.trackingNumber}</dt>
            <dd className="font-semibold" data-testid="tracking-number">
              {order.tracking_number}
            </dd>
          </div>
        ) : null}
      </dl>
      <h3 className="mt-4 text-sm font-semibold">{copy.events}</h3>
      <ol className="mt-1 space-y-1 text-sm" data-testid="order-events">
        {order.events.map((event) => (
          <li key={event.id} className="flex flex-wrap justify-between gap-x-3">
            <span>
              <span className="font-medium">{copy.orderStatusLabels[event.status]}</span>
              {event.note ? <span className="text-rosewood-700 dark:text-rosewood-200"> · {event.note}</span> : null}
            </span>
            <time dateTime={event.iso} className="text-rosewood-600 dark:text-rosewood-300">
              {event.at}
            </time>
          </li>
        ))}
      </ol>
      {order.nextSteps.length === 0 ? (
        <p className="mt-4 text-sm font-semibold">{copy.orderDone}</p>
      ) : (
        <ErrorSummaryForm
          fields={[fields.status, fields.carrier, fields.tracking_number, fields.note]}
          errors={form.errors}
          errorId={form.errorId}
          method="post"
          {...getFormProps(form)}
          className="mt-4 space-y-3 border-t border-rosewood-200 pt-4 dark:border-rosewood-700"
        >
          <SubmissionKeyField />
          <input type="hidden" name="intent" value="advance" />
          <div>
            <label htmlFor={fields.status.id} className="block text-sm font-medium">
              {copy.nextStep}
            </label>
            <select key={statusKey} {...statusProps} className={inputClass}>
              {order.nextSteps.map((step) => (
                <option key={step} value={step}>
                  {copy.orderStatusLabels[step]}
                </option>
              ))}
            </select>
            <FieldError field={fields.status} />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField field={fields.carrier} label={copy.carrier} optional hint={copy.dispatchHint} maxLength={100} />
            <TextField field={fields.tracking_number} label={copy.trackingNumber} optional hint={copy.dispatchHint} maxLength={100} />
          </div>
          <TextField field={fields.note} label={copy.stepNote} optional maxLength={300} />
          <button type="submit" disabled={busy} className={primaryButton}>
            {copy.moveOrder}
          </button>
        </ErrorSummaryForm>
      )}
    </section>
  );
}
