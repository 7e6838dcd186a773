/**
 * /panel/settings: six tabs (General, Appearance, Email, Security, Media, SEO), each a link
 * (`?tab=email`) and a plain form that saves only its fields. With JavaScript the form stays on
 * the page and its button shows 'Saving...' then 'Saved!' for 3 s (section 4); without, the save
 * redirects back with a toast. The Email tab adds "Send test email" and the outbox (pending, sent,
 * failed with the last error, Retry, Retry all failed). The app password is write-only: it is
 * never in this page.
 */
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useEffect, useState } from "react";
import { data, Form, Link, useActionData, useFetcher, useNavigation } from "react-router";

import { listOutboxEmails, outboxCounts, type OutboxStatus, retryAllFailed, retryEmail } from "~/.server/email/outbox";
import { sendTestEmail } from "~/.server/email/worker";
import { getSettings, getSettingsTranslations, updateSettings } from "~/.server/settings/settings-admin";
import { Pager } from "~/components/listing/pager";
import { Badge } from "~/components/panel/admin/badges";
import { TranslationSections } from "~/components/panel/content/translation-sections";
import { Checkbox, type PanelField } from "~/components/panel/fields";
import { HistoryLink } from "~/components/panel/history-link";
import { FieldError, FormErrors, inputClass, TextField } from "~/components/ui/form-field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { settingsCopy as copy } from "~/lib/copy/panel-admin";
import { formatRate, GST_RATES_BP } from "~/lib/gst/rates";
import { GST_STATES } from "~/lib/gst/states";
import { pageParam } from "~/lib/listing";
import {
  FILE_TYPE_OPTIONS,
  MAX_FILE_SIZE_OPTIONS,
  SETTINGS_TABS,
  type SettingsInput,
  settingsSchemas,
  type SettingsTab,
  settingsTab,
  testEmailSchema,
} from "~/lib/schemas/admin/settings";
import { ENHANCED_FIELD } from "~/lib/schemas/contact";
import { readFormData } from "~/routes/.server/form-data";
import { redirectWithToast } from "~/routes/.server/toast";
import { requirePanelAccess } from "~/routes/panel/.server/access";

import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings | Admin Panel" }];

/** Section 9: the saved indicator stays 3 s. */
const SAVED_INDICATOR_MS = 3_000;
const OUTBOX_FILTERS = ["pending", "sent", "failed"] as const;
/** Never sent back into the page, not even after a failed validation. */
const HIDDEN_FIELDS = { hideFields: ["email_app_password"] };

