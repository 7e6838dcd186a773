/** GET /account/data/export.json: everything the site holds of the signed-in account, as a JSON download. */
import { getPersonalData } from "~/.server/accounts/personal-data";
import { requireUser } from "~/routes/.server/auth";

import type { Route } from "./+types/data-export";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const data = getPersonalData(user);
  if (!data) throw new Response("Not Found", { status: 404 });
  const day = data.exported_at.slice(0, 10);
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
