/**
 * /panel/settings: six tabs (General, Appearance, Email, Security, Media, SEO, and Quotations) of
 * ONE form (issue 32, docs/decisions/047): a tab only shows its section, so what was typed on one
 * tab survives a change of tab and Save stores every tab. With JavaScript a tab is a button that
 * shows its section; without, it is a submit button that posts the typed values and gets the form
 * back on the chosen tab with them, saving nothing. Save shows 'Saving...' then 'Saved!' for 3 s
 * (section 4) with JavaScript; without, it redirects back with a toast. The Email tab adds "Send
 * test email" and the outbox (pending, sent, failed with the last error, Retry, Retry all failed).
 * The app password is write-only: it is never in this page, not even after a tab change.
 */
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { data, Form, Link, useActionData, useFetcher, useNavigation } from "react-router";

import { listOutboxEmails, outboxCounts, type OutboxStatus, retryAllFailed, retryEmail } from "~/.server/email/outbox";
import { sendTestEmail } from "~/.server/email/worker";
import { getSettings, getSettingsTranslations, updateChangedSettings, updateSettings } from "~/.server/settings/settings-admin";
import { Pager } from "~/components/listing/pager";
import { Badge } from "~/components/panel/admin/badges";
import { TranslationSections } from "~/components/panel/content/translation-sections";
import { Checkbox, type PanelField } from "~/components/panel/fields";
import { HistoryLink } from "~/components/panel/history-link";
import { FieldError, FormErrors, inputClass, TextField } from "~/components/ui/form-field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { settingsCopy as copy } from "~/lib/copy/panel-admin";
import { integrationsCopy } from "~/lib/copy/panel-integrations";
import { formatRate, GST_RATES_BP } from "~/lib/gst/rates";
import { GST_STATES } from "~/lib/gst/states";
import { pageParam } from "~/lib/listing";
import {
  allSettingsSchema,
  FILE_TYPE_OPTIONS,
  MAX_FILE_SIZE_OPTIONS,
  SETTINGS_TABS,
  type SettingsInput,
  settingsSchemas,
  type SettingsTab,
  settingsTab,
  settingsTabOf,
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
  // Every tab is on the page (one form), the Email tab's outbox too: a tab shows without a request.
  const requested = searchParams.get("outbox") ?? "";
  const status = (OUTBOX_FILTERS as readonly string[]).includes(requested) ? (requested as OutboxStatus) : null;
  const outbox = { status, counts: outboxCounts(), ...listOutboxEmails({ status, page: pageParam(searchParams) }) };
  return { tab, settings, outbox };
}

/** The tick boxes as posted (the form draws them itself): a tab change or a refused save shows them as they were ticked. */
function postedTicks(formData: FormData): Posted {
  return {
    email_notifications: formData.has("email_notifications"),
    content_protection: formData.has("content_protection"),
    approve_comments: formData.has("approve_comments"),
    allowed_file_types: formData
      .getAll("allowed_file_types")
      .map((value) => String(value))
      .join(","),
  };
}