export async function loader({ request }: Route.LoaderArgs) {
  await requirePanelAccess(request, "/panel/settings");
  const searchParams = new URL(request.url).searchParams;
  const tab = settingsTab(searchParams.get("tab"));
  // The General tab's form also carries the description's translations (decision 029).
  const settings = { ...getSettings(), translations: getSettingsTranslations() };
  let outbox = null;
  if (tab === "email") {
    const requested = searchParams.get("outbox") ?? "";
    const status = (OUTBOX_FILTERS as readonly string[]).includes(requested) ? (requested as OutboxStatus) : null;
    outbox = { status, counts: outboxCounts(), ...listOutboxEmails({ status, page: pageParam(searchParams) }) };
  }
  return { tab, settings, outbox };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/settings");
  const formData = await readFormData(request);
  const intent = formData.get("intent") ?? "save";
  const tab = settingsTab(String(formData.get("tab") ?? new URL(request.url).searchParams.get("tab") ?? ""));
  const back = `/panel/settings?tab=${tab}`;

  if (intent === "send_test") {
    const parsed = testEmailSchema.safeParse({ to: formData.get("to") ?? "" });
    if (!parsed.success) return redirectWithToast(back, { type: "error", message: copy.testEmailFailed(parsed.error.issues[0]?.message ?? "") });
    const sent = await sendTestEmail(parsed.data.to ? { to: parsed.data.to } : {});
    return redirectWithToast(
      back,
      sent.ok ? { type: "success", message: copy.testEmailSent(sent.to) } : { type: "error", message: copy.testEmailFailed(sent.error) },
    );
  }

  if (intent === "retry" || intent === "retry_all") {
    const outboxParams = new URLSearchParams({ tab: "email" });
    const status = String(formData.get("outbox") ?? "");
    if ((OUTBOX_FILTERS as readonly string[]).includes(status)) outboxParams.set("outbox", status);
    const outboxView = `/panel/settings?${outboxParams}`;
    if (intent === "retry_all") {
      const queued = retryAllFailed();
      return redirectWithToast(outboxView, queued > 0 ? { type: "success", message: copy.retriedAll(queued) } : { type: "error", message: copy.retryAllNone });
    }
    const id = Number(formData.get("id"));
    const retried = Number.isInteger(id) && id > 0 && retryEmail(id);
    return redirectWithToast(outboxView, retried ? { type: "success", message: copy.retried } : { type: "error", message: copy.retryFailed });
  }

  if (intent !== "save") return data({ tab, result: undefined, savedAt: null }, { status: 400 });
  const submission = parseWithZod(formData, { schema: settingsSchemas[tab] });
  if (submission.status !== "success") return data({ tab, result: submission.reply(HIDDEN_FIELDS), savedAt: null }, { status: 400 });
  let saved: ReturnType<typeof updateSettings>;
  try {
    saved = updateSettings(user, tab, submission.value as SettingsInput[typeof tab]);
  } catch (error) {
    // The spec only logged a failed save; the admin is told instead.
    console.error("Settings save failed", error);
    return data({ tab, result: submission.reply({ ...HIDDEN_FIELDS, formErrors: [copy.saveFailed] }), savedAt: null }, { status: 500 });
  }
  if (!saved.ok) throw data(null, { status: 403 });
  if (formData.get(ENHANCED_FIELD) === "1") return data({ tab, result: submission.reply(HIDDEN_FIELDS), savedAt: Date.now() });
  return redirectWithToast(back, { type: "success", message: copy.savedToast });
}

type ActionData = { tab: SettingsTab; result?: SubmissionResult<string[]>; savedAt: number | null };
type Settings = Route.ComponentProps["loaderData"]["settings"];

/** A tab's form values: the named settings as the form's strings (a ticked box is "on"). */
function formValues(settings: Settings, names: (keyof Settings)[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, typeof settings[name] === "boolean" ? (settings[name] ? "on" : "") : String(settings[name] ?? "")]));
}

