/** /panel/users/:id/role/:type: a role change asks first; the form posts to the list's action (intent role). */
import { data, Link, useSearchParams } from "react-router";

import { getUser } from "~/.server/accounts/user-admin";
import { DetailView } from "~/components/listing/detail-view";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { FormErrors } from "~/components/ui/form-field";
import { USER_TYPE } from "~/lib/constants";
import { usersCopy as copy } from "~/lib/copy/panel-admin";
import { roleChangeSchema } from "~/lib/schemas/admin/users";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";

import type { Route } from "./+types/role";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/users");
  const user = getUser(recordId(params.id));
  const role = roleChangeSchema.safeParse({ user_type: params.type });
  if (!user || !role.success) throw data(null, { status: 404 });
  // A team role for an account not approved yet is refused (issue 32): the page says so instead of asking.
  const refusal =
    role.data.user_type !== USER_TYPE.user && user.account_status !== "approved"
      ? copy.notApprovedForRole(copy.roleLabels[role.data.user_type] ?? "Admin")
      : null;
  return { user: { id: user.id, user_name: user.user_name }, userType: role.data.user_type, refusal };
}

export const meta: Route.MetaFunction = () => [{ title: "Change Role | Admin Panel" }];

export default function ChangeRolePage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const back = `/panel/users${searchParams.size ? `?${searchParams}` : ""}`;
  const { user, userType, refusal } = loaderData;
  const role = copy.roleLabels[userType] ?? "User";
  if (refusal) {
    return (
      <DetailView titleId="role-user-title">
        <div className="max-w-lg">
          <h1 id="role-user-title" className="text-2xl font-semibold">
            {copy.roleTitle(user.user_name, role)}
          </h1>
          <div className="mt-4">
            <FormErrors errors={[refusal]} />
          </div>
          <Link to={back} className="mt-6 inline-block rounded-lg border border-rosewood-300 px-4 py-2 font-semibold dark:border-rosewood-600">
            Back to Users
          </Link>
        </div>
      </DetailView>
    );
  }
  return (
    <DetailView titleId="role-user-title">
      <DeleteConfirmation
        titleId="role-user-title"
        title={copy.roleTitle(user.user_name, role)}
        question={copy.roleConfirm(user.user_name, role)}
        cancelHref={back}
        confirmLabel={{ 1: copy.makeAdmin, 2: copy.makeUser, 3: copy.makeStoreManager }[userType]}
        pendingLabel="Saving..."
        action={back}
        fields={{ intent: "role", id: user.id, user_type: userType }}
      />
    </DetailView>
  );
}
