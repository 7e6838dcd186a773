/** The workshop's name and contact details from site settings, for the pages that show them. */
import { getPublicSiteInfo } from "~/.server/settings/site-settings";
import type { ContactDetails } from "~/components/layout/contact-lines";

export function loadSiteContact(): { siteName: string; contact: ContactDetails } {
  const site = getPublicSiteInfo();
  return { siteName: site.site_name, contact: { address: site.address, phone: site.contact_phone, email: site.contact_email } };
}
