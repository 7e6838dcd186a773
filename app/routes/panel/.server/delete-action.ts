/** The delete step of the panel's confirmations, written once. */
import { data } from "react-router";

import { redirectWithToast } from "~/routes/.server/toast";

import { refusalOf, type SaveOutcome } from "./results";

/**
 * The action of every delete confirmation of the panel: the domain's delete, a 404 when the record
 * is gone, the domain's refusal shown on the confirmation (409), an unexpected failure shown
 * (500, logged), and back to the list with a toast.
 */
export async function deleteAction(
  remove: () => SaveOutcome | Promise<SaveOutcome>,
  options: { what: string; failed: string | ((error: unknown) => string); refused?: (message: string) => string; done: { to: string; message: string } },
) {
  const failed = (error: unknown) => (typeof options.failed === "string" ? options.failed : options.failed(error));
  let result;
  try {
    result = await remove();
  } catch (error) {
    console.error(`Could not delete ${options.what}`, error);
    return data({ error: failed(error) }, { status: 500 });
  }
  const refusal = refusalOf(result);
  if (refusal) {
    if (refusal.notFound) throw data(null, { status: 404 });
    const message = refusal.message ?? failed(null);
    return data({ error: options.refused ? options.refused(message) : message }, { status: 409 });
  }
  return redirectWithToast(options.done.to, { type: "success", message: options.done.message });
}
