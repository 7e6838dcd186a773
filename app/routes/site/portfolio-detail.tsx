/** /portfolio/:id: the whole project, its inquiry form for signed-in accounts, and its structured data. */
import { Link } from "react-router";

import { createPortfolioInquiry } from "~/.server/inquiries/inquiries";
import { getPublicPortfolioItem } from "~/.server/portfolio/portfolio";
import { FeaturedBadge } from "~/components/cards/featured-badge";
import { ExternalLinkIcon } from "~/components/cards/portfolio-card";
import { TagList } from "~/components/cards/tag-list";
import { PortfolioInquiryFormWhenShown } from "~/components/inquiries/inquiry-forms-when-shown";
import {
  breadcrumbList,
  type DetailFact,
  DetailFacts,
  DetailImage,
  DetailTitle,
  loginHref,
  Paragraphs,
  StructuredData,
  WhatsAppLink,
} from "~/components/listing/detail-parts";
import { DetailView } from "~/components/listing/detail-view";
import { inquiryCopy as englishInquiry, inquiryPageCopy } from "~/lib/copy/inquiries";
import { shellWords, siteShellCopy } from "~/lib/copy/languages";
import { header as englishHeader } from "~/lib/copy/shell";
import { portfolioCopy as englishPortfolio } from "~/lib/copy/stories";
import { formatDate } from "~/lib/dates";
import { formatDollars } from "~/lib/format";
import { copySections } from "~/lib/i18n/copy.server";
import { fallbackLang, fill, langOf } from "~/lib/i18n/locales";
import { metaCopy, useCopy, useEnglishMark, useLang, useLocalePath } from "~/lib/i18n/use-copy";
import { headersWithRetryAfter } from "~/lib/retry-after-headers";
import { portfolioInquirySchema } from "~/lib/schemas/inquiries";
import { pageMeta, siteOrigin } from "~/lib/seo";
import { whatsappLink } from "~/lib/whatsapp";
import { useRootData } from "~/root";
import { handleInquiryPost } from "~/routes/site/.server/inquiry-actions";
import { foundOr404, itemIdOr404 } from "~/routes/site/.server/public-item";

import type { Route } from "./+types/portfolio-detail";

export function loader({ params }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  return {
    item: foundOr404(getPublicPortfolioItem(itemIdOr404(params.id), { lang })),
    copy: copySections(lang, ["inquiryCopy", "inquiryFormCopy", "inquiryPageCopy", "formWords", "phrases"]),
  };
}

/** A refused post (429) tells when to come back. */
export const headers = headersWithRetryAfter;

export async function action({ request, params }: Route.ActionArgs) {
  const id = itemIdOr404(params.id);
  return handleInquiryPost(request, {
    schema: portfolioInquirySchema,
    itemPath: `/portfolio/${id}`,
    item: { field: "portfolio_item", id },
    create: createPortfolioInquiry,
  });
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        title: fill(metaCopy(matches, "portfolioCopy", englishPortfolio).itemTitle, { title: loaderData.item.title }),
        description: loaderData.item.short_description || loaderData.item.description,
        path: `/portfolio/${loaderData.item.id}`,
        image: loaderData.item.image_url,
      })
    : [];

/** Only web links are shown as links: anything else stored by mistake is left out. */
function safeProjectUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

