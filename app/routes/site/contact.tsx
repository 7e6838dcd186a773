/**
 * Contact: the message form, the studio's details from site settings, a map and the promises of
 * section 9. A plain HTML form without JavaScript (the action redirects to /contact?sent=1); with
 * JavaScript it stays on the page, disables its fields while sending, clears a field's error as
 * soon as it is edited and clears itself after success. The server validates (the page carries no
 * validation library: app/components/ui/server-form.ts).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useEffect, useState } from "react";
import { data, isRouteErrorResponse, redirect, useNavigation, useSearchParams } from "react-router";

import { contactLimitOf, submitContact } from "~/.server/messages/contact";
import { guardPublicForm } from "~/.server/security/public-form-guard";
import { submissionKeyOf, withSubmissionKey } from "~/.server/submissions/keys";
import { StudioMap } from "~/components/contact/studio-map";
import { LocalBusinessData, telHref } from "~/components/layout/contact-lines";
import { HeroBand } from "~/components/layout/page-hero";
import { ErrorSummaryForm } from "~/components/ui/error-summary";
import { FieldError, inputClass, selectProps, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { replyKeepingValues, useServerForm } from "~/components/ui/server-form";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { contactCopy as english, messageTypeLabels as englishTypeLabels } from "~/lib/copy/contact";
import { copyable } from "~/lib/copyable";
import { CONTACT_MESSAGE_TYPES, DEFAULT_MESSAGE_TYPE, ENHANCED_FIELD } from "~/lib/form-constants";
import { copyFor, copySections, translateMessage, translateReply } from "~/lib/i18n/copy.server";
import { langOf, localePath, unprefixed } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useEnglishMark } from "~/lib/i18n/use-copy";
import { headersWithRetryAfter } from "~/lib/retry-after-headers";
import { contactSchema } from "~/lib/schemas/contact";
import { pageMeta } from "~/lib/seo";
import { getOptionalUser } from "~/routes/.server/auth";
import { readFormData } from "~/routes/.server/form-data";
import { loadSiteContact } from "~/routes/site/.server/site-contact";

import type { Route } from "./+types/contact";

/** Section 9: the success banner stays 5 s. */
const SUCCESS_BANNER_MS = 5_000;
const FORM_ID = "contact";

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = metaCopy(matches, "contactCopy", english);
  return pageMeta(matches, { title: copy.metaTitle, description: copy.metaDescription, path: "/contact" });
};

export function loader({ params }: Route.LoaderArgs) {
  return { studio: loadSiteContact().contact, copy: copySections(langOf(params.lang), ["contactCopy", "messageTypeLabels", "formWords", "phrases"]) };
}

/** A refused post (429) tells when to come back. */
export const headers = headersWithRetryAfter;

export async function action({ request, context, params }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const enhanced = formData.get(ENHANCED_FIELD) === "1";
  // The answer's messages in the page's language (/gu/contact, /hi/contact).
  const lang = langOf(params.lang);
  const copy = copyFor(lang).contactCopy;
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") {
    return data({ result: translateReply(submission.reply(), lang), sent: false, failure: null }, { status: 400 });
  }
  const guard = guardPublicForm(formData, contactLimitOf(submission.value), context.clientAddress);
  if (guard.kind === "limited") {
    return data({ result: submission.reply(), sent: false, failure: translateMessage(guard.message as string, lang) }, guard.init);
  }
  try {
    // A repeat of a stored message (a second click, a re-post) is answered as sent, stored once.
    // Sent signed in, the message is the account's (its export and erasure find it by id).
    const userId = (await getOptionalUser(request))?.id ?? null;
    if (guard.kind === "accept") await withSubmissionKey(submissionKeyOf(formData, "contact"), () => submitContact(submission.value, { lang, userId }));
  } catch (error) {
    console.error("Contact message could not be stored:", error);
    return data({ result: submission.reply(), sent: false, failure: copy.submitFailed as string }, { status: 500 });
  }
  // A plain form post gets a page it can reload without sending the message twice.
  if (!enhanced) return redirect(localePath(lang, "/contact?sent=1#contact-form"));
  return data({ result: submission.reply({ resetForm: true }), sent: true, failure: null });
}

