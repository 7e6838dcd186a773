/**
 * Blog posts as the public site and the JSON API read them: only published posts, newest first,
 * in the spec's contract shape (category_name, tags_list and author_name derived).
 */
import { and, count, desc, eq, inArray, like, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

import { db, schema } from "~/.server/db";
import { windowOf } from "~/.server/paging";
import { textSearch } from "~/.server/search/text-search";
import { inLanguage, type LanguageOption, type Localized, oneInLanguage, translatedMatch } from "~/.server/translations/translations";
import { fallbackLang } from "~/lib/i18n/locales";
import { splitList } from "~/lib/listing";

const { blogPosts, blogCategories, users } = schema;

/** The name shown for a post: its display name if set, else the author account's name, else ''. */
export const authorName = sql<string>`coalesce(nullif(trim(${blogPosts.author_display_name}), ''), ${users.user_name}, '')`;

const postColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  content: blogPosts.content,
  excerpt: blogPosts.excerpt,
  featured_image: blogPosts.featured_image,
  featured_image_alt: blogPosts.featured_image_alt,
  category: blogPosts.category,
  category_name: blogCategories.name,
  status: blogPosts.status,
  is_featured: blogPosts.is_featured,
  tags: blogPosts.tags,
  meta_description: blogPosts.meta_description,
  reading_time: blogPosts.reading_time,
  author: blogPosts.author,
  author_name: authorName,
  published_at: blogPosts.published_at,
  /** Issue 32: when the server publishes this draft (UTC), null when nothing is planned. */
  publish_at: blogPosts.publish_at,
  created_at: blogPosts.created_at,
  /** When the post last changed (issue 33's sync). */
  updated_at: blogPosts.updated_at,
};

/** Posts with their category's and author's names: the one join every read of posts starts from (public and the team's). */
export function selectPosts() {
  return db()
    .select(postColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogPosts.category, blogCategories.id))
    .leftJoin(users, eq(blogPosts.author, users.id));
}
type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>["all"]>>[number];

export function toBlogContract(row: PostRow) {
  return { ...row, tags_list: splitList(row.tags) };
}
export type BlogPostContract = ReturnType<typeof toBlogContract>;

export type BlogListOptions = LanguageOption & {
  q?: string;
  category?: number | null;
  featured?: boolean;
  page?: number;
  pageSize?: number;
};

const BLOG_CATEGORY = { categoryKind: "blog_category" } as const;
/** Which posts a visitor may see (the list, a post's page, the feeds, the site search): the published ones. */
export const publishedPost = eq(blogPosts.status, "published");
const published = publishedPost;
const newestFirst = [desc(blogPosts.published_at), desc(blogPosts.id)] as const;

/** Public list: published posts only, the most recently published first. */
export function listPublicBlogPosts(options: BlogListOptions): { results: (BlogPostContract & Localized)[]; count: number } {
  const span = windowOf(options);
  const where = and(
    published,
    options.category ? eq(blogPosts.category, options.category) : undefined,
    options.featured ? eq(blogPosts.is_featured, true) : undefined,
    // textSearch types its fields as columns; the derived author name is an SQL expression,
    // which it embeds the same way (`<expression> like ?`).
    textSearch(
      options.q ?? "",
      [blogPosts.title, blogPosts.excerpt, blogPosts.tags, authorName as unknown as SQLiteColumn],
      translatedMatch("blog_post", blogPosts, options.lang, ["title", "excerpt", "tags"]),
    ),
  );
  const rows = selectPosts()
    .where(where)
    .orderBy(...newestFirst)
    .limit(span.limit)
    .offset(span.offset)
    .all();
  const total = db().select({ value: count() }).from(blogPosts).leftJoin(users, eq(blogPosts.author, users.id)).where(where).get()?.value ?? 0;
  return { results: inLanguage("blog_post", rows, options.lang, toBlogContract, BLOG_CATEGORY), count: total };
}

/** One published post by its slug, or null (drafts, archived and unknown slugs look the same). */
export function getPublicBlogPost(slug: string, options: LanguageOption = {}): (BlogPostContract & Localized) | null {
  if (!slug || slug.length > 300) return null;
  const row = selectPosts()
    .where(and(published, eq(blogPosts.slug, slug)))
    .get();
  return oneInLanguage("blog_post", row, options.lang, toBlogContract, BLOG_CATEGORY);
}

export function getPublicBlogPostById(id: number, options: LanguageOption = {}): (BlogPostContract & Localized) | null {
  const row = selectPosts()
    .where(and(published, eq(blogPosts.id, id)))
    .get();
  return oneInLanguage("blog_post", row, options.lang, toBlogContract, BLOG_CATEGORY);
}

/**
 * Published posts of the testimonials category, newest first (spec section 7: the category
 * whose slug is 'testimonials' or 'reviews', or whose name contains 'testimonial' or 'review',
 * ignoring case). Every such category counts. With none, there are no testimonials: the
 * spec's fallback of showing any posts would present articles as customer reviews.
 */
export function listTestimonialPosts(limit = 6, options: LanguageOption = {}): (BlogPostContract & Localized)[] {
  const categories = db()
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(
      or(
        inArray(sql`lower(${blogCategories.slug})`, ["testimonials", "reviews"]),
        like(sql`lower(${blogCategories.name})`, "%testimonial%"),
        like(sql`lower(${blogCategories.name})`, "%review%"),
      ),
    )
    .all()
    .map((category) => category.id);
  if (categories.length === 0) return [];
  const rows = selectPosts()
    .where(and(published, inArray(blogPosts.category, categories)))
    .orderBy(...newestFirst)
    .limit(limit)
    .all();
  return inLanguage("blog_post", rows, options.lang, toBlogContract, BLOG_CATEGORY);
}

/** The spec's testimonial, derived from a post (section 3). */
export function toTestimonial(post: BlogPostContract & { untranslated?: readonly string[] }) {
  return {
    id: post.id,
    name: post.author_name || "Collector",
    role: post.category_name,
    content: post.excerpt || post.title,
    /** "en" where the text shown fell back to English on a Gujarati or Hindi page (decision 013). */
    contentLang: fallbackLang(post, post.excerpt ? "excerpt" : "title"),
    roleLang: fallbackLang(post, "category_name"),
    rating: 5,
    avatar: post.featured_image,
    verified: true,
  };
}
export type Testimonial = ReturnType<typeof toTestimonial>;

/**
 * Any post by its id, whatever its status, as its public page would show it: only for a preview
 * link the server signed (issue 32, app/.server/publishing/preview-links.ts).
 */
export function getBlogPostForPreview(id: number, options: LanguageOption = {}): (BlogPostContract & Localized) | null {
  const row = selectPosts().where(eq(blogPosts.id, id)).get();
  return oneInLanguage("blog_post", row, options.lang, toBlogContract, BLOG_CATEGORY);
}
