/**
 * The two inquiry screens (product and portfolio) share their look: a list with search, status
 * filter links, cards and page links; a view with the whole inquiry, the reply form (hidden once
 * closed) and Close. Plain forms and links, so all of it works without JavaScript.
 */
import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, Outlet, useActionData, useLocation, useNavigation, useSearchParams } from "react-router";

import type { ListOutletContext } from "~/components/listing/detail-view";
import { Pager } from "~/components/listing/pager";
import { AutosaveOffer } from "~/components/panel/autosave";
import { ReplyOrReopen } from "~/components/panel/close-confirmation";
import { PanelToolbar } from "~/components/panel/panel-toolbar";
import { FieldError, FormErrors, inputClass } from "~/components/ui/form-field";
import { replyBoxCopy } from "~/lib/copy/panel";
import { inquiryPanelCopy } from "~/lib/copy/panel-shop";
import { productRequestCopy, requestPanelCopy } from "~/lib/copy/product-requests";
import { formatDate } from "~/lib/dates";
import { formatDollars, formatRupees } from "~/lib/format";
import { referenceNumber } from "~/lib/references";
import { replySchema } from "~/lib/schemas/admin/reply";
import { INQUIRY_STATUSES, type InquiryStatus, PRODUCT_REQUEST_KINDS, type ProductRequestKind } from "~/lib/statuses";

export const STATUS_FILTERS = INQUIRY_STATUSES;
export type InquiryStatusName = InquiryStatus;

/** What a card and the view show, whatever the kind of inquiry. */
export type InquiryDisplay = {
  id: number;
  /** The reference its emails carry ("PI-000123"), app/lib/references.ts. */
  reference: string;
  /** The account it was sent from (the view only; null: the account is gone). */
  account?: { business_name: string; contact_number: string; city: string } | null;
  subject: string;
  subjectLabel: string;
  category?: string;
  price?: string;
  inquirer_name: string;
  inquirer_email: string;
  message: string;
  details: [label: string, value: string][];
  status: InquiryStatusName;
  created_at: string;
  reply_message: string | null;
  replied_at: string | null;
  /** A product inquiry's kind (issue 29): the spec's inquiry, a "Notify me" or a "Make one" request. */
  requestKind?: ProductRequestKind;
};

type InquiryBase = {
  id: number;
  inquirer_name: string;
  inquirer_email: string;
  message: string;
  budget: number | null;
  status: InquiryStatusName;
  reply_message: string | null;
  replied_at: string | null;
  created_at: string;
};

const orBlank = (value: number | string | null | undefined, format: (value: number) => string = String) =>
  value === null || value === undefined || value === "" ? "" : typeof value === "number" ? format(value) : value;

/** What every kind of inquiry shows the same way, with what its kind says of its subject and details. */
function inquiryDisplay(
  record: InquiryBase,
  kind: "product" | "portfolio",
  subject: Pick<InquiryDisplay, "subject" | "subjectLabel" | "category" | "price">,
  details: InquiryDisplay["details"],
  account: InquiryDisplay["account"],
): InquiryDisplay {
  const { id, inquirer_name, inquirer_email, message, status, reply_message, replied_at, created_at } = record;
  const reference = referenceNumber(kind, id);
  return {
    id,
    reference,
    ...subject,
    inquirer_name,
    inquirer_email,
    message,
    details,
    status,
    created_at,
    reply_message,
    replied_at,
    ...(account === undefined ? {} : { account }),
  };
}

/** A product inquiry as the screens show it: prices and budget in rupees. */
export function productInquiryDisplay(
  record: InquiryBase & {
    product_title: string;
    product_category: string;
    product_price: number | null;
    quantity: number | null;
    delivery_timeline: string | null;
    request_kind: ProductRequestKind;
    notified_at: string | null;
  },
  account?: InquiryDisplay["account"],
): InquiryDisplay {
  const kind = record.request_kind;
  const shown = inquiryDisplay(
    // A "Notify me" carries no message of the buyer's: the screens say what it asks for.
    kind === "notify" ? { ...record, message: requestPanelCopy.notifyMessage } : record,
    "product",
    {
      subject: record.product_title,
      subjectLabel: requestPanelCopy.subjectLabels[kind],
      category: record.product_category || undefined,
      price: orBlank(record.product_price, formatRupees) || undefined,
    },
    kind === "notify"
      ? [[requestPanelCopy.notified, record.notified_at ? formatDate(record.notified_at) : requestPanelCopy.waiting]]
      : [
          ["Quantity", orBlank(record.quantity)],
          ["Budget", orBlank(record.budget, formatRupees)],
          ["Timeline", orBlank(record.delivery_timeline)],
        ],
    account,
  );
  return { ...shown, requestKind: kind };
}

