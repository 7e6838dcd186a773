/**
 * The workshop's address, phone and email from site settings, as the lines of an <address>:
 * each only when it is set, the phone and the email as links. The footer, the about page and
 * the legal pages show them; each gives its own look. Also the same details as the workshop's
 * LocalBusiness structured data (the home, about and contact pages): here, in the shell's file
 * that every page has, rather than in a file of its own that those pages each fetched for it.
 */
import { useNonce } from "~/components/nonce";
import { copyable } from "~/lib/copyable";
import { useEnglishMark } from "~/lib/i18n/use-copy";
import { jsonLd, localBusinessData } from "~/lib/seo";
import { useRootData } from "~/root";

export type ContactDetails = { address: string; phone: string; email: string };

/** A phone number as a tel: link (digits and the leading +, whatever the settings wrote between them). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

type Line = "address" | "phone" | "email";

export function ContactLines({
  contact,
  linkClassName,
  lineClassName,
  labels,
  order = ["address", "phone", "email"],
}: {
  contact: ContactDetails;
  linkClassName: string;
  lineClassName?: string;
  /** Words before the phone and the email ("Phone: "). */
  labels?: { phone: string; email: string };
  order?: readonly Line[];
}) {
  // The address is the settings' English: marked so on a Gujarati or Hindi page.
  const english = useEnglishMark();
  const lines: Record<Line, React.ReactNode> = {
    address: contact.address,
    phone: contact.phone ? (
      <>
        {labels?.phone}
        <a href={telHref(contact.phone)} className={linkClassName}>
          {contact.phone}
        </a>
      </>
    ) : null,
    email: contact.email ? (
      <>
        {labels?.email}
        <a href={`mailto:${contact.email}`} className={linkClassName}>
          {contact.email}
        </a>
      </>
    ) : null,
  };
  return order.map((line) =>
    lines[line] ? (
      // Copyable with content protection on (docs/decisions/026).
      <p key={line} className={lineClassName} lang={line === "address" ? english : undefined} {...copyable}>
        {lines[line]}
      </p>
    ) : null,
  );
}

/**
 * The workshop's LocalBusiness structured data, from the site settings every page already has.
 * Written by the server only, like a detail page's (detail-parts.tsx's StructuredData).
 */
export function LocalBusinessData() {
  const rootData = useRootData();
  const nonce = useNonce();
  if (!rootData) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? jsonLd(localBusinessData(rootData.site, rootData.origin)) : "" }}
    />
  );
}
