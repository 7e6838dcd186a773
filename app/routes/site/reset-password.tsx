/**
 * The link of a password-reset email (/reset-password?token=...): a new password with the sign-up
 * rules and the common-password check. The token leaves the URL at once (routes/.server/secret-link.ts:
 * a redirect with Referrer-Policy: no-referrer, the token kept in a cookie of this page); no cache
 * keeps the page. Done: every session of the account has ended and the person signs in at /login
 * with the new password.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, useNavigation } from "react-router";

import { getPasswordResetAccount, resetPassword } from "~/.server/accounts/password-reset";
import { submissionKeyOf, withSubmissionKey } from "~/.server/submissions/keys";
import { NarrowCard, narrowLinkClass, NarrowPage, Refusal } from "~/components/site/narrow-page";
import { ServerErrorSummaryForm } from "~/components/ui/error-summary";
import { PasswordField, SubmitButton } from "~/components/ui/form-field";
import { useActionForm } from "~/components/ui/server-form";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { accountCopy as copy } from "~/lib/copy/account";
import { copyFor, copySections, translateReply } from "~/lib/i18n/copy.server";
import { type Lang, langOf, localePath } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useLocalePath } from "~/lib/i18n/use-copy";
import { resetPasswordFormSchema } from "~/lib/schemas/account";
import { secretLinkPageMeta } from "~/lib/seo";
import { readFormData } from "~/routes/.server/form-data";
import { forgetLinkToken, linkToken, SECRET_PAGE_HEADERS, secretLink, secretPageHeaders } from "~/routes/.server/secret-link";
import { redirectWithToast } from "~/routes/.server/toast";

import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches }) => secretLinkPageMeta(matches, metaCopy(matches, "accountCopy", copy).resetTitle, "/reset-password");

export const headers = secretPageHeaders;

const RESET_LINK = secretLink("sadeli_reset", "/reset-password");

export async function loader({ request, params }: Route.LoaderArgs) {
  const token = await linkToken(request, RESET_LINK);
  return data(
    { valid: Boolean(token && getPasswordResetAccount(token)), copy: copySections(langOf(params.lang), ["accountCopy", "formWords", "phrases"]) },
    { headers: SECRET_PAGE_HEADERS },
  );
}

const HIDDEN = ["password", "confirm_password", "token"];
const done = async (lang: Lang) =>
  redirectWithToast(
    localePath(lang, "/login"),
    { type: "success", message: copyFor(lang).accountCopy.passwordReset },
    { headers: { "Set-Cookie": await forgetLinkToken(RESET_LINK) } },
  );

export async function action({ request, params }: Route.ActionArgs) {
  // The link's language (/hi/reset-password): its refusals and the login it leads to.
  const lang = langOf(params.lang);
  const formData = await readFormData(request);
  formData.set("token", await linkToken(request, RESET_LINK));
  const submission = parseWithZod(formData, { schema: resetPasswordFormSchema });
  if (submission.status !== "success") {
    // A form without its token (or with a broken one) says so above the fields.
    const tokenErrors = submission.error?.token ?? undefined;
    const reply = submission.reply({ hideFields: HIDDEN, ...(tokenErrors ? { formErrors: tokenErrors } : {}) });
    return data({ result: translateReply(reply, lang) }, { status: 400, headers: SECRET_PAGE_HEADERS });
  }
  const { token, password } = submission.value;
  // A second click of the same form is answered as the first was (the link is used up by then).
  const stored = await withSubmissionKey(submissionKeyOf(formData, "reset-password"), () => resetPassword(token, password, { lang }));
  if (stored.repeated) return done(lang);
  const result = stored.value;
  if (result.ok) return done(lang);
  const reply =
    "errors" in result
      ? submission.reply({ fieldErrors: result.errors, hideFields: HIDDEN })
      : submission.reply({ formErrors: [result.message], hideFields: HIDDEN });
  return data({ result: translateReply(reply, lang) }, { status: 400, headers: SECRET_PAGE_HEADERS });
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const text = useCopy("accountCopy", copy);
  const to = useLocalePath();
  const { form, fields } = useActionForm({
    id: "reset-password",
    fields: ["password", "confirm_password"],
  });

  return (
    <NarrowPage
      title={text.resetTitle}
      linksClassName="mt-6 flex justify-center gap-6 text-sm"
      links={
        <>
          <Link to={to("/forgot-password")} className={narrowLinkClass}>
            {text.askAgain}
          </Link>
          <Link to={to("/login")} className={narrowLinkClass}>
            {text.backToLogin}
          </Link>
        </>
      }
    >
      <NarrowCard>
        {loaderData.valid ? (
          <>
            <p className="mb-6 text-sm text-rosewood-700 dark:text-rosewood-200">{text.resetIntro}</p>
            <ServerErrorSummaryForm form={form} fields={[fields.password, fields.confirm_password]} className="space-y-5">
              <SubmissionKeyField />
              <PasswordField field={fields.password} label={text.newPassword} autoComplete="new-password" />
              <PasswordField field={fields.confirm_password} label={text.confirmNewPassword} autoComplete="new-password" />
              <SubmitButton pending={navigation.state === "submitting"} pendingLabel={text.saving}>
                {text.resetSubmit}
              </SubmitButton>
            </ServerErrorSummaryForm>
          </>
        ) : (
          <Refusal>{text.resetLinkInvalid}</Refusal>
        )}
      </NarrowCard>
    </NarrowPage>
  );
}