/** The first tab with an error of a refused save, so the page opens on it. */
function tabWithError(result: SubmissionResult<string[]>, fallback: SettingsTab): SettingsTab {
  const name = Object.entries(result.error ?? {}).find(([, errors]) => errors?.length)?.[0];
  return (name && settingsTabOf(name)) || fallback;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePanelAccess(request, "/panel/settings");
  const formData = await readFormData(request);
  const intent = formData.get("intent") ?? "save";
  const tab = settingsTab(String(formData.get("tab") ?? new URL(request.url).searchParams.get("tab") ?? ""));
  const back = `/panel/settings?tab=${tab}`;

  // Without JavaScript a tab is a submit button of the one form: the form comes back on that tab
  // with what was typed (the app password excepted: never sent back), and nothing is saved.
  const switchTo = formData.get("switch_tab");
  if (typeof switchTo === "string" && switchTo !== "") {
    const submission = parseWithZod(formData, { schema: allSettingsSchema });
    const { initialValue } = submission.reply(HIDDEN_FIELDS);
    return data({ tab: settingsTab(switchTo), result: { initialValue }, posted: postedTicks(formData), savedAt: null } satisfies ActionData);
  }

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
  // The screen's one form posts every tab (all_tabs); a post of one tab's fields saves that tab, as before.
  const everyTab = formData.get("all_tabs") === "1";
  const submission = parseWithZod(formData, { schema: everyTab ? allSettingsSchema : settingsSchemas[tab] });
  if (submission.status !== "success") {
    const result = submission.reply(HIDDEN_FIELDS);
    return data({ tab: tabWithError(result, tab), result, posted: postedTicks(formData), savedAt: null } satisfies ActionData, { status: 400 });
  }
  let saved: ReturnType<typeof updateSettings>;
  try {
    if (everyTab) {
      const value = submission.value as Record<string, unknown>;
      const byTab = Object.fromEntries(
        SETTINGS_TABS.map((each) => [each, Object.fromEntries(Object.keys(settingsSchemas[each].shape).map((name) => [name, value[name]]))]),
      ) as { [Tab in SettingsTab]: SettingsInput[Tab] };
      saved = updateChangedSettings(user, byTab);
    } else {
      saved = updateSettings(user, tab, submission.value as SettingsInput[typeof tab]);
    }
  } catch (error) {
    // The spec only logged a failed save; the admin is told instead.
    console.error("Settings save failed", error);
    return data(
      { tab, result: submission.reply({ ...HIDDEN_FIELDS, formErrors: [copy.saveFailed] }), posted: postedTicks(formData), savedAt: null },
      { status: 500 },
    );
  }
  if (!saved.ok) throw data(null, { status: 403 });
  // The form starts again from what is now stored (resetForm): nothing is left unsaved.
  if (formData.get(ENHANCED_FIELD) === "1") return data({ tab, result: submission.reply({ ...HIDDEN_FIELDS, resetForm: true }), savedAt: Date.now() });
  return redirectWithToast(back, { type: "success", message: copy.savedToast });
}

type Posted = { email_notifications: boolean; content_protection: boolean; approve_comments: boolean; allowed_file_types: string };
type ActionData = { tab: SettingsTab; result?: SubmissionResult<string[]>; posted?: Posted; savedAt: number | null };
type Settings = Route.ComponentProps["loaderData"]["settings"];

/** The one form's values: the named settings as the form's strings (a ticked box is "on"). */
function formValues(settings: Settings, names: (keyof Settings)[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, typeof settings[name] === "boolean" ? (settings[name] ? "on" : "") : String(settings[name] ?? "")]));
}

const FORM_FIELDS: (keyof Settings)[] = [
  "site_name",
  "site_description",
  "contact_email",
  "contact_phone",
  "address",
  "whatsapp_number",
  "social_facebook",
  "social_instagram",
  "social_twitter",
  "social_linkedin",
  "support_email",
  "smtp_host",
  "smtp_port",
  "max_file_size_mb",
  "seo_meta_title",
  "seo_meta_description",
  "seo_meta_keywords",
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
];

/** The one form of every tab: a fetcher with JavaScript (stays on the page), a plain POST without. */
function useSettingsForm(settings: Settings) {
  const fetcher = useFetcher<ActionData>({ key: "settings" });
  const actionData = useActionData<ActionData>();
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
    id: "settings",
    lastResult: fetcher.state === "idle" ? (fetcher.data?.result ?? actionData?.result) : undefined,
    defaultValue: {
      ...formValues(settings, FORM_FIELDS),
      // Conform fills nested fields (translations.gu.site_description) from a nested object; its type of a piped field's default is not one it can name.
      translations: settings.translations as never,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: allSettingsSchema }) as Submission<Record<string, unknown>>,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const state: "idle" | "saving" | "saved" = fetcher.state !== "idle" ? "saving" : shownSavedAt ? "saved" : "idle";
  const field = (name: string) => fieldset[name]!;
  // The tick boxes a refused save or a tab change (without JavaScript) posted; else the stored ones.
  const ticks: Posted = actionData?.posted ?? settings;
  return { fetcher, form, field, state, ticks, savedAt: fetcher.data?.savedAt ?? 0 };
}

type SettingsForm = ReturnType<typeof useSettingsForm>;

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