/** One tab's form: a fetcher with JavaScript (stays on the page), a plain POST without. */
function useTabForm(tab: SettingsTab, defaultValue: Record<string, string>) {
  const fetcher = useFetcher<ActionData>({ key: `settings-${tab}` });
  const actionData = useActionData<ActionData>();
  const fromPage = actionData?.tab === tab ? actionData.result : undefined;
  const savedAt = fetcher.state === "idle" ? (fetcher.data?.savedAt ?? null) : null;
  // "Saved!" shows for its time after each save (the save whose time is up is remembered).
  const [savedShownUntil, setSavedShownUntil] = useState<number | null>(null);
  useEffect(() => {
    if (!savedAt) return;
    const timer = setTimeout(() => setSavedShownUntil(savedAt), SAVED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);
  const shownSavedAt = savedAt && savedShownUntil !== savedAt ? savedAt : null;

  const [form, fieldset] = useForm<Record<string, unknown>>({
    id: `settings-${tab}`,
    lastResult: fetcher.state === "idle" ? (fetcher.data?.result ?? fromPage) : undefined,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: settingsSchemas[tab] }) as Submission<Record<string, unknown>>,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const state: "idle" | "saving" | "saved" = fetcher.state !== "idle" ? "saving" : shownSavedAt ? "saved" : "idle";
  // Each tab names only fields of its own schema.
  const field = (name: string) => fieldset[name]!;
  return { fetcher, form, field, state, savedAt: fetcher.data?.savedAt ?? 0 };
}

function TabFormShell({
  tab,
  tabForm,
  children,
}: {
  tab: SettingsTab;
  tabForm: Pick<ReturnType<typeof useTabForm>, "fetcher" | "form" | "state">;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const { fetcher, form, state } = tabForm;
  return (
    <fetcher.Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl space-y-5">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="tab" value={tab} />
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      <FormErrors errors={form.errors} id={form.errorId} />
      {children}
      <div className="flex items-center gap-3">
        <button
          type="submit"
          disabled={state === "saving"}
          className="rounded-full bg-rosewood-700 px-6 py-2.5 font-semibold text-ivory-50 shadow hover:bg-rosewood-800 disabled:cursor-wait disabled:opacity-70 dark:bg-brass-500 dark:text-rosewood-950"
        >
          {state === "saving" ? copy.saving : state === "saved" ? copy.saved : copy.save}
        </button>
        <p role="status" aria-live="polite" className="text-sm text-green-800 dark:text-green-300">
          {state === "saved" ? copy.saved : ""}
        </p>
      </div>
    </fetcher.Form>
  );
}

type AnyField = PanelField;

function TextArea({ field, label, rows = 3 }: { field: AnyField; label: string; rows?: number }) {
  const { key, ...props } = getTextareaProps(field);
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea key={key} {...props} rows={rows} className={inputClass} />
      <FieldError field={field} />
    </div>
  );
}

function GeneralTab({ settings }: { settings: Settings }) {
  const tabForm = useTabForm("general", {
    ...formValues(settings, ["site_name", "site_description", "contact_email", "contact_phone", "address", "whatsapp_number"]),
    // Conform fills nested fields (translations.gu.site_description) from a nested object; its type of a piped field's default is not one it can name.
    translations: settings.translations as never,
  });
  const { field } = tabForm;
  return (
    <TabFormShell tab="general" tabForm={tabForm}>
      <TextField field={field("site_name")} label="Site name" />
      <TextArea field={field("site_description")} label="Site description" rows={4} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={field("contact_email")} label="Contact email" type="email" optional />
        <TextField field={field("contact_phone")} label="Contact phone" type="tel" optional />
      </div>
      <TextArea field={field("address")} label="Address" rows={2} />
      <TextField field={field("whatsapp_number")} label="WhatsApp number" type="tel" optional hint="With the country code, for example 919876543210." />
      <TranslationSections field={field("translations")} kind="site_settings" />
    </TabFormShell>
  );
}

function AppearanceTab({ settings }: { settings: Settings }) {
  const tabForm = useTabForm("appearance", formValues(settings, ["social_facebook", "social_instagram", "social_twitter", "social_linkedin"]));
  const { field } = tabForm;
  return (
    <TabFormShell tab="appearance" tabForm={tabForm}>
      <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
        Social links shown in the footer and on the About page. Leave a field empty to hide that link.
      </p>
      <TextField field={field("social_facebook")} label="Facebook URL" type="url" optional placeholder="https://www.facebook.com/..." />
      <TextField field={field("social_instagram")} label="Instagram URL" type="url" optional placeholder="https://www.instagram.com/..." />
      <TextField field={field("social_twitter")} label="Twitter URL" type="url" optional placeholder="https://x.com/..." />
      <TextField field={field("social_linkedin")} label="LinkedIn URL" type="url" optional placeholder="https://www.linkedin.com/..." />
    </TabFormShell>
  );
}

function EmailTab({ settings }: { settings: Settings }) {
  const tabForm = useTabForm("email", formValues(settings, ["support_email", "smtp_host", "smtp_port", "email_notifications"]));
  const { field, savedAt } = tabForm;
  // The password input is never filled in; after a save it is emptied.
  const { key: _passwordKey, ...passwordProps } = getInputProps(field("email_app_password"), { type: "password" });
  return (
    <TabFormShell tab="email" tabForm={tabForm}>
      <TextField field={field("support_email")} label="Support email (sender and SMTP user)" type="email" optional />
      <div>
        <label htmlFor={field("email_app_password").id} className="block text-sm font-medium">
          App password
        </label>
        <input key={`password-${savedAt}`} {...passwordProps} defaultValue="" autoComplete="new-password" className={inputClass} />
        <p className="mt-1 text-xs text-rosewood-600 dark:text-rosewood-300" data-testid="password-state">
          {settings.has_app_password ? copy.passwordStored : copy.passwordNotStored}. {copy.passwordHint}
        </p>
        <FieldError field={field("email_app_password")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={field("smtp_host")} label="SMTP host" optional />
        <TextField field={field("smtp_port")} label="SMTP port" type="number" min={1} max={65535} optional />
      </div>
      <Checkbox
        name={field("email_notifications").name}
        label="Email notifications"
        defaultChecked={settings.email_notifications}
        hint="Tell the workshop's support address about new messages, inquiries and registrations."
      />
    </TabFormShell>
  );
}

function SecurityTab({ settings }: { settings: Settings }) {
  const tabForm = useTabForm("security", {});
  return (
    <TabFormShell tab="security" tabForm={tabForm}>
      <Checkbox
        name="content_protection"
        label="Content protection"
        defaultChecked={settings.content_protection}
        hint="Blocks right-click, copying, dragging, printing and saving of the site's pages."
      />
      <Checkbox
        name="approve_comments"
        label="Approve comments"
        defaultChecked={settings.approve_comments}
        hint="Comments wait for approval before they are shown."
      />
      <div className="rounded-lg bg-rosewood-50 px-4 py-3 text-sm dark:bg-rosewood-900">
        <p className="font-medium">Account rules</p>
        <p data-testid="security-statement">{copy.securityStatement}</p>
      </div>
    </TabFormShell>
  );
}

function MediaTab({ settings }: { settings: Settings }) {
  const tabForm = useTabForm("media", formValues(settings, ["max_file_size_mb"]));
  const { field } = tabForm;
  const allowed = settings.allowed_file_types.split(",").map((type) => type.trim());
  const { key, ...sizeProps } = getSelectProps(field("max_file_size_mb"));
  return (
    <TabFormShell tab="media" tabForm={tabForm}>
      <div>
        <label htmlFor={field("max_file_size_mb").id} className="block text-sm font-medium">
          Maximum file size
        </label>
        <select key={key} {...sizeProps} className={inputClass}>
          {MAX_FILE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size} MB
            </option>
          ))}
        </select>
        <FieldError field={field("max_file_size_mb")} />
      </div>
      <fieldset>
        <legend className="text-sm font-medium">Allowed file types</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {FILE_TYPE_OPTIONS.map((type) => (
            <Checkbox key={type} name="allowed_file_types" value={type} label={type} defaultChecked={allowed.includes(type)} />
          ))}
        </div>
        <FieldError field={field("allowed_file_types")} />
      </fieldset>
    </TabFormShell>
  );
}

