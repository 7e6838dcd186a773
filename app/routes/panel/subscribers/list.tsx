/**
 * /panel/subscribers: newsletter subscribers with search and a status filter, Remove (a
 * confirmation page, a dialog with JavaScript) and the CSV export of what the filters show.
 */
import { Link, Outlet, useSearchParams } from "react-router";

import { listSubscribers, SUBSCRIBER_STATUSES, type SubscriberStatus } from "~/.server/messages/subscribers";
import type { ListOutletContext } from "~/components/listing/detail-view";
import { keepListBehindChild } from "~/components/listing/list-revalidation";
import { Pager } from "~/components/listing/pager";
import { Badge } from "~/components/panel/admin/badges";
import { EmailText } from "~/components/panel/admin/email-text";
import { DataTable } from "~/components/panel/data-table";
import { PanelToolbar } from "~/components/panel/panel-toolbar";
import { subscribersCopy as copy } from "~/lib/copy/panel-admin";
import { formatDate } from "~/lib/dates";
import { pageParam, parseListQuery } from "~/lib/listing";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { opensChild } from "~/routes/panel/.server/helpers";

import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ title: "Subscribers | Admin Panel" }];

export const shouldRevalidate = keepListBehindChild("/panel/subscribers");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/subscribers");
  if (opensChild(request, params)) return { list: null };
  const searchParams = new URL(request.url).searchParams;
  const { q } = parseListQuery(searchParams, ["all"], "all");
  const rawStatus = searchParams.get("status") ?? "";
  const status = (SUBSCRIBER_STATUSES as readonly string[]).includes(rawStatus) ? (rawStatus as SubscriberStatus) : null;
  return { list: { q, status, ...listSubscribers({ q, status, page: pageParam(searchParams) }) } };
}

const selectClass = "mt-1 block rounded-lg border border-rosewood-300 bg-white px-3 py-2 dark:border-rosewood-600 dark:bg-rosewood-900";

export default function SubscribersPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const back = `/panel/subscribers${searchParams.size ? `?${searchParams}` : ""}`;
  const context: ListOutletContext = { overList: loaderData.list !== null, listHref: back, listLabel: "Subscribers" };
  if (loaderData.list === null) return <Outlet context={context} />;
  const { q, status, results, count, page, pageSize } = loaderData.list;
  const exportParams = new URLSearchParams();
  if (q) exportParams.set("q", q);
  if (status) exportParams.set("status", status);

  return (
    <>
      <PanelToolbar q={q} searchLabel={copy.searchLabel}>
        <label>
          <span className="text-sm font-medium">Status</span>
          <select name="status" defaultValue={status ?? ""} key={`status-${status}`} className={selectClass}>
            <option value="">{copy.all}</option>
            <option value="subscribed">{copy.statusLabels.subscribed}</option>
            <option value="unsubscribed">{copy.statusLabels.unsubscribed}</option>
          </select>
        </label>
      </PanelToolbar>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-rosewood-700 dark:text-rosewood-200">{copy.total(count)}</p>
        {/* A file download: a plain link, never a client-side navigation. */}
        <a
          href={`/panel/subscribers/export.csv${exportParams.size ? `?${exportParams}` : ""}`}
          download
          className="rounded-lg bg-brass-400 px-4 py-2 font-semibold text-rosewood-950 hover:bg-brass-300"
        >
          {copy.exportCsv}
        </a>
      </div>
      {results.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-rosewood-300 p-10 text-center dark:border-rosewood-700">{copy.empty}</p>
      ) : (
        <DataTable className="mt-4" columns={["Email", "Status", "Subscribed", { label: "Actions", hidden: true }]}>
          {results.map((subscriber) => (
            <tr key={subscriber.id}>
              <td data-label="Email" className="px-4 py-3 break-words">
                <EmailText email={subscriber.email} />
              </td>
              <td data-label="Status" className="px-4 py-3">
                <Badge tone={subscriber.status === "subscribed" ? "good" : "neutral"}>{copy.statusLabels[subscriber.status]}</Badge>
              </td>
              <td data-label="Subscribed" className="px-4 py-3 whitespace-nowrap">
                {formatDate(subscriber.created_at)}
              </td>
              <td className="px-4 py-3 text-right">
                <Link
                  to={`/panel/subscribers/${subscriber.id}/remove`}
                  preventScrollReset
                  aria-label={`${copy.remove} ${subscriber.email}`}
                  className="rounded-lg border border-red-300 px-3 py-1 text-sm font-medium text-red-800 dark:border-red-800 dark:text-red-300"
                >
                  {copy.remove}
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pageSize={pageSize} total={count} label="Subscribers" />
      <Outlet context={context} />
    </>
  );
}
