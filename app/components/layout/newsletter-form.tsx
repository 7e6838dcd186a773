/**
 * The newsletter sign-up (footer and /newsletter page). Without JavaScript it is a plain form
 * that posts to /newsletter, which answers with a page. With JavaScript a fetcher posts it in
 * place: 'Subscribing...' and disabled while sending, a thank-you that clears after 4 s and
 * empties the field, and the spec's messages when the address, the server or the network fails.
 * The address is checked by the server only (it is in every page's footer: no validation library
 * is sent to every visitor for it); its message appears at the field either way.
 */
import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";

import { HoneypotField } from "~/components/ui/honeypot-field";
import { type FormReply, useServerForm } from "~/components/ui/server-form";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { newsletterFormCopy } from "~/lib/copy/newsletter-form";
import { ENHANCED_FIELD, NEWSLETTER_RETURN_FIELD } from "~/lib/form-constants";
import { useCopyPart, useLocalePath } from "~/lib/i18n/use-copy";

/** What /newsletter's action answers (and its clientAction when the network fails). */
export type NewsletterActionData = {
  result: FormReply;
  subscribed: boolean;
  failure: string | null;
};

/** Section 9: the thank-you clears after 4 s. */
const SUCCESS_MS = 4_000;

export function NewsletterForm({
  id,
  initial,
  variant = "footer",
}: {
  /** Unique per page: the footer and the /newsletter page each have one. */
  id: string;
  /** The action's answer when the page itself was the response to a plain form post. */
  initial?: NewsletterActionData;
  variant?: "footer" | "page";
}) {
  const fetcher = useFetcher<NewsletterActionData>();
  // The form's words only: the /newsletter page's other words stay out of every page's footer.
  const copy = useCopyPart("newsletterCopy", newsletterFormCopy);
  const to = useLocalePath();
  const hydrated = useHydrated();
  const location = useLocation();
  const submitting = fetcher.state !== "idle";
  const answer = fetcher.data ?? initial;

  const { form, fields } = useServerForm({ id, lastResult: submitting ? undefined : answer?.result, fields: ["email"] });

  // The thanks of an answer shows until its time is up: the answer whose time is up is remembered,
  // so a new answer shows again without a state change during the effect.
  const [thanksEndedFor, setThanksEndedFor] = useState<NewsletterActionData | null>(null);
  useEffect(() => {
    const answered = fetcher.data;
    if (!answered?.subscribed) return;
    const timer = setTimeout(() => setThanksEndedFor(answered), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [fetcher.data]);
  const thanked = Boolean(fetcher.data?.subscribed) && thanksEndedFor !== fetcher.data;

  const failure = submitting ? null : answer?.failure;
  const fieldError = fields.email.errors?.[0];
  const email = fields.email;
  const onDark = variant === "footer";

  return (
    <fetcher.Form key={form.key} method="post" action={to("/newsletter")} {...form.props} className="w-full">
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      {/* A plain post from the footer comes back to this page, with the thanks (issue 29). */}
      {variant === "footer" ? <input type="hidden" name={NEWSLETTER_RETURN_FIELD} value={`${location.pathname}${location.search}`} /> : null}
      <HoneypotField />
      <SubmissionKeyField />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={fields.email.id} className="sr-only">
          {copy.label}
        </label>
        <input
          id={email.id}
          name={email.name}
          form={email.formId}
          type="email"
          defaultValue={typeof email.initialValue === "string" ? email.initialValue : undefined}
          aria-invalid={email.errors ? true : undefined}
          aria-describedby={email.errors ? email.errorId : undefined}
          autoComplete="email"
          placeholder={copy.placeholder}
          disabled={submitting}
          className={`block w-full min-w-0 flex-1 rounded-full border px-4 py-2.5 shadow-sm focus:border-brass-500 focus:ring-2 focus:ring-brass-300 focus:outline-none disabled:opacity-60 ${
            onDark
              ? "border-rosewood-600 bg-rosewood-800 text-ivory-50 placeholder:text-rosewood-300 aria-[invalid=true]:border-red-400"
              : "border-rosewood-300 bg-white text-rosewood-950 placeholder:text-rosewood-400 aria-[invalid=true]:border-red-600 dark:border-rosewood-600 dark:bg-rosewood-900 dark:text-ivory-50"
          }`}
        />
        <button
          type="submit"
          disabled={submitting}
          className="shrink-0 rounded-full bg-brass-400 px-6 py-2.5 font-semibold text-rosewood-950 shadow hover:bg-brass-300 disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? copy.submitting : copy.submit}
        </button>
      </div>
      {fieldError ? (
        <p
          id={fields.email.errorId}
          data-field-error={fields.email.name}
          className={`mt-2 text-sm ${onDark ? "text-red-300" : "text-red-700 dark:text-red-300"}`}
        >
          {fieldError}
        </p>
      ) : null}
      {/* Announced when it changes; no role, so it never competes with a page's own alert. */}
      <div aria-live="polite" className="text-sm">
        {thanked ? (
          <p data-testid="newsletter-success" className={`mt-2 font-medium ${onDark ? "text-green-300" : "text-green-800 dark:text-green-300"}`}>
            {copy.success}
          </p>
        ) : null}
        {failure ? (
          <p data-testid="newsletter-failure" className={`mt-2 font-medium ${onDark ? "text-red-300" : "text-red-700 dark:text-red-300"}`}>
            {failure}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
