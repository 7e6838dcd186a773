/**
 * A delete confirmation: a page of its own without JavaScript, a dialog over the list with it.
 * Deleting is a POST; Cancel is a link back. Other steps that cannot be taken back (reject a
 * registration, change a role, close a conversation) use the same page with their own label,
 * posting to the route that does the work (`action`, with `fields` as hidden inputs).
 */
import type { ReactNode } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";

import { DetailView } from "~/components/listing/detail-view";
import { FormErrors } from "~/components/ui/form-field";

type ConfirmationProps = {
  titleId: string;
  title: string;
  question: string;
  cancelHref: string;
  confirmLabel?: string;
  pendingLabel?: string;
  action?: string;
  fields?: Record<string, string | number>;
  /** Inputs of the step itself, above its buttons (a rejection's optional reason). */
  children?: ReactNode;
};

export function DeleteConfirmation({
  titleId,
  title,
  question,
  cancelHref,
  confirmLabel = "Delete",
  pendingLabel = "Deleting...",
  action,
  fields = {},
  children,
}: ConfirmationProps) {
  const navigation = useNavigation();
  const actionData = useActionData<{ error?: string }>();
  return (
    <div className="max-w-lg">
      <h1 id={titleId} className="text-2xl font-semibold">
        {title}
      </h1>
      <p className="mt-3 text-rosewood-800 dark:text-rosewood-100">{question}</p>
      <div className="mt-4">
        <FormErrors errors={actionData?.error ? [actionData.error] : undefined} />
      </div>
      <Form method="post" action={action} className="mt-6 flex flex-wrap gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <Link to={cancelHref} className="rounded-lg border border-rosewood-300 px-4 py-2 font-semibold dark:border-rosewood-600">
          Cancel
        </Link>
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {navigation.state === "submitting" ? pendingLabel : confirmLabel}
        </button>
      </Form>
    </div>
  );
}

/** The delete page (and dialog) of one record: 'Delete "<name>"', the question, Cancel back to the list. */
export function DeleteScreen({ name, question, cancelHref }: { name: string; question: string; cancelHref: string }) {
  return (
    <DetailView titleId="delete-title">
      <DeleteConfirmation titleId="delete-title" title={`Delete "${name}"`} question={question} cancelHref={cancelHref} />
    </DetailView>
  );
}