export default function PortfolioDetail({ loaderData, matches }: Route.ComponentProps) {
  const copy = useCopy("portfolioCopy", englishPortfolio);
  const inquiryCopy = useCopy("inquiryCopy", englishInquiry);
  const header = useCopy("header", englishHeader);
  const words = useCopy("inquiryPageCopy", inquiryPageCopy);
  const shell = useCopy("siteShellCopy", siteShellCopy);
  const newTab = useCopy("shellWords", shellWords).newTab;
  const english = useEnglishMark();
  const to = useLocalePath();
  const lang = useLang();
  const { item } = loaderData;
  const rootData = useRootData();
  const origin = siteOrigin(matches);
  const url = `${origin}/portfolio/${item.id}`;
  const projectUrl = safeProjectUrl(item.project_url);
  const whatsapp = whatsappLink(rootData?.site.whatsapp_number ?? "", fill(words.whatsappProject, { title: item.title, url }));
  const structuredData = breadcrumbList(
    origin,
    { name: shell.navigation.portfolio, path: to("/portfolio") },
    { name: item.title, url: `${origin}${to(`/portfolio/${item.id}`)}` },
    { name: shell.navigation.home, path: to("/") },
  );
  // The author's name has no translation: marked English on a Gujarati or Hindi page (the client's may have one).
  const details: DetailFact[] = [
    [copy.category, item.category_name, fallbackLang(item, "category_name")],
    item.completion_date ? [copy.completed, formatDate(item.completion_date, lang)] : [copy.created, formatDate(item.created_at, lang)],
    [copy.client, item.client_name, fallbackLang(item, "client_name")],
    [copy.createdBy, item.created_by_name, english],
  ];
  const titleId = `portfolio-${item.id}-title`;

  return (
    <DetailView titleId={titleId}>
      <div className="grid gap-8 lg:grid-cols-2">
        <DetailImage src={item.image_url} alt={item.title} lang={fallbackLang(item, "title")} badges={item.is_featured ? <FeaturedBadge /> : null} />
        <div className="flex flex-col gap-4">
          <DetailTitle eyebrow={item.category_name} id={titleId} title={item.title} record={item} />
          {item.short_description ? (
            <section aria-labelledby="project-overview">
              <h2 id="project-overview" className="text-sm font-semibold tracking-wide text-rosewood-600 uppercase dark:text-rosewood-300">
                {copy.overview}
              </h2>
              <p className="mt-1 text-lg text-rosewood-800 dark:text-rosewood-100" lang={fallbackLang(item, "short_description")}>
                {item.short_description}
              </p>
            </section>
          ) : null}
          {item.price !== null ? (
            <div className="rounded-2xl border border-brass-300 bg-ivory-100 p-4 dark:border-brass-700 dark:bg-rosewood-900">
              <p className="text-sm font-semibold text-rosewood-700 dark:text-rosewood-200">{copy.priceTitle}</p>
              <p className="font-serif text-3xl font-semibold">{formatDollars(item.price, lang)}</p>
              <p className="text-sm text-rosewood-600 dark:text-rosewood-300">{copy.priceNote}</p>
            </div>
          ) : null}
          <DetailFacts facts={details} />
          <div className="flex flex-wrap gap-3">
            {projectUrl ? (
              <a
                href={projectUrl}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex items-center gap-2 rounded-full border-2 border-rosewood-700 px-5 py-2 text-sm font-semibold hover:bg-rosewood-100 dark:border-brass-400 dark:text-brass-300 dark:hover:bg-rosewood-800"
              >
                {copy.liveProject}
                <ExternalLinkIcon />
                <span className="sr-only">{newTab}</span>
              </a>
            ) : null}
            <WhatsAppLink href={whatsapp}>{copy.whatsapp}</WhatsAppLink>
          </div>
        </div>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="about-project">
            <h2 id="about-project" className="text-xl font-semibold">
              {copy.aboutProject}
            </h2>
            <div lang={fallbackLang(item, "description")}>
              <Paragraphs text={item.description} className="mt-3 leading-relaxed whitespace-pre-line text-rosewood-800 dark:text-rosewood-100" />
            </div>
          </section>
          {item.technologies_list.length > 0 ? (
            <section aria-labelledby="project-technologies">
              <h2 id="project-technologies" className="text-xl font-semibold">
                {copy.technologies}
              </h2>
              <div className="mt-3">
                <TagList tags={item.technologies_list} limit={item.technologies_list.length} lang={fallbackLang(item, "technologies")} />
              </div>
            </section>
          ) : null}
        </div>
        <section id="inquiry" aria-labelledby="inquiry-title" className="h-fit rounded-2xl border border-rosewood-200 p-5 dark:border-rosewood-800">
          <h2 id="inquiry-title" className="text-xl font-semibold">
            {copy.inquiryTitle}
          </h2>
          <div className="mt-4">
            {rootData?.account ? (
              rootData.account.canInquire ? (
                <PortfolioInquiryFormWhenShown portfolioItemId={item.id} />
              ) : (
                <p className="text-sm text-rosewood-700 dark:text-rosewood-200">{inquiryCopy.teamCannotSend}</p>
              )
            ) : (
              <div className="space-y-3">
                <p className="text-sm text-rosewood-700 dark:text-rosewood-200">{copy.inquiryGuest}</p>
                <Link
                  to={loginHref(`/portfolio/${item.id}`, lang)}
                  className="block rounded-full bg-rosewood-700 px-4 py-2.5 text-center font-semibold text-ivory-50 hover:bg-rosewood-800 dark:bg-brass-500 dark:text-rosewood-950"
                >
                  {inquiryCopy.loginToInquire}
                </Link>
                <Link
                  to={to("/signup")}
                  className="block rounded-full border-2 border-rosewood-700 px-4 py-2 text-center font-semibold dark:border-brass-400 dark:text-brass-300"
                >
                  {header.signUp}
                </Link>
              </div>
            )}
          </div>
          {item.is_featured ? (
            <p className="mt-4 rounded-xl bg-ivory-200 px-4 py-3 text-sm text-rosewood-900 dark:bg-rosewood-900 dark:text-brass-300">{copy.featuredNote}</p>
          ) : null}
        </section>
      </div>
      {/* After the page's content: search engines read it anywhere, and the first round trip holds the heading (decision 036). */}
      <StructuredData data={structuredData} />
    </DetailView>
  );
}
