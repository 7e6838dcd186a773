/** /panel/users/:id/reject: Reject of a registration asks first; the form posts to the list's action (intent reject). */
import { data, useSearchParams } from "react-router";

import { getUser } from "~/.server/accounts/user-admin";
import { DetailView } from "~/components/listing/detail-view";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { usersCopy as copy } from "~/lib/copy/panel-admin";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";

import type { Route } from "./+types/reject";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/users");
  const user = getUser(recordId(params.id));
  if (!user) throw data(null, { status: 404 });
  return { user: { id: user.id, user_email: user.user_email } };
}

export const meta: Route.MetaFunction = () => [{ title: "Reject Registration | Admin Panel" }];

export default function RejectRegistrationPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const back = `/panel/users${searchParams.size ? `?${searchParams}` : ""}`;
  return (
    <DetailView titleId="reject-user-title">
      <DeleteConfirmation
        titleId="reject-user-title"
        title={copy.rejectTitle(loaderData.user.user_email)}
        question={copy.rejectConfirm}
        cancelHref={back}
        confirmLabel={copy.reject}
        pendingLabel="Rejecting..."
        action={back}
        fields={{ intent: "reject", id: loaderData.user.id }}
      />
    </DetailView>
  );
}
