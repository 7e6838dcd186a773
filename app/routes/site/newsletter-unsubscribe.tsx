/**
 * /newsletter/unsubscribe/:token, the link at the foot of the newsletter welcome. A GET only shows
 * the address (partly masked) and a confirmation button: link scanners and mail previews that
 * open the link unsubscribe nobody. The POST of that button unsubscribes, then redirects here
 * (a reload sends nothing twice), and the page confirms. A plain HTML form: works without
 * JavaScript. An unknown token is a 404.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";

import { getSubscriberByToken, unsubscribeFromNewsletter } from "~/.server/messages/contact";
import { unsubscribeCopy as english } from "~/lib/copy/contact";
import { copySections } from "~/lib/i18n/copy.server";
import { fill, langOf, localePath } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useLocalePath, useTranslatedCopy } from "~/lib/i18n/use-copy";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/newsletter-unsubscribe";

/** "an*****@example.in": enough to recognise one's address, not enough to learn someone's. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const local = email.slice(0, at);
  const visible = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${visible}${"*".repeat(Math.max(local.length - visible.length, 3))}${email.slice(at)}`;
}

export function headers() {
  // The page answers for one address: never cached by a shared cache, never indexed.
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: metaCopy(matches, "unsubscribeCopy", english).metaTitle,
    description: metaCopy(matches, "unsubscribeCopy", english).metaDescription,
    path: "/newsletter",
    noindex: true,
  });

export function loader({ params }: Route.LoaderArgs) {
  const subscriber = getSubscriberByToken(params.token);
  if (!subscriber) throw data(null, { status: 404 });
  return {
    email: maskEmail(subscriber.email),
    unsubscribed: subscriber.status === "unsubscribed",
    copy: copySections(langOf(params.lang), ["unsubscribeCopy", "serverWords"]),
  };
}

export function action({ params }: Route.ActionArgs) {
  const subscriber = unsubscribeFromNewsletter(params.token);
  if (!subscriber) throw data(null, { status: 404 });
  return redirect(localePath(langOf(params.lang), `/newsletter/unsubscribe/${encodeURIComponent(params.token)}`));
}

const primaryButton =
  "inline-flex items-center justify-center rounded-full bg-rosewood-700 px-6 py-3 font-semibold text-ivory-50 shadow hover:bg-rosewood-800 disabled:cursor-wait disabled:opacity-70 dark:bg-brass-500 dark:text-rosewood-950 dark:hover:bg-brass-400";
const secondaryButton =
  "inline-flex items-center justify-center rounded-full border border-rosewood-700 px-6 py-3 font-semibold text-rosewood-800 hover:bg-rosewood-100 dark:border-rosewood-300 dark:text-ivory-100 dark:hover:bg-rosewood-900";

export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  const copy = useCopy("unsubscribeCopy", english);
  const to = useLocalePath();
  // The sentences with the address in them: templates on a Gujarati or Hindi page, English's own otherwise.
  const words = useTranslatedCopy("serverWords");
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const { email, unsubscribed } = loaderData;

  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col px-4 py-20">
      <p className="text-center text-sm font-semibold tracking-widest text-brass-700 uppercase dark:text-brass-300">{copy.eyebrow}</p>
      <h1 className="mt-3 text-center text-3xl font-semibold sm:text-4xl">{unsubscribed ? copy.doneTitle : copy.title}</h1>

      <div className="mt-10 rounded-2xl border border-rosewood-200 bg-white p-6 text-center shadow-sm sm:p-8 dark:border-rosewood-800 dark:bg-rosewood-900">
        {unsubscribed ? (
          <div role="status">
            <p className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
              {words ? fill(words.unsubscribeDone, { email }) : english.done(email)}
            </p>
            <p className="mt-6 text-rosewood-700 dark:text-rosewood-200">{copy.resubscribe}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-4">
              <Link to={to("/newsletter")} className={secondaryButton}>
                {copy.subscribeAgain}
              </Link>
              <Link to={to("/")} className={primaryButton}>
                {copy.backHome}
              </Link>
            </div>
          </div>
        ) : (
          <Form method="post" replace>
            <p className="text-rosewood-800 dark:text-ivory-100">{words ? fill(words.unsubscribeQuestion, { email }) : english.question(email)}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-4">
              <button type="submit" disabled={pending} className={primaryButton}>
                {pending ? copy.confirming : copy.confirm}
              </button>
              <Link to={to("/")} className={secondaryButton}>
                {copy.keep}
              </Link>
            </div>
          </Form>
        )}
      </div>
    </main>
  );
}
