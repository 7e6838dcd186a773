/**
 * Blog posts as the panel and the admin API manage them: every status, search, the Publish /
 * Unpublish toggle, create, update and delete, each audited. The public reads stay in blog.ts;
 * both answer the same contract (toBlogContract).
 *
 * published_at (spec section 4; docs/decisions/006-blog-publishing.md): the toggle publishes
 * with published_at = now and unpublishes (to draft) with null. Saving the form with status
 * published sets it to now, any other status to null, except that a post that was already
 * published keeps its date when saved again: correcting a typo must not move an article to the
 * top of the blog as if it were new.
 */
import { and, count, desc, eq, ne } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

import type { User } from "~/.server/accounts/users";
import { recordAudit } from "~/.server/activity/audit";
import { db, schema, writeTransaction } from "~/.server/db";
import { releaseImage } from "~/.server/media/content-images";
import { type Paging, windowOf } from "~/.server/paging";
import { invalid, notFound, type Refused, type Removal, type Result } from "~/.server/result";
import { keepRevision } from "~/.server/revisions/store";
import { textSearch } from "~/.server/search/text-search";
import { readTranslations, saveTranslations } from "~/.server/translations/translations";
import { panelBlogCopy } from "~/lib/copy/panel-blog";
import { publishingCopy } from "~/lib/copy/publishing";
import { parseStoredImage } from "~/lib/images";
import { BLOG_POST_STATUSES, type BlogPostInput, type BlogPostStatus } from "~/lib/schemas/admin/blog";
import { slugify, uniqueSlug } from "~/lib/slug";

import { authorName, type BlogPostContract, selectPosts, toBlogContract } from "./posts";

const { blogPosts, blogCategories, users } = schema;

export type ToggleResult = { ok: true; record: BlogPostContract; published: boolean } | Refused<"not_found">;
export type StatusFilter = BlogPostStatus | "all";

function searchWhere(q: string) {
  return textSearch(q, [blogPosts.title, blogPosts.excerpt, blogPosts.tags, authorName as unknown as SQLiteColumn]);
}

/** Every post whatever its status, newest first, with how many posts each status filter holds. */
export function listBlogPosts(options: { q?: string; status?: StatusFilter } & Paging = {}) {
  const span = windowOf(options, 20);
  const search = searchWhere(options.q ?? "");
  const status = options.status && options.status !== "all" ? options.status : null;
  const where = and(search, status ? eq(blogPosts.status, status) : undefined);
  const results = selectPosts()
    .where(where)
    .orderBy(desc(blogPosts.created_at), desc(blogPosts.id))
    .limit(span.limit)
    .offset(span.offset)
    .all()
    .map(toBlogContract);
  const byStatus = db()
    .select({ status: blogPosts.status, value: count() })
    .from(blogPosts)
    .leftJoin(users, eq(blogPosts.author, users.id))
    .where(search)
    .groupBy(blogPosts.status)
    .all();
  const counts = Object.fromEntries(BLOG_POST_STATUSES.map((name) => [name, byStatus.find((row) => row.status === name)?.value ?? 0])) as Record<
    BlogPostStatus,
    number
  >;
  const all = counts.draft + counts.published + counts.archived;
  return { results, count: status ? counts[status] : all, counts: { all, ...counts } };
}

export function getBlogPost(id: number): BlogPostContract | null {
  const row = selectPosts().where(eq(blogPosts.id, id)).get();
  return row ? toBlogContract(row) : null;
}

/** Section 4's rule for a form save (the toggle has its own, simpler one). */
export function publishedAtOnSave(status: BlogPostStatus, previous: { status: BlogPostStatus; published_at: string | null } | null, now: Date): string | null {
  if (status !== "published") return null;
  if (previous?.status === "published" && previous.published_at) return previous.published_at;
  return now.toISOString();
}

function slugTaken(slug: string, exceptId?: number) {
  return Boolean(
    db()
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined))
      .get(),
  );
}

function categoryExists(id: number) {
  return Boolean(db().select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, id)).get());
}

type Checked = { slug: string } | { fieldErrors: Record<string, string[]> };

/** Issue 32's rule of a planned time (docs/decisions/046): only a draft, and only in the future. */
export function publishAtProblem(input: Pick<BlogPostInput, "status" | "publish_at">, now: Date): string | null {
  if (!input.publish_at) return null;
  if (input.status !== "draft") return publishingCopy.publishAtNotDraft;
  if (new Date(input.publish_at).getTime() <= now.getTime()) return publishingCopy.publishAtPast;
  return null;
}

/** The checks that need the database, run inside the write lock. */
function check(input: BlogPostInput, exceptId?: number, now: Date = new Date()): Checked {
  const fieldErrors: Record<string, string[]> = {};
  const scheduleProblem = publishAtProblem(input, now);
  if (scheduleProblem) fieldErrors.publish_at = [scheduleProblem];
  if (!categoryExists(input.category)) fieldErrors.category = [panelBlogCopy.categoryMissing];
  let slug = input.slug;
  if (slug) {
    if (slugTaken(slug, exceptId)) fieldErrors.slug = [panelBlogCopy.slugTaken];
  } else {
    slug = uniqueSlug(slugify(input.title) || "post", (candidate) => slugTaken(candidate, exceptId));
  }
  return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { slug };
}

