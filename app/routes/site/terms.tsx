/**
 * Terms of service: use of the website, business accounts, inquiries and orders, the nature of
 * handmade pieces, shipping and returns, intellectual property in the designs, and Indian law
 * with courts at Surat, Gujarat. Contact details come from site settings.
 */
import { Link } from "react-router";

import { LegalContact, LegalPage, legalPageMeta, LegalSection, useLegalPage } from "~/components/legal/legal-page";
import { loadLegalPage } from "~/routes/site/.server/site-contact";

import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) => legalPageMeta(matches, "terms");

export const loader = ({ params }: Route.LoaderArgs) => loadLegalPage(params);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { copy, to, siteName, contact, link } = useLegalPage(loaderData);

  return (
    <LegalPage
      siteName={siteName}
      title={copy.termsTitle}
      intro={
        <>
          These terms apply when you use this website, register a business account, send us an inquiry or buy a piece from {siteName} (&ldquo;we&rdquo;,
          &ldquo;us&rdquo;). Please read them before you order. If you do not agree with them, please do not use the site.
        </>
      }
    >
      <LegalSection id="using-the-site" title="1. Using this website">
        <ul>
          <li>You may browse the site and send us messages for your own personal or business purposes.</li>
          <li>
            Do not copy, download in bulk, scrape or republish our photographs, designs or texts, do not try to break into or overload the site, and do not use
            our forms to send spam or anything unlawful.
          </li>
          <li>
            We try to keep the information on the site accurate, but descriptions, prices and availability may change, and a mistake on the site does not oblige
            us to sell at a wrong price.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="accounts" title="2. Business accounts">
        <ul>
          <li>
            Business accounts are for retailers, designers, hotels, corporate buyers and collectors. Every registration is checked by our team; we may approve
            or decline it, and we may suspend an account that is misused.
          </li>
          <li>Give us true and current details, keep your password private, and tell us at once if you think someone else has used your account.</li>
          <li>You are responsible for inquiries and orders sent from your account.</li>
        </ul>
      </LegalSection>

      <LegalSection id="inquiries-and-orders" title="3. Inquiries, quotations and orders">
        <ul>
          <li>
            An inquiry is a request for information, not an order. We reply with availability, a price and a delivery estimate, usually within 24-48 hours.
          </li>
          <li>
            A quotation is valid for 30 days unless it says otherwise. An order is confirmed only when we confirm it in writing and receive any agreed advance
            payment.
          </li>
          <li>
            Product prices are in Indian rupees (₹); prices shown in US dollars for gallery and portfolio work are indicative for international buyers. Taxes
            (GST), packing, shipping and insurance are added to the quotation unless it says they are included.
          </li>
          <li>
            Custom commissions (special sizes, patterns, monograms or corporate sets) begin after you approve a drawing or a sample slice. Once strips are cut
            for your order, it can no longer be cancelled, and the advance covers the materials and work already done.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="handmade" title="4. The nature of handmade Sadeli">
        <p>
          Every piece is cut, assembled and polished by hand from natural wood, bone and metal. Small differences in pattern alignment, the tone and grain of
          the wood and the colour of the bone from one piece to the next, or from the photographs, are the signature of the craft and not defects. Colours also
          look different on different screens. If an exact match matters to you (for a set or a replacement), tell us and we will send photographs of your
          actual piece before it ships.
        </p>
        <p>
          Sadeli is durable when cared for: keep it away from water, direct sunlight and heat, and dust it with a dry soft cloth. Damage from misuse, moisture
          or heat is not a defect.
        </p>
      </LegalSection>

      <LegalSection id="shipping" title="5. Shipping and delivery">
        <ul>
          <li>
            Ready pieces are usually dispatched within 5-7 working days of a confirmed order; made-to-order work takes the time given in your quotation.
            Delivery dates are estimates, and we are not responsible for delays caused by couriers, customs, strikes or weather.
          </li>
          <li>We pack every piece to travel safely and insure it in transit. Ownership and risk pass to you on delivery.</li>
          <li>For orders outside India, customs duties, import taxes and clearance charges of the destination country are paid by the buyer.</li>
        </ul>
      </LegalSection>

      <LegalSection id="returns" title="6. Damage, returns and refunds">
        <ul>
          <li>
            If a piece arrives damaged, tell us within 48 hours of delivery with photographs of the piece and the packaging. We will repair or replace it, or
            refund you, at no cost to you.
          </li>
          <li>
            Ready (catalogue) pieces may be returned within 7 days of delivery if unused and in their original packing. Return shipping is paid by the buyer
            unless the piece was faulty.
          </li>
          <li>Custom and personalised pieces cannot be returned, except for a manufacturing fault.</li>
          <li>Approved refunds are paid to the original payment method within 10 working days of our receiving the returned piece.</li>
        </ul>
        <p>Nothing in these terms limits your rights under the Consumer Protection Act, 2019.</p>
      </LegalSection>

      <LegalSection id="intellectual-property" title="7. Designs and intellectual property">
        <p>
          The patterns, designs, photographs, texts and logos on this website, and the designs of the pieces we make, belong to {siteName} or to the artisans
          who created them. Buying a piece gives you the piece, not the right to copy its design, to reproduce our photographs or to sell copies. You may share
          links to our pages and photographs of pieces you own.
        </p>
        <p>
          &ldquo;Surat Sadeli&rdquo; is a registered Geographical Indication. It may only describe work made in the Surat region by the traditional method;
          please do not use it for anything else.
        </p>
      </LegalSection>

      <LegalSection id="liability" title="8. Our responsibility">
        <p>
          We are responsible for the pieces we sell and for doing what these terms promise. We are not responsible for losses we could not reasonably foresee,
          for indirect business losses, or for the website being briefly unavailable. Our total responsibility for an order is limited to the price paid for it,
          except where Indian law does not allow such a limit.
        </p>
      </LegalSection>

      <LegalSection id="privacy" title="9. Your personal data">
        <p>
          How we collect and use personal data is described in our{" "}
          <Link to={to("/privacy")} className={link}>
            Privacy Policy
          </Link>
          . Newsletter letters are sent only if you subscribe, and every letter lets you unsubscribe.
        </p>
      </LegalSection>

      <LegalSection id="law" title="10. Governing law and jurisdiction">
        <p>
          These terms are governed by the laws of India. We will always try to settle a disagreement by talking to you first. If that fails, the courts at
          Surat, Gujarat have exclusive jurisdiction, subject to any right you have as a consumer to bring a complaint where you live.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="11. Changes to these terms">
        <p>
          We may update these terms; the version on this page on the day you place an order applies to that order. The date at the top shows the latest change.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="12. Contact">
        <LegalContact heading={siteName} contact={contact}>
          <p className="mt-1">
            Or use our{" "}
            <Link to={to("/contact")} className={link}>
              contact form
            </Link>
            .
          </p>
        </LegalContact>
      </LegalSection>
    </LegalPage>
  );
}
