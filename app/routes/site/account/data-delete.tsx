/**
 * /account/data/delete: the confirmation step of "Delete my account". The current password is
 * asked for; the erasure itself is `deleteOwnAccount` (accounts/personal-data.ts, one
 * transaction). Afterwards the browser's session cookie is cleared and the person lands on the
 * home page with a message. A plain form: works without JavaScript.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, useNavigation } from "react-router";

import { deleteOwnAccount } from "~/.server/accounts/personal-data";
import { isStaff } from "~/.server/accounts/personal-data";
import { isFirstAdmin } from "~/.server/accounts/user-admin";
import { limitedAnswer, RateLimited } from "~/.server/security/rate-limit";
import { AccountNav } from "~/components/site/account/account-nav";
import { ServerErrorSummaryForm } from "~/components/ui/error-summary";
import { PasswordField } from "~/components/ui/form-field";
import { useActionForm } from "~/components/ui/server-form";
import { myDataCopy as copy } from "~/lib/copy/my-data";
import { copyFor, copySections, translateReply } from "~/lib/i18n/copy.server";
import { langOf, localePath } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useLocalePath } from "~/lib/i18n/use-copy";
import { headersWithRetryAfter } from "~/lib/retry-after-headers";
import { deleteAccountSchema } from "~/lib/schemas/my-data";
import { siteName } from "~/lib/seo";
import { endBrowserSession, requireUser } from "~/routes/.server/auth";
import { readFormData } from "~/routes/.server/form-data";
import { toastHeader } from "~/routes/.server/toast";

import type { Route } from "./+types/data-delete";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaCopy(matches, "myDataCopy", copy).confirmTitle} | ${siteName(matches)}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // The first administrator owns the site; other staff are demoted by the owner first (docs/decisions/021).
  const refusal = isFirstAdmin(user) ? ("firstAdminRefused" as const) : isStaff(user) ? ("staffRefused" as const) : null;
  return { refusal, copy: copySections(langOf(params.lang), ["myDataCopy", "formWords", "phrases"]) };
}

/** A refused post (429) tells when to come back. */
export const headers = headersWithRetryAfter;

export async function action({ request, params }: Route.ActionArgs) {
  // The page's language (/hi/account/data/delete): its field errors and refusals in it.
  const lang = langOf(params.lang);
  const user = await requireUser(request);
  const submission = parseWithZod(await readFormData(request), { schema: deleteAccountSchema });
  if (submission.status !== "success") return data({ result: translateReply(submission.reply({ hideFields: ["password"] }), lang) }, { status: 400 });
  let result: Awaited<ReturnType<typeof deleteOwnAccount>>;
  try {
    result = await deleteOwnAccount(user, submission.value.password);
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    const limited = limitedAnswer(error.retryAfterSeconds, error.bucket);
    return data({ result: translateReply(submission.reply({ formErrors: [limited.message], hideFields: ["password"] }), lang) }, limited.init);
  }
  if (!result.ok) {
    if ("errors" in result)
      return data({ result: translateReply(submission.reply({ fieldErrors: result.errors, hideFields: ["password"] }), lang) }, { status: 400 });
    return data(
      { result: translateReply(submission.reply({ formErrors: [result.message], hideFields: ["password"] }), lang) },
      { status: result.reason === "not_found" ? 404 : result.reason === "not_allowed" ? 409 : 403 },
    );
  }
  const response = await endBrowserSession(request, localePath(lang, "/"));
  response.headers.append("Set-Cookie", await toastHeader({ type: "success", message: copyFor(lang).myDataCopy.deleted }));
  return response;
}

export default function DeleteAccountPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const text = useCopy("myDataCopy", copy);
  const to = useLocalePath();
  const { form, fields } = useActionForm({
    id: "delete-account",
    fields: ["password"],
  });
  const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <AccountNav />
      <div className="mx-auto max-w-md rounded-2xl border border-red-300 bg-white p-6 shadow-sm sm:p-8 dark:border-red-900 dark:bg-rosewood-900">
        <h1 className="text-2xl font-semibold">{text.confirmTitle}</h1>
        <p className="mt-2 text-rosewood-700 dark:text-rosewood-200">{text.deleteText}</p>
        {loaderData.refusal === null ? (
          <ServerErrorSummaryForm form={form} fields={[fields.password]} className="mt-6 space-y-5">
            <p className="text-sm font-medium">{text.confirmText}</p>
            <PasswordField field={fields.password} label={text.passwordLabel} autoComplete="current-password" />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Link
                to={to("/account/data")}
                className="inline-flex items-center justify-center rounded-full border border-rosewood-300 px-6 py-3 font-semibold hover:bg-rosewood-100 dark:border-rosewood-600 dark:hover:bg-rosewood-800"
              >
                {text.cancel}
              </Link>
              <button
                type="submit"
                disabled={busy}
                className="inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 font-semibold text-white shadow hover:bg-red-800 disabled:cursor-wait disabled:opacity-70 dark:bg-red-600 dark:hover:bg-red-500"
              >
                {busy ? text.confirmPending : text.confirmButton}
              </button>
            </div>
          </ServerErrorSummaryForm>
        ) : (
          <p className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">{text[loaderData.refusal]}</p>
        )}
      </div>
    </main>
  );
}
