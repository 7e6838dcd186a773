/**
 * /confirm-email: proving an account's address (issue 28, docs/decisions/021).
 * - The link sent at sign-up (`/confirm-email?token=...`): the token leaves the URL at once into a
 *   signed cookie (routes/.server/secret-link.ts); opening the page changes nothing (mail scanners
 *   open links), a button posts the confirmation. Signed out works: a pending account cannot sign in.
 * - `?sent=1` after a sign-up or a new link: "check your email".
 * - A dead or missing link: a form asks for a new one with the email and password registered
 *   (so it tells nothing about an address to someone without its password).
 * - A signed-in account whose address was never proven (made before the rule): a button sends the
 *   link to its address.
 * Every form is a plain POST: JavaScript off works.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";

import {
  confirmAccountEmail,
  getPendingEmailConfirmation,
  isEmailConfirmed,
  requestEmailConfirmation,
  sendMyEmailConfirmation,
} from "~/.server/accounts/email-confirmation";
import { limitedAnswer, RateLimited } from "~/.server/security/rate-limit";
import { submissionKeyOf, withSubmissionKey } from "~/.server/submissions/keys";
import { narrowCardClass, narrowLinkClass, NarrowPage, Refusal, successBoxClass } from "~/components/site/narrow-page";
import { ServerErrorSummaryForm } from "~/components/ui/error-summary";
import { PasswordField, SubmitButton, TextField } from "~/components/ui/form-field";
import { useServerForm } from "~/components/ui/server-form";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { emailConfirmCopy as copy } from "~/lib/copy/email-confirm";
import { copyFor, copySections, translateMessage, translateReply } from "~/lib/i18n/copy.server";
import { fill, langOf, localePath } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useLocalePath } from "~/lib/i18n/use-copy";
import { loginSchema } from "~/lib/schemas/auth";
import { secretLinkPageMeta } from "~/lib/seo";
import { getOptionalUser } from "~/routes/.server/auth";
import { readFormData } from "~/routes/.server/form-data";
import { forgetLinkToken, linkToken, SECRET_PAGE_HEADERS, secretLink } from "~/routes/.server/secret-link";
import { redirectWithToast } from "~/routes/.server/toast";

import type { Route } from "./+types/confirm-email";

export const meta: Route.MetaFunction = ({ matches }) => secretLinkPageMeta(matches, metaCopy(matches, "emailConfirmCopy", copy).title, "/confirm-email");

/** Never cached; a refused post (429) tells when to come back. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(SECRET_PAGE_HEADERS);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

const CONFIRM_LINK = secretLink("sadeli_email_confirm", "/confirm-email");

export async function loader({ request, params }: Route.LoaderArgs) {
  const token = await linkToken(request, CONFIRM_LINK);
  const pending = token ? getPendingEmailConfirmation(token) : null;
  const user = await getOptionalUser(request);
  return data(
    {
      pending,
      hadLink: token !== "",
      // A signed-in account whose address is not proven can send itself the link.
      mine: user && !isEmailConfirmed(user) ? user.user_email : null,
      copy: copySections(langOf(params.lang), ["emailConfirmCopy", "formWords", "phrases"]),
    },
    { headers: SECRET_PAGE_HEADERS },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const lang = langOf(params.lang);
  const words = copyFor(lang).emailConfirmCopy;
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "confirm") {
    const token = await linkToken(request, CONFIRM_LINK);
    // A second click is answered as the first was (the link is used up by then).
    const stored = await withSubmissionKey(submissionKeyOf(formData, "confirm-email"), () => confirmAccountEmail(token));
    const forget = { headers: { "Set-Cookie": await forgetLinkToken(CONFIRM_LINK) } };
    const result = stored.repeated ? null : stored.value;
    if (result && !result.ok)
      return data({ intent, message: translateMessage(result.message, lang), result: null }, { status: 400, headers: SECRET_PAGE_HEADERS });
    const approved = result?.record.account_status === "approved";
    // An approved account goes to its page (sign-in first if needed); a pending one cannot sign in yet.
    return redirectWithToast(
      localePath(lang, approved ? "/account" : "/login"),
      { type: "success", message: approved ? words.confirmedApproved : words.confirmed },
      forget,
    );
  }

  try {
    if (intent === "mine") {
      const user = await getOptionalUser(request);
      if (!user) throw redirect(`${localePath(lang, "/login")}?${new URLSearchParams({ redirectTo: localePath(lang, "/confirm-email") })}`);
      const sent = await withSubmissionKey(submissionKeyOf(formData, "confirm-email-mine"), () => sendMyEmailConfirmation(user, { lang }));
      if (!sent.repeated && !sent.value.ok) return data({ intent, message: translateMessage(sent.value.message, lang), result: null }, { status: 409 });
      return redirectWithToast(localePath(lang, "/confirm-email?sent=1"), { type: "success", message: fill(words.newLinkSent, { email: user.user_email }) });
    }

    // "Send a new link": the email and password registered.
    const submission = parseWithZod(formData, { schema: loginSchema });
    if (submission.status !== "success") {
      return data({ intent: "request", message: null, result: translateReply(submission.reply({ hideFields: ["password"] }), lang) }, { status: 400 });
    }
    const asked = await requestEmailConfirmation(submission.value.user_email, submission.value.password, { lang });
    if (!asked.ok) {
      const reply =
        "errors" in asked
          ? submission.reply({ formErrors: asked.errors.password ?? [], hideFields: ["password"] })
          : submission.reply({ formErrors: [asked.message], hideFields: ["password"] });
      return data({ intent: "request", message: null, result: translateReply(reply, lang) }, { status: "errors" in asked ? 401 : 409 });
    }
    return redirectWithToast(localePath(lang, "/confirm-email?sent=1"), { type: "success", message: fill(words.newLinkSent, { email: asked.record.to }) });
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    const limited = limitedAnswer(error.retryAfterSeconds);
    return data({ intent, message: translateMessage(limited.message, lang), result: null }, limited.init);
  }
}

const panel = `mt-8 space-y-5 ${narrowCardClass}`;

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const text = useCopy("emailConfirmCopy", copy);
  const to = useLocalePath();
  const [searchParams] = useSearchParams();
  const sent = searchParams.get("sent") === "1";
  const { pending, hadLink, mine } = loaderData;
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const { form, fields } = useServerForm({
    id: "confirm-email-request",
    lastResult: navigation.state === "idle" && actionData?.intent === "request" ? (actionData.result ?? undefined) : undefined,
    fields: ["user_email", "password"],
  });
  const refusal = actionData?.message ?? (hadLink && !pending ? text.linkInvalid : null);

  return (
    <NarrowPage
      title={pending ? text.title : sent ? text.sentTitle : text.title}
      links={
        <Link to={to("/login")} className={narrowLinkClass}>
          {text.backToLogin}
        </Link>
      }
    >
      {refusal ? <Refusal className="mt-6">{refusal}</Refusal> : null}
      {sent && !pending ? (
        <p role="status" className={`mt-6 ${successBoxClass}`}>
          {text.sentText}
        </p>
      ) : null}

      {pending ? (
        <Form method="post" className={panel}>
          <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
            {fill(pending.approved ? text.introApproved : text.intro, { email: pending.email })}
          </p>
          <input type="hidden" name="intent" value="confirm" />
          <SubmissionKeyField />
          <SubmitButton pending={busy("confirm")} pendingLabel={text.confirming}>
            {text.submit}
          </SubmitButton>
        </Form>
      ) : mine ? (
        <Form method="post" className={panel} aria-labelledby="confirm-mine-title">
          <h2 id="confirm-mine-title" className="text-lg font-semibold">
            {text.mineTitle}
          </h2>
          <p className="text-sm text-rosewood-700 dark:text-rosewood-200">{fill(text.mineText, { email: mine })}</p>
          <input type="hidden" name="intent" value="mine" />
          <SubmissionKeyField />
          <SubmitButton pending={busy("mine")} pendingLabel={text.sending}>
            {text.mineSubmit}
          </SubmitButton>
        </Form>
      ) : (
        <section aria-labelledby="new-link-title" className={panel}>
          <h2 id="new-link-title" className="text-lg font-semibold">
            {text.newLinkTitle}
          </h2>
          <p className="text-sm text-rosewood-700 dark:text-rosewood-200">{text.newLinkText}</p>
          <ServerErrorSummaryForm form={form} fields={[fields.user_email, fields.password]} className="space-y-5">
            <input type="hidden" name="intent" value="request" />
            <TextField field={fields.user_email} label={text.emailLabel} type="email" autoComplete="email" />
            <PasswordField field={fields.password} label={text.passwordLabel} autoComplete="current-password" />
            <SubmitButton pending={busy("request")} pendingLabel={text.sending}>
              {text.newLinkSubmit}
            </SubmitButton>
          </ServerErrorSummaryForm>
        </section>
      )}
    </NarrowPage>
  );
}
