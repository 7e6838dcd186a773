/**
 * A delete confirmation: a page of its own without JavaScript, a dialog over the list with it.
 * Deleting is a POST; Cancel is a link back.
 */
import { Form, Link, useActionData, useNavigation } from "react-router";
import { FormErrors } from "~/components/ui/form-field";

export function DeleteConfirmation({ titleId, title, question, cancelHref }: { titleId: string; title: string; question: string; cancelHref: string }) {
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
      <Form method="post" className="mt-6 flex gap-3">
        <Link to={cancelHref} className="rounded-lg border border-rosewood-300 px-4 py-2 font-semibold dark:border-rosewood-600">
          Cancel
        </Link>
        <button type="submit" disabled={navigation.state === "submitting"} className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
          {navigation.state === "submitting" ? "Deleting..." : "Delete"}
        </button>
      </Form>
    </div>
  );
}
