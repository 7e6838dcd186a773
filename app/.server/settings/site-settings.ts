/** The one row of site settings, and the parts any page may show. */
import { eq } from "drizzle-orm";

import { db, schema } from "~/.server/db";

export type SiteSettings = typeof schema.siteSettings.$inferSelect;

const FALLBACK_SITE_NAME = "Surat Sadeli Art Studio";

export function getSiteSettings(): SiteSettings | undefined {
  return db().select().from(schema.siteSettings).where(eq(schema.siteSettings.id, 1)).get();
}

/** What every page needs for its header and footer. Never the mail password. */
export function getPublicSiteInfo() {
  const settings = getSiteSettings();
  return {
    site_name: settings?.site_name || FALLBACK_SITE_NAME,
    site_description: settings?.site_description ?? "",
    contact_email: settings?.contact_email ?? "",
    contact_phone: settings?.contact_phone ?? "",
    address: settings?.address ?? "",
    social_facebook: settings?.social_facebook ?? "",
    social_instagram: settings?.social_instagram ?? "",
    social_twitter: settings?.social_twitter ?? "",
    social_linkedin: settings?.social_linkedin ?? "",
    whatsapp_number: settings?.whatsapp_number ?? "",
    seo_meta_title: settings?.seo_meta_title ?? "",
    seo_meta_description: settings?.seo_meta_description ?? "",
    seo_meta_keywords: settings?.seo_meta_keywords ?? "",
    content_protection: settings?.content_protection ?? true,
  };
}
export type PublicSiteInfo = ReturnType<typeof getPublicSiteInfo>;
