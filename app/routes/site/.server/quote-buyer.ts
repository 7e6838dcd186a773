/**
 * Issue 31: who may keep a quote basket and ask for quotations (an approved business account:
 * a signed-in user of the business role; a session exists only for an approved account), and the
 * guard of the buyer's pages, as requireUser guards the account pages (a guest goes to the login
 * page of the page's language, decision 025; a team account goes to its account page).
 */
import { redirect } from "react-router";

import type { User } from "~/.server/accounts/users";
import { USER_TYPE } from "~/lib/constants";
import { langOfPath, localePath } from "~/lib/i18n/locales";
import { requireUser } from "~/routes/.server/auth";

export const isBuyer = (user: Pick<User, "user_type"> | null | undefined): boolean => user?.user_type === USER_TYPE.user;

export async function requireBuyer(request: Request): Promise<User> {
  const user = await requireUser(request);
  if (!isBuyer(user)) throw redirect(localePath(langOfPath(new URL(request.url).pathname), "/account"));
  return user;
}