function GeneralTab({ tabForm }: { tabForm: SettingsForm }) {
  const { field } = tabForm;
  return (
    <>
      <TextField field={field("site_name")} label="Site name" />
      <TextArea field={field("site_description")} label="Site description" rows={4} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={field("contact_email")} label="Contact email" type="email" optional />
        <TextField field={field("contact_phone")} label="Contact phone" type="tel" optional />
      </div>
      <TextArea field={field("address")} label="Address" rows={2} />
      <TextField field={field("whatsapp_number")} label="WhatsApp number" type="tel" optional hint="With the country code, for example 919876543210." />
      <TranslationSections field={field("translations")} kind="site_settings" />
    </>
  );
}

function AppearanceTab({ tabForm }: { tabForm: SettingsForm }) {
  const { field } = tabForm;
  return (
    <>
      <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
        Social links shown in the footer and on the About page. Leave a field empty to hide that link.
      </p>
      <TextField field={field("social_facebook")} label="Facebook URL" type="url" optional placeholder="https://www.facebook.com/..." />
      <TextField field={field("social_instagram")} label="Instagram URL" type="url" optional placeholder="https://www.instagram.com/..." />
      <TextField field={field("social_twitter")} label="Twitter URL" type="url" optional placeholder="https://x.com/..." />
      <TextField field={field("social_linkedin")} label="LinkedIn URL" type="url" optional placeholder="https://www.linkedin.com/..." />
    </>
  );
}

function EmailTab({ tabForm, settings }: { tabForm: SettingsForm; settings: Settings }) {
  const { field, savedAt, form, ticks } = tabForm;
  // The password input is never filled in; after a save it is emptied.
  const { key: _passwordKey, ...passwordProps } = getInputProps(field("email_app_password"), { type: "password" });
  return (
    <>
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
        key={`notifications-${form.key}`}
        name={field("email_notifications").name}
        label="Email notifications"
        defaultChecked={ticks.email_notifications}
        hint="Tell the workshop's support address about new messages, inquiries and registrations."
      />
    </>
  );
}

function SecurityTab({ tabForm }: { tabForm: SettingsForm }) {
  const { form, ticks } = tabForm;
  return (
    <>
      <Checkbox
        key={`protection-${form.key}`}
        name="content_protection"
        label="Content protection"
        defaultChecked={ticks.content_protection}
        hint="Blocks right-click, copying, dragging, printing and saving of the site's pages."
      />
      <Checkbox
        key={`comments-${form.key}`}
        name="approve_comments"
        label="Approve comments"
        defaultChecked={ticks.approve_comments}
        hint="Comments wait for approval before they are shown."
      />
      <div className="rounded-lg bg-rosewood-50 px-4 py-3 text-sm dark:bg-rosewood-900">
        <p className="font-medium">Account rules</p>
        <p data-testid="security-statement">{copy.securityStatement}</p>
      </div>
    </>
  );
}

function MediaTab({ tabForm }: { tabForm: SettingsForm }) {
  const { field, form, ticks } = tabForm;
  const allowed = ticks.allowed_file_types.split(",").map((type) => type.trim());
  const { key, ...sizeProps } = getSelectProps(field("max_file_size_mb"));
  return (
    <>
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
            <Checkbox key={`${type}-${form.key}`} name="allowed_file_types" value={type} label={type} defaultChecked={allowed.includes(type)} />
          ))}
        </div>
        <FieldError field={field("allowed_file_types")} />
      </fieldset>
    </>
  );
}

function SeoTab({ tabForm }: { tabForm: SettingsForm }) {
  const { field } = tabForm;
  return (
    <>
      <TextField field={field("seo_meta_title")} label="Meta title" optional />
      <TextArea field={field("seo_meta_description")} label="Meta description" rows={3} />
      <TextField field={field("seo_meta_keywords")} label="Meta keywords" optional hint="Separated by commas." />
    </>
  );
}

