/** The workshop's name and contact details from site settings, for the pages that show them. */
import { getPublicSiteInfo } from "~/.server/settings/site-settings";
import type { ContactDetails } from "~/components/layout/contact-lines";
import { copySections } from "~/lib/i18n/copy.server";
import { langOf } from "~/lib/i18n/locales";

export function loadSiteContact(): { siteName: string; contact: ContactDetails } {
  const site = getPublicSiteInfo();
  return { siteName: site.site_name, contact: { address: site.address, phone: site.contact_phone, email: site.contact_email } };
}

/** The loader of the privacy policy and the terms: the workshop's contact and, off English, the legal copy. */
export function loadLegalPage(params: { lang?: string }) {
  return { ...loadSiteContact(), copy: copySections(langOf(params.lang), ["legalCopy"]) };
}
