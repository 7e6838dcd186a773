/** An artwork in the gallery (spec: image, featured and price badges, category, creator, 2-line description, 3 tags +N). */
import { Link } from "react-router";

import type { GalleryContract } from "~/.server/gallery/gallery";
import { CategoryEyebrow } from "~/components/cards/category-eyebrow";
import { FeaturedBadge } from "~/components/cards/featured-badge";
import { Badge } from "~/components/ui/badge";
import { StoredImage } from "~/components/ui/stored-image";
import { shellWords } from "~/lib/copy/languages";
import { formatDollars } from "~/lib/format";
import { fallbackLang } from "~/lib/i18n/locales";
import { useCopy, useEnglishMark, useLang } from "~/lib/i18n/use-copy";

import { useCardLinkKeepsScroll } from "./card-link-context";
import { TagList } from "./tag-list";

/** Masonry card heights cycle through the spec's six values. */
export const MASONRY_HEIGHTS = [300, 400, 350, 450, 320, 380] as const;

export function GalleryCard({
  item,
  href,
  masonryHeight,
  eager,
  headingLevel = 2,
}: {
  item: Pick<
    GalleryContract,
    "id" | "title" | "description" | "image_url" | "image_alt_text" | "category_name" | "price" | "is_featured" | "tags_list" | "created_by_name"
  > & { untranslated?: string[] };
  href: string;
  masonryHeight: number | null;
  eager: boolean;
  /** 2 on the gallery page (under its h1); 3 where the cards sit under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const keepsScroll = useCardLinkKeepsScroll();
  const lang = useLang();
  const english = useEnglishMark();
  // "by {name}" around the maker's name, which keeps its own language mark.
  const byline = useCopy("shellWords", shellWords).byline.split("{name}");
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="overflow-hidden rounded-2xl border border-rosewood-200 bg-white dark:border-rosewood-800 dark:bg-rosewood-900">
      {/* Named by its image's alt text, without an aria-label that the visible badges would not be part of. */}
      <Link to={href} state={{ fromList: true }} preventScrollReset={keepsScroll} className="relative block">
        <div style={masonryHeight ? { height: `${masonryHeight}px` } : undefined} className={masonryHeight ? "" : "aspect-[4/3]"}>
          <StoredImage
            src={item.image_url}
            alt={item.image_alt_text || item.title}
            lang={fallbackLang(item, item.image_alt_text ? "image_alt_text" : "title")}
            eager={eager}
            className="h-full w-full object-cover"
          />
        </div>
        <div className="absolute top-3 left-3 flex gap-2">{item.is_featured ? <FeaturedBadge /> : null}</div>
        {item.price !== null ? (
          <div className="absolute top-3 right-3">
            <Badge tone="dark">{formatDollars(item.price, lang)}</Badge>
          </div>
        ) : null}
      </Link>
      <div className="flex flex-col gap-2 p-4">
        <CategoryEyebrow record={item}>{item.category_name}</CategoryEyebrow>
        <Heading className="font-semibold" lang={fallbackLang(item, "title")}>
          <Link to={href} state={{ fromList: true }} preventScrollReset={keepsScroll} className="underline-offset-4 hover:underline">
            {item.title}
          </Link>
        </Heading>
        {item.created_by_name ? (
          <p className="text-xs text-rosewood-600 dark:text-rosewood-300" data-creator>
            {byline[0]}
            <span lang={english}>{item.created_by_name}</span>
            {byline[1]}
          </p>
        ) : null}
        <p className="line-clamp-2 text-sm text-rosewood-700 dark:text-rosewood-200" data-card-description lang={fallbackLang(item, "description")}>
          {item.description}
        </p>
        <TagList tags={item.tags_list} limit={3} lang={fallbackLang(item, "tags")} />
      </div>
    </article>
  );
}
