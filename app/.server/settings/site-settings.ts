/** The one row of site settings, and the parts any page may show. */
import { eq } from "drizzle-orm";

import { db, schema } from "~/.server/db";
import { memoUntilWrite } from "~/.server/read-memo";
import { readTranslations } from "~/.server/translations/translations";
import { type ContentLanguage, isContentLanguage, type ReadLanguage } from "~/lib/content-translations";

export type SiteSettings = typeof schema.siteSettings.$inferSelect;

const FALLBACK_SITE_NAME = "Surat Sadeli Art Studio";

export function getSiteSettings(): SiteSettings | undefined {
  return db().select().from(schema.siteSettings).where(eq(schema.siteSettings.id, 1)).get();
}

/** The texts of the settings any page and GET /api/settings/public/ may show (besides the site's name). */
export const PUBLIC_SITE_TEXT_FIELDS = [
  "site_description",
  "contact_email",
  "contact_phone",
  "address",
  "social_facebook",
  "social_instagram",
  "social_twitter",
  "social_linkedin",
  "whatsapp_number",
  "seo_meta_title",
  "seo_meta_description",
  "seo_meta_keywords",
] as const;
type PublicSiteText = (typeof PUBLIC_SITE_TEXT_FIELDS)[number];

function readPublicSiteInfo() {
  const settings = getSiteSettings();
  const texts = Object.fromEntries(PUBLIC_SITE_TEXT_FIELDS.map((field) => [field, settings?.[field] ?? ""])) as Record<PublicSiteText, string>;
  return { site_name: settings?.site_name || FALLBACK_SITE_NAME, ...texts, content_protection: settings?.content_protection ?? true };
}

/**
 * What every page needs for its header and footer. Never the mail password. Read once until the
 * next write (read-memo.ts): every page's root loader asks for it (issue 30). Callers must not
 * change the object: it is shared.
 */
export function getPublicSiteInfo(): Readonly<ReturnType<typeof readPublicSiteInfo>> {
  return memoUntilWrite("settings.public", readPublicSiteInfo);
}
export type PublicSiteInfo = ReturnType<typeof getPublicSiteInfo>;

/**
 * The settings' texts written for a Gujarati or Hindi page (decision 029): each translated one,
 * and `untranslated` naming those that keep the English (marked lang="en" where shown). Empty
 * for English, which reads nothing more.
 */
export function siteTextsIn(lang: ReadLanguage): { site_description?: string; untranslated: string[] } {
  if (!isContentLanguage(lang)) return { untranslated: [] };
  // Every Gujarati and Hindi page's layout asks: read once until the next write.
  return memoUntilWrite(`settings.texts:${lang}`, () => translatedSiteTexts(lang));
}

function translatedSiteTexts(lang: ContentLanguage): { site_description?: string; untranslated: string[] } {
  const texts = readTranslations("site_settings", 1)[lang] ?? {};
  const english = getSiteSettings()?.site_description ?? "";
  if (texts.site_description) return { site_description: texts.site_description, untranslated: [] };
  return { untranslated: english ? ["site_description"] : [] };
}
