/**
 * A project in the portfolio (spec: image, featured, category, completion or creation month,
 * client, short description, 3 technologies +N, project link icon, dollar price, inquiry button).
 */
import { Link } from "react-router";

import type { PortfolioContract } from "~/.server/portfolio/portfolio";
import { FeaturedBadge } from "~/components/cards/featured-badge";
import { StoredImage } from "~/components/ui/stored-image";
import { inquiryCardCopy, portfolioCardCopy } from "~/lib/copy/card-words";
import { shellWords } from "~/lib/copy/languages";
import { formatMonth } from "~/lib/dates";
import { formatDollars } from "~/lib/format";
import { fallbackLang, localePath } from "~/lib/i18n/locales";
import { useCopy, useCopyPart, useLang } from "~/lib/i18n/use-copy";

import { useCardLinkKeepsScroll } from "./card-link-context";
import { TagList } from "./tag-list";

export type PortfolioCardData = Pick<
  PortfolioContract,
  | "id"
  | "title"
  | "short_description"
  | "image_url"
  | "project_url"
  | "client_name"
  | "completion_date"
  | "category_name"
  | "technologies_list"
  | "price"
  | "is_featured"
  | "created_at"
> & { untranslated?: string[] };

/** An external link opening in a new tab, marked with an arrow-out-of-box icon. */
export function ExternalLinkIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d="M11 3h6v6M17 3l-8 8M15 12v4a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h4" />
    </svg>
  );
}

export function PortfolioCard({
  item,
  href,
  signedIn,
  eager,
  headingLevel = 2,
}: {
  item: PortfolioCardData;
  href: string;
  signedIn: boolean;
  eager: boolean;
  /** 2 on the portfolio page (under its h1); 3 where the cards sit under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const keepsScroll = useCardLinkKeepsScroll();
  const portfolioCopy = useCopyPart("portfolioCopy", portfolioCardCopy);
  const inquiryCopy = useCopyPart("inquiryCopy", inquiryCardCopy);
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  const words = useCopy("shellWords", shellWords);
  // The title is English when it has no translation: its aria-label and alt text say so.
  const titleLang = fallbackLang(item, "title");
  const detailLink = (children: React.ReactNode, className: string, label?: string, labelLang?: "en") => (
    <Link to={href} state={{ fromList: true }} preventScrollReset={keepsScroll} className={className} aria-label={label} lang={labelLang}>
      {children}
    </Link>
  );
  const month = formatMonth(item.completion_date, lang) || formatMonth(item.created_at, lang);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-rosewood-200 bg-white dark:border-rosewood-800 dark:bg-rosewood-900">
      <div className="relative">
        {detailLink(
          <StoredImage
            src={item.image_url}
            alt={item.title}
            lang={titleLang}
            eager={eager}
            sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw"
            className="aspect-[4/3] h-full w-full object-cover"
          />,
          "block",
          item.title,
          titleLang,
        )}
        <div className="absolute top-3 left-3 flex gap-2">{item.is_featured ? <FeaturedBadge /> : null}</div>
        {item.project_url ? (
          <a
            href={item.project_url}
            target="_blank"
            rel="noopener noreferrer"
            title={portfolioCopy.projectLink}
            className="absolute top-3 right-3 rounded-full bg-rosewood-900/85 p-2 text-ivory-50 hover:bg-rosewood-900"
          >
            {/* Named by hidden text rather than an aria-label, so that a title in English carries its own lang. */}
            <span className="sr-only">
              {portfolioCopy.projectLink}: <span lang={titleLang}>{item.title}</span> {words.newTab}
            </span>
            <ExternalLinkIcon />
          </a>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
          <p className="font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300" lang={fallbackLang(item, "category_name")}>
            {item.category_name}
          </p>
          {month ? <p className="text-rosewood-600 dark:text-rosewood-300">{month}</p> : null}
        </div>
        <Heading className="text-xl leading-snug font-semibold" lang={fallbackLang(item, "title")}>
          {detailLink(item.title, "underline-offset-4 hover:underline")}
        </Heading>
        {item.client_name ? (
          <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
            <span className="font-semibold">{portfolioCopy.client}: </span>
            <span lang={fallbackLang(item, "client_name")}>{item.client_name}</span>
          </p>
        ) : null}
        <p className="line-clamp-3 text-sm text-rosewood-700 dark:text-rosewood-200" lang={fallbackLang(item, "short_description")}>
          {item.short_description}
        </p>
        <TagList tags={item.technologies_list} limit={3} lang={fallbackLang(item, "technologies")} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          {item.price !== null ? <p className="text-xl font-semibold">{formatDollars(item.price, lang)}</p> : <span />}
          {signedIn ? (
            detailLink(
              inquiryCopy.sendInquiry,
              "rounded-full bg-rosewood-700 px-5 py-2.5 text-center font-semibold text-ivory-50 hover:bg-rosewood-800 dark:bg-brass-500 dark:text-rosewood-950 dark:hover:bg-brass-400",
            )
          ) : (
            <Link
              to={localePath(lang, `/login?${new URLSearchParams({ redirectTo: localePath(lang, `/portfolio/${item.id}`) })}`)}
              className="rounded-full border-2 border-rosewood-700 px-5 py-2 text-center font-semibold text-rosewood-800 hover:bg-rosewood-100 dark:border-brass-400 dark:text-brass-300 dark:hover:bg-rosewood-800"
            >
              {inquiryCopy.loginToInquire}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
