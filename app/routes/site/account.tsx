/**
 * My account (/account), for every signed-in account (admins too): the business profile, the
 * email address (with the current password; a confirmation link goes to the new address, the old
 * one is told; nothing changes until the link is opened signed in here), the password (with the
 * current one) and "Sign out everywhere else". The last two end every session and put a fresh one
 * in this browser's cookie (an earlier copy of the cookie stops working).
 * Four plain forms posting to this page, told apart by `intent`; each shows its own errors at its
 * fields, and a success comes back as a toast. The rules are the domain's
 * (app/.server/accounts/my-account.ts) and the sign-up schema's (lib/schemas/account.ts).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { data, useActionData, useLocation, useNavigation } from "react-router";

import { changeMyPassword, requestEmailChange, signOutOtherSessions, updateMyProfile } from "~/.server/accounts/my-account";
import { limitedAnswer, RateLimited } from "~/.server/security/rate-limit";
import { submissionKeyOf, withSubmissionKey } from "~/.server/submissions/keys";
import { TitledSection } from "~/components/layout/titled-section";
import { AccountNav } from "~/components/site/account/account-nav";
import { ConfirmAddressNotice } from "~/components/site/account/confirm-address-notice";
import { ErrorSummaryForm } from "~/components/ui/error-summary";
import { PasswordField, SubmitButton, TextField } from "~/components/ui/form-field";
import { type FormReply, useServerForm } from "~/components/ui/server-form";
import { SubmissionKeyField } from "~/components/ui/submission-key-field";
import { accountCopy as copy } from "~/lib/copy/account";
import { authPages as englishAuthPages } from "~/lib/copy/auth";
import { copyFor, copySections, translateReply } from "~/lib/i18n/copy.server";
import { fill, langOf, localePath } from "~/lib/i18n/locales";
import { metaCopy, useCopy } from "~/lib/i18n/use-copy";
import { headersWithRetryAfter } from "~/lib/retry-after-headers";
import { emailChangeSchema, passwordChangeFormSchema, profileSchema } from "~/lib/schemas/account";
import { siteName } from "~/lib/seo";
import { browserSessionCookie, requireUser } from "~/routes/.server/auth";
import { readFormData } from "~/routes/.server/form-data";
import { redirectWithToast } from "~/routes/.server/toast";

import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaCopy(matches, "accountCopy", copy).title} | ${siteName(matches)}` },
  { name: "robots", content: "noindex" },
];

/** A refused post (429) tells when to come back. */
export const headers = headersWithRetryAfter;

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { user_name, business_name, contact_number, address, city, user_email } = user;
  return {
    profile: { user_name, business_name, contact_number, address, city },
    email: user_email,
    emailConfirmed: user.email_confirmed_at !== null,
    copy: copySections(langOf(params.lang), ["accountCopy", "authPages", "formWords", "phrases", "emailConfirmCopy"]),
  };
}

type Intent = "profile" | "email" | "password" | "sessions";
const PASSWORDS = ["current_password", "password", "confirm_password"];
const EMAIL_PASSWORD = ["current_password"];

