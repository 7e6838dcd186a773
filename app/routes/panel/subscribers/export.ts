/** GET /panel/subscribers/export.csv: the subscribers the list's filters show, as a CSV download. */
import { SUBSCRIBER_STATUSES, subscribersCsv, type SubscriberStatus } from "~/.server/messages/subscribers";
import { parseListQuery } from "~/lib/listing";
import { requirePanelAccess } from "~/routes/panel/.server/access";

import type { Route } from "./+types/export";

export async function loader({ request }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/subscribers");
  const searchParams = new URL(request.url).searchParams;
  const { q } = parseListQuery(searchParams, ["all"], "all");
  const rawStatus = searchParams.get("status") ?? "";
  const status = (SUBSCRIBER_STATUSES as readonly string[]).includes(rawStatus) ? (rawStatus as SubscriberStatus) : null;
  const day = new Date().toISOString().slice(0, 10);
  // A byte order mark, so spreadsheets read the addresses as UTF-8.
  return new Response(`\uFEFF${subscribersCsv({ q, status })}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
