/**
 * A post in the blog list (spec: category, date, reading time in minutes, excerpt, author, 2
 * tags; the lead card, the first result, is larger and shows 3 tags). A "wide" lead spans the
 * row with its picture beside the text; a "tall" one (two columns and two rows of the home page)
 * has its picture above, grown to the height of the cards beside it, so no half of it stands empty.
 */
import { Link } from "react-router";

import type { BlogPostContract } from "~/.server/journal/posts";
import { FeaturedBadge } from "~/components/cards/featured-badge";
import { StoredImage } from "~/components/ui/stored-image";
import { blogCardCopy } from "~/lib/copy/card-words";
import { formatDate } from "~/lib/dates";
import { fallbackLang, fill, LOCALE_TAG } from "~/lib/i18n/locales";
import { useCopyPart, useEnglishMark, useLang } from "~/lib/i18n/use-copy";

import { useCardLinkKeepsScroll } from "./card-link-context";
import { TagList } from "./tag-list";

/** What a card shows of a post: the full content stays on the server until a post is opened. */
export const BLOG_CARD_FIELDS = [
  "id",
  "title",
  "slug",
  "excerpt",
  "featured_image",
  "featured_image_alt",
  "category_name",
  "is_featured",
  "tags_list",
  "reading_time",
  "author_name",
  "published_at",
  "created_at",
] as const satisfies readonly (keyof BlogPostContract)[];

export type BlogCardData = Pick<BlogPostContract, (typeof BLOG_CARD_FIELDS)[number]>;

/**
 * Category, date and reading time, as many as are known, on one line or wrapped. Each part carries
 * the "•" before it; the line is shifted left by one separator and clipped, so the separator at
 * the start of every line (the first part's, or a wrapped part's) is never seen: no "•" dangles.
 */
export function PostFacts({
  post,
  className = "",
}: {
  post: Pick<BlogCardData, "category_name" | "published_at" | "created_at" | "reading_time">;
  className?: string;
}) {
  const words = useCopyPart("blogCopy", blogCardCopy);
  const lang = useLang();
  const when = post.published_at ?? post.created_at;
  const parts = [
    post.category_name ? (
      <span key="category" className="font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">
        {post.category_name}
      </span>
    ) : null,
    when ? (
      <time key="date" dateTime={when} className="text-rosewood-600 dark:text-rosewood-300">
        {formatDate(when, lang)}
      </time>
    ) : null,
    post.reading_time ? (
      <span key="time" className="text-rosewood-600 dark:text-rosewood-300">
        {fill(words.minRead, { minutes: post.reading_time })}
      </span>
    ) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return (
    <p className={`overflow-hidden text-xs ${className}`}>
      <span className="-ml-5 flex flex-wrap items-center gap-y-1">
        {parts.map((part) => (
          <span key={part.key} className="inline-flex items-center">
            <span aria-hidden="true" className="w-5 shrink-0 text-center text-rosewood-400">
              •
            </span>
            {part}
          </span>
        ))}
      </span>
    </p>
  );
}

export function BlogCard({
  post,
  href,
  lead,
  eager,
  headingLevel = 2,
}: {
  post: BlogCardData & { untranslated?: string[] };
  href: string;
  lead?: "wide" | "tall";
  eager: boolean;
  /** 2 on the blog page (under its h1); 3 where the cards sit under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const keepsScroll = useCardLinkKeepsScroll();
  const blogCopy = useCopyPart("blogCopy", blogCardCopy);
  const Heading = `h${headingLevel}` as const;
  const lang = useLang();
  const english = useEnglishMark();
  // The title is English when it has no translation: the image link's label says so.
  const titleLang = fallbackLang(post, "title");
  const link = (children: React.ReactNode, className: string, label?: string, labelLang?: "en") => (
    <Link to={href} state={{ fromList: true }} preventScrollReset={keepsScroll} className={className} aria-label={label} lang={labelLang}>
      {children}
    </Link>
  );
  return (
    <article
      className={`flex h-full overflow-hidden rounded-2xl border border-rosewood-200 bg-white dark:border-rosewood-800 dark:bg-rosewood-900 ${lead === "wide" ? "flex-col lg:flex-row" : "flex-col"}`}
    >
      <div className={`relative ${lead === "wide" ? "lg:w-3/5 lg:shrink-0" : lead === "tall" ? "lg:flex-1" : ""}`}>
        {link(
          <StoredImage
            src={post.featured_image}
            alt={post.featured_image_alt || post.title}
            lang={fallbackLang(post, post.featured_image_alt ? "featured_image_alt" : "title") ?? (titleLang ? LOCALE_TAG[lang] : undefined)}
            eager={eager}
            sizes={lead ? "(min-width: 1024px) 66vw, 100vw" : "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"}
            className={`aspect-[16/10] h-full w-full object-cover ${lead === "wide" ? "lg:aspect-auto" : ""}`}
          />,
          "block h-full",
          post.title,
          titleLang,
        )}
        {post.is_featured ? (
          <div className="absolute top-3 left-3">
            <FeaturedBadge />
          </div>
        ) : null}
      </div>
      {/* A tall lead's bottom padding is the small cards' (p-5): its last line meets theirs. */}
      <div className={`flex flex-col gap-3 ${lead === "tall" ? "px-6 pt-6 pb-5 lg:px-8 lg:pt-8" : lead ? "flex-1 p-6 lg:p-8" : "flex-1 p-5"}`}>
        <PostFacts post={post} />
        <Heading className={`leading-snug font-semibold ${lead ? "text-2xl sm:text-3xl" : "text-lg"}`} lang={fallbackLang(post, "title")}>
          {link(post.title, "underline-offset-4 hover:underline")}
        </Heading>
        <p className={`text-rosewood-700 dark:text-rosewood-200 ${lead ? "line-clamp-4" : "line-clamp-3 text-sm"}`} lang={fallbackLang(post, "excerpt")}>
          {post.excerpt}
        </p>
        {post.author_name ? (
          <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
            {blogCopy.by}{" "}
            <span className="font-semibold" lang={english}>
              {post.author_name}
            </span>
          </p>
        ) : null}
        {/* One line: tags wrap within their column, and the link keeps the card's last line, so
            the links of a row of cards sit at one height. */}
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <TagList tags={post.tags_list} limit={lead ? 3 : 2} lang={fallbackLang(post, "tags")} />
          {/* Named "Read article: <title>" by hidden text rather than an aria-label, so an English title carries its own lang. */}
          {link(
            <>
              {blogCopy.readMore}
              <span className="sr-only">
                : <span lang={titleLang}>{post.title}</span>
              </span>{" "}
              <span aria-hidden="true">→</span>
            </>,
            "ml-auto shrink-0 text-sm font-semibold whitespace-nowrap text-rosewood-700 underline-offset-4 hover:underline dark:text-brass-300",
          )}
        </div>
      </div>
    </article>
  );
}
