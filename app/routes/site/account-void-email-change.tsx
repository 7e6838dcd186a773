/**
 * "This wasn't me" (/account/void-email-change?token=...), the link sent to the old address when a
 * change of address is asked for (issue 28). Opening it changes nothing (a mail scanner may open
 * links): the page names the change and a button posts its cancellation, which voids the
 * confirmation link sent to the new address. It works signed out, and with JavaScript off: the
 * link is the proof that the holder of the account's address asks. The token leaves the URL at
 * once (routes/.server/secret-link.ts) and the page is never cached.
 */
import { data, Form, Link, useActionData, useNavigation } from "react-router";

import { getEmailChangeToVoid, voidEmailChange } from "~/.server/accounts/my-account";
import { NarrowCard, narrowLinkClass, NarrowPage, Refusal } from "~/components/site/narrow-page";
import { SubmitButton } from "~/components/ui/form-field";
import { accountCopy as copy } from "~/lib/copy/account";
import { copySections, translateMessage } from "~/lib/i18n/copy.server";
import { fill, langOf } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useLocalePath } from "~/lib/i18n/use-copy";
import { secretLinkPageMeta } from "~/lib/seo";
import { readFormData } from "~/routes/.server/form-data";
import { forgetLinkToken, linkToken, SECRET_PAGE_HEADERS, secretLink, secretPageHeaders } from "~/routes/.server/secret-link";

import type { Route } from "./+types/account-void-email-change";

export const meta: Route.MetaFunction = ({ matches }) =>
  secretLinkPageMeta(matches, metaCopy(matches, "accountCopy", copy).voidTitle, "/account/void-email-change");

export const headers = secretPageHeaders;

const VOID_LINK = secretLink("sadeli_email_void", "/account/void-email-change");

export async function loader({ request, params }: Route.LoaderArgs) {
  const token = await linkToken(request, VOID_LINK);
  const pending = token ? getEmailChangeToVoid(token) : null;
  return data({ pending, copy: copySections(langOf(params.lang), ["accountCopy", "formWords", "phrases"]) }, { headers: SECRET_PAGE_HEADERS });
}

export async function action({ request, params }: Route.ActionArgs) {
  const lang = langOf(params.lang);
  await readFormData(request);
  const token = await linkToken(request, VOID_LINK);
  const result = voidEmailChange(token);
  // Voiding twice is harmless: a second click is told the link is used, and nothing changes.
  if (result.ok)
    return data(
      { done: true, message: translateMessage(copy.voidDone, lang) },
      { headers: { ...SECRET_PAGE_HEADERS, "Set-Cookie": await forgetLinkToken(VOID_LINK) } },
    );
  return data(
    { done: false, message: translateMessage("errors" in result ? copy.voidLinkInvalid : result.message, lang) },
    { status: 400, headers: SECRET_PAGE_HEADERS },
  );
}

export default function VoidEmailChangePage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const text = useCopy("accountCopy", copy);
  const to = useLocalePath();
  const { pending } = loaderData;
  const refusal = actionData ? (actionData.done ? null : actionData.message) : pending ? null : text.voidLinkInvalid;
  return (
    <NarrowPage
      title={text.voidTitle}
      links={
        <Link to={to("/forgot-password")} className={narrowLinkClass}>
          {text.voidSetPassword}
        </Link>
      }
    >
      <NarrowCard spaced>
        {refusal ? <Refusal>{refusal}</Refusal> : null}
        {actionData?.done ? (
          <p role="status" className="text-sm font-medium text-rosewood-800 dark:text-rosewood-100">
            {actionData.message}
          </p>
        ) : pending ? (
          <Form method="post" className="space-y-5">
            <p className="text-sm text-rosewood-700 dark:text-rosewood-200">{fill(text.voidIntro, { email: pending.email, newEmail: pending.newEmail })}</p>
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel={text.voiding}>
              {text.voidSubmit}
            </SubmitButton>
          </Form>
        ) : null}
      </NarrowCard>
    </NarrowPage>
  );
}
