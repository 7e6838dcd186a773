/**
 * /panel/notifications: contact messages with search, status and type filters, 20 per page, and
 * the New and total badges. A message opens at /panel/notifications/:id (a dialog over this list
 * with JavaScript, a page without), where it is marked read by a POST, replied to or closed.
 */
import { Link, Outlet, useSearchParams } from "react-router";

import { contactMessageCounts, listContactMessages, type MessageType } from "~/.server/messages/contact-messages";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { Pager } from "~/components/listing/pager";
import { MessageStatusBadge } from "~/components/panel/admin/badges";
import { PanelToolbar } from "~/components/panel/panel-toolbar";
import { messageTypeLabels } from "~/lib/copy/contact";
import { messagesCopy as copy } from "~/lib/copy/panel-admin";
import { formatDate } from "~/lib/dates";
import { pageParam, parseListQuery } from "~/lib/listing";
import { referenceNumber } from "~/lib/references";
import { CONTACT_STATUSES, contactStatusParam } from "~/lib/schemas/admin/messages";
import { CONTACT_MESSAGE_TYPES } from "~/lib/schemas/contact";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { opensChild } from "~/routes/panel/.server/helpers";

import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Messages | Admin Panel" }];

const typeParam = (value: string | null): MessageType | null =>
  (CONTACT_MESSAGE_TYPES as readonly string[]).includes(value ?? "") ? (value as MessageType) : null;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/notifications");
  if (opensChild(request, params)) return { list: null };
  const searchParams = new URL(request.url).searchParams;
  const { q } = parseListQuery(searchParams, ["all"], "all");
  const filters = { q, status: contactStatusParam(searchParams.get("status")), type: typeParam(searchParams.get("type")), page: pageParam(searchParams) };
  try {
    return { list: { ...filters, ...listContactMessages(filters), counts: contactMessageCounts(), failed: false } };
  } catch (error) {
    console.error("Contact messages failed to load", error);
    return { list: { ...filters, results: [], count: 0, pageSize: 20, counts: { new: 0, total: 0 }, failed: true } };
  }
}

export const shouldRevalidate = keepListBehindChild("/panel/notifications");

const selectClass = "mt-1 block rounded-lg border border-rosewood-300 bg-white px-3 py-2 dark:border-rosewood-600 dark:bg-rosewood-900";

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const back = `/panel/notifications${searchParams.size ? `?${searchParams}` : ""}`;
  const context: ListOutletContext = { overList: loaderData.list !== null, listHref: back, listLabel: "Messages" };
  if (loaderData.list === null) return <Outlet context={context} />;
  const { q, status, type, page, pageSize, results, count, counts, failed } = loaderData.list;
  const search = searchParams.size ? `?${searchParams}` : "";

  return (
    <>
      <div className="mb-4 flex flex-wrap gap-2" aria-label="Message counts">
        <span className="rounded-full bg-brass-300 px-3 py-1 text-sm font-semibold text-rosewood-950" data-testid="badge-new">
          {copy.newBadge(counts.new)}
        </span>
        <span
          className="rounded-full bg-rosewood-100 px-3 py-1 text-sm font-semibold text-rosewood-800 dark:bg-rosewood-800 dark:text-rosewood-100"
          data-testid="badge-total"
        >
          {copy.totalBadge(counts.total)}
        </span>
      </div>
      <PanelToolbar q={q} searchLabel={copy.searchLabel} searchPlaceholder={copy.searchPlaceholder}>
        <label>
          <span className="text-sm font-medium">Status</span>
          <select name="status" defaultValue={status ?? ""} key={`status-${status}`} className={selectClass}>
            <option value="">{copy.allStatuses}</option>
            {CONTACT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {copy.statusLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="text-sm font-medium">Type</span>
          <select name="type" defaultValue={type ?? ""} key={`type-${type}`} className={selectClass}>
            <option value="">{copy.allTypes}</option>
            {CONTACT_MESSAGE_TYPES.map((value) => (
              <option key={value} value={value}>
                {messageTypeLabels[value]}
              </option>
            ))}
          </select>
        </label>
      </PanelToolbar>

      {failed ? (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {copy.failedToLoad}.{" "}
          <Link to={back} className="font-semibold underline">
            Retry
          </Link>
        </p>
      ) : results.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-rosewood-300 p-10 text-center dark:border-rosewood-700">
          {copy.empty} {q || status || type ? copy.emptyHint : null}
        </p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {results.map((message) => (
            <li
              key={message.id}
              className={`rounded-2xl border bg-white p-5 dark:bg-rosewood-900 ${message.status === "new" ? "border-brass-400" : "border-rosewood-200 dark:border-rosewood-800"}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-semibold">{message.subject}</h2>
                  <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
                    {message.name} · {message.email}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="rounded-full border border-rosewood-300 px-2.5 py-0.5 text-xs dark:border-rosewood-600">
                    {messageTypeLabels[message.message_type]}
                  </span>
                  <MessageStatusBadge status={message.status} />
                </div>
              </div>
              <p className="mt-2 line-clamp-2 text-sm text-rosewood-800 dark:text-rosewood-100">{message.message}</p>
              <div className="mt-3 flex items-center justify-between gap-3">
                <p className="text-xs text-rosewood-600 dark:text-rosewood-300">
                  <span className="font-mono font-semibold" data-reference>
                    {referenceNumber("contact", message.id)}
                  </span>{" "}
                  · {formatDate(message.created_at)}
                </p>
                <Link
                  to={`/panel/notifications/${message.id}${search}`}
                  state={{ fromList: true }}
                  preventScrollReset
                  className="rounded-lg border border-rosewood-300 px-3 py-1 text-sm font-medium dark:border-rosewood-600"
                  aria-label={`${copy.view}: ${message.subject}`}
                >
                  {copy.view}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={pageSize} total={count} label="Messages" />
      <Outlet context={context} />
    </>
  );
}