function SeoTab({ settings }: { settings: Settings }) {
  const tabForm = useTabForm("seo", formValues(settings, ["seo_meta_title", "seo_meta_description", "seo_meta_keywords"]));
  const { field } = tabForm;
  return (
    <TabFormShell tab="seo" tabForm={tabForm}>
      <TextField field={field("seo_meta_title")} label="Meta title" optional />
      <TextArea field={field("seo_meta_description")} label="Meta description" rows={3} />
      <TextField field={field("seo_meta_keywords")} label="Meta keywords" optional hint="Separated by commas." />
    </TabFormShell>
  );
}

const dateTime = (value: string | null) =>
  value ? new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(new Date(value)) : "";

function Outbox({ outbox }: { outbox: NonNullable<Route.ComponentProps["loaderData"]["outbox"]> }) {
  const navigation = useNavigation();
  const filters = [null, ...OUTBOX_FILTERS] as const;
  const hrefFor = (status: OutboxStatus | null) => `/panel/settings?tab=email${status ? `&outbox=${status}` : ""}`;
  const tone = { pending: "warn", sending: "warn", sent: "good", failed: "bad" } as const;
  return (
    <section aria-labelledby="outbox-title" className="mt-10">
      <h2 id="outbox-title" className="text-lg font-semibold">
        {copy.outbox}
      </h2>
      <nav aria-label="Outbox filter" className="mt-3 flex flex-wrap gap-2">
        {filters.map((status) => (
          <Link
            key={status ?? "all"}
            to={hrefFor(status)}
            aria-current={outbox.status === status ? "page" : undefined}
            className={`rounded-full px-3 py-1 text-sm font-semibold ${outbox.status === status ? "bg-rosewood-700 text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950" : "border border-rosewood-300 dark:border-rosewood-600"}`}
          >
            {status ? `${status[0]!.toUpperCase()}${status.slice(1)} (${outbox.counts[status]})` : "All"}
          </Link>
        ))}
      </nav>
      {outbox.counts.failed > 0 ? (
        <Form method="post" className="mt-3" preventScrollReset>
          <input type="hidden" name="intent" value="retry_all" />
          <input type="hidden" name="tab" value="email" />
          {outbox.status ? <input type="hidden" name="outbox" value={outbox.status} /> : null}
          <button
            type="submit"
            disabled={navigation.state === "submitting" && navigation.formData?.get("intent") === "retry_all"}
            className="rounded-lg border border-rosewood-300 px-3 py-1 text-sm font-medium disabled:opacity-60 dark:border-rosewood-600"
          >
            {copy.retryAll}
          </button>
        </Form>
      ) : null}
      {outbox.results.length === 0 ? (
        <p className="mt-4 text-sm text-rosewood-600 dark:text-rosewood-300">{copy.outboxEmpty}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {outbox.results.map((email) => (
            <li
              key={email.id}
              className="rounded-xl border border-rosewood-200 bg-white p-4 text-sm dark:border-rosewood-800 dark:bg-rosewood-900"
              data-outbox-id={email.id}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words">{email.subject}</p>
                  <p className="break-all text-rosewood-700 dark:text-rosewood-200">To {email.to_address}</p>
                </div>
                <Badge tone={tone[email.status]}>{email.status}</Badge>
              </div>
              <p className="mt-1 text-xs text-rosewood-600 dark:text-rosewood-300">
                Queued {dateTime(email.created_at)}
                {email.sent_at ? ` · sent ${dateTime(email.sent_at)}` : ""} · {email.attempts} attempt{email.attempts === 1 ? "" : "s"}
              </p>
              {email.last_error ? <p className="mt-2 rounded bg-red-50 px-3 py-2 text-red-800 dark:bg-red-950 dark:text-red-200">{email.last_error}</p> : null}
              {email.status === "failed" ? (
                <Form method="post" className="mt-2" preventScrollReset>
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="tab" value="email" />
                  <input type="hidden" name="id" value={email.id} />
                  {outbox.status ? <input type="hidden" name="outbox" value={outbox.status} /> : null}
                  <button
                    type="submit"
                    disabled={navigation.state === "submitting" && navigation.formData?.get("id") === String(email.id)}
                    className="rounded-lg border border-rosewood-300 px-3 py-1 font-medium disabled:opacity-60 dark:border-rosewood-600"
                  >
                    {copy.retry}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager page={outbox.page} pageSize={outbox.pageSize} total={outbox.count} label="Outbox" />
    </section>
  );
}

function TestEmailForm({ supportEmail }: { supportEmail: string }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "send_test";
  return (
    <Form method="post" className="mt-8 flex max-w-2xl flex-wrap items-end gap-3 rounded-xl border border-rosewood-200 p-4 dark:border-rosewood-800">
      <input type="hidden" name="intent" value="send_test" />
      <input type="hidden" name="tab" value="email" />
      <label className="min-w-56 flex-1">
        <span className="text-sm font-medium">Send a test to</span>
        <input type="email" name="to" placeholder={supportEmail || "you@example.com"} className={inputClass} />
      </label>
      <button
        type="submit"
        disabled={sending}
        className="rounded-lg bg-brass-400 px-4 py-2.5 font-semibold text-rosewood-950 hover:bg-brass-300 disabled:opacity-60"
      >
        {sending ? copy.sendingTestEmail : copy.sendTestEmail}
      </button>
    </Form>
  );
}

function QuotationsTab({ settings }: { settings: Settings }) {
  const tabForm = useTabForm(
    "quotations",
    formValues(settings, [
      "legal_name",
      "gstin",
      "state_code",
      "invoice_address",
      "bank_account_name",
      "bank_account_number",
      "bank_ifsc",
      "bank_name",
      "upi_id",
      "quote_validity_days",
      "quote_terms",
      "default_hsn_code",
      "default_gst_rate_bp",
    ]),
  );
  const { field } = tabForm;
  const select = (name: string, label: string, options: ReadonlyArray<{ value: string; label: string }>) => {
    const { key, ...props } = getSelectProps(field(name));
    return (
      <div>
        <label htmlFor={field(name).id} className="block text-sm font-medium">
          {label}
        </label>
        <select key={key} {...props} className={inputClass}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError field={field(name)} />
      </div>
    );
  };
  return (
    <TabFormShell tab="quotations" tabForm={tabForm}>
      <p className="text-sm text-rosewood-700 dark:text-rosewood-300">{copy.quotationsIntro}</p>
      <TextField field={field("legal_name")} label="Legal name" optional />
      <TextField field={field("gstin")} label="GSTIN" optional />
      {select(
        "state_code",
        "State",
        GST_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` })),
      )}
      <TextArea field={field("invoice_address")} label="Address for invoices" rows={3} />
      <TextField field={field("bank_account_name")} label="Bank account name" optional />
      <TextField field={field("bank_account_number")} label="Bank account number" optional />
      <TextField field={field("bank_ifsc")} label="IFSC" optional />
      <TextField field={field("bank_name")} label="Bank and branch" optional />
      <TextField field={field("upi_id")} label="UPI id for advance payments" optional />
      <TextField field={field("quote_validity_days")} label="Quotations are valid for (days)" inputMode="numeric" />
      <TextArea field={field("quote_terms")} label="Default terms" rows={4} />
      <TextField field={field("default_hsn_code")} label="Default HSN code" inputMode="numeric" />
      {select(
        "default_gst_rate_bp",
        "Default GST rate",
        GST_RATES_BP.map((rate) => ({ value: String(rate), label: formatRate(rate) })),
      )}
    </TabFormShell>
  );
}

const TAB_PANELS: Record<SettingsTab, (props: { settings: Settings }) => ReactNode> = {
  general: GeneralTab,
  appearance: AppearanceTab,
  email: EmailTab,
  security: SecurityTab,
  media: MediaTab,
  seo: SeoTab,
  quotations: QuotationsTab,
};

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { tab, settings, outbox } = loaderData;
  const Panel = TAB_PANELS[tab];
  return (
    <>
      <nav aria-label="Settings tabs" className="mb-6 flex flex-wrap gap-2 border-b border-rosewood-200 pb-3 dark:border-rosewood-800">
        {SETTINGS_TABS.map((value) => (
          <Link
            key={value}
            to={`/panel/settings?tab=${value}`}
            aria-current={tab === value ? "page" : undefined}
            className={`rounded-lg px-4 py-2 text-sm font-semibold ${tab === value ? "bg-rosewood-700 text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950" : "hover:bg-rosewood-100 dark:hover:bg-rosewood-800"}`}
          >
            {copy.tabs[value]}
          </Link>
        ))}
      </nav>
      <HistoryLink href="/panel/settings/history" />
      <h2 className="mb-4 text-lg font-semibold">{copy.tabs[tab]}</h2>
      <Panel key={tab} settings={settings} />
      {tab === "email" && outbox ? (
        <>
          <TestEmailForm supportEmail={settings.support_email} />
          <Outbox outbox={outbox} />
        </>
      ) : null}
    </>
  );
}
