/**
 * Closing a conversation, written once. The one "close" step of the panel (a product inquiry, a portfolio inquiry, a contact
 * conversation): it asks first, with the delete confirmation's page (without JavaScript) and
 * dialog (with it). The form posts `intent=close` to the record's own view, whose action closes
 * it; Cancel goes back to the view. Both keep the list's search and filters.
 */
import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";

import { DetailView } from "~/components/listing/detail-view";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";
import { FormErrors } from "~/components/ui/form-field";

export type CloseTarget = { id: number; subject: string; from: string };

export function CloseConfirmation({ basePath, target, copy }: { basePath: string; target: CloseTarget; copy: { close: string; closeConfirm: string } }) {
  const { search } = useLocation();
  const viewHref = `${basePath}/${target.id}${search}`;
  return (
    <DetailView titleId="close-title">
      <DeleteConfirmation
        titleId="close-title"
        title={`${copy.close}: ${target.subject} (${target.from})`}
        question={copy.closeConfirm}
        cancelHref={viewHref}
        confirmLabel={copy.close}
        pendingLabel="Closing..."
        action={viewHref}
        fields={{ intent: "close" }}
      />
    </DetailView>
  );
}

/**
 * The end of a conversation's view (an inquiry, a contact message). Closed: it says so and offers
 * Reopen (a plain form posting `intent=reopen` to the view). Open: the reply form (`children`)
 * and Close, which asks first on its own page (the dialog above with JavaScript).
 */
export function ReplyOrReopen({
  closed,
  closedNote,
  reopenLabel,
  closeLabel,
  closeHref,
  errors,
  children,
}: {
  closed: boolean;
  closedNote: string;
  reopenLabel: string;
  closeLabel: string;
  closeHref: string;
  errors?: string[];
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const reopening = navigation.state === "submitting" && navigation.formData?.get("intent") === "reopen";
  const button = "rounded-full border-2 border-rosewood-700 px-5 py-2 text-sm font-semibold disabled:opacity-60 dark:border-brass-400";
  if (closed) {
    return (
      <div className="mt-6 space-y-3">
        <FormErrors errors={errors} />
        <p className="rounded-xl border border-rosewood-200 p-4 text-sm dark:border-rosewood-700">{closedNote}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="reopen" />
          <button type="submit" disabled={reopening} className={button}>
            {reopenLabel}
          </button>
        </Form>
      </div>
    );
  }
  return (
    <>
      {children}
      <Link to={closeHref} preventScrollReset className={`mt-4 inline-block ${button}`}>
        {closeLabel}
      </Link>
    </>
  );
}
