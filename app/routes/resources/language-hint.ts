/**
 * Dismisses the suggestion of the visitor's preferred language version (issue 19): a cookie
 * remembers it for a year, and a plain form post goes back to its page.
 */
import { redirect } from "react-router";

import { safeRedirect } from "~/lib/safe-redirect";
import { readFormData } from "~/routes/.server/form-data";
import { languageHintDismissedHeader } from "~/routes/.server/language-hint";

import type { Route } from "./+types/language-hint";

export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  return redirect(safeRedirect(form.get("redirectTo"), "/"), { headers: { "Set-Cookie": await languageHintDismissedHeader() } });
}
