/**
 * Privacy policy: what the site collects (contact messages, newsletter, business accounts,
 * inquiries), why, for how long, the cookies it sets, and the rights of a Data Principal under
 * India's Digital Personal Data Protection Act, 2023. Contact details come from site settings.
 */
import { Link } from "react-router";

import { LegalContact, LegalPage, legalPageMeta, LegalSection, useLegalPage } from "~/components/legal/legal-page";
import { loadLegalPage } from "~/routes/site/.server/site-contact";

import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) => legalPageMeta(matches, "privacy");

export const loader = ({ params }: Route.LoaderArgs) => loadLegalPage(params);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { copy, to, siteName, contact, link } = useLegalPage(loaderData);

  return (
    <LegalPage
      siteName={siteName}
      title={copy.privacyTitle}
      intro={
        <>
          We are a small workshop of Sadeli artisans in Surat, Gujarat. We ask for as little personal data as we can, we use it only to answer you and to make
          and deliver your pieces, and we never sell it. This policy explains what we collect through this website, why, how long we keep it and what you can
          ask of us.
        </>
      }
    >
      <LegalSection id="who-we-are" title="1. Who we are">
        <p>
          This website is run by {siteName}
          {contact.address ? <>, {contact.address}</> : null}. For the purposes of the Digital Personal Data Protection Act, 2023 (the &ldquo;DPDP Act&rdquo;)
          we are the Data Fiduciary for the personal data described here: we decide why and how it is processed.
        </p>
      </LegalSection>

      <LegalSection id="what-we-collect" title="2. What we collect">
        <p>We only collect what you give us, or what a web server needs to deliver a page:</p>
        <ul>
          <li>
            <strong>Contact messages:</strong> your name, email address, phone number (if you give one), the type of message, its subject and what you write.
          </li>
          <li>
            <strong>Newsletter:</strong> your email address, the date you subscribed and a private key for your unsubscribe link.
          </li>
          <li>
            <strong>Business accounts:</strong> your name, business name, email address, contact number, address and city, and your password, which we store
            only as a one-way scrambled value (a hash) that nobody, including us, can read.
          </li>
          <li>
            <strong>Product and project inquiries:</strong> the piece you ask about, your message, and any quantity, budget or delivery timeline you mention,
            linked to your account.
          </li>
          <li>
            <strong>Orders:</strong> when an inquiry becomes an order, the delivery address and phone number needed to ship it and the details needed for a GST
            invoice. We do not take card or bank details on this website.
          </li>
          <li>
            <strong>Technical data:</strong> when you visit, our server and hosting provider briefly record technical details such as your IP address, the page
            requested and the time, to keep the site running and to stop abuse.
          </li>
        </ul>
        <p>Please do not send us sensitive information (health, financial account or identity document numbers) through the forms.</p>
      </LegalSection>

      <LegalSection id="why" title="3. Why we use it">
        <p>
          We process your personal data on the basis of the consent you give when you submit a form, and for the legitimate uses the DPDP Act allows, in order
          to:
        </p>
        <ul>
          <li>reply to your message or inquiry, prepare quotations, and make, pack and deliver what you order;</li>
          <li>check and approve business account registrations and let you sign in;</li>
          <li>send the newsletter you asked for, until you unsubscribe;</li>
          <li>keep the website secure, prevent spam and fraud, and fix faults;</li>
          <li>keep the accounting and tax records Indian law requires, and meet other legal obligations.</li>
        </ul>
        <p>We do not use your data for automated decisions about you, and we do not build advertising profiles.</p>
      </LegalSection>

      <LegalSection id="cookies" title="4. Cookies">
        <p>This website sets only the cookies it needs to work. There are no advertising or analytics trackers and no third-party cookies on our pages.</p>
        <ul>
          <li>
            <strong>Session cookie</strong> (only when you sign in): a random identifier that keeps you signed in. It holds no personal details, cannot be read
            by scripts, and ends when you log out or after 30 days.
          </li>
          <li>
            <strong>Theme cookie</strong> (only if you choose light or dark mode): remembers your choice for up to a year.
          </li>
          <li>
            <strong>One-time message cookie:</strong> carries a short confirmation (such as &ldquo;saved&rdquo;) to the next page you see, then is deleted; it
            lasts at most one minute.
          </li>
        </ul>
        <p>
          The map on our{" "}
          <Link to={to("/contact")} className={link}>
            contact page
          </Link>{" "}
          is provided by Google. When it loads, Google receives your IP address and may set its own cookies under its own privacy policy. The rest of the site
          does not load anything from Google or any other third party.
        </p>
      </LegalSection>

      <LegalSection id="sharing" title="5. Who we share it with">
        <p>We never sell or rent your personal data. We share it only as far as needed with:</p>
        <ul>
          <li>our hosting provider and email service, which store and send data for us under contract;</li>
          <li>courier and logistics companies, who receive the name, address and phone number needed for delivery;</li>
          <li>our chartered accountant, for invoices and tax filings;</li>
          <li>government or law-enforcement authorities, when Indian law requires it.</li>
        </ul>
        <p>
          Some of these providers may process data outside India. We use them only where the transfer is permitted under the DPDP Act and they protect the data
          at least as well as we do.
        </p>
      </LegalSection>

      <LegalSection id="retention" title="6. How long we keep it">
        <ul>
          <li>Contact messages and inquiries: up to three years after our last exchange with you, so we can follow up on orders and repairs.</li>
          <li>Newsletter: until you unsubscribe; after that only a record that you did, so we do not write to you again.</li>
          <li>
            Business accounts: while the account is open; we delete it within 30 days of your request to close it, or at once when you delete it yourself from{" "}
            <Link to={to("/account/data")} className={link}>
              My data
            </Link>
            .
          </li>
          <li>Invoices and order records: as long as Indian tax and accounting laws require.</li>
          <li>Server logs: up to 90 days.</li>
        </ul>
        <p>When data is no longer needed for its purpose, we delete it or make it anonymous.</p>
      </LegalSection>

      <LegalSection id="security" title="7. How we protect it">
        <p>
          The site is served over an encrypted connection, passwords are stored only as hashes, sign-in sessions can be ended at any time, and only the members
          of our team who need the data can see it. If a personal data breach ever happens, we will inform the Data Protection Board of India and the people
          affected, as the DPDP Act requires.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title="8. Your rights">
        <p>Under the DPDP Act you may:</p>
        <ul>
          <li>ask for a summary of the personal data we hold about you and how we use it;</li>
          <li>ask us to correct, complete or update it;</li>
          <li>ask us to erase it, unless we must keep it by law;</li>
          <li>
            withdraw your consent at any time (for the newsletter, with the unsubscribe link in every letter), which does not affect what was done before;
          </li>
          <li>nominate another person to exercise these rights if you die or are unable to;</li>
          <li>have your grievance heard by us and, if you are not satisfied, complain to the Data Protection Board of India.</li>
        </ul>
        <p>Write to us using the details below. We may ask you to confirm your identity before we act on a request.</p>
        <p id="my-data">
          If you have a business account, you can do two of these yourself, at any time, on the{" "}
          <Link to={to("/account/data")} className={link}>
            My data
          </Link>{" "}
          page once you are signed in. <strong>Download my data</strong> gives you a file (JSON) with your account details and everything you sent us through
          this website: your product and project inquiries with our replies, the contact messages sent with your email address, and your newsletter
          subscription. It never contains your password. <strong>Delete my account</strong>, after you confirm it with your password, erases your account at
          once: you are signed out on every device, and your contact messages and newsletter subscription are deleted. Your inquiries stay in our records,
          because they are our record of quotations, orders and repairs, but your name and email address in them are replaced by &ldquo;Deleted account&rdquo;;
          what you wrote in them stays as you wrote it. The account of the workshop&rsquo;s first administrator cannot be deleted this way. Copies in our
          backups disappear as the backups are replaced, within five weeks.
        </p>
      </LegalSection>

      <LegalSection id="children" title="9. Children">
        <p>
          This website is meant for adults. We do not knowingly collect personal data from anyone under 18 without verifiable consent from a parent or lawful
          guardian. If you believe a child has sent us data, tell us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection id="grievance" title="10. Grievance contact">
        <p>For questions, requests or complaints about your personal data, contact our team:</p>
        <LegalContact heading={`${siteName}: Grievance Officer`} contact={contact}>
          {!contact.email && !contact.phone ? (
            <p className="mt-1">
              Use our{" "}
              <Link to={to("/contact")} className={link}>
                contact form
              </Link>
              .
            </p>
          ) : null}
        </LegalContact>
        <p>We acknowledge every request within 7 working days and resolve it as quickly as we can, within the time the law allows.</p>
      </LegalSection>

      <LegalSection id="changes" title="11. Changes to this policy">
        <p>
          If we change how we use personal data, we will update this page and the date at the top. If a change is significant, we will tell account holders and
          subscribers by email before it takes effect. See also our{" "}
          <Link to={to("/terms")} className={link}>
            Terms of Service
          </Link>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
