/**
 * Site settings as the six tabs of /panel/settings save them. Each tab saves only its own fields,
 * in one transaction with its 'settings_save' audit entry. The mail password goes through
 * `email/smtp-settings.ts` (encrypted; blank keeps the stored one) and never comes back out: the
 * form values below carry only `has_app_password`.
 */
import { eq } from "drizzle-orm";

import type { User } from "~/.server/accounts/users";
import { recordAudit } from "~/.server/activity/audit";
import { type AppDatabase, db, schema, writeTransaction } from "~/.server/db";
import { updateEmailSettings } from "~/.server/email/smtp-settings";
import { forbidden, type Refused } from "~/.server/result";
import { keepRevision } from "~/.server/revisions/store";
import { readTranslations, saveTranslations } from "~/.server/translations/translations";
import { HOME_STATE_CODE } from "~/lib/gst/states";
import { can } from "~/lib/permissions";
import type { SettingsInput, SettingsTab } from "~/lib/schemas/admin/settings";

const { siteSettings } = schema;
const SETTINGS_ID = 1;
const DEFAULT_SITE_NAME = "Surat Sadeli Art Studio";

/** Everything the settings screen shows; the password only as "one is stored". */
export function getSettings() {
  const row = db().select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID)).get();
  const {
    email_app_password_encrypted,
    updated_at: _updatedAt,
    id: _id,
    ...visible
  } = row ?? {
    ...defaults(),
    email_app_password_encrypted: "",
    updated_at: "",
    id: SETTINGS_ID,
  };
  return { ...visible, has_app_password: Boolean(email_app_password_encrypted) };
}
export type SettingsForForm = ReturnType<typeof getSettings>;

/** The General tab's translated texts: the description in Gujarati and Hindi (decision 029). */
export function getSettingsTranslations() {
  return readTranslations("site_settings", SETTINGS_ID);
}

function defaults() {
  return {
    site_name: DEFAULT_SITE_NAME,
    site_description: "",
    contact_email: "",
    contact_phone: "",
    address: "",
    social_facebook: "",
    social_instagram: "",
    social_twitter: "",
    social_linkedin: "",
    whatsapp_number: "",
    support_email: "",
    smtp_host: "smtp.gmail.com",
    smtp_port: 465,
    email_notifications: true,
    approve_comments: true,
    max_file_size_mb: 10,
    allowed_file_types: "jpg,jpeg,png,gif,webp",
    seo_meta_title: "",
    seo_meta_description: "",
    seo_meta_keywords: "",
    content_protection: true,
    legal_name: "",
    gstin: "",
    state_code: HOME_STATE_CODE,
    invoice_address: "",
    bank_account_name: "",
    bank_account_number: "",
    bank_ifsc: "",
    bank_name: "",
    upi_id: "",
    quote_validity_days: 30,
    quote_terms: "",
    default_hsn_code: "4420",
    default_gst_rate_bp: 500,
  };
}

export type SettingsSaveResult = { ok: true } | Refused<"forbidden">;

/** Saves one tab. Nothing is saved unless the input passed that tab's schema. */
export function updateSettings<Tab extends SettingsTab>(actor: User, tab: Tab, input: SettingsInput[Tab]): SettingsSaveResult {
  if (!can(actor, "manage:settings")) return forbidden();
  writeTransaction((tx) => {
    // A site started without demo content has no settings row yet: the first save makes it.
    tx.insert(siteSettings).values({ id: SETTINGS_ID, site_name: DEFAULT_SITE_NAME }).onConflictDoNothing().run();
    keepRevision(tx, "site_settings", SETTINGS_ID, actor);
    recordAudit(actor, "settings_save", "SiteSettings", SETTINGS_ID, saveTab(tx, tab, input));
  });
  return { ok: true };
}

/**
 * Issue 32: the settings screen's one form saves every tab (docs/decisions/047). A tab is saved
 * (with its audit entry) only when a value differs from the stored one, or when it carries a new
 * app password; a save that changes nothing saves nothing. `input` passed allSettingsSchema.
 */