export async function action({ request, params }: Route.ActionArgs) {
  // The page's language (/hi/account): its field errors, the email it sends and where it returns.
  const lang = langOf(params.lang);
  // Its toasts in that language too (the English `copy` stays the page's words on an English page).
  const words = copyFor(lang).accountCopy;
  const saved = (message: string, init: ResponseInit = {}) => redirectWithToast(localePath(lang, "/account"), { type: "success", message }, init);
  // This browser's fresh session (a password change, "sign out everywhere else").
  const withSession = async (token: string) => ({ headers: { "Set-Cookie": await browserSessionCookie(token) } });
  const refusedForm = (intent: Intent, result: FormReply, status = 400, init: ResponseInit = {}) =>
    data({ intent, result: translateReply(result, lang) }, { ...init, status });
  const user = await requireUser(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: profileSchema });
    if (submission.status !== "success") return refusedForm(intent, submission.reply());
    const result = updateMyProfile(user.id, submission.value);
    if (!result.ok) return refusedForm(intent, submission.reply({ formErrors: [result.message] }), 404);
    return saved(words.profileSaved);
  }

  if (intent === "email") {
    const submission = parseWithZod(formData, { schema: emailChangeSchema });
    if (submission.status !== "success") return refusedForm(intent, submission.reply({ hideFields: EMAIL_PASSWORD }));
    try {
      // A second click sends no second link (which would void the first).
      const stored = await withSubmissionKey(submissionKeyOf(formData, "account-email"), () => requestEmailChange(user, submission.value, { lang }));
      if (stored.repeated) return saved(fill(words.emailChangeSent, { email: submission.value.user_email }));
      const result = stored.value;
      if (!result.ok) {
        const reply =
          "errors" in result ? { fieldErrors: result.errors, hideFields: EMAIL_PASSWORD } : { formErrors: [result.message], hideFields: EMAIL_PASSWORD };
        return refusedForm(intent, submission.reply(reply));
      }
      return saved(fill(words.emailChangeSent, { email: result.record.to }));
    } catch (error) {
      if (!(error instanceof RateLimited)) throw error;
      const limited = limitedAnswer(error.retryAfterSeconds, error.bucket);
      return refusedForm(intent, submission.reply({ formErrors: [limited.message], hideFields: EMAIL_PASSWORD }), 429, limited.init);
    }
  }

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: passwordChangeFormSchema });
    if (submission.status !== "success") return refusedForm(intent, submission.reply({ hideFields: PASSWORDS }));
    const { current_password, password } = submission.value;
    try {
      const stored = await withSubmissionKey(submissionKeyOf(formData, "account-password"), () =>
        changeMyPassword(user, { current_password, password }, "browser", { lang }),
      );
      if (stored.repeated) return saved(words.passwordChanged);
      const result = stored.value;
      if (!result.ok) {
        const reply = "errors" in result ? { fieldErrors: result.errors, hideFields: PASSWORDS } : { formErrors: [result.message], hideFields: PASSWORDS };
        return refusedForm(intent, submission.reply(reply));
      }
      return saved(words.passwordChanged, result.record.session ? await withSession(result.record.session) : {});
    } catch (error) {
      if (!(error instanceof RateLimited)) throw error;
      const limited = limitedAnswer(error.retryAfterSeconds, error.bucket);
      return refusedForm(intent, submission.reply({ formErrors: [limited.message], hideFields: PASSWORDS }), 429, limited.init);
    }
  }

  if (intent === "sessions") {
    return saved(words.signedOutOthers, await withSession(signOutOtherSessions(user.id, "browser")));
  }

  return data({ intent: null, result: { status: "error", error: { "": [words.chooseWhat] } } as FormReply }, { status: 400 });
}

const card = "space-y-5 rounded-2xl border border-rosewood-200 bg-white p-6 dark:border-rosewood-800 dark:bg-rosewood-900";
const cardTitle = "font-serif text-lg font-semibold";

