/**
 * The site settings' field names as the team reads them (issue 32, defect 9): the activity log
 * names a saved setting by these words instead of its column ("Site name", not "site_name").
 * Every column of the settings row has an entry: the type check fails otherwise. The Settings
 * screen's labels say the same (a later change may read them from here).
 */
import type { siteSettings } from "../../../../drizzle/schema";

type SettingsColumn = Exclude<keyof typeof siteSettings.$inferSelect, "id" | "updated_at">;

export const siteSettingsLabelsEn = {
  site_name: "Site name",
  site_description: "Site description",
  contact_email: "Contact email",
  contact_phone: "Contact phone",
  address: "Address",
  social_facebook: "Facebook URL",
  social_instagram: "Instagram URL",
  social_twitter: "Twitter URL",
  social_linkedin: "LinkedIn URL",
  whatsapp_number: "WhatsApp number",
  support_email: "Support email",
  email_app_password_encrypted: "Email app password",
  smtp_host: "SMTP host",
  smtp_port: "SMTP port",
  email_notifications: "Email notifications",
  approve_comments: "Approve comments",
  max_file_size_mb: "Largest file (MB)",
  allowed_file_types: "Allowed file types",
  seo_meta_title: "Meta title",
  seo_meta_description: "Meta description",
  seo_meta_keywords: "Meta keywords",
  content_protection: "Content protection",
  legal_name: "Legal name",
  gstin: "GSTIN",
  state_code: "State",
  invoice_address: "Address for invoices",
  bank_account_name: "Bank account name",
  bank_account_number: "Bank account number",
  bank_ifsc: "IFSC",
  bank_name: "Bank and branch",
  upi_id: "UPI id",
  quote_validity_days: "Quotation validity (days)",
  quote_terms: "Default terms",
  default_hsn_code: "Default HSN code",
  default_gst_rate_bp: "Default GST rate",
} as const satisfies Record<SettingsColumn, string>;