/** A portfolio inquiry as the screens show it: budget in dollars. */
export function portfolioInquiryDisplay(
  record: InquiryBase & { portfolio_title: string; timeline: string | null },
  account?: InquiryDisplay["account"],
): InquiryDisplay {
  return inquiryDisplay(
    record,
    "portfolio",
    { subject: record.portfolio_title, subjectLabel: "Portfolio inquiry" },
    [
      ["Budget", orBlank(record.budget, formatDollars)],
      ["Timeline", orBlank(record.timeline)],
    ],
    account,
  );
}

const STATUS_TONES: Record<InquiryStatusName, string> = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  replied: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  closed: "bg-rosewood-100 text-rosewood-700 dark:bg-rosewood-800 dark:text-rosewood-200",
};

/** The status in the panel's words, or `label` (the account page's, in its language). */
export function StatusBadge({ status, label }: { status: InquiryStatusName; label?: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`} data-status={status}>
      {label ?? inquiryPanelCopy.statusLabels[status]}
    </span>
  );
}

const KIND_TONES: Record<Exclude<ProductRequestKind, "inquiry">, string> = {
  notify: "border-sky-700 text-sky-900 dark:border-sky-300 dark:text-sky-100",
  make: "border-violet-700 text-violet-900 dark:border-violet-300 dark:text-violet-100",
};

/** A "Notify me" or "Make one" request's label on its card and view (issue 29); the spec's inquiries have none. */
export function RequestKindBadge({ kind }: { kind?: ProductRequestKind }) {
  if (!kind || kind === "inquiry") return null;
  return (
    <span className={`rounded-full border px-2.5 py-0.5 text-xs font-semibold ${KIND_TONES[kind]}`} data-request-kind={kind}>
      {productRequestCopy.kinds[kind]}
    </span>
  );
}

function queryString(params: Record<string, string | number | null | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== "" && value !== 1) search.set(key, String(value));
  return search.size ? `?${search}` : "";
}

export function InquiryListScreen({
  basePath,
  noun,
  q,
  status,
  statusCounts,
  items,
  count,
  page,
  pageSize,
  requestKind,
}: {
  basePath: string;
  noun: string;
  q: string;
  status: InquiryStatusName | null;
  /** The product screen's kind filter (issue 29): undefined on the portfolio screen, which has none. */
  requestKind?: ProductRequestKind | null;
  statusCounts: Record<InquiryStatusName, number>;
  items: InquiryDisplay[];
  count: number;
  page: number;
  pageSize: number;
}) {
  const kind = requestKind ?? null;
  const current = queryString({ q, status, kind, page });
  const all = statusCounts.pending + statusCounts.replied + statusCounts.closed;
  const filters: { value: InquiryStatusName | null; label: string; count: number }[] = [
    { value: null, label: "All", count: all },
    ...STATUS_FILTERS.map((value) => ({ value, label: inquiryPanelCopy.statusLabels[value], count: statusCounts[value] })),
  ];
  return (
    <>
      <PanelToolbar q={q} searchLabel={`Search ${noun}`} searchPlaceholder={inquiryPanelCopy.searchPlaceholder}>
        {status ? <input type="hidden" name="status" value={status} /> : null}
        {kind ? <input type="hidden" name="kind" value={kind} /> : null}
      </PanelToolbar>
      <nav aria-label="Status" className="mt-4 flex flex-wrap gap-2">
        {filters.map((filter) => {
          const active = filter.value === status;
          return (
            <Link
              key={filter.label}
              to={`${basePath}${queryString({ q, status: filter.value, kind })}`}
              aria-current={active ? "page" : undefined}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ${active ? "bg-rosewood-700 text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950" : "border border-rosewood-300 dark:border-rosewood-600"}`}
            >
              {filter.label} <span className="font-normal">({filter.count})</span>
            </Link>
          );
        })}
      </nav>
      {requestKind !== undefined ? (
        <nav aria-label={requestPanelCopy.kindFilter} className="mt-3 flex flex-wrap gap-2">
          {[null, ...PRODUCT_REQUEST_KINDS].map((value) => {
            const active = value === kind;
            return (
              <Link
                key={value ?? "all"}
                to={`${basePath}${queryString({ q, status, kind: value })}`}
                aria-current={active ? "page" : undefined}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold ${active ? "bg-rosewood-700 text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950" : "border border-rosewood-300 dark:border-rosewood-600"}`}
              >
                {value ? requestPanelCopy.kindFilters[value] : requestPanelCopy.allKinds}
              </Link>
            );
          })}
        </nav>
      ) : null}
      <p className="mt-4 text-sm text-rosewood-700 dark:text-rosewood-200">{inquiryPanelCopy.showing(items.length, count)}</p>
      {items.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-rosewood-300 p-10 text-center dark:border-rosewood-700">
          <p className="font-semibold">{inquiryPanelCopy.empty}</p>
          <p className="mt-1 text-sm text-rosewood-600 dark:text-rosewood-300">{inquiryPanelCopy.emptyHint(Boolean(q || status))}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-3 rounded-2xl border border-rosewood-200 bg-white p-5 dark:border-rosewood-800 dark:bg-rosewood-900">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="text-lg leading-snug font-semibold">{item.subject}</h2>
                  {item.category || item.price ? (
                    <p className="text-sm text-rosewood-600 dark:text-rosewood-300">{[item.category, item.price].filter(Boolean).join(" · ")}</p>
                  ) : null}
                </div>
                <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
                  <RequestKindBadge kind={item.requestKind} />
                  <StatusBadge status={item.status} />
                </div>
              </div>
              <p className="text-sm">
                <span className="font-medium">{item.inquirer_name}</span>{" "}
                <span className="text-rosewood-600 dark:text-rosewood-300">&lt;{item.inquirer_email}&gt;</span>
              </p>
              <p className="line-clamp-3 text-sm text-rosewood-800 dark:text-rosewood-100">{item.message}</p>
              <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-rosewood-700 dark:text-rosewood-200">
                {item.details.map(([label, value]) => (
                  <div key={label} className="flex gap-1">
                    <dt>{label}:</dt>
                    <dd className="font-semibold">{value || "—"}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-auto flex items-center justify-between gap-3 pt-1">
                <p className="text-xs text-rosewood-600 dark:text-rosewood-300">
                  <span className="font-mono font-semibold" data-reference>
                    {item.reference}
                  </span>{" "}
                  · <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>
                </p>
                <Link
                  to={`${basePath}/${item.id}${current}`}
                  state={{ fromList: true }}
                  preventScrollReset
                  className="rounded-lg border border-rosewood-300 px-3 py-1 text-sm font-medium dark:border-rosewood-600"
                >
                  View
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={pageSize} total={count} label="Inquiry" />
    </>
  );
}

export function InquiryView({
  titleId,
  inquiry,
  draftForm,
}: {
  titleId: string;
  inquiry: InquiryDisplay;
  /** The reply's autosaved draft (docs/decisions/045). */
  draftForm: "product_inquiry_reply" | "portfolio_inquiry_reply";
}) {
  const actionData = useActionData<{ error?: string }>();
  const location = useLocation();
  return (
    <div className="max-w-3xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">
            {inquiry.subjectLabel} · <span data-reference>{inquiry.reference}</span>
          </p>
          <h1 id={titleId} className="text-2xl font-semibold">
            {inquiry.subject}
          </h1>
          {inquiry.category || inquiry.price ? (
            <p className="text-sm text-rosewood-600 dark:text-rosewood-300">{[inquiry.category, inquiry.price].filter(Boolean).join(" · ")}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <RequestKindBadge kind={inquiry.requestKind} />
          <StatusBadge status={inquiry.status} />
        </div>
      </div>
      {actionData?.error ? (
        <div className="mt-4">
          <FormErrors errors={[actionData.error]} />
        </div>
      ) : null}

      <dl className="mt-6 grid gap-3 rounded-xl bg-ivory-100 p-4 text-sm sm:grid-cols-2 dark:bg-rosewood-900">
        <div>
          <dt className="text-rosewood-600 dark:text-rosewood-300">From</dt>
          <dd className="font-medium">
            {inquiry.inquirer_name}{" "}
            <a href={`mailto:${inquiry.inquirer_email}`} className="text-rosewood-700 underline dark:text-brass-300">
              {inquiry.inquirer_email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-rosewood-600 dark:text-rosewood-300">Received</dt>
          <dd className="font-medium">{formatDate(inquiry.created_at)}</dd>
        </div>
        {inquiry.account ? (
          <>
            <div>
              <dt className="text-rosewood-600 dark:text-rosewood-300">{inquiryPanelCopy.business}</dt>
              <dd className="font-medium">{inquiry.account.business_name || "—"}</dd>
            </div>
            <div>
              <dt className="text-rosewood-600 dark:text-rosewood-300">{inquiryPanelCopy.phone}</dt>
              <dd className="font-medium">
                {inquiry.account.contact_number ? (
                  <a href={`tel:${inquiry.account.contact_number.replace(/[^\d+]/g, "")}`} className="text-rosewood-700 underline dark:text-brass-300">
                    {inquiry.account.contact_number}
                  </a>
                ) : (
                  "—"
                )}
              </dd>
            </div>
            <div>
              <dt className="text-rosewood-600 dark:text-rosewood-300">{inquiryPanelCopy.city}</dt>
              <dd className="font-medium">{inquiry.account.city || "—"}</dd>
            </div>
          </>
        ) : inquiry.account === null ? (
          <p className="text-rosewood-600 sm:col-span-2 dark:text-rosewood-300">{inquiryPanelCopy.noAccount}</p>
        ) : null}
        {inquiry.details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-rosewood-600 dark:text-rosewood-300">{label}</dt>
            <dd className="font-medium">{value || "—"}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="inquiry-message" className="mt-6">
        <h2 id="inquiry-message" className="text-lg font-semibold">
          Message
        </h2>
        <p className="mt-2 whitespace-pre-line text-rosewood-800 dark:text-rosewood-100">{inquiry.message}</p>
      </section>

      {inquiry.reply_message ? (
        <section aria-labelledby="inquiry-reply" className="mt-6 rounded-xl border border-green-200 bg-green-50 p-4 dark:border-green-900 dark:bg-green-950">
          <h2 id="inquiry-reply" className="text-lg font-semibold">
            Our reply{inquiry.replied_at ? <span className="ml-2 text-sm font-normal">({formatDate(inquiry.replied_at)})</span> : null}
          </h2>
          <p className="mt-2 whitespace-pre-line">{inquiry.reply_message}</p>
        </section>
      ) : null}

      <ReplyOrReopen
        closed={inquiry.status === "closed"}
        closedNote={inquiryPanelCopy.closedNote}
        reopenLabel={inquiryPanelCopy.reopen}
        closeLabel={inquiryPanelCopy.close}
        closeHref={`${location.pathname.replace(/\/$/, "")}/close${location.search}`}
      >
        <ReplyForm again={inquiry.status === "replied"} draftKey={`${draftForm}:${inquiry.id}`} name={inquiry.inquirer_name} />
      </ReplyOrReopen>
    </div>
  );
}

function ReplyForm({ again, draftKey, name }: { again: boolean; draftKey: string; name: string }) {
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  const [form, fields] = useForm({
    id: "reply-form",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: replySchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key, ...textareaProps } = getTextareaProps(fields.reply_message);
  return (
    <section aria-labelledby="reply-title" className="mt-8">
      <h2 id="reply-title" className="text-lg font-semibold">
        {again ? "Send another reply" : "Reply"}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="reply" />
        <FormErrors errors={form.errors} id={form.errorId} />
        <AutosaveOffer formKey={draftKey} names={["reply_message"]} />
        <div>
          <label htmlFor={fields.reply_message.id} className="block text-sm font-medium">
            Reply message
          </label>
          <textarea key={key} {...textareaProps} rows={6} className={inputClass} />
          <FieldError field={fields.reply_message} />
          <p className="mt-1 text-xs text-rosewood-600 dark:text-rosewood-300" data-testid="reply-greeting-hint">
            {replyBoxCopy.greetingHint(name)}
          </p>
        </div>
        <button
          type="submit"
          disabled={sending}
          className="rounded-full bg-rosewood-700 px-6 py-2.5 font-semibold text-ivory-50 hover:bg-rosewood-800 disabled:opacity-70 dark:bg-brass-500 dark:text-rosewood-950"
        >
          {sending ? "Sending..." : "Send Reply"}
        </button>
      </Form>
    </section>
  );
}

/** The whole list page of an inquiry screen, with its view opening over it (see ListOutletContext). */
export function InquiryListPage({
  data,
  basePath,
  listLabel,
}: {
  data:
    | { list: null }
    | {
        list: { results: InquiryDisplay[]; statusCounts: Record<InquiryStatusName, number>; count: number; page: number; pageSize: number };
        q: string;
        status: InquiryStatusName | null;
        requestKind?: ProductRequestKind | null;
      };
  basePath: string;
  listLabel: string;
}) {
  const [searchParams] = useSearchParams();
  const back = `${basePath}${searchParams.size ? `?${searchParams}` : ""}`;
  const context: ListOutletContext = { overList: data.list !== null, listHref: back, listLabel };
  if (data.list === null || !("q" in data)) return <Outlet context={context} />;
  return (
    <>
      <InquiryListScreen
        basePath={basePath}
        noun="inquiries"
        q={data.q}
        status={data.status}
        statusCounts={data.list.statusCounts}
        items={data.list.results}
        count={data.list.count}
        page={data.list.page}
        pageSize={data.list.pageSize}
        requestKind={data.requestKind}
      />
      <Outlet context={context} />
    </>
  );
}
