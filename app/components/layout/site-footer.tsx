/** The public footer: newsletter sign-up, services, contact details from site settings, quick links, legal links. */
import { Link } from "react-router";

import { FOOTER_QUICK_LINKS, SOCIAL_NETWORKS } from "~/lib/constants";
import { siteShellCopy } from "~/lib/copy/languages";
import { footer as englishFooter } from "~/lib/copy/shell";
import { useCopy, useLang, useLocalePath } from "~/lib/i18n/use-copy";
import type { RootLoaderData } from "~/root";

import { BrandMark } from "./brand-mark";
import { ContactLines } from "./contact-lines";
import { NewsletterForm } from "./newsletter-form";
import { LinkRow, TitledSection } from "./titled-section";
import { useSiteInfo } from "./use-site-info";

const SOCIAL_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
};

export function SiteFooter({ site }: { site: RootLoaderData["site"] }) {
  const socialLinks = SOCIAL_NETWORKS.map((network) => ({
    network,
    href: site[`social_${network}`],
  })).filter((link) => link.href);
  const year = new Date().getFullYear();
  const footer = useCopy("footer", englishFooter);
  // The description in the page's language where the team wrote one (decision 029), else the English, marked so.
  const shown = useSiteInfo();
  // The contact details stay as written, in English: marked so on a Gujarati or Hindi page.
  const settingsLang = useLang() === "en" ? undefined : "en";
  const shell = useCopy("siteShellCopy", siteShellCopy);
  const to = useLocalePath();
  const heading = "font-serif text-lg font-semibold text-ivory-50";

  return (
    <footer className="mt-24 bg-rosewood-900 text-rosewood-100 dark:bg-black/40">
      <section aria-labelledby="footer-newsletter" className="border-b border-rosewood-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 lg:flex-row lg:items-start lg:justify-between">
          <div className="max-w-xl">
            <h2 id="footer-newsletter" className="font-serif text-2xl font-semibold text-ivory-50">
              {footer.newsletterTitle}
            </h2>
            <p className="mt-2 text-sm leading-relaxed">{footer.newsletterText}</p>
          </div>
          <div className="w-full lg:max-w-md">
            <NewsletterForm id="newsletter-footer" />
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <div className="flex items-center gap-3">
            <BrandMark />
            <h2 id="footer-about" className={heading}>
              {site.site_name}
            </h2>
          </div>
          <p className="mt-4 text-sm leading-relaxed" lang={shown?.descriptionLang}>
            {shown?.site_description ?? site.site_description}
          </p>
          {socialLinks.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-3 text-sm">
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <a href={link.href} rel="noopener noreferrer" target="_blank" className="underline-offset-4 hover:text-brass-300 hover:underline">
                    {SOCIAL_LABELS[link.network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <TitledSection id="footer-services" title={footer.servicesTitle} titleClassName={heading}>
          <ul className="mt-4 space-y-2 text-sm">
            {shell.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection id="footer-links" title={footer.quickLinksTitle} titleClassName={heading}>
          <ul className="mt-4 space-y-2 text-sm">
            {FOOTER_QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={to(link.to)} className="underline-offset-4 hover:text-brass-300 hover:underline">
                  {shell.navigation[link.key]}
                </Link>
              </li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection id="footer-contact" title={footer.contactTitle} titleClassName={heading}>
          <address className="mt-4 space-y-2 text-sm not-italic" lang={settingsLang}>
            <ContactLines contact={{ address: site.address, phone: site.contact_phone, email: site.contact_email }} linkClassName="hover:text-brass-300" />
          </address>
        </TitledSection>
      </div>
      <div className="border-t border-rosewood-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-xs sm:flex-row">
          <p>
            © {year} {site.site_name}. {shell.allRightsReserved}
          </p>
          <p className="flex gap-4">
            <LinkRow
              links={[
                { to: to("/privacy"), label: footer.privacy, className: "hover:text-brass-300" },
                { to: to("/terms"), label: footer.terms, className: "hover:text-brass-300" },
              ]}
            />
          </p>
        </div>
      </div>
    </footer>
  );
}
