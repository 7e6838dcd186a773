/**
 * About: the workshop's story from site settings, the heritage timeline, how a piece is made,
 * awards and stats. Everything is in the server's HTML; the blocks that depend on settings
 * (heritage, values, contact, social) show only when the settings have data for them.
 */
import { isRouteErrorResponse, Link } from "react-router";

import { getPublicSiteInfo, getSiteSettings, siteTextsIn } from "~/.server/settings/site-settings";
import { ContactLines, LocalBusinessData } from "~/components/layout/contact-lines";
import { HeroBand, HeroStats } from "~/components/layout/page-hero";
import { LinkRow, TitledSection } from "~/components/layout/titled-section";
import { ABOUT_STATS, aboutContentCopy, type AboutPicture, aboutPictureSrc, AWARDS, HERITAGE_TIMELINE, WORKSHOP_PROCESS } from "~/lib/about-content";
import { SOCIAL_NETWORKS } from "~/lib/constants";
import { aboutCopy as englishAbout } from "~/lib/copy/about";
import { errorPage as englishErrorPage } from "~/lib/copy/shell";
import { copySections } from "~/lib/i18n/copy.server";
import { fill, langOf } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useCopyPart, useEnglishMark, useLocalePath } from "~/lib/i18n/use-copy";
import { pageMeta } from "~/lib/seo";
import { loadSiteContact } from "~/routes/site/.server/site-contact";

import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => {
  const copy = metaCopy(matches, "aboutCopy", englishAbout);
  return pageMeta(matches, { title: copy.metaTitle, description: copy.metaDescription, path: "/about" });
};

