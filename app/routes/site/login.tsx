/** Login for business accounts and the team. Admins land on the panel, others home or back. */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";

import { withinAddressLimit } from "~/.server/accounts/login-throttle";
import { rememberLanguage } from "~/.server/accounts/users";
import { limitedAnswer, RateLimited } from "~/.server/security/rate-limit";
import { NarrowCard, narrowLinkClass, NarrowPage, successBoxClass } from "~/components/site/narrow-page";
import { ServerErrorSummaryForm } from "~/components/ui/error-summary";
import { PasswordField, SubmitButton, TextField } from "~/components/ui/form-field";
import { useActionForm } from "~/components/ui/server-form";
import { accountCopy } from "~/lib/copy/account";
import { auth as englishAuth, authPages } from "~/lib/copy/auth";
import { copySections, translateMessage, translateReply } from "~/lib/i18n/copy.server";
import { langOf } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useLocalePath } from "~/lib/i18n/use-copy";
import { headersWithRetryAfter } from "~/lib/retry-after-headers";
import { safeRedirect } from "~/lib/safe-redirect";
import { loginSchema } from "~/lib/schemas/auth";
import { pageLinks, siteName } from "~/lib/seo";
import { authenticator, deviceTokens, getOptionalUser, InvalidLoginForm, landingPath, LoginRefused, startBrowserSession } from "~/routes/.server/auth";
import { readFormData } from "~/routes/.server/form-data";

import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaCopy(matches, "authPages", authPages).loginMetaTitle} | ${siteName(matches)}` },
  { name: "description", content: metaCopy(matches, "authPages", authPages).loginMetaDescription },
  { name: "robots", content: "noindex" },
  ...pageLinks(matches, "/login"),
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getOptionalUser(request);
  if (user) throw redirect(landingPath(user, new URL(request.url).searchParams.get("redirectTo"), langOf(params.lang)));
  return { copy: copySections(langOf(params.lang), ["accountCopy", "auth", "authPages", "formWords", "phrases"]) };
}

/** A refused post (429) tells when to come back. */
export const headers = headersWithRetryAfter;

export async function action({ request, context, params }: Route.ActionArgs) {
  const formData = await readFormData(request.clone());
  // Refusals in the page's language (/gu/login, /hi/login).
  const lang = langOf(params.lang);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: translateReply(submission.reply({ hideFields: ["password"] }), lang) }, { status: 400 });
  }
  try {
    // A browser holding this account's device cookie is counted by it, not by its address.
    // Only failed logins count against the address (decision 026).
    const user = await withinAddressLimit(context.clientAddress, submission.value.user_email, await deviceTokens(request), () =>
      authenticator.authenticate("form", request),
    );
    // Later emails to the account (replies, decisions) are written in the language it logs in with.
    rememberLanguage(user.id, lang);
    return startBrowserSession(request, user, landingPath(user, formData.get("redirectTo"), lang));
  } catch (error) {
    if (error instanceof RateLimited) {
      // The message names the limit: the connection's, or the account's failed sign-ins.
      const limited = limitedAnswer(error.retryAfterSeconds, error.bucket);
      return data({ result: translateReply(submission.reply({ formErrors: [limited.message], hideFields: ["password"] }), lang) }, limited.init);
    }
    if (error instanceof LoginRefused && error.waiting) {
      // An account on its way (address to confirm, approval to come) is told so as information, not as an error.
      const notice: LoginNotice = { kind: error.waiting, message: translateMessage(error.message, lang) };
      return data({ result: translateReply(submission.reply({ hideFields: ["password"] }), lang), notice }, { status: 401 });
    }
    if (error instanceof LoginRefused || error instanceof InvalidLoginForm) {
      return data({ result: translateReply(submission.reply({ formErrors: [error.message], hideFields: ["password"] }), lang) }, { status: 401 });
    }
    throw error;
  }
}

type LoginNotice = { kind: "email" | "approval"; message: string };

/** Information (not an error, not a success): what the person waits for and what to do. */
const infoBox =
  "rounded-lg border border-l-4 border-rosewood-300 border-l-rosewood-600 bg-ivory-100 px-4 py-3 text-sm text-rosewood-900 dark:border-rosewood-700 dark:border-l-brass-400 dark:bg-rosewood-950 dark:text-ivory-100";

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get("redirectTo"), "");
  // The sign-up's "what happens next", until the person tries to sign in (then the answer to that shows).
  const justRegistered = searchParams.get("registered") === "1" && !actionData;
  const copy = useCopy("auth", englishAuth);
  const account = useCopy("accountCopy", accountCopy);
  const to = useLocalePath();
  // The action's notice for an account on its way, while no new post is under way.
  const notice = navigation.state === "idle" ? ((actionData as { notice?: LoginNotice } | undefined)?.notice ?? null) : null;

  const { form, fields } = useActionForm({
    id: "login",
    fields: ["user_email", "password"],
  });

  return (
    <NarrowPage
      title={copy.loginTitle}
      intro={copy.loginSubtitle}
      links={
        <>
          {copy.newHere}{" "}
          <Link to={to("/signup")} className={narrowLinkClass}>
            {copy.registerLink}
          </Link>
        </>
      }
    >
      <NarrowCard>
        {justRegistered ? (
          <div role="status" className="mb-6 space-y-3" data-testid="registered-notice">
            <p className={successBoxClass}>{copy.registrationCompleted}</p>
            <section aria-labelledby="next-steps-title" className={infoBox}>
              <h2 id="next-steps-title" className="font-semibold">
                {copy.registrationNextTitle}
              </h2>
              <ol className="mt-2 list-decimal space-y-1.5 ps-5">
                {copy.registrationSteps.map((step, index) => (
                  <li key={step}>
                    {step}
                    {index === 0 ? (
                      <>
                        {" "}
                        <Link to={to("/confirm-email")} className="font-medium underline underline-offset-4">
                          {copy.newConfirmationLink}
                        </Link>
                      </>
                    ) : null}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        ) : null}
        {notice ? (
          <div role="status" className={`mb-6 ${infoBox}`} data-testid="login-notice">
            <p>{notice.message}</p>
            {notice.kind === "email" ? (
              <p className="mt-2">
                <Link to={to("/confirm-email")} className="font-medium underline underline-offset-4">
                  {copy.newConfirmationLink}
                </Link>
              </p>
            ) : null}
          </div>
        ) : null}
        <ServerErrorSummaryForm form={form} fields={[fields.user_email, fields.password]} className="space-y-5">
          {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
          <TextField field={fields.user_email} label={copy.emailLabel} type="email" autoComplete="email" />
          <PasswordField field={fields.password} label={copy.passwordLabel} autoComplete="current-password" />
          <p className="-mt-2 text-right text-sm">
            <Link to={to("/forgot-password")} className="font-medium text-rosewood-700 underline underline-offset-4 dark:text-brass-300">
              {account.forgotLink}
            </Link>
          </p>
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel={copy.signingIn}>
            {copy.signIn}
          </SubmitButton>
        </ServerErrorSummaryForm>
      </NarrowCard>
    </NarrowPage>
  );
}
