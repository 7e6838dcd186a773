/**
 * /panel/users/:id/reject: Reject of a registration asks first, with an optional reason that the
 * email to the person quotes (issue 32, defect 6). A plain POST to this route: a reason past the
 * limit comes back at its field (JavaScript or not), with what was typed.
 */
import { data, redirect, useActionData, useSearchParams } from "react-router";

import { decideRegistration, getUser } from "~/.server/accounts/user-admin";
import { DetailView } from "~/components/listing/detail-view";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { inputClass } from "~/components/ui/form-field";
import { usersCopy as copy } from "~/lib/copy/panel-admin";
import { REJECTION_REASON_MAX } from "~/lib/schemas/admin/users";
import { readFormData } from "~/routes/.server/form-data";
import { mailToast, redirectWithToast } from "~/routes/.server/toast";
import { requirePanelAccess } from "~/routes/panel/.server/access";
import { recordId } from "~/routes/panel/.server/helpers";

import type { Route } from "./+types/reject";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/users");
  const user = getUser(recordId(params.id));
  if (!user) throw data(null, { status: 404 });
  return { user: { id: user.id, user_email: user.user_email } };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requirePanelAccess(request, "/panel/users");
  const back = `/panel/users${new URL(request.url).search}`;
  const form = await readFormData(request);
  if (form.get("intent") !== "reject") return redirect(back);
  const reason = String(form.get("reason") ?? "");
  const result = decideRegistration(actor, recordId(params.id), "reject", { reason });
  if (!result.ok) {
    if ("errors" in result) return data({ reasonError: result.errors.reason?.[0] ?? null, reason }, { status: 400 });
    if (result.reason === "not_found") throw data(null, { status: 404 });
    return redirectWithToast(back, { type: "error", message: result.message });
  }
  const message = copy.rejected(result.record.user_email);
  // Rejected twice: no email was queued, so none is promised.
  if (!result.changed) return redirectWithToast(back, { type: "success", message });
  return redirectWithToast(back, mailToast(result.record.user_email, { ready: message, waiting: message }));
}

export const meta: Route.MetaFunction = () => [{ title: "Reject Registration | Admin Panel" }];

export default function RejectRegistrationPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const answer = useActionData<typeof action>();
  const back = `/panel/users${searchParams.size ? `?${searchParams}` : ""}`;
  const error = answer?.reasonError ?? null;
  return (
    <DetailView titleId="reject-user-title">
      <DeleteConfirmation
        titleId="reject-user-title"
        title={copy.rejectTitle(loaderData.user.user_email)}
        question={copy.rejectConfirm}
        cancelHref={back}
        confirmLabel={copy.reject}
        pendingLabel="Rejecting..."
        fields={{ intent: "reject" }}
      >
        <div className="w-full">
          <label htmlFor="reject-reason" className="block text-sm font-medium">
            {copy.rejectReason}
          </label>
          {/* No maxLength: a long paste is not cut silently; the server names the limit at the field. */}
          <textarea
            id="reject-reason"
            name="reason"
            rows={4}
            defaultValue={answer?.reason ?? ""}
            aria-describedby={error ? "reject-reason-error reject-reason-hint" : "reject-reason-hint"}
            aria-invalid={error ? true : undefined}
            // After a refused send the page opens on the problem, as every form does (components/ui/error-summary.tsx).
            {...(error ? { autoFocus: true } : {})}
            className={inputClass}
          />
          <p id="reject-reason-hint" className="mt-1 text-xs text-rosewood-600 dark:text-rosewood-300">
            {copy.rejectReasonHint(REJECTION_REASON_MAX)}
          </p>
          {error ? (
            <p id="reject-reason-error" className="mt-1 text-sm text-red-700 dark:text-red-300" data-field-error="reason">
              {error}
            </p>
          ) : null}
        </div>
      </DeleteConfirmation>
    </DetailView>
  );
}
