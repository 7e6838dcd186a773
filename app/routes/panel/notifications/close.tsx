/** /panel/notifications/:id/close: 'Close conversation' asks first; the form posts to the message's own action. */
import { data, useLocation } from "react-router";
import { DetailView } from "~/components/listing/detail-view";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { messagesCopy as copy } from "~/lib/copy/panel-admin";
import { getContactMessage } from "~/.server/messages/contact-messages";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";
import type { Route } from "./+types/close";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/notifications");
  const message = getContactMessage(recordId(params.id));
  if (!message) throw data(null, { status: 404 });
  return { id: message.id, subject: message.subject, email: message.email };
}

export const meta: Route.MetaFunction = () => [{ title: "Close conversation | Messages | Admin Panel" }];

export default function CloseMessagePage({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  const messageHref = `/panel/notifications/${loaderData.id}${search}`;
  return (
    <DetailView titleId="close-message-title">
      <DeleteConfirmation
        titleId="close-message-title"
        title={`${copy.close}: ${loaderData.subject} (${loaderData.email})`}
        question={copy.closeConfirm}
        cancelHref={messageHref}
        confirmLabel={copy.close}
        pendingLabel={copy.closing}
        action={messageHref}
        fields={{ intent: "close" }}
      />
    </DetailView>
  );
}
