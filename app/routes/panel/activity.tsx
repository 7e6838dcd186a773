/** /panel/activity: the audit log (who did what, when), newest first, paged, filtered by record kind. */
import { Form } from "react-router";

import { activityEntities, listActivity } from "~/.server/activity/activity";
import { Pager } from "~/components/listing/pager";
import { EmailText } from "~/components/panel/admin/email-text";
import { DataTable } from "~/components/panel/data-table";
import { activityEntityLabel, activitySummary } from "~/lib/copy/activity-words";
import { activityCopy as copy } from "~/lib/copy/panel-admin";
import { pageParam } from "~/lib/listing";
import { requirePanelAccess } from "~/routes/panel/.server/access";

import type { Route } from "./+types/activity";

export const meta: Route.MetaFunction = () => [{ title: "Activity | Admin Panel" }];

const dateTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export async function loader({ request }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/activity");
  const searchParams = new URL(request.url).searchParams;
  const entities = activityEntities();
  const requested = searchParams.get("entity") ?? "";
  const entity = entities.includes(requested) ? requested : null;
  const { results, count, page, pageSize } = listActivity({ entity, page: pageParam(searchParams) });
  return {
    entity,
    entities,
    count,
    page,
    pageSize,
    // The team's words for the kinds of record and the fields (issue 32, defect 9).
    entityLabels: Object.fromEntries(entities.map((value) => [value, activityEntityLabel(value)])),
    results: results.map((entry) => ({
      ...entry,
      when: dateTime.format(new Date(entry.created_at)),
      entityLabel: activityEntityLabel(entry.entity),
      summary: activitySummary(entry.summary),
    })),
  };
}

export default function ActivityPage({ loaderData }: Route.ComponentProps) {
  const { entity, entities, entityLabels, results, count, page, pageSize } = loaderData;
  return (
    <>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <label>
          <span className="text-sm font-medium">{copy.filterLabel}</span>
          <select
            name="entity"
            defaultValue={entity ?? ""}
            key={entity ?? ""}
            className="mt-1 block rounded-lg border border-rosewood-300 bg-white px-3 py-2 dark:border-rosewood-600 dark:bg-rosewood-900"
          >
            <option value="">{copy.allEntities}</option>
            {entities.map((value) => (
              <option key={value} value={value}>
                {entityLabels[value] ?? value}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-lg bg-rosewood-700 px-4 py-2 font-semibold text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950">
          Filter
        </button>
      </Form>
      {results.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-rosewood-300 p-10 text-center dark:border-rosewood-700">{copy.empty}</p>
      ) : (
        <DataTable columns={["When", "Who", "Action", "Record", "Details"]}>
          {results.map((entry) => (
            <tr key={entry.id} data-action={entry.action}>
              <td data-label="When" className="px-4 py-3 whitespace-nowrap">
                <time dateTime={entry.created_at}>{entry.when}</time>
              </td>
              <td data-label="Who" className="px-4 py-3 break-words">
                {entry.actor_email ? <EmailText email={entry.actor_email} /> : "—"}
              </td>
              <td data-label="Action" className="px-4 py-3 whitespace-nowrap">
                {copy.actions[entry.action] ?? entry.action}
              </td>
              <td data-label="Record" className="px-4 py-3 whitespace-nowrap">
                {entry.entityLabel}
                {entry.entity_id ? ` #${entry.entity_id}` : ""}
              </td>
              <td data-label="Details" className="px-4 py-3">
                {entry.summary}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pageSize={pageSize} total={count} label="Activity" />
    </>
  );
}
