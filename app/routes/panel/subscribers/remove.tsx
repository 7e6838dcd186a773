/** Remove a newsletter subscriber after confirmation (a POST; the GET only asks). */
import { data } from "react-router";

import { deleteSubscriber, getSubscriber } from "~/.server/messages/subscribers";
import { DetailView } from "~/components/listing/detail-view";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { subscribersCopy as copy } from "~/lib/copy/panel-admin";
import { redirectWithToast } from "~/routes/.server/toast";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";

import type { Route } from "./+types/remove";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/subscribers");
  const subscriber = getSubscriber(recordId(params.id));
  if (!subscriber) throw data(null, { status: 404 });
  return { subscriber };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/subscribers");
  const result = deleteSubscriber(user, recordId(params.id));
  if (!result.ok) throw data(null, { status: result.reason === "not_found" ? 404 : 403 });
  return redirectWithToast("/panel/subscribers", { type: "success", message: copy.removed });
}

export const meta: Route.MetaFunction = () => [{ title: "Remove Subscriber | Admin Panel" }];

export default function RemoveSubscriberPage({ loaderData }: Route.ComponentProps) {
  return (
    <DetailView titleId="remove-subscriber-title">
      <DeleteConfirmation
        titleId="remove-subscriber-title"
        title={copy.removeTitle}
        question={copy.removeConfirm(loaderData.subscriber.email)}
        cancelHref="/panel/subscribers"
      />
    </DetailView>
  );
}
