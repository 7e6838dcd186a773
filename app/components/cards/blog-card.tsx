/**
 * A post in the blog list (spec: category, date, reading time in minutes, excerpt, author, 2
 * tags; the lead card, the first result, is larger and shows 3 tags).
 */
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { StoredImage } from "~/components/ui/stored-image";
import { blogCopy } from "~/lib/copy/stories";
import { formatDate } from "~/lib/dates";
import type { BlogPostContract } from "~/.server/blog";
import { TagList } from "./tag-list";

export type BlogCardData = Pick<
  BlogPostContract,
  | "id"
  | "title"
  | "slug"
  | "excerpt"
  | "featured_image"
  | "featured_image_alt"
  | "category_name"
  | "is_featured"
  | "tags_list"
  | "reading_time"
  | "author_name"
  | "published_at"
  | "created_at"
>;

/** Category, date and reading time, on one line. */
export function PostFacts({ post, className = "" }: { post: Pick<BlogCardData, "category_name" | "published_at" | "created_at" | "reading_time">; className?: string }) {
  const when = post.published_at ?? post.created_at;
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-xs ${className}`}>
      <span className="font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">{post.category_name}</span>
      <span aria-hidden="true" className="text-rosewood-400">
        •
      </span>
      <time dateTime={when} className="text-rosewood-600 dark:text-rosewood-300">
        {formatDate(when)}
      </time>
      <span aria-hidden="true" className="text-rosewood-400">
        •
      </span>
      <span className="text-rosewood-600 dark:text-rosewood-300">{blogCopy.minRead(post.reading_time)}</span>
    </p>
  );
}

export function BlogCard({
  post,
  href,
  lead = false,
  eager,
  headingLevel = 2,
}: {
  post: BlogCardData;
  href: string;
  lead?: boolean;
  eager: boolean;
  /** 2 on the blog page (under its h1); 3 where the cards sit under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const link = (children: React.ReactNode, className: string, label?: string) => (
    <Link to={href} state={{ fromList: true }} preventScrollReset className={className} aria-label={label}>
      {children}
    </Link>
  );
  return (
    <article
      className={`flex h-full overflow-hidden rounded-2xl border border-rosewood-200 bg-white dark:border-rosewood-800 dark:bg-rosewood-900 ${lead ? "flex-col lg:flex-row" : "flex-col"}`}
    >
      <div className={`relative ${lead ? "lg:w-3/5 lg:shrink-0" : ""}`}>
        {link(
          <StoredImage
            src={post.featured_image}
            alt={post.featured_image_alt || post.title}
            eager={eager}
            sizes={lead ? "(min-width: 1024px) 60vw, 100vw" : "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"}
            className={`aspect-[16/10] h-full w-full object-cover ${lead ? "lg:aspect-auto" : ""}`}
          />,
          "block h-full",
          post.title,
        )}
        {post.is_featured ? (
          <div className="absolute top-3 left-3">
            <Badge tone="brass">Featured</Badge>
          </div>
        ) : null}
      </div>
      <div className={`flex flex-1 flex-col gap-3 ${lead ? "p-6 lg:p-8" : "p-5"}`}>
        <PostFacts post={post} />
        <Heading className={`leading-snug font-semibold ${lead ? "text-2xl sm:text-3xl" : "text-lg"}`}>{link(post.title, "underline-offset-4 hover:underline")}</Heading>
        <p className={`text-rosewood-700 dark:text-rosewood-200 ${lead ? "line-clamp-4" : "line-clamp-3 text-sm"}`}>{post.excerpt}</p>
        {post.author_name ? (
          <p className="text-sm text-rosewood-700 dark:text-rosewood-200">
            {blogCopy.by} <span className="font-semibold">{post.author_name}</span>
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-2">
          <TagList tags={post.tags_list} limit={lead ? 3 : 2} />
          {link(
            <>
              {blogCopy.readMore} <span aria-hidden="true">→</span>
            </>,
            "text-sm font-semibold text-rosewood-700 underline-offset-4 hover:underline dark:text-brass-300",
            `${blogCopy.readMore}: ${post.title}`,
          )}
        </div>
      </div>
    </article>
  );
}