function columns(input: BlogPostInput, slug: string) {
  return {
    title: input.title,
    slug,
    content: input.content,
    excerpt: input.excerpt,
    featured_image: input.featured_image,
    featured_image_alt: input.featured_image_alt,
    category: input.category,
    status: input.status,
    is_featured: input.is_featured,
    tags: input.tags,
    meta_description: input.meta_description,
    reading_time: input.reading_time,
    publish_at: input.publish_at ?? null,
  };
}

/**
 * Removes a stored blog image no record uses any more. Only our own blog uploads are touched: a
 * URL of another kind (pasted from the gallery, say) belongs to its own screen.
 */
async function releaseBlogImage(url: string | null | undefined) {
  if (url && parseStoredImage(url)?.kind === "blog") await releaseImage(url);
}

/** A post's translations, for its edit form. */
export function getBlogPostTranslations(id: number) {
  return readTranslations("blog_post", id);
}

/** A new post written by `actor` (spec: the author is the current user). */
export async function createBlogPost(actor: User, input: BlogPostInput, now: Date = new Date()): Promise<Result<BlogPostContract>> {
  const outcome = writeTransaction((): { id: number } | { fieldErrors: Record<string, string[]> } => {
    const checked = check(input, undefined, now);
    if ("fieldErrors" in checked) return checked;
    const row = db()
      .insert(blogPosts)
      .values({ ...columns(input, checked.slug), author: actor.id, published_at: publishedAtOnSave(input.status, null, now) })
      .returning({ id: blogPosts.id })
      .get();
    saveTranslations(db(), "blog_post", row.id, input.translations);
    recordAudit(actor, "create", "BlogPost", row.id, `${input.title} (${input.status})`);
    return { id: row.id };
  });
  if ("fieldErrors" in outcome) return invalid(outcome.fieldErrors, { conflicts: ["slug"] });
  return { ok: true, record: getBlogPost(outcome.id)! };
}

/**
 * Saves every field of a post. The author stays the person who wrote it. A featured image that
 * was replaced or cleared is removed from the uploads folder once the row is saved.
 */
export async function updateBlogPost(actor: User, id: number, input: BlogPostInput, now: Date = new Date()): Promise<Result<BlogPostContract>> {
  const outcome = writeTransaction((): { oldImage: string } | { notFound: true } | { fieldErrors: Record<string, string[]> } => {
    const previous = db().select().from(blogPosts).where(eq(blogPosts.id, id)).get();
    if (!previous) return { notFound: true };
    const checked = check(input, id, now);
    if ("fieldErrors" in checked) return checked;
    keepRevision(db(), "blog_post", id, actor);
    db()
      .update(blogPosts)
      .set({ ...columns(input, checked.slug), published_at: publishedAtOnSave(input.status, previous, now), updated_at: now.toISOString() })
      .where(eq(blogPosts.id, id))
      .run();
    saveTranslations(db(), "blog_post", id, input.translations);
    recordAudit(actor, "update", "BlogPost", id, `${input.title} (${input.status})`);
    return { oldImage: previous.featured_image };
  });
  if ("notFound" in outcome) return notFound();
  if ("fieldErrors" in outcome) return invalid(outcome.fieldErrors, { conflicts: ["slug"] });
  if (outcome.oldImage !== input.featured_image) await releaseBlogImage(outcome.oldImage);
  return { ok: true, record: getBlogPost(id)! };
}

/** The card's Publish/Unpublish: published becomes draft (published_at null), anything else published (now). */
export async function toggleBlogPostPublished(actor: User, id: number, now: Date = new Date()): Promise<ToggleResult> {
  const outcome = writeTransaction((): { published: boolean } | null => {
    const post = db().select({ status: blogPosts.status, title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, id)).get();
    if (!post) return null;
    const publish = post.status !== "published";
    const status: BlogPostStatus = publish ? "published" : "draft";
    keepRevision(db(), "blog_post", id, actor);
    db()
      .update(blogPosts)
      // Published by hand: a plan to publish later is void.
      .set({ status, published_at: publish ? now.toISOString() : null, publish_at: null, updated_at: now.toISOString() })
      .where(eq(blogPosts.id, id))
      .run();
    recordAudit(actor, "status_change", "BlogPost", id, `${post.title}: ${post.status} -> ${status}`);
    return { published: publish };
  });
  if (!outcome) return notFound();
  return { ok: true, record: getBlogPost(id)!, published: outcome.published };
}

/** Deletes a post and then its stored image. */
export async function deleteBlogPost(actor: User, id: number): Promise<Removal> {
  const removed = writeTransaction(() => {
    const post = db().select({ title: blogPosts.title, featured_image: blogPosts.featured_image }).from(blogPosts).where(eq(blogPosts.id, id)).get();
    if (!post) return null;
    db().delete(blogPosts).where(eq(blogPosts.id, id)).run();
    recordAudit(actor, "delete", "BlogPost", id, post.title);
    return post;
  });
  if (!removed) return notFound();
  await releaseBlogImage(removed.featured_image);
  return { ok: true };
}
