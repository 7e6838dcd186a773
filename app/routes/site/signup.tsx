/**
 * Business registration (/signup and /business-register). The account waits for the team's
 * approval; the person is not logged in and is sent to /login with a green confirmation.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, useNavigation } from "react-router";

import { registerWithinLimits } from "~/.server/accounts/signup-limits";
import { caughtByHoneypot } from "~/.server/security/public-form-guard";
import { limitedAnswer } from "~/.server/security/rate-limit";
import { getPublicSiteInfo } from "~/.server/settings/site-settings";
import { submissionKeyOf } from "~/.server/submissions/keys";
import { TitledSection } from "~/components/layout/titled-section";
import { narrowLinkClass } from "~/components/site/narrow-page";
import { ServerErrorSummaryForm } from "~/components/ui/error-summary";
import { PasswordField, SubmitButton, TextField } from "~/components/ui/form-field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { useActionForm } from "~/components/ui/server-form";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { auth as englishAuth, authPages } from "~/lib/copy/auth";
import { copySections, translateReply } from "~/lib/i18n/copy.server";
import { langOf, localePath, unprefixed } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useLocalePath } from "~/lib/i18n/use-copy";
import { headersWithRetryAfter } from "~/lib/retry-after-headers";
import { signupFormSchema } from "~/lib/schemas/auth";
import { pageLinks, siteName } from "~/lib/seo";
import { getOptionalUser } from "~/routes/.server/auth";
import { readFormData } from "~/routes/.server/form-data";

import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: `${metaCopy(matches, "auth", englishAuth).signupTitle} | ${siteName(matches)}` },
  { name: "description", content: metaCopy(matches, "authPages", authPages).signupMetaDescription },
  // Its own address, in its language (/gu/signup names /gu/signup, not /signup): one of the spec's two URLs.
  ...pageLinks(matches, unprefixed(location.pathname) === "/signup" ? "/signup" : "/business-register"),
];

export async function loader({ request, params }: Route.LoaderArgs) {
  if (await getOptionalUser(request)) throw redirect(localePath(langOf(params.lang), "/"));
  const site = getPublicSiteInfo();
  return { contactEmail: site.contact_email, copy: copySections(langOf(params.lang), ["auth", "authPages", "formWords", "phrases"]) };
}

/** A refused post (429) tells when to come back. */
export const headers = headersWithRetryAfter;

export async function action({ request, context, params }: Route.ActionArgs) {
  // Refusals and the way to log in in the page's language (/gu/signup, /hi/signup).
  const lang = langOf(params.lang);
  const registered = localePath(lang, "/login?registered=1");
  // A signed-in account has nothing to register, however the post arrives (form or .data).
  if (await getOptionalUser(request)) throw redirect(localePath(lang, "/"));
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: signupFormSchema });
  if (submission.status !== "success") {
    return data({ result: translateReply(submission.reply({ hideFields: ["password", "confirm_password"] }), lang) }, { status: 400 });
  }
  if (caughtByHoneypot(formData, "signup")) return redirect(registered);
  const { confirm_password: _confirmation, ...input } = submission.value;
  // Only a successful sign-up counts against the address (a repeat, a double click, is answered
  // as the first was and counts once); "already registered" has a count of its own (decision 026).
  const outcome = await registerWithinLimits(context.clientAddress, input, { lang, submissionKey: submissionKeyOf(formData, "signup") });
  if (outcome.kind === "limited") {
    const limited = limitedAnswer(outcome.retryAfterSeconds, outcome.bucket);
    return data(
      { result: translateReply(submission.reply({ formErrors: [limited.message], hideFields: ["password", "confirm_password"] }), lang) },
      limited.init,
    );
  }
  if (outcome.kind === "refused") {
    return data(
      { result: translateReply(submission.reply({ fieldErrors: outcome.errors, hideFields: ["password", "confirm_password"] }), lang) },
      { status: 400 },
    );
  }
  return redirect(registered);
}

