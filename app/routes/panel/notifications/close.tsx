/** /panel/notifications/:id/close: 'Close conversation' asks first; the form posts to the message's own action. */
import { getContactMessage } from "~/.server/messages/contact-messages";
import { CloseConfirmation } from "~/components/panel/close-confirmation";
import { messagesCopy } from "~/lib/copy/panel-admin";
import { closeConfirmationLoader } from "~/routes/panel/.server/close-confirmation";

import type { Route } from "./+types/close";

export const loader = ({ request, params }: Route.LoaderArgs) =>
  closeConfirmationLoader(request, params, "/panel/notifications", (id) => {
    const message = getContactMessage(id);
    return message && { id: message.id, subject: message.subject, from: message.email };
  });

export const meta: Route.MetaFunction = () => [{ title: "Close conversation | Messages | Admin Panel" }];

export default function CloseMessagePage({ loaderData }: Route.ComponentProps) {
  return <CloseConfirmation basePath="/panel/notifications" target={loaderData.target} copy={messagesCopy} />;
}
