/**
 * Issue 31: the guard of the buyer's pages. Who is a buyer is the permission table's rule
 * ("request:quotes", app/lib/permissions.ts: an approved business account), which the API's buyer
 * calls read too; as requireUser guards the account pages (a guest goes to the login
 * page of the page's language, decision 025; a team account goes to its account page).
 */
import { redirect } from "react-router";

import type { User } from "~/.server/accounts/users";
import { langOfPath, localePath } from "~/lib/i18n/locales";
import { isBuyer } from "~/lib/permissions";
import { requireUser } from "~/routes/.server/auth";

export async function requireBuyer(request: Request): Promise<User> {
  const user = await requireUser(request);
  if (!isBuyer(user)) throw redirect(localePath(langOfPath(new URL(request.url).pathname), "/account"));
  return user;
}
