/** Delete a user after confirmation; an administrator is never deleted ('Cannot delete admin users'). */
import { data, Link } from "react-router";

import { deleteUser, getUser } from "~/.server/accounts/user-admin";
import { DetailView } from "~/components/listing/detail-view";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { FormErrors } from "~/components/ui/form-field";
import { USER_TYPE } from "~/lib/constants";
import { usersCopy as copy } from "~/lib/copy/panel-admin";
import { redirectWithToast } from "~/routes/.server/toast";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";

import type { Route } from "./+types/delete";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/users");
  const user = getUser(recordId(params.id));
  if (!user) throw data(null, { status: 404 });
  return { user: { id: user.id, user_name: user.user_name, user_email: user.user_email, isAdmin: user.user_type === USER_TYPE.admin } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requirePanelAccess(request, "/panel/users");
  const result = deleteUser(actor, recordId(params.id));
  if (!result.ok) {
    if (result.reason === "not_found") throw data(null, { status: 404 });
    return data({ error: result.message }, { status: 409 });
  }
  return redirectWithToast("/panel/users", { type: "success", message: copy.deleted });
}

export const meta: Route.MetaFunction = () => [{ title: "Delete User | Admin Panel" }];

export default function DeleteUserPage({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <DetailView titleId="delete-user-title">
      {user.isAdmin ? (
        <div className="max-w-lg">
          <h1 id="delete-user-title" className="text-2xl font-semibold">
            Delete {user.user_name}
          </h1>
          <div className="mt-4">
            <FormErrors errors={[copy.cannotDeleteAdmin]} />
          </div>
          <Link to="/panel/users" className="mt-6 inline-block rounded-lg border border-rosewood-300 px-4 py-2 font-semibold dark:border-rosewood-600">
            Back to Users
          </Link>
        </div>
      ) : (
        <DeleteConfirmation
          titleId="delete-user-title"
          title={`Delete ${user.user_name} (${user.user_email})`}
          question={copy.deleteConfirm}
          cancelHref="/panel/users"
        />
      )}
    </DetailView>
  );
}
