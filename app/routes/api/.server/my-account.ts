/**
 * GET and PUT /api/account/ (the caller's own account), and the forgotten password's two calls
 * (POST /api/account/password/forgot/ and /reset/). The bodies are the pages' schemas
 * (lib/schemas/account.ts); the rules are the domain's (accounts/my-account.ts, password-reset.ts).
 */
import { changeMyPassword, requestEmailChange, updateMyProfile } from "~/.server/accounts/my-account";
import { requestPasswordReset, resetPassword } from "~/.server/accounts/password-reset";
import { publicUser } from "~/.server/accounts/users";
import { accountCopy } from "~/lib/copy/account";
import { fill } from "~/lib/i18n/locales";
import { accountUpdateSchema, forgotPasswordSchema, resetPasswordSchema } from "~/lib/schemas/account";

import { requireApiUser } from "./auth";
import { readJsonObject, validateBody } from "./body";
import { json, notFound, writeFailed, writeOk } from "./respond";

type Args = { request: Request; client: string };

/** GET /api/account/: the caller's account (never the password hash). */
export function getMyAccount({ request }: Args) {
  const user = requireApiUser(request);
  return json({ status: true, data: publicUser(user), message: accountCopy.title });
}

/**
 * PUT /api/account/: the profile; with `user_email` other than the current one (and
 * `current_password`), a confirmation link goes to it (the address changes when it is opened,
 * signed in) and the answer is the same whether or not another account uses it; with `password`,
 * the current one is required, every session of the account ends and the caller gets a fresh
 * token in the answer's `token` (docs/decisions/020). The password comes first: a new address
 * asked for with it is then checked against the new password (the one the account has by then),
 * so the password change does not void it.
 */
export async function updateMyAccount({ request }: Args) {
  const user = requireApiUser(request);
  const body = validateBody(await readJsonObject(request), accountUpdateSchema);
  const { user_email, current_password, password, ...profile } = body;
  const newEmail = user_email && user_email.trim().toLowerCase() !== user.user_email ? user_email : null;
  if (newEmail && current_password === undefined)
    return writeFailed(accountCopy.currentPasswordRequired, { current_password: [accountCopy.currentPasswordRequired] });

  const messages: string[] = [];
  let token: string | null = null;
  let account = user;
  let checkedPassword = current_password;
  if (password !== undefined && current_password !== undefined) {
    const changed = await changeMyPassword(user, { current_password, password }, "api");
    if (!changed.ok) {
      if ("errors" in changed) return writeFailed(Object.values(changed.errors)[0]?.[0] ?? accountCopy.currentPasswordWrong, changed.errors);
      return notFound();
    }
    token = changed.record.session;
    account = changed.record.user;
    checkedPassword = password;
    messages.push(accountCopy.passwordChanged);
  }
  if (newEmail && checkedPassword !== undefined) {
    const requested = await requestEmailChange(account, { user_email: newEmail, current_password: checkedPassword });
    if (!requested.ok) return "errors" in requested ? writeFailed(Object.values(requested.errors)[0]?.[0] ?? "", requested.errors) : notFound();
    messages.push(fill(accountCopy.emailChangeSent, { email: requested.record.to }));
  }
  const saved = updateMyProfile(user.id, profile);
  if (!saved.ok) return notFound();
  const message = [accountCopy.profileSaved, ...messages].join(" ");
  return token ? json({ status: true, data: publicUser(saved.record), message, errors: {}, token }) : writeOk(publicUser(saved.record), message);
}

/** POST /api/account/password/forgot/: the same answer whatever the address. */
export async function forgotPassword({ request, client }: Args) {
  const { user_email } = validateBody(await readJsonObject(request), forgotPasswordSchema);
  requestPasswordReset(user_email, client);
  return json({ status: true, message: accountCopy.forgotSent });
}

/** POST /api/account/password/reset/: the token of the email's link and the new password. */
export async function resetForgottenPassword({ request }: Args) {
  const { token, password } = validateBody(await readJsonObject(request), resetPasswordSchema);
  const result = await resetPassword(token, password);
  if (result.ok) return json({ status: true, message: accountCopy.passwordReset });
  if ("errors" in result) return writeFailed(Object.values(result.errors)[0]?.[0] ?? accountCopy.resetLinkInvalid, result.errors);
  return writeFailed(result.message, { token: [result.message] });
}
