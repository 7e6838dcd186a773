/**
 * The link of an email-change confirmation (/account/confirm-email?token=...), sent to the new
 * address. Opening it changes nothing (a mail scanner may open links): the page names the new
 * address and a button posts the change. Two proofs are needed (issue 28): the token (it reached
 * the new address) and a browser signed in to the account that asked. Opened signed out, the page
 * sends the person to sign in and back here (the token waits in its cookie); signed in to another
 * account, it says so and offers to sign out and sign in to the right one. Like the reset page, the
 * token leaves the URL at once (routes/.server/secret-link.ts) and the page is never cached.
 */
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";

import { confirmEmailChange, getPendingEmailChange } from "~/.server/accounts/my-account";
import { submissionKeyOf, withSubmissionKey } from "~/.server/submissions/keys";
import { NarrowCard, narrowLinkClass, NarrowPage, Refusal } from "~/components/site/narrow-page";
import { SubmitButton } from "~/components/ui/form-field";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { accountCopy as copy } from "~/lib/copy/account";
import { copyFor, copySections, translateMessage } from "~/lib/i18n/copy.server";
import { fill, type Lang, langOf, localePath } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useLocalePath } from "~/lib/i18n/use-copy";
import { secretLinkPageMeta } from "~/lib/seo";
import { endBrowserSession, getOptionalUser } from "~/routes/.server/auth";
import { readFormData } from "~/routes/.server/form-data";
import { forgetLinkToken, linkToken, SECRET_PAGE_HEADERS, secretLink, secretPageHeaders } from "~/routes/.server/secret-link";
import { redirectWithToast } from "~/routes/.server/toast";

import type { Route } from "./+types/account-confirm-email";

export const meta: Route.MetaFunction = ({ matches }) =>
  secretLinkPageMeta(matches, metaCopy(matches, "accountCopy", copy).confirmEmailTitle, "/account/confirm-email");

export const headers = secretPageHeaders;

const CONFIRM_LINK = secretLink("sadeli_email_change", "/account/confirm-email");

/** Sign in, then back to this page in its language (a fixed path: nothing from the request). */
const signInFirst = (lang: Lang) => `${localePath(lang, "/login")}?${new URLSearchParams({ redirectTo: localePath(lang, CONFIRM_LINK.path) })}`;

export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const token = await linkToken(request, CONFIRM_LINK);
  const pending = token ? getPendingEmailChange(token) : null;
  const user = await getOptionalUser(request);
  if (pending && !user) throw redirect(signInFirst(lang), { headers: SECRET_PAGE_HEADERS });
  return data(
    {
      newEmail: pending?.newEmail ?? null,
      otherAccount: Boolean(pending && user && pending.userId !== user.id),
      copy: copySections(lang, ["accountCopy", "formWords", "phrases"]),
    },
    { headers: SECRET_PAGE_HEADERS },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  // The link's language (/hi/account/confirm-email): back to that language's account page.
  const lang = langOf(params.lang);
  const account = localePath(lang, "/account");
  const formData = await readFormData(request);
  const token = await linkToken(request, CONFIRM_LINK);
  // Signed in to another account: out of it, then in to the right one and back here.
  if (formData.get("intent") === "switch") return endBrowserSession(request, signInFirst(lang));
  const user = await getOptionalUser(request);
  if (!user) return redirect(signInFirst(lang));
  // A second click is answered as the first was (the link is used up by then).
  const stored = await withSubmissionKey(submissionKeyOf(formData, "confirm-email"), () => confirmEmailChange(token, user.id));
  const forget = { headers: { "Set-Cookie": await forgetLinkToken(CONFIRM_LINK) } };
  if (stored.repeated) return redirectWithToast(account, { type: "success", message: translateMessage(copy.emailChangedAgain, lang) }, forget);
  const result = stored.value;
  if (result.ok)
    return redirectWithToast(account, { type: "success", message: fill(copyFor(lang).accountCopy.emailChanged, { email: result.record.user_email }) }, forget);
  return data(
    {
      message: translateMessage("errors" in result ? copy.emailLinkInvalid : result.message, lang),
      otherAccount: !("errors" in result) && result.reason === "forbidden",
    },
    { status: 400, headers: SECRET_PAGE_HEADERS },
  );
}

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const text = useCopy("accountCopy", copy);
  const to = useLocalePath();
  const otherAccount = actionData ? actionData.otherAccount : loaderData.otherAccount;
  const refusal = actionData?.message ?? (!loaderData.newEmail ? text.emailLinkInvalid : otherAccount ? text.emailLinkOtherAccount : null);
  return (
    <NarrowPage
      title={text.confirmEmailTitle}
      links={
        <Link to={to("/account")} className={narrowLinkClass}>
          {text.title}
        </Link>
      }
    >
      <NarrowCard spaced>
        {refusal ? <Refusal>{refusal}</Refusal> : null}
        {otherAccount ? (
          <Form method="post">
            <input type="hidden" name="intent" value="switch" />
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel={text.signingOut}>
              {text.switchAccount}
            </SubmitButton>
          </Form>
        ) : loaderData.newEmail ? (
          <Form method="post" className="space-y-5">
            <p className="text-sm text-rosewood-700 dark:text-rosewood-200">{fill(text.confirmEmailIntro, { email: loaderData.newEmail })}</p>
            <SubmissionKeyField />
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel={text.confirming}>
              {text.confirmEmailSubmit}
            </SubmitButton>
          </Form>
        ) : null}
      </NarrowCard>
    </NarrowPage>
  );
}
