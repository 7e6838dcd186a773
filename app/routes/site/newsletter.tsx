/**
 * /newsletter: POST asks to subscribe (from the footer of every page, or from this page): the
 * address is emailed a confirmation link (double opt-in, docs/decisions/023). Forms with
 * JavaScript post here by fetcher and get data back; a plain form post is answered with this
 * page: the thank-you after a redirect (so a reload sends nothing twice), or the form again with
 * its error and what was typed. A plain post from another page's footer goes back to that page,
 * at the footer, with the thanks as a toast (issue 29): the visitor stays where they were.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, Link, redirect, useSearchParams } from "react-router";

import { subscribeToNewsletter } from "~/.server/messages/contact";
import { guardPublicForm } from "~/.server/security/public-form-guard";
import { submissionKeyOf, withSubmissionKey } from "~/.server/submissions/keys";
import { type NewsletterActionData, NewsletterForm } from "~/components/layout/newsletter-form";
import { replyKeepingValues } from "~/components/ui/server-form";
import { newsletterCopy as english } from "~/lib/copy/newsletter";
import { NEWSLETTER_RETURN_FIELD } from "~/lib/form-constants";
import { copyFor, copySections, translateMessage, translateReply } from "~/lib/i18n/copy.server";
import { langOf, localePath, unprefixed } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useLocalePath } from "~/lib/i18n/use-copy";
import { headersWithRetryAfter } from "~/lib/retry-after-headers";
import { safeRedirect } from "~/lib/safe-redirect";
import { ENHANCED_FIELD, newsletterSchema } from "~/lib/schemas/contact";
import { pageMeta } from "~/lib/seo";
import { readFormData } from "~/routes/.server/form-data";
import { redirectWithToast } from "~/routes/.server/toast";

import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = metaCopy(matches, "newsletterCopy", english);
  return pageMeta(matches, { title: copy.metaTitle, description: copy.metaDescription, path: "/newsletter", noindex: true });
};

/** A refused post (429) tells when to come back. */
export const headers = headersWithRetryAfter;

export function loader({ params }: Route.LoaderArgs) {
  return { copy: copySections(langOf(params.lang), ["newsletterCopy"]) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const enhanced = formData.get(ENHANCED_FIELD) === "1";
  // The answer's messages in the page's language (/gu/newsletter, /hi/newsletter).
  const lang = langOf(params.lang);
  const copy = copyFor(lang).newsletterCopy;
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success") {
    return data<NewsletterActionData>({ result: translateReply(submission.reply(), lang), subscribed: false, failure: null }, { status: 400 });
  }
  const guard = guardPublicForm(formData, "newsletter", context.clientAddress);
  if (guard.kind === "limited") {
    return data<NewsletterActionData>({ result: submission.reply(), subscribed: false, failure: translateMessage(guard.message, lang) }, guard.init);
  }
  try {
    if (guard.kind === "accept")
      await withSubmissionKey(submissionKeyOf(formData, "newsletter"), () => subscribeToNewsletter(submission.value.email, { lang }));
  } catch (error) {
    console.error("Newsletter subscription could not be stored:", error);
    return data<NewsletterActionData>({ result: submission.reply(), subscribed: false, failure: copy.failed }, { status: 500 });
  }
  if (!enhanced) {
    const back = returnPath(formData.get(NEWSLETTER_RETURN_FIELD));
    if (back) return redirectWithToast(`${back}#footer-newsletter`, { type: "success", message: copy.success });
    return redirect(localePath(lang, "/newsletter?subscribed=1"));
  }
  return data<NewsletterActionData>({ result: submission.reply({ resetForm: true }), subscribed: true, failure: null });
}

/**
 * The page a footer's plain post came from: a path of this site (safeRedirect: no other origin, no
 * scheme), not the newsletter's own pages (those answer with /newsletter as before).
 */
function returnPath(value: FormDataEntryValue | null): string | null {
  const path = safeRedirect(value, "");
  if (!path) return null;
  const bare = unprefixed(path.split(/[?#]/)[0]!);
  return bare === "/newsletter" || bare.startsWith("/newsletter/") ? null : path.split("#")[0]!;
}

/**
 * With JavaScript: a post that never reached the server gets section 8's network message. The
 * status is kept (serverAction gives only the body) so that React Router does not reload the
 * page's data after a refused or failed subscription: offline, that reload would fail too.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const formData = await request.clone().formData();
  try {
    const answer = (await serverAction()) as NewsletterActionData;
    return data<NewsletterActionData>(answer, { status: answer.subscribed ? 200 : answer.failure ? 500 : 400 });
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const offline = error instanceof TypeError;
    return data<NewsletterActionData>(
      { result: replyKeepingValues(formData), subscribed: false, failure: offline ? english.networkFailed : english.failed },
      { status: offline ? 503 : 500 },
    );
  }
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const subscribed = !actionData && searchParams.get("subscribed") === "1";
  const copy = useCopy("newsletterCopy", english);
  const to = useLocalePath();

  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col px-4 py-20">
      <p className="text-center text-sm font-semibold tracking-widest text-brass-700 uppercase dark:text-brass-300">{copy.metaTitle}</p>
      <h1 className="mt-3 text-center text-3xl font-semibold sm:text-4xl">{copy.pageTitle}</h1>
      <p className="mt-4 text-center text-rosewood-700 dark:text-rosewood-200">{copy.pageSubtitle}</p>

      <div className="mt-10 rounded-2xl border border-rosewood-200 bg-white p-6 shadow-sm sm:p-8 dark:border-rosewood-800 dark:bg-rosewood-900">
        {subscribed ? (
          <div role="status" className="text-center">
            <p className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
              {copy.success}
            </p>
            <Link
              to={to("/")}
              className="mt-6 inline-block rounded-full bg-rosewood-700 px-6 py-3 font-semibold text-ivory-50 hover:bg-rosewood-800 dark:bg-brass-500 dark:text-rosewood-950"
            >
              {copy.backHome}
            </Link>
          </div>
        ) : (
          <NewsletterForm id="newsletter-page" variant="page" initial={actionData} />
        )}
      </div>
    </main>
  );
}