function Section({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} className={card} titleClassName={cardTitle}>
      {intro ? <p className="text-sm text-rosewood-700 dark:text-rosewood-200">{intro}</p> : null}
      {children}
    </TitledSection>
  );
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  // The action's messages are English (translated on the way out); the page shows its language's words.
  const text = useCopy("accountCopy", copy);
  const words = useCopy("authPages", englishAuthPages);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // Every arrival (a redirect after a save) is a new location: the forms start again, emptied.
  const location = useLocation();
  const idle = navigation.state === "idle";
  const replyOf = (intent: Intent) => (idle && actionData?.intent === intent ? actionData.result : undefined);
  const busy = (intent: Intent) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;

  const profile = useServerForm({
    id: "account-profile",
    lastResult: replyOf("profile"),
    fields: ["user_name", "business_name", "contact_number", "address", "city"],
    defaultValue: loaderData.profile,
  });
  const email = useServerForm({ id: "account-email", lastResult: replyOf("email"), fields: ["user_email", "current_password"] });
  const password = useServerForm({ id: "account-password", lastResult: replyOf("password"), fields: ["current_password", "password", "confirm_password"] });
  const sessions = useServerForm({ id: "account-sessions", lastResult: replyOf("sessions"), fields: [] });
  const p = profile.fields;

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">{text.title}</h1>
      <p className="mt-2 mb-6 text-rosewood-700 dark:text-rosewood-200">{text.subtitle}</p>
      <AccountNav />
      {loaderData.emailConfirmed ? null : <ConfirmAddressNotice email={loaderData.email} />}

      <div className="space-y-8">
        <Section id="profile" title={text.profileTitle}>
          <ErrorSummaryForm
            key={`profile-${location.key}`}
            fields={[p.user_name, p.business_name, p.contact_number, p.address, p.city]}
            errors={profile.form.errors}
            errorId={profile.form.errorId}
            method="post"
            {...profile.form.props}
            className="space-y-5"
          >
            <input type="hidden" name="intent" value="profile" />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField field={p.user_name} label={words.fullName} autoComplete="name" />
              <TextField field={p.business_name} label={words.businessName} autoComplete="organization" />
              <TextField field={p.contact_number} label={words.contactNumber} type="tel" autoComplete="tel" />
              <TextField field={p.city} label={words.city} autoComplete="address-level2" />
              <div className="sm:col-span-2">
                <TextField field={p.address} label={words.streetAddress} autoComplete="street-address" />
              </div>
            </div>
            <SubmitButton pending={busy("profile")} pendingLabel={text.saving}>
              {text.saveProfile}
            </SubmitButton>
          </ErrorSummaryForm>
        </Section>

        <Section id="email" title={text.emailTitle} intro={fill(text.emailIntro, { email: loaderData.email })}>
          <ErrorSummaryForm
            key={`email-${location.key}`}
            fields={[email.fields.user_email, email.fields.current_password]}
            errors={email.form.errors}
            errorId={email.form.errorId}
            method="post"
            {...email.form.props}
            className="space-y-5"
          >
            <input type="hidden" name="intent" value="email" />
            <SubmissionKeyField />
            <TextField field={email.fields.user_email} label={text.newEmail} type="email" autoComplete="email" />
            <PasswordField field={email.fields.current_password} label={text.currentPassword} autoComplete="current-password" />
            <SubmitButton pending={busy("email")} pendingLabel={text.sending}>
              {text.sendConfirmation}
            </SubmitButton>
          </ErrorSummaryForm>
        </Section>

        <Section id="password" title={text.passwordTitle}>
          <ErrorSummaryForm
            key={`password-${location.key}`}
            fields={[password.fields.current_password, password.fields.password, password.fields.confirm_password]}
            errors={password.form.errors}
            errorId={password.form.errorId}
            method="post"
            {...password.form.props}
            className="space-y-5"
          >
            <input type="hidden" name="intent" value="password" />
            <SubmissionKeyField />
            <PasswordField field={password.fields.current_password} label={text.currentPassword} autoComplete="current-password" />
            <div className="grid gap-5 sm:grid-cols-2">
              <PasswordField field={password.fields.password} label={text.newPassword} autoComplete="new-password" />
              <PasswordField field={password.fields.confirm_password} label={text.confirmNewPassword} autoComplete="new-password" />
            </div>
            <SubmitButton pending={busy("password")} pendingLabel={text.saving}>
              {text.changePassword}
            </SubmitButton>
          </ErrorSummaryForm>
        </Section>

        <Section id="sessions" title={text.sessionsTitle} intro={text.sessionsIntro}>
          <ErrorSummaryForm fields={[]} errors={sessions.form.errors} errorId={sessions.form.errorId} method="post" {...sessions.form.props}>
            <input type="hidden" name="intent" value="sessions" />
            <SubmitButton pending={busy("sessions")} pendingLabel={text.signingOut}>
              {text.signOutOthers}
            </SubmitButton>
          </ErrorSummaryForm>
        </Section>
      </div>
    </main>
  );
}