function QuotationsTab({ tabForm }: { tabForm: SettingsForm }) {
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
    <>
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
    </>
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

const TAB_PANELS: Record<SettingsTab, (props: { tabForm: SettingsForm; settings: Settings }) => ReactNode> = {
  general: GeneralTab,
  appearance: AppearanceTab,
  email: EmailTab,
  security: SecurityTab,
  media: MediaTab,
  seo: SeoTab,
  quotations: QuotationsTab,
};

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { tab: requestedTab, settings, outbox } = loaderData;
  const actionData = useActionData<ActionData>();
  const hydrated = useHydrated();
  const tabForm = useSettingsForm(settings);
  const { fetcher, form, state } = tabForm;
  // The tab shown: the address's, or the one a posted form (a tab button, a refused save) came back on.
  const shownTab = actionData?.tab ?? requestedTab;
  const [tab, setTab] = useState<SettingsTab>(shownTab);
  // A save the server refused opens on the first tab with an error.
  const refusal = fetcher.state === "idle" && fetcher.data && !fetcher.data.savedAt ? fetcher.data : null;
  // Adjusted while rendering (not in an effect) when the address or a refusal changes it.
  const [seen, setSeen] = useState({ shownTab, refusal });
  if (seen.shownTab !== shownTab || seen.refusal !== refusal) {
    setSeen({ shownTab, refusal });
    if (seen.shownTab !== shownTab) setTab(shownTab);
    if (refusal && seen.refusal !== refusal) setTab(refusal.tab);
  }

  const show = (value: SettingsTab) => {
    setTab(value);
    // The address follows (a reload opens the same tab) without a navigation: nothing is fetched or lost.
    const url = new URL(window.location.href);
    url.searchParams.set("tab", value);
    url.searchParams.delete("outbox");
    url.searchParams.delete("page");
    window.history.replaceState(window.history.state, "", url);
  };
  // A save refused in the browser shows the first tab with an error.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const checked = parseWithZod(new FormData(event.currentTarget), { schema: allSettingsSchema });
    const errors: Record<string, string[] | null> = checked.status === "error" ? (checked.error ?? {}) : {};
    const name = Object.entries(errors).find(([, messages]) => messages?.length)?.[0];
    const withError = name ? settingsTabOf(name) : null;
    if (withError) setTab(withError);
    form.onSubmit(event);
  };

  return (
    <>
      <HistoryLink href="/panel/settings/history" />
      <p className="mb-2 text-right text-sm">
        <Link to="/panel/settings/integrations" className="font-medium underline">
          {integrationsCopy.settingsLink}
        </Link>
      </p>
      <fetcher.Form method="post" {...getFormProps(form)} onSubmit={onSubmit} noValidate className="max-w-2xl space-y-5">
        {/* The form's default button (Enter in a field) is Save, not the first tab. */}
        <button type="submit" hidden tabIndex={-1} />
        <nav aria-label="Settings tabs" className="-mx-1 mb-6 flex flex-wrap gap-2 border-b border-rosewood-200 pb-3 dark:border-rosewood-800">
          {SETTINGS_TABS.map((value) => (
            <button
              key={value}
              type="submit"
              name="switch_tab"
              value={value}
              formNoValidate
              aria-current={tab === value ? "page" : undefined}
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                show(value);
              }}
              className={`rounded-lg px-4 py-2 text-sm font-semibold ${tab === value ? "bg-rosewood-700 text-ivory-50 dark:bg-brass-500 dark:text-rosewood-950" : "hover:bg-rosewood-100 dark:hover:bg-rosewood-800"}`}
            >
              {copy.tabs[value]}
            </button>
          ))}
        </nav>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="all_tabs" value="1" />
        <input type="hidden" name="tab" value={tab} />
        {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
        <FormErrors errors={form.errors} id={form.errorId} />
        {SETTINGS_TABS.map((value) => {
          const Panel = TAB_PANELS[value];
          return (
            <section key={value} hidden={tab !== value} aria-labelledby={`settings-${value}-title`} className="space-y-5">
              <h2 id={`settings-${value}-title`} className="mb-4 text-lg font-semibold">
                {copy.tabs[value]}
              </h2>
              <Panel tabForm={tabForm} settings={settings} />
            </section>
          );
        })}
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
      {tab === "email" ? (
        <>
          <TestEmailForm supportEmail={settings.support_email} />
          <Outbox outbox={outbox} />
        </>
      ) : null}
    </>
  );
}
