/** The frame of the privacy policy and the terms: title, date, introduction, numbered sections. */
import type { ReactNode } from "react";

import { type ContactDetails, ContactLines } from "~/components/layout/contact-lines";
import { legalCopy as englishLegal } from "~/lib/copy/about";
import { metaCopy, useCopy, useLang, useLocalePath } from "~/lib/i18n/use-copy";
import { pageMeta } from "~/lib/seo";

export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="mt-12 text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-rosewood-800 dark:text-rosewood-100 [&_li]:mt-2 [&_ul]:list-disc [&_ul]:pl-6">{children}</div>
    </section>
  );
}

/** The policy's and the terms' text is English: on a Gujarati or Hindi page it says so and is marked lang="en". */
export function LegalPage({ siteName, title, intro, children }: { siteName: string; title: string; intro: ReactNode; children: ReactNode }) {
  const legalCopy = useCopy("legalCopy", englishLegal);
  const english = useLang() === "en";
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold tracking-widest text-brass-700 uppercase dark:text-brass-300">{siteName}</p>
      <h1 className="mt-3 text-4xl font-semibold">{title}</h1>
      <p className="mt-3 text-sm text-rosewood-600 dark:text-rosewood-300">
        {legalCopy.lastUpdatedLabel} <time dateTime="2026-11-22">{legalCopy.lastUpdated}</time>
      </p>
      {english ? null : <p className="mt-6 rounded-lg bg-ivory-200 px-4 py-3 text-sm dark:bg-rosewood-900">{legalCopy.englishOnly}</p>}
      <div lang={english ? undefined : "en"}>
        <p className="mt-8 text-lg leading-relaxed">{intro}</p>
        {children}
      </div>
    </main>
  );
}

export const legalLink = "font-medium text-rosewood-700 underline underline-offset-4 dark:text-brass-300";

/** Who to write to, in a card: a heading, the address, email and phone, and what the page adds. */
export function LegalContact({ heading, contact, children }: { heading: string; contact: ContactDetails; children?: ReactNode }) {
  return (
    <address className="rounded-2xl border border-rosewood-200 bg-white p-5 not-italic dark:border-rosewood-800 dark:bg-rosewood-900">
      <p className="font-semibold">{heading}</p>
      <ContactLines
        contact={contact}
        linkClassName={legalLink}
        lineClassName="mt-1"
        labels={{ email: "Email: ", phone: "Phone: " }}
        order={["address", "email", "phone"]}
      />
      {children}
    </address>
  );
}

type LegalKind = "privacy" | "terms";

/** The head of the policy or the terms: its title and description from the legal copy, at /privacy or /terms. */
export function legalPageMeta(matches: Parameters<typeof pageMeta>[0], kind: LegalKind) {
  const copy = metaCopy(matches, "legalCopy", englishLegal);
  return pageMeta(matches, { title: copy[`${kind}Title`], description: copy[`${kind}Description`], path: `/${kind}` });
}

/** What the policy's and the terms' text reads: the legal copy, the locale path maker, the workshop's name and contact. */
export function useLegalPage(loaderData: { siteName: string; contact: ContactDetails }) {
  const copy = useCopy("legalCopy", englishLegal);
  const to = useLocalePath();
  const { siteName, contact } = loaderData;
  return { copy, to, siteName, contact, link: legalLink };
}