/**
 * With JavaScript: a request that never reached the server gets the spec's network message. The
 * status is kept (serverAction gives only the body) so that, as for a server-side failure, React
 * Router does not reload the page's data after a refused or failed send: offline, that reload
 * would fail too and replace the page with an error.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const formData = await request.clone().formData();
  try {
    const answer = await serverAction();
    return data(answer, { status: answer.sent ? 200 : answer.failure ? 500 : 400 });
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const offline = error instanceof TypeError;
    return data(
      { result: replyKeepingValues(formData), sent: false, failure: offline ? english.networkFailed : english.submitFailed },
      { status: offline ? 503 : 500 },
    );
  }
}

function Icon({ name }: { name: "pin" | "phone" | "mail" | "clock" | "chat" | "reply" }) {
  const paths: Record<typeof name, ReactNode> = {
    pin: (
      <>
        <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </>
    ),
    phone: <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />,
    mail: (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </>
    ),
    clock: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </>
    ),
    chat: <path d="M4 5h16v11H8l-4 4V5Z" />,
    reply: <path d="M10 9V5l-7 7 7 7v-4c5 0 8.5 1.5 11 5-1-5-4-10-11-11Z" />,
  };
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[name]}
    </svg>
  );
}

const FEATURE_ICONS = ["clock", "chat", "reply"] as const;

const card = "rounded-2xl border border-rosewood-200 bg-white p-6 shadow-sm dark:border-rosewood-800 dark:bg-rosewood-900";

function StudioCard({ icon, title, children }: { icon: "pin" | "phone" | "mail"; title: string; children: ReactNode }) {
  return (
    <section className={`${card} flex gap-4`}>
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brass-400 text-rosewood-950">
        <Icon name={icon} />
      </span>
      <div className="min-w-0">
        <h2 className="font-serif text-lg font-semibold">{title}</h2>
        {/* The workshop's details stay copyable with content protection on (docs/decisions/026). */}
        <div className="mt-1 text-sm break-words text-rosewood-700 dark:text-rosewood-200" {...copyable}>
          {children}
        </div>
      </div>
    </section>
  );
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { studio } = loaderData;
  const copy = useCopy("contactCopy", english);
  const messageTypeLabels = useCopy("messageTypeLabels", englishTypeLabels);
  const englishMark = useEnglishMark();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const submitting = navigation.state === "submitting" && unprefixed(navigation.formAction ?? "").startsWith("/contact");

  const { form, fields } = useServerForm({
    id: FORM_ID,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    fields: ["name", "email", "phone", "message_type", "subject", "message"],
    defaultValue: { message_type: DEFAULT_MESSAGE_TYPE },
  });

  // Success: the banner shows for 5 s (from the action with JavaScript, from ?sent=1 without).
  const sent = actionData?.sent === true || (!actionData && searchParams.get("sent") === "1");
  // The answer whose banner time is up is remembered, so a new answer shows its banner again.
  const successKey = actionData ?? searchParams.get("sent");
  const [successEndedFor, setSuccessEndedFor] = useState<unknown>(null);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSuccessEndedFor(successKey), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [sent, successKey]);
  const successHidden = successEndedFor === successKey;

  // Failure: the banner stays until the person edits the form or sends again.
  const answered = navigation.state === "idle" ? actionData?.failure : null;
  // The browser's own failures (clientAction: no connection) are written in English there; shown in the page's words.
  const failure = answered === english.networkFailed ? copy.networkFailed : answered === english.submitFailed ? copy.submitFailed : answered;
  // Dismissed for this answer only: the next answer's failure shows again.
  const [dismissedFor, setDismissedFor] = useState<unknown>(null);
  const failureDismissed = dismissedFor === actionData;

  return (
    <main id="main">
      <LocalBusinessData />
      <HeroBand
        eyebrow={copy.eyebrow}
        title={copy.title}
        text={copy.subtitle}
        frameClassName="py-20 text-center"
        titleClassName="mt-4"
        textClassName="mx-auto mt-6 max-w-2xl"
      />

      <section aria-labelledby="contact-features" className="mx-auto -mt-8 max-w-7xl px-4">
        <h2 id="contact-features" className="sr-only">
          {copy.featuresTitle}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {copy.features.map((feature, index) => (
            <li key={feature.title} className={`${card} flex items-start gap-3`}>
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-rosewood-100 text-rosewood-800 dark:bg-rosewood-800 dark:text-brass-300">
                <Icon name={FEATURE_ICONS[index] ?? "chat"} />
              </span>
              <div>
                <p className="font-semibold">{feature.title}</p>
                <p className="mt-1 text-sm text-rosewood-700 dark:text-rosewood-200">{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 lg:grid-cols-3">
        <section id="contact-form" aria-labelledby="contact-form-title" className={`${card} scroll-mt-24 sm:p-8 lg:col-span-2`}>
          <h2 id="contact-form-title" className="font-serif text-2xl font-semibold">
            {copy.formTitle}
          </h2>
          <p className="mt-1 text-sm text-rosewood-600 dark:text-rosewood-300">{copy.formIntro}</p>

          {sent && !successHidden ? (
            <div
              role="status"
              className="mt-6 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
            >
              <p className="font-semibold">{copy.sent}</p>
              <p className="mt-1 text-sm">{copy.sentDetail}</p>
            </div>
          ) : null}
          {failure && !failureDismissed ? (
            <div
              role="alert"
              className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              <p className="font-semibold">{copy.errorTitle}</p>
              <p className="mt-1 text-sm">{failure}</p>
            </div>
          ) : null}

          <ErrorSummaryForm
            fields={[fields.name, fields.email, fields.phone, fields.message_type, fields.subject, fields.message]}
            key={form.key}
            method="post"
            {...form.props}
            preventScrollReset
            onInput={(event) => {
              setDismissedFor(actionData);
              form.props.onInput(event);
            }}
            className="mt-6"
          >
            {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
            <HoneypotField />
            <SubmissionKeyField />
            <fieldset disabled={submitting} className="space-y-5">
              <legend className="sr-only">{copy.formTitle}</legend>
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField field={fields.name} label={copy.labels.name} autoComplete="name" placeholder={copy.placeholders.name} />
                <TextField field={fields.email} label={copy.labels.email} type="email" autoComplete="email" placeholder={copy.placeholders.email} />
                <TextField field={fields.phone} label={copy.labels.phone} type="tel" optional autoComplete="tel" placeholder={copy.placeholders.phone} />
                <div>
                  <label htmlFor={fields.message_type.id} className="block text-sm font-medium text-rosewood-900 dark:text-ivory-100">
                    {copy.labels.messageType}
                  </label>
                  <select {...selectProps(fields.message_type)} className={inputClass}>
                    {CONTACT_MESSAGE_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {messageTypeLabels[type]}
                      </option>
                    ))}
                  </select>
                  <FieldError field={fields.message_type} />
                </div>
              </div>
              <TextField field={fields.subject} label={copy.labels.subject} placeholder={copy.placeholders.subject} />
              <TextAreaField field={fields.message} label={copy.labels.message} rows={6} placeholder={copy.placeholders.message} />
              <SubmitButton pending={submitting} pendingLabel={copy.submitting}>
                {copy.submit}
              </SubmitButton>
            </fieldset>
          </ErrorSummaryForm>
        </section>

        <aside className="space-y-6" aria-label={copy.studioDetails}>
          {studio.address ? (
            <StudioCard icon="pin" title={copy.cards.address}>
              <address className="not-italic" lang={englishMark}>
                {studio.address}
              </address>
            </StudioCard>
          ) : null}
          {studio.phone ? (
            <StudioCard icon="phone" title={copy.cards.phone}>
              <a href={telHref(studio.phone)} className="font-medium underline-offset-4 hover:underline">
                {studio.phone}
              </a>
            </StudioCard>
          ) : null}
          {studio.email ? (
            <StudioCard icon="mail" title={copy.cards.email}>
              <a href={`mailto:${studio.email}`} className="font-medium underline-offset-4 hover:underline">
                {studio.email}
              </a>
            </StudioCard>
          ) : null}
        </aside>
      </div>

      {studio.address ? (
        <section aria-labelledby="contact-map" className="mx-auto max-w-7xl px-4">
          <h2 id="contact-map" className="font-serif text-2xl font-semibold">
            {copy.mapTitle}
          </h2>
          {/* A drawing and a link: Google's map loads only when the visitor asks for it (decision 024). */}
          <div className="mt-4 overflow-hidden rounded-2xl border border-rosewood-200 dark:border-rosewood-800">
            <StudioMap address={studio.address} words={copy} />
          </div>
        </section>
      ) : null}
    </main>
  );
}
