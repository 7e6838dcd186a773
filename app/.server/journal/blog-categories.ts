/**
 * Blog categories: the panel's and the API's one set of rules. Posts get categories of their own
 * (the spec borrowed the gallery's, a flaw we fix). Names are unique; a blank slug is built from
 * the name and made unique with -2, -3...; a category that still holds posts cannot be deleted
 * (blog_posts.category is ON DELETE RESTRICT, and we say so before the database has to).
 */
import { and, count, eq, getTableColumns, ne, sql } from "drizzle-orm";
import { panelCopy } from "~/lib/copy/panel";
import { panelBlogCopy } from "~/lib/copy/panel-blog";
import type { BlogCategoryInput } from "~/lib/schemas/admin/blog";
import { slugify, uniqueSlug } from "~/lib/slug";
import { recordAudit } from "~/.server/activity/audit";
import { db, schema, writeTransaction } from "~/.server/db";
import { textSearch } from "~/.server/search";
import type { User } from "~/.server/accounts/users";

const { blogCategories } = schema;

export type BlogCategoryRecord = typeof blogCategories.$inferSelect & { posts_count: number };
export type SaveResult<T> = { ok: true; record: T } | { ok: false; fieldErrors: Record<string, string[]> } | { ok: false; notFound: true };
export type RemoveResult = { ok: true } | { ok: false; message: string } | { ok: false; notFound: true };

const withCounts = {
  ...getTableColumns(blogCategories),
  // Every post counts, drafts and archived too: each one would be orphaned by a delete.
  posts_count: sql<number>`(select count(*) from "blog_posts" where "blog_posts"."category" = "blog_categories"."id")`,
};

export function listBlogCategories(options: { q?: string; limit?: number; offset?: number } = {}) {
  const where = textSearch(options.q ?? "", [blogCategories.name, blogCategories.slug]);
  const results = db()
    .select(withCounts)
    .from(blogCategories)
    .where(where)
    .orderBy(blogCategories.name)
    .limit(options.limit ?? 500)
    .offset(options.offset ?? 0)
    .all();
  const total = db().select({ value: count() }).from(blogCategories).where(where).get()?.value ?? 0;
  return { results, count: total };
}

export function getBlogCategory(id: number): BlogCategoryRecord | null {
  return db().select(withCounts).from(blogCategories).where(eq(blogCategories.id, id)).get() ?? null;
}

function nameTaken(name: string, exceptId?: number) {
  return Boolean(
    db()
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(and(sql`lower(${blogCategories.name}) = lower(${name})`, exceptId ? ne(blogCategories.id, exceptId) : undefined))
      .get(),
  );
}

function slugTaken(slug: string, exceptId?: number) {
  return Boolean(
    db()
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(and(eq(blogCategories.slug, slug), exceptId ? ne(blogCategories.id, exceptId) : undefined))
      .get(),
  );
}

/** The slug to store, or a field error when a typed slug belongs to another category. */
function resolveSlug(input: BlogCategoryInput, exceptId?: number): { slug: string } | { error: string } {
  if (input.slug) return slugTaken(input.slug, exceptId) ? { error: panelBlogCopy.categorySlugTaken } : { slug: input.slug };
  return { slug: uniqueSlug(slugify(input.name) || "category", (candidate) => slugTaken(candidate, exceptId)) };
}

export function createBlogCategory(actor: User, input: BlogCategoryInput): SaveResult<BlogCategoryRecord> {
  // Checked inside the write lock, so two admins saving at once cannot both take a name or slug.
  const outcome = writeTransaction((): { id: number } | { fieldErrors: Record<string, string[]> } => {
    if (nameTaken(input.name)) return { fieldErrors: { name: [panelCopy.categoryNameTaken] } };
    const slug = resolveSlug(input);
    if ("error" in slug) return { fieldErrors: { slug: [slug.error] } };
    const row = db().insert(blogCategories).values({ name: input.name, slug: slug.slug }).returning({ id: blogCategories.id }).get();
    recordAudit(actor, "create", "BlogCategory", row.id, input.name);
    return { id: row.id };
  });
  if ("fieldErrors" in outcome) return { ok: false, fieldErrors: outcome.fieldErrors };
  return { ok: true, record: getBlogCategory(outcome.id)! };
}

export function updateBlogCategory(actor: User, id: number, input: BlogCategoryInput): SaveResult<BlogCategoryRecord> {
  const outcome = writeTransaction((): { ok: true } | { notFound: true } | { fieldErrors: Record<string, string[]> } => {
    if (!getBlogCategory(id)) return { notFound: true };
    if (nameTaken(input.name, id)) return { fieldErrors: { name: [panelCopy.categoryNameTaken] } };
    const slug = resolveSlug(input, id);
    if ("error" in slug) return { fieldErrors: { slug: [slug.error] } };
    db().update(blogCategories).set({ name: input.name, slug: slug.slug }).where(eq(blogCategories.id, id)).run();
    recordAudit(actor, "update", "BlogCategory", id, input.name);
    return { ok: true };
  });
  if ("notFound" in outcome) return { ok: false, notFound: true };
  if ("fieldErrors" in outcome) return { ok: false, fieldErrors: outcome.fieldErrors };
  return { ok: true, record: getBlogCategory(id)! };
}

export function deleteBlogCategory(actor: User, id: number): RemoveResult {
  return writeTransaction((): RemoveResult => {
    const category = getBlogCategory(id);
    if (!category) return { ok: false, notFound: true };
    if (category.posts_count > 0) return { ok: false, message: panelCopy.categoryInUse(category.posts_count, "post") };
    db().delete(blogCategories).where(eq(blogCategories.id, id)).run();
    recordAudit(actor, "delete", "BlogCategory", id, category.name);
    return { ok: true };
  });
}