export function updateChangedSettings(actor: User, input: { [Tab in SettingsTab]: SettingsInput[Tab] }): SettingsSaveResult {
  if (!can(actor, "manage:settings")) return forbidden();
  const stored: Record<string, unknown> = { ...getSettings(), translations: getSettingsTranslations() };
  const same = (name: string, value: unknown) =>
    name === "translations" ? filledTexts(value) === filledTexts(stored.translations) : name === "email_app_password" ? value === "" : stored[name] === value;
  for (const tab of Object.keys(input) as SettingsTab[]) {
    const values = input[tab] as Record<string, unknown>;
    if (Object.entries(values).every(([name, value]) => same(name, value))) continue;
    const saved = updateSettings(actor, tab, input[tab]);
    if (!saved.ok) return saved;
  }
  return { ok: true };
}

/** A record's translations as the texts they hold (language, field, text; blanks left out), to compare. */
function filledTexts(translations: unknown): string {
  const texts: string[] = [];
  for (const [lang, fields] of Object.entries((translations ?? {}) as Record<string, unknown>)) {
    if (!fields || typeof fields !== "object") continue;
    for (const [field, text] of Object.entries(fields)) if (typeof text === "string" && text.trim() !== "") texts.push(`${lang}.${field}=${text}`);
  }
  return texts.sort().join("\n");
}

/**
 * Restores a kept version of the settings (issue 32): every tab given, each already checked by its
 * tab's schema, in one transaction that first keeps the version it replaces. The mail password is
 * never in a version, and the Email tab's blank password keeps the stored one: a restore changes no secret.
 */
export function restoreSettings(actor: User, inputs: { [Tab in SettingsTab]?: SettingsInput[Tab] }): SettingsSaveResult {
  if (!can(actor, "manage:settings")) return forbidden();
  writeTransaction((tx) => {
    tx.insert(siteSettings).values({ id: SETTINGS_ID, site_name: DEFAULT_SITE_NAME }).onConflictDoNothing().run();
    keepRevision(tx, "site_settings", SETTINGS_ID, actor);
    const tabs = (Object.keys(inputs) as SettingsTab[]).filter((tab) => inputs[tab] !== undefined);
    for (const tab of tabs) saveTab(tx, tab, { ...inputs[tab]!, ...(tab === "email" ? { email_app_password: "" } : {}) } as SettingsInput[typeof tab]);
    recordAudit(actor, "settings_save", "SiteSettings", SETTINGS_ID, `Restored an earlier version of the settings (${tabs.join(", ")})`);
  });
  return { ok: true };
}

/** Writes one tab's fields inside the caller's transaction; answers the audit's summary. */
function saveTab<Tab extends SettingsTab>(tx: AppDatabase, tab: Tab, input: SettingsInput[Tab]): string {
  if (tab === "email") {
    const { email_app_password, ...rest } = input as SettingsInput["email"];
    // Same connection, so this runs inside the transaction.
    updateEmailSettings({ ...rest, email_app_password });
    return `Saved the Email settings (${Object.keys(rest).join(", ")}${email_app_password.trim() ? ", new app password" : ""})`;
  }
  // The General tab's translations go to content_translations (decision 029), not the row.
  const { translations, ...fields } = input as Record<string, unknown> & Pick<SettingsInput["general"], "translations">;
  if (tab === "general") saveTranslations(tx, "site_settings", SETTINGS_ID, translations);
  const values = { ...fields, updated_at: new Date().toISOString() };
  tx.update(siteSettings).set(values).where(eq(siteSettings.id, SETTINGS_ID)).run();
  return `Saved the ${tab === "seo" ? "SEO" : tab[0]!.toUpperCase() + tab.slice(1)} settings (${Object.keys(fields).join(", ")}${translations ? ", translations" : ""})`;
}
