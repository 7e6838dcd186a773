/**
 * The mail part of site settings, as the settings screen and the API may see and change it. The
 * app password goes in encrypted (secret-box) and never comes out of this module: pages get only
 * `has_app_password`. Only the worker decrypts it, at the moment it connects.
 */
import { eq } from "drizzle-orm";

import { db, schema } from "../db";
import { encryptSecret } from "./secret-box";

const SETTINGS_ID = 1;

export class SiteSettingsMissing extends Error {
  override name = "SiteSettingsMissing";
  constructor() {
    super("Site settings are not set up yet");
  }
}

function updateSettings(values: Partial<typeof schema.siteSettings.$inferInsert>) {
  const result = db()
    .update(schema.siteSettings)
    .set({ ...values, updated_at: new Date().toISOString() })
    .where(eq(schema.siteSettings.id, SETTINGS_ID))
    .run();
  if (result.changes === 0) throw new SiteSettingsMissing();
}

/**
 * Stores a new app password, encrypted. A blank value (what a password field sends when left
 * empty) keeps the stored one: the screen never shows the password, so an untouched field must
 * not erase it. Surrounding spaces are dropped. Returns what happened.
 */
export function setEmailAppPassword(plain: string | null | undefined): "saved" | "kept" {
  const value = (plain ?? "").trim();
  if (!value) return "kept";
  updateSettings({ email_app_password_encrypted: encryptSecret(value) });
  return "saved";
}

export function hasEmailAppPassword(): boolean {
  const row = db()
    .select({ stored: schema.siteSettings.email_app_password_encrypted })
    .from(schema.siteSettings)
    .where(eq(schema.siteSettings.id, SETTINGS_ID))
    .get();
  return Boolean(row?.stored);
}

/** What the Email tab of the settings shows: everything but the password itself. */
export function getEmailSettings() {
  const row = db().select().from(schema.siteSettings).where(eq(schema.siteSettings.id, SETTINGS_ID)).get();
  return {
    support_email: row?.support_email ?? "",
    smtp_host: row?.smtp_host ?? "smtp.gmail.com",
    smtp_port: row?.smtp_port ?? 465,
    email_notifications: row?.email_notifications ?? true,
    has_app_password: Boolean(row?.email_app_password_encrypted),
  };
}
export type EmailSettingsForForm = ReturnType<typeof getEmailSettings>;

export type EmailSettingsInput = {
  support_email?: string;
  /** Blank or absent keeps the stored password. */
  email_app_password?: string | null;
  smtp_host?: string;
  smtp_port?: number;
  email_notifications?: boolean;
};

/**
 * Saves the mail settings (input already validated by the settings schema). An empty host or
 * port falls back to Gmail's (smtp.gmail.com, 465), the defaults for a Gmail app password.
 */
export function updateEmailSettings(input: EmailSettingsInput) {
  const values: Partial<typeof schema.siteSettings.$inferInsert> = {};
  if (input.support_email !== undefined) values.support_email = input.support_email.trim().toLowerCase();
  if (input.smtp_host !== undefined) values.smtp_host = input.smtp_host.trim() || "smtp.gmail.com";
  if (input.smtp_port !== undefined) values.smtp_port = input.smtp_port || 465;
  if (input.email_notifications !== undefined) values.email_notifications = input.email_notifications;
  const password = (input.email_app_password ?? "").trim();
  if (password) values.email_app_password_encrypted = encryptSecret(password);
  if (Object.keys(values).length > 0) updateSettings(values);
}