export default function SignupPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const copy = useCopy("auth", englishAuth);
  const words = useCopy("authPages", authPages);
  const to = useLocalePath();
  const { form, fields } = useActionForm({
    id: "signup",
    fields: ["user_name", "business_name", "user_email", "contact_number", "address", "city", "password", "confirm_password"],
  });
  const section = "space-y-5 rounded-2xl border border-rosewood-200 bg-white p-6 dark:border-rosewood-800 dark:bg-rosewood-900";
  const sectionTitle = "font-serif text-lg font-semibold";

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-center text-3xl font-semibold sm:text-4xl">{copy.signupTitle}</h1>
      <p className="mx-auto mt-3 max-w-2xl text-center text-rosewood-700 dark:text-rosewood-200">{copy.signupSubtitle}</p>

      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <ServerErrorSummaryForm
          form={form}
          // The fields as useActionForm lists them: in the order the form shows them.
          fields={Object.values(fields)}
          className="space-y-6 lg:col-span-2"
        >
          <HoneypotField />
          <SubmissionKeyField />
          <TitledSection id="personal-info" title={words.personalTitle} className={section} titleClassName={sectionTitle}>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField field={fields.user_name} label={words.fullName} autoComplete="name" />
              <TextField field={fields.business_name} label={words.businessName} autoComplete="organization" />
              <TextField field={fields.user_email} label={copy.emailLabel} type="email" autoComplete="email" />
              <TextField field={fields.contact_number} label={words.contactNumber} type="tel" autoComplete="tel" />
            </div>
          </TitledSection>
          <TitledSection id="address-info" title={words.addressTitle} className={section} titleClassName={sectionTitle}>
            <div className="grid gap-5 sm:grid-cols-3">
              <div className="sm:col-span-2">
                <TextField field={fields.address} label={words.streetAddress} autoComplete="street-address" />
              </div>
              <TextField field={fields.city} label={words.city} autoComplete="address-level2" />
            </div>
          </TitledSection>
          <TitledSection id="password-info" title={words.passwordTitle} className={section} titleClassName={sectionTitle}>
            <div className="grid gap-5 sm:grid-cols-2">
              <PasswordField field={fields.password} label={copy.passwordLabel} autoComplete="new-password" />
              <PasswordField field={fields.confirm_password} label={words.confirmPassword} autoComplete="new-password" />
            </div>
          </TitledSection>
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel={words.registering}>
            {words.register}
          </SubmitButton>
          <p className="text-center text-sm">
            {words.alreadyRegistered}{" "}
            <Link to={to("/login")} className={narrowLinkClass}>
              {words.signInLink}
            </Link>
          </p>
        </ServerErrorSummaryForm>

        <aside className="space-y-6">
          <TitledSection id="approval-steps" title={words.stepsTitle} className={section} titleClassName={sectionTitle}>
            <ol className="space-y-4">
              {words.steps.map((step, index) => (
                <li key={step.title} className="flex gap-3">
                  <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brass-400 font-semibold text-rosewood-950">
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-medium">{step.title}</p>
                    <p className="text-sm text-rosewood-700 dark:text-rosewood-200">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </TitledSection>
          <TitledSection id="benefits" title={words.benefitsTitle} className={section} titleClassName={sectionTitle}>
            <ul className="list-disc space-y-2 pl-5 text-sm">
              {words.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </TitledSection>
          <TitledSection id="help" title={words.helpTitle} className={section} titleClassName={sectionTitle}>
            <p className="text-sm">
              {words.helpQuestion}{" "}
              <Link to={to("/contact")} className="font-semibold underline underline-offset-4">
                {words.contactUs}
              </Link>
              {loaderData.contactEmail ? (
                <>
                  {" "}
                  {words.orWriteTo}{" "}
                  <a href={`mailto:${loaderData.contactEmail}`} className="font-semibold underline underline-offset-4">
                    {loaderData.contactEmail}
                  </a>
                </>
              ) : null}
              .
            </p>
          </TitledSection>
        </aside>
      </div>
    </main>
  );
}
