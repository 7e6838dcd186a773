/**
 * "Forgot your password?" (/forgot-password): the address of the account, and one answer whatever
 * it is (no enumeration). An approved account gets an email with a single-use link for one hour
 * (app/.server/accounts/password-reset.ts); the page then says so, whether or not an email went.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, useNavigation, useSearchParams } from "react-router";

import { requestPasswordReset } from "~/.server/accounts/password-reset";
import { limitedAnswer, RateLimited } from "~/.server/security/rate-limit";
import { submissionKeyOf, withSubmissionKey } from "~/.server/submissions/keys";
import { NarrowCard, narrowLinkClass, NarrowPage, successBoxClass } from "~/components/site/narrow-page";
import { ServerErrorSummaryForm } from "~/components/ui/error-summary";
import { SubmitButton, TextField } from "~/components/ui/form-field";
import { useActionForm } from "~/components/ui/server-form";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { accountCopy as copy } from "~/lib/copy/account";
import { auth as englishAuth } from "~/lib/copy/auth";
import { copySections, translateReply } from "~/lib/i18n/copy.server";
import { langOf, localePath } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useLocalePath } from "~/lib/i18n/use-copy";
import { headersWithRetryAfter } from "~/lib/retry-after-headers";
import { forgotPasswordSchema } from "~/lib/schemas/account";
import { pageLinks, siteName } from "~/lib/seo";
import { readFormData } from "~/routes/.server/form-data";

import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaCopy(matches, "accountCopy", copy).forgotTitle} | ${siteName(matches)}` },
  { name: "description", content: metaCopy(matches, "accountCopy", copy).forgotMetaDescription },
  { name: "robots", content: "noindex" },
  ...pageLinks(matches, "/forgot-password"),
];

/** A refused post (429) tells when to come back. */
export const headers = headersWithRetryAfter;

export function loader({ params }: Route.LoaderArgs) {
  return { copy: copySections(langOf(params.lang), ["accountCopy", "auth", "formWords", "phrases"]) };
}

const SENT = "/forgot-password?sent=1";

export async function action({ request, context, params }: Route.ActionArgs) {
  // The page's language (/hi/forgot-password): its refusals, the email and the link in it.
  const lang = langOf(params.lang);
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: translateReply(submission.reply(), lang) }, { status: 400 });
  try {
    // A second click sends no second email (which would void the first link).
    await withSubmissionKey(submissionKeyOf(formData, "forgot-password"), () =>
      requestPasswordReset(submission.value.user_email, context.clientAddress, { lang }),
    );
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    const limited = limitedAnswer(error.retryAfterSeconds);
    return data({ result: translateReply(submission.reply({ formErrors: [limited.message] }), lang) }, limited.init);
  }
  return redirect(localePath(lang, SENT));
}

export default function ForgotPasswordPage() {
  const navigation = useNavigation();
  const text = useCopy("accountCopy", copy);
  const auth = useCopy("auth", englishAuth);
  const to = useLocalePath();
  const [searchParams] = useSearchParams();
  const sent = searchParams.get("sent") === "1";
  const { form, fields } = useActionForm({
    id: "forgot-password",
    fields: ["user_email"],
  });

  return (
    <NarrowPage
      title={text.forgotTitle}
      intro={text.forgotIntro}
      links={
        <Link to={to("/login")} className={narrowLinkClass}>
          {text.backToLogin}
        </Link>
      }
    >
      <NarrowCard>
        {sent ? (
          <p role="status" className={`mb-6 ${successBoxClass}`}>
            {text.forgotSent}
          </p>
        ) : null}
        <ServerErrorSummaryForm form={form} fields={[fields.user_email]} className="space-y-5">
          <SubmissionKeyField />
          <TextField field={fields.user_email} label={auth.emailLabel} type="email" autoComplete="email" />
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel={text.sending}>
            {text.forgotSubmit}
          </SubmitButton>
        </ServerErrorSummaryForm>
      </NarrowCard>
    </NarrowPage>
  );
}