export function loader({ params }: Route.LoaderArgs) {
  const site = getPublicSiteInfo();
  const lang = langOf(params.lang);
  // The description in the page's language where the team wrote one (decision 029).
  const translated = siteTextsIn(lang).site_description;
  return {
    copy: copySections(lang, ["aboutCopy", "aboutContent"]),
    settingsLoaded: getSiteSettings() !== undefined,
    ...loadSiteContact(),
    description: translated ?? site.site_description,
    descriptionTranslated: translated !== undefined,
    social: SOCIAL_NETWORKS.map((network) => ({ network, href: site[`social_${network}`] })).filter((link) => /^https?:\/\//i.test(link.href)),
  };
}

const cardFrame = "rounded-2xl border border-rosewood-200 bg-white shadow-sm dark:border-rosewood-800 dark:bg-rosewood-900";
const card = `${cardFrame} p-6`;
const sectionTitle = "text-3xl font-semibold";
const muted = "text-rosewood-700 dark:text-rosewood-200";

/** One of the page's generated pictures (static SVG files: sharp at any size, a few KB each). */
function AboutImage({ picture, alt, width, height, className }: { picture: AboutPicture; alt: string; width: number; height: number; className: string }) {
  return <img src={aboutPictureSrc(picture)} alt={alt} width={width} height={height} loading="lazy" decoding="async" draggable={false} className={className} />;
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const copy = useCopy("aboutCopy", englishAbout);
  // The story's texts in the page's language; years, numbers and pictures from the lists.
  const content = useCopy("aboutContent", aboutContentCopy);
  const english = useEnglishMark();
  const to = useLocalePath();
  const { settingsLoaded, siteName, description, descriptionTranslated, contact, social } = loaderData;
  const hasContact = Boolean(contact.address || contact.phone || contact.email);

  return (
    <main id="main">
      <LocalBusinessData />
      <HeroBand
        eyebrow={copy.eyebrow}
        title={fill(content.heroTitle, { site: siteName })}
        text={description || copy.heroFallback}
        textLang={description && !descriptionTranslated ? english : undefined}
        frameClassName="py-20 sm:py-24"
        titleClassName="mt-4 max-w-3xl"
        textClassName="mt-6 max-w-3xl leading-relaxed"
      >
        <HeroStats
          stats={ABOUT_STATS.map((stat, index) => ({ value: stat.value, label: content.stats[index] ?? stat.label }))}
          label={copy.statsTitle}
          className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-4"
          itemClassName="flex flex-col-reverse rounded-2xl border border-rosewood-700 bg-rosewood-800/60 p-5 text-center"
          labelClassName="mt-1 text-sm text-rosewood-100"
        />
      </HeroBand>

      {settingsLoaded ? (
        <section aria-labelledby="heritage" className="mx-auto max-w-7xl px-4 pt-16">
          <div className="grid gap-10 lg:grid-cols-2">
            <div>
              <h2 id="heritage" className={sectionTitle}>
                {copy.heritageTitle}
              </h2>
              {copy.heritage.map((paragraph) => (
                <p key={paragraph.slice(0, 24)} className={`mt-4 leading-relaxed ${muted}`}>
                  {paragraph}
                </p>
              ))}
            </div>
            <TitledSection id="values" title={copy.valuesTitle} titleClassName={sectionTitle}>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {copy.values.map((value) => (
                  <li key={value.title} className={card}>
                    <h3 className="text-lg font-semibold">{value.title}</h3>
                    <p className={`mt-2 text-sm ${muted}`}>{value.text}</p>
                  </li>
                ))}
              </ul>
            </TitledSection>
          </div>
        </section>
      ) : null}

      <TitledSection id="timeline" title={copy.timelineTitle} className="mx-auto max-w-4xl px-4 pt-20" titleClassName={`${sectionTitle} text-center`}>
        <p className={`mt-3 text-center ${muted}`}>{copy.timelineSubtitle}</p>
        <ol className="relative mt-10 space-y-8 border-l-2 border-brass-400 pl-8">
          {HERITAGE_TIMELINE.map((year, index) => ({ ...year, ...content.timeline[index] })).map((entry) => (
            <li key={entry.year} className="relative sm:flex sm:items-start sm:gap-6">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[41px] h-4 w-4 rounded-full border-4 border-ivory-50 bg-brass-500 dark:border-rosewood-950"
              />
              <div className="sm:flex-1">
                <p className="font-serif text-2xl font-semibold text-brass-600 dark:text-brass-300">{entry.year}</p>
                <h3 className="mt-1 text-lg font-semibold">{entry.title}</h3>
                <p className={`mt-1 leading-relaxed ${muted}`}>{entry.text}</p>
              </div>
              <AboutImage
                picture={entry.picture}
                alt={entry.alt}
                width={320}
                height={240}
                className="mt-3 aspect-[4/3] w-40 shrink-0 rounded-xl object-cover sm:mt-1 sm:w-44"
              />
            </li>
          ))}
        </ol>
      </TitledSection>

      <TitledSection id="process" title={copy.processTitle} className="mx-auto max-w-7xl px-4 pt-20" titleClassName={`${sectionTitle} text-center`}>
        <p className={`mx-auto mt-3 max-w-2xl text-center ${muted}`}>{copy.processSubtitle}</p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {WORKSHOP_PROCESS.map((step, index) => ({ ...step, ...content.process[index] })).map((step, index) => (
            <li key={step.step} className={`${cardFrame} overflow-hidden`}>
              <AboutImage picture={step.picture} alt={step.alt} width={800} height={450} className="aspect-[16/9] w-full object-cover" />
              <div className="p-6">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brass-400 font-semibold text-rosewood-950">{index + 1}</span>
                <h3 className="mt-4 text-lg font-semibold">{step.step}</h3>
                <p className={`mt-2 text-sm leading-relaxed ${muted}`}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </TitledSection>

      <TitledSection id="awards" title={copy.awardsTitle} className="mx-auto max-w-7xl px-4 pt-20" titleClassName={`${sectionTitle} text-center`}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {AWARDS.map((award, index) => ({ ...award, ...content.awards[index] })).map((award) => (
            <li key={award.title} className={`${card} text-center`}>
              <span
                aria-hidden="true"
                className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-rosewood-100 text-rosewood-800 dark:bg-rosewood-800 dark:text-brass-300"
              >
                <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                  <circle cx="12" cy="9" r="6" />
                  <path d="m8.5 14-1.5 7 5-3 5 3-1.5-7" />
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-semibold">{award.title}</h3>
              <p className="mt-1 font-serif text-xl text-brass-700 dark:text-brass-300">{award.year}</p>
              <p className={`mt-2 text-sm ${muted}`}>{award.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      {hasContact || social.length > 0 ? (
        <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-20 md:grid-cols-2">
          {hasContact ? (
            <TitledSection id="about-contact" title={copy.contactTitle} className={card} titleClassName="text-2xl font-semibold">
              <p className={`mt-2 text-sm ${muted}`}>{copy.contactText}</p>
              <address className="mt-4 space-y-2 not-italic">
                <ContactLines contact={contact} linkClassName="font-medium underline-offset-4 hover:underline" />
              </address>
              <Link to={to("/contact")} className="mt-5 inline-block font-semibold text-rosewood-700 underline underline-offset-4 dark:text-brass-300">
                {copy.contactLink}
              </Link>
            </TitledSection>
          ) : null}
          {social.length > 0 ? (
            <TitledSection id="about-social" title={copy.socialTitle} className={card} titleClassName="text-2xl font-semibold">
              <p className={`mt-2 text-sm ${muted}`}>{copy.socialText}</p>
              <ul className="mt-4 flex flex-wrap gap-3">
                {social.map((link) => (
                  <li key={link.network}>
                    <a
                      href={link.href}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="inline-block rounded-full border border-rosewood-300 px-4 py-2 text-sm font-medium hover:bg-rosewood-100 dark:border-rosewood-600 dark:hover:bg-rosewood-800"
                    >
                      {copy.socialLabels[link.network]}
                    </a>
                  </li>
                ))}
              </ul>
            </TitledSection>
          ) : null}
        </div>
      ) : null}

      <section aria-labelledby="about-cta" className="mx-auto max-w-7xl px-4 pt-20">
        <div className="rounded-2xl bg-rosewood-800 px-6 py-12 text-center text-ivory-50 dark:bg-rosewood-900">
          <h2 id="about-cta" className="text-3xl font-semibold">
            {copy.ctaTitle}
          </h2>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <LinkRow
              links={[
                {
                  to: to("/products"),
                  label: copy.ctaProducts,
                  className: "rounded-full bg-brass-400 px-6 py-3 font-semibold text-rosewood-950 hover:bg-brass-300",
                },
                { to: to("/contact"), label: copy.ctaContact, className: "rounded-full border border-ivory-100 px-6 py-3 font-semibold hover:bg-rosewood-700" },
              ]}
            />
          </div>
        </div>
      </section>
    </main>
  );
}

/** Section 8: 'Failed to load site settings', in an error box inside the site's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A refused request (a POST here is 405) is the client's doing: nothing to log.
  if (!isRouteErrorResponse(error)) console.error(error);
  // The about loader's data is missing here: the site layout sends this one word of the page's copy.
  const copy = useCopyPart("aboutCopy", { loadFailed: englishAbout.loadFailed });
  const errorPage = useCopy("errorPage", englishErrorPage);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24">
      <title>{errorPage.title}</title>
      <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-6 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
        <h1 className="text-2xl font-semibold">{copy.loadFailed}</h1>
        <p className="mt-2">{errorPage.body}</p>
      </div>
    </main>
  );
}
