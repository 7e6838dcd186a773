/** Revoke an API key after confirmation (issue 33, decision 055): a POST; the GET only asks. */
import { data } from "react-router";

import { getApiKey, revokeApiKey } from "~/.server/security/api-keys";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { integrationsCopy as copy } from "~/lib/copy/panel-integrations";
import { redirectWithToast } from "~/routes/.server/toast";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";

import type { Route } from "./+types/integrations-revoke";

const BACK = "/panel/settings/integrations";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/settings");
  const key = getApiKey(recordId(params.id));
  if (!key) throw data(null, { status: 404 });
  return { key: { id: key.id, name: key.name, revoked: key.revoked_at !== null } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/settings");
  const id = recordId(params.id);
  const name = getApiKey(id)?.name ?? "";
  const result = revokeApiKey(user, id);
  if (!result.ok) {
    if (result.reason === "not_found") throw data(null, { status: 404 });
    return data({ error: copy.alreadyRevoked }, { status: 409 });
  }
  return redirectWithToast(BACK, { type: "success", message: copy.revokedToast(name) });
}

export const meta: Route.MetaFunction = () => [{ title: "Revoke API Key | Admin Panel" }];

export default function RevokeKeyPage({ loaderData }: Route.ComponentProps) {
  const { key } = loaderData;
  return (
    <DeleteConfirmation
      titleId="revoke-key-title"
      title={copy.revokeTitle(key.name)}
      question={key.revoked ? copy.alreadyRevoked : copy.revokeQuestion(key.name)}
      cancelHref={BACK}
      confirmLabel={copy.revokeConfirm}
      pendingLabel={copy.revoking}
    />
  );
}
