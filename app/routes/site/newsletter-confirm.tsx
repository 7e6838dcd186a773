/**
 * /newsletter/confirm?token=..., the link a newsletter sign-up emails (double opt-in, issue 28,
 * docs/decisions/023). Opening it changes nothing (mail scanners open links): the page names the
 * address and its button posts the confirmation, which puts the address on the list and sends the
 * welcome. Like the reset and email-change links, the token leaves the URL at once
 * (routes/.server/secret-link.ts) and the page is never cached. After the post the page redirects
 * to its "confirmed" state (a reload sends nothing twice). An expired or used link says so, with a
 * way to subscribe again. A plain HTML form: works without JavaScript.
 */
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";

import { confirmNewsletterSubscription, getNewsletterConfirmation } from "~/.server/messages/contact";
import { submissionKeyOf, withSubmissionKey } from "~/.server/submissions/keys";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { newsletterConfirmCopy as english } from "~/lib/copy/newsletter";
import { copySections } from "~/lib/i18n/copy.server";
import { fill, langOf, localePath } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useLocalePath } from "~/lib/i18n/use-copy";
import { pageMeta } from "~/lib/seo";
import { readFormData } from "~/routes/.server/form-data";
import { forgetLinkToken, linkToken, SECRET_PAGE_HEADERS, secretLink, secretPageHeaders } from "~/routes/.server/secret-link";

import type { Route } from "./+types/newsletter-confirm";

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = metaCopy(matches, "newsletterConfirmCopy", english);
  return pageMeta(matches, { title: copy.metaTitle, description: copy.metaDescription, path: "/newsletter/confirm", noindex: true });
};

export const headers = secretPageHeaders;

const CONFIRM_LINK = secretLink("sadeli_newsletter_confirm", "/newsletter/confirm");

type PageState = { state: "ready"; email: string } | { state: "confirmed" } | { state: "invalid" };

export async function loader({ request, params }: Route.LoaderArgs) {
  const copy = copySections(langOf(params.lang), ["newsletterConfirmCopy"]);
  if (new URL(request.url).searchParams.get("confirmed") === "1") {
    return data({ page: { state: "confirmed" } as PageState, copy }, { headers: SECRET_PAGE_HEADERS });
  }
  const token = await linkToken(request, CONFIRM_LINK);
  const confirmation = token ? getNewsletterConfirmation(token) : null;
  const page: PageState = confirmation ? { state: "ready", email: confirmation.email } : { state: "invalid" };
  return data({ page, copy }, { headers: SECRET_PAGE_HEADERS });
}

export async function action({ request, params }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const token = await linkToken(request, CONFIRM_LINK);
  // A second click is answered as the first was (the link is used up by then).
  const stored = await withSubmissionKey(submissionKeyOf(formData, "newsletter-confirm"), () => confirmNewsletterSubscription(token));
  if (stored.repeated || stored.value) {
    return redirect(localePath(langOf(params.lang), "/newsletter/confirm?confirmed=1"), {
      headers: { ...SECRET_PAGE_HEADERS, "Set-Cookie": await forgetLinkToken(CONFIRM_LINK) },
    });
  }
  return data({ invalid: true }, { status: 400, headers: SECRET_PAGE_HEADERS });
}

const primaryButton =
  "inline-flex items-center justify-center rounded-full bg-rosewood-700 px-6 py-3 font-semibold text-ivory-50 shadow hover:bg-rosewood-800 disabled:cursor-wait disabled:opacity-70 dark:bg-brass-500 dark:text-rosewood-950 dark:hover:bg-brass-400";
const secondaryButton =
  "inline-flex items-center justify-center rounded-full border border-rosewood-700 px-6 py-3 font-semibold text-rosewood-800 hover:bg-rosewood-100 dark:border-rosewood-300 dark:text-ivory-100 dark:hover:bg-rosewood-900";

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const copy = useCopy("newsletterConfirmCopy", english);
  const to = useLocalePath();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod !== undefined;
  const page: PageState = actionData?.invalid ? { state: "invalid" } : loaderData.page;
  const title = page.state === "confirmed" ? copy.doneTitle : page.state === "invalid" ? copy.invalidTitle : copy.title;

  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col px-4 py-20">
      <p className="text-center text-sm font-semibold tracking-widest text-brass-700 uppercase dark:text-brass-300">{copy.eyebrow}</p>
      <h1 className="mt-3 text-center text-3xl font-semibold sm:text-4xl">{title}</h1>

      <div className="mt-10 rounded-2xl border border-rosewood-200 bg-white p-6 text-center shadow-sm sm:p-8 dark:border-rosewood-800 dark:bg-rosewood-900">
        {page.state === "confirmed" ? (
          <div role="status">
            <p className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
              {copy.done}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-4">
              <Link to={to("/")} className={primaryButton}>
                {copy.backHome}
              </Link>
            </div>
          </div>
        ) : page.state === "invalid" ? (
          <div>
            <p role="alert" className="font-medium text-red-800 dark:text-red-200">
              {copy.invalid}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-4">
              <Link to={to("/newsletter")} className={primaryButton}>
                {copy.subscribeAgain}
              </Link>
              <Link to={to("/")} className={secondaryButton}>
                {copy.backHome}
              </Link>
            </div>
          </div>
        ) : (
          <Form method="post" replace>
            <p className="break-words text-rosewood-800 dark:text-ivory-100">{fill(copy.intro, { email: page.email })}</p>
            <SubmissionKeyField />
            <div className="mt-6 flex flex-wrap justify-center gap-4">
              <button type="submit" disabled={pending} className={primaryButton}>
                {pending ? copy.confirming : copy.confirm}
              </button>
            </div>
          </Form>
        )}
      </div>
    </main>
  );
}
