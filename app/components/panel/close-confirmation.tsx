/**
 * The one "close" step of the panel (a product inquiry, a portfolio inquiry, a contact
 * conversation): it asks first, with the delete confirmation's page (without JavaScript) and
 * dialog (with it). The form posts `intent=close` to the record's own view, whose action closes
 * it; Cancel goes back to the view. Both keep the list's search and filters.
 */
import { useLocation } from "react-router";
import { DetailView } from "~/components/listing/detail-view";
import { DeleteConfirmation } from "~/components/panel/delete-confirmation";

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
