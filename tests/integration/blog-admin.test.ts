/**
 * Blog administration against a real SQLite file: the published_at rules of section 4 (and our
 * keep-the-date decision, docs/decisions/006-blog-publishing.md), slugs built and made unique,
 * the reading time fallback, the meta description limit, categories, stored images released,
 * and the audit rows every change leaves.
 */
import fs from "node:fs";
import path from "node:path";

import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import type { User } from "~/.server/accounts/users";
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from "~/.server/categories/categories";
import { config } from "~/.server/config";
import { db, schema } from "~/.server/db";
import {
  createBlogPost,
  deleteBlogPost,
  getBlogPost,
  listBlogPosts,
  publishedAtOnSave,
  toggleBlogPostPublished,
  updateBlogPost,
} from "~/.server/journal/post-admin";
import { getPublicBlogPost } from "~/.server/journal/posts";
import { storeImage } from "~/.server/media/store";
import { panelBlogCopy, panelCopy } from "~/lib/copy";
import { parseStoredImage } from "~/lib/images";
import { blogCategorySchema, blogPostFormSchema, type BlogPostInput, blogPostSchema } from "~/lib/schemas/admin/blog";

import { createAdmin, createProduct } from "../support/factories";

let admin: User;
let heritage: number;
let process_: number;

const T1 = new Date("2026-03-01T10:00:00.000Z");
const T2 = new Date("2026-03-05T12:30:00.000Z");
const T3 = new Date("2026-03-09T08:15:00.000Z");

function input(overrides: Record<string, unknown> = {}): BlogPostInput {
  return blogPostSchema.parse({ title: "Caring for Sadeli", category: String(heritage), content: "# Dust\nWipe gently.", ...overrides });
}

function auditRows(entity: string, id: number) {
  return db()
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.entity_id, String(id)))
    .all()
    .filter((row) => row.entity === entity);
}

function fieldErrors(result: { ok: boolean }) {
  return (result as { errors?: Record<string, string[]> }).errors;
}

beforeAll(() => {
  admin = createAdmin({ user_name: "Farida Contractor", user_email: "farida@example.in" });
  const first = createCategory(admin, "blog", blogCategorySchema.parse({ name: "History & Heritage" }));
  const second = createCategory(admin, "blog", blogCategorySchema.parse({ name: "Craft & Process" }));
  if (!first.ok || !second.ok) throw new Error("categories not created");
  heritage = first.record.id;
  process_ = second.record.id;
});

describe("the blog post form schema", () => {
  const errorsOf = (values: Record<string, unknown>) => {
    const result = blogPostSchema.safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("reads the panel's multipart form as Conform sends it, blank optional fields included", () => {
    const form = new FormData();
    for (const name of ["slug", "excerpt", "featured_image", "featured_image_alt", "tags", "meta_description", "reading_time", "publish_at"])
      form.set(name, "");
    form.set("title", "Rods and slices");
    form.set("category", String(heritage));
    form.set("content", "How rods are cut.");
    form.set("status", "draft");
    form.set("image_file", new File([], "", { type: "application/octet-stream" }));
    const submission = parseWithZod(form, { schema: blogPostFormSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      title: "Rods and slices",
      slug: "",
      category: heritage,
      excerpt: "",
      content: "How rods are cut.",
      featured_image: "",
      featured_image_alt: "",
      status: "draft",
      is_featured: false,
      tags: "",
      meta_description: "",
      reading_time: 5,
      // Issue 32: a blank "Publish at" plans nothing.
      publish_at: null,
    });

    form.set("image_file", new File(["bytes"], "cover.png", { type: "image/png" }));
    form.set("tags", "inlay, brass");
    form.set("is_featured", "on");
    const withFile = parseWithZod(form, { schema: blogPostFormSchema });
    expect(withFile.status === "success" && withFile.value).toMatchObject({ tags: "inlay, brass", is_featured: true, image_file: expect.any(File) });

    form.set("reading_time", "0");
    form.set("meta_description", "m".repeat(161));
    form.set("title", "");
    const refused = parseWithZod(form, { schema: blogPostFormSchema });
    expect(refused.status === "error" && refused.error).toEqual({
      title: [panelBlogCopy.titleRequired],
      reading_time: [panelBlogCopy.readingTimeMin],
      meta_description: [panelBlogCopy.metaDescriptionTooLong],
    });
  });

  it("requires title, category and content", () => {
    expect(errorsOf({})).toMatchObject({
      title: panelBlogCopy.titleRequired,
      category: panelBlogCopy.categoryRequired,
      content: panelBlogCopy.contentRequired,
    });
    expect(errorsOf({ title: "   ", category: "", content: " \n " })).toMatchObject({
      title: panelBlogCopy.titleRequired,
      category: panelBlogCopy.categoryRequired,
      content: panelBlogCopy.contentRequired,
    });
  });

  it("falls back to 5 minutes of reading time when blank, and wants a whole number from 1", () => {
    expect(input({ reading_time: "" }).reading_time).toBe(5);
    expect(input({}).reading_time).toBe(5);
    expect(input({ reading_time: null }).reading_time).toBe(5);
    expect(input({ reading_time: "12" }).reading_time).toBe(12);
    expect(input({ reading_time: 3 }).reading_time).toBe(3);
    const base = { title: "t", category: "1", content: "c" };
    expect(errorsOf({ ...base, reading_time: "0" })).toEqual({ reading_time: panelBlogCopy.readingTimeMin });
    expect(errorsOf({ ...base, reading_time: "-4" })).toEqual({ reading_time: panelBlogCopy.readingTimeMin });
    expect(errorsOf({ ...base, reading_time: "2.5" })).toEqual({ reading_time: panelBlogCopy.readingTimeWhole });
    expect(errorsOf({ ...base, reading_time: "five" })).toEqual({ reading_time: panelBlogCopy.readingTimeWhole });
  });

  it("limits the meta description to 160 characters", () => {
    const base = { title: "t", category: "1", content: "c" };
    expect(input({ meta_description: "m".repeat(160) }).meta_description).toHaveLength(160);
    expect(errorsOf({ ...base, meta_description: "m".repeat(161) })).toEqual({ meta_description: panelBlogCopy.metaDescriptionTooLong });
    expect(panelBlogCopy.metaDescriptionTooLong).toContain("160");
  });

  it("cleans slugs and tags, and reads checkboxes and JSON alike", () => {
    const parsed = input({ slug: "  My Post!! ", tags: " inlay, Brass ,inlay,, heritage ", is_featured: "on", status: "published" });
    expect(parsed).toMatchObject({ slug: "my-post", tags: "inlay, Brass, heritage", is_featured: true, status: "published" });
    expect(input({ tags: ["a", "b", "A"], is_featured: true, category: heritage })).toMatchObject({ tags: "a, b", is_featured: true, category: heritage });
    expect(input({}).status).toBe("draft");
    expect(input({}).is_featured).toBe(false);
  });

  it("accepts our uploads and web addresses as images, nothing else", () => {
    expect(input({ featured_image: "/uploads/blog/abc123-1600w.webp" }).featured_image).toBe("/uploads/blog/abc123-1600w.webp");
    expect(input({ featured_image: "https://example.in/a.jpg" }).featured_image).toBe("https://example.in/a.jpg");
    const base = { title: "t", category: "1", content: "c" };
    expect(errorsOf({ ...base, featured_image: "javascript:alert(1)" })).toEqual({ featured_image: panelBlogCopy.imageUrlInvalid });
    expect(errorsOf({ ...base, status: "deleted" })).toEqual({ status: panelBlogCopy.statusInvalid });
  });
});

describe("published_at", () => {
  it("follows section 4 on save, keeping the date of a post that was already published", () => {
    expect(publishedAtOnSave("draft", null, T1)).toBeNull();
    expect(publishedAtOnSave("archived", null, T1)).toBeNull();
    expect(publishedAtOnSave("published", null, T1)).toBe(T1.toISOString());
    expect(publishedAtOnSave("published", { status: "draft", published_at: null }, T2)).toBe(T2.toISOString());
    expect(publishedAtOnSave("published", { status: "published", published_at: T1.toISOString() }, T2)).toBe(T1.toISOString());
    expect(publishedAtOnSave("published", { status: "published", published_at: null }, T2)).toBe(T2.toISOString());
    expect(publishedAtOnSave("draft", { status: "published", published_at: T1.toISOString() }, T2)).toBeNull();
  });

  it("is set, kept and cleared as a post is saved", async () => {
    const created = await createBlogPost(admin, input({ title: "Published at once", status: "published" }), T1);
    if (!created.ok) throw new Error("not created");
    expect(created.record.published_at).toBe(T1.toISOString());
    const id = created.record.id;

    const again = await updateBlogPost(admin, id, input({ title: "Published at once, corrected", slug: created.record.slug, status: "published" }), T2);
    expect(again.ok && again.record.published_at).toBe(T1.toISOString());

    const archived = await updateBlogPost(admin, id, input({ title: "Published at once", status: "archived" }), T2);
    expect(archived.ok && archived.record.published_at).toBeNull();

    const republished = await updateBlogPost(admin, id, input({ title: "Published at once", status: "published" }), T3);
    expect(republished.ok && republished.record.published_at).toBe(T3.toISOString());

    const draft = await createBlogPost(admin, input({ title: "A draft", status: "draft" }), T1);
    expect(draft.ok && draft.record.published_at).toBeNull();
  });

  it("is set by Publish and cleared by Unpublish; the public page follows", async () => {
    const created = await createBlogPost(admin, input({ title: "Toggle me", status: "archived" }), T1);
    if (!created.ok) throw new Error("not created");
    const { id, slug } = created.record;
    expect(getPublicBlogPost(slug)).toBeNull();

    const published = await toggleBlogPostPublished(admin, id, T2);
    expect(published).toMatchObject({ ok: true, published: true, record: { status: "published", published_at: T2.toISOString() } });
    expect(getPublicBlogPost(slug)?.id).toBe(id);

    const unpublished = await toggleBlogPostPublished(admin, id, T3);
    expect(unpublished).toMatchObject({ ok: true, published: false, record: { status: "draft", published_at: null } });
    expect(getPublicBlogPost(slug)).toBeNull();

    const draftAgain = await toggleBlogPostPublished(admin, id, T3);
    expect(draftAgain).toMatchObject({ ok: true, published: true, record: { status: "published", published_at: T3.toISOString() } });

    expect(await toggleBlogPostPublished(admin, 999_999)).toEqual({ ok: false, reason: "not_found", message: panelCopy.notFound });
  });
});

describe("slugs", () => {
  it("are built from the title when blank and made unique with -2, -3", async () => {
    const results = [];
    for (let n = 0; n < 3; n++) results.push(await createBlogPost(admin, input({ title: "Rods & Slices: How It's Made" })));
    expect(results.map((result) => result.ok && result.record.slug)).toEqual([
      "rods-slices-how-it-s-made",
      "rods-slices-how-it-s-made-2",
      "rods-slices-how-it-s-made-3",
    ]);
  });

  it("keep a post's own slug when it is saved again, and refuse one another post uses", async () => {
    const first = await createBlogPost(admin, input({ title: "Brass strips", slug: "brass-strips" }));
    const second = await createBlogPost(admin, input({ title: "Tin strips" }));
    if (!first.ok || !second.ok) throw new Error("not created");
    const resaved = await updateBlogPost(admin, first.record.id, input({ title: "Brass strips", slug: "brass-strips" }));
    expect(resaved.ok && resaved.record.slug).toBe("brass-strips");

    const clash = await updateBlogPost(admin, second.record.id, input({ title: "Tin strips", slug: "brass-strips" }));
    expect(clash.ok).toBe(false);
    expect(fieldErrors(clash)).toEqual({ slug: [panelBlogCopy.slugTaken] });
    expect(getBlogPost(second.record.id)!.slug).toBe("tin-strips");

    const clashOnCreate = await createBlogPost(admin, input({ title: "Another", slug: "Brass Strips" }));
    expect(fieldErrors(clashOnCreate)).toEqual({ slug: [panelBlogCopy.slugTaken] });

    // A cleared slug is rebuilt from the (new) title.
    const rebuilt = await updateBlogPost(admin, second.record.id, input({ title: "Tin and pewter strips", slug: "" }));
    expect(rebuilt.ok && rebuilt.record.slug).toBe("tin-and-pewter-strips");
  });

  it("fall back to 'post' when the title has no Latin letters or digits", async () => {
    const result = await createBlogPost(admin, input({ title: "સાદેલી" }));
    expect(result.ok && result.record.slug).toMatch(/^post(-\d+)?$/);
  });
});

describe("saving a post", () => {
  it("stores every field, with the current user as author", async () => {
    const result = await createBlogPost(
      admin,
      input({
        title: "The eight-point star",
        category: String(process_),
        excerpt: "How the star is built.",
        featured_image: "https://example.in/star.jpg",
        featured_image_alt: "A Sadeli star",
        is_featured: "on",
        tags: "star, geometry",
        meta_description: "The star motif of Surat Sadeli.",
        reading_time: "7",
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record).toMatchObject({
      slug: "the-eight-point-star",
      category: process_,
      category_name: "Craft & Process",
      excerpt: "How the star is built.",
      featured_image: "https://example.in/star.jpg",
      featured_image_alt: "A Sadeli star",
      status: "draft",
      is_featured: true,
      tags: "star, geometry",
      tags_list: ["star", "geometry"],
      meta_description: "The star motif of Surat Sadeli.",
      reading_time: 7,
      author: admin.id,
      author_name: "Farida Contractor",
      published_at: null,
    });
  });

  it("refuses a category that does not exist, saving nothing", async () => {
    const before = listBlogPosts({ pageSize: 1000 }).count;
    const result = await createBlogPost(admin, input({ title: "Orphan", category: "987654" }));
    expect(fieldErrors(result)).toEqual({ category: [panelBlogCopy.categoryMissing] });
    expect(listBlogPosts({ pageSize: 1000 }).count).toBe(before);
    expect(await updateBlogPost(admin, 999_999, input())).toEqual({ ok: false, reason: "not_found", message: panelCopy.notFound });
  });

  it("lists every status with counts, and searches title, excerpt, tags and author", async () => {
    await createBlogPost(admin, input({ title: "Quokka heritage notes", status: "archived", tags: "wombatish" }));
    const all = listBlogPosts({ q: "quokka", pageSize: 50 });
    expect(all.results.map((post) => post.title)).toEqual(["Quokka heritage notes"]);
    expect(all.counts).toEqual({ all: 1, draft: 0, published: 0, archived: 1 });
    expect(listBlogPosts({ q: "quokka", status: "draft" }).results).toEqual([]);
    expect(listBlogPosts({ q: "wombatish" }).count).toBe(1);
    expect(listBlogPosts({ q: "Farida" }).count).toBeGreaterThan(3);
    // No search at all is every post (a surviving mutant of issue 20 turned a missing search into one that matches nothing).
    expect(listBlogPosts({ pageSize: 1000 }).count).toBe(db().select().from(schema.blogPosts).all().length);
    expect(listBlogPosts({ pageSize: 1000 }).count).toBeGreaterThan(0);
  });

  it("leaves an audit row for each create, update, status change and delete", async () => {
    const created = await createBlogPost(admin, input({ title: "Audited post" }));
    if (!created.ok) throw new Error("not created");
    const id = created.record.id;
    await updateBlogPost(admin, id, input({ title: "Audited post, edited" }));
    await toggleBlogPostPublished(admin, id);
    await toggleBlogPostPublished(admin, id);
    expect(await deleteBlogPost(admin, id)).toEqual({ ok: true });
    expect(getBlogPost(id)).toBeNull();
    expect(await deleteBlogPost(admin, id)).toEqual({ ok: false, reason: "not_found", message: panelCopy.notFound });
    const rows = auditRows("BlogPost", id);
    expect(rows.map((row) => row.action)).toEqual(["create", "update", "status_change", "status_change", "delete"]);
    expect(rows.every((row) => row.actor_id === admin.id && row.actor_email === "farida@example.in")).toBe(true);
  });
});

describe("stored images", () => {
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: "#8b3a1a" } })
      .png()
      .toBuffer();
  const fileOf = (url: string) => {
    const stored = parseStoredImage(url)!;
    return path.join(config().uploadsDir, stored.kind, `${stored.name}-${stored.width}w.webp`);
  };

  it("are removed when replaced and when their post is deleted, not while still used", async () => {
    const first = await storeImage(await png(), "blog");
    const second = await storeImage(await png(), "blog");
    const created = await createBlogPost(admin, input({ title: "With a picture", featured_image: first }));
    const twin = await createBlogPost(admin, input({ title: "Same picture", featured_image: second }));
    if (!created.ok || !twin.ok) throw new Error("not created");
    expect(fs.existsSync(fileOf(first))).toBe(true);

    await updateBlogPost(admin, created.record.id, input({ title: "With a picture", featured_image: second }));
    expect(fs.existsSync(fileOf(first))).toBe(false);
    expect(fs.existsSync(fileOf(second))).toBe(true);

    // Two posts share `second`: deleting one keeps the file for the other.
    await deleteBlogPost(admin, created.record.id);
    expect(fs.existsSync(fileOf(second))).toBe(true);
    await deleteBlogPost(admin, twin.record.id);
    expect(fs.existsSync(fileOf(second))).toBe(false);
  });

  it("of another kind are never removed by the blog", async () => {
    const gallery = await storeImage(await png(), "gallery");
    const created = await createBlogPost(admin, input({ title: "Borrowed picture", featured_image: gallery }));
    if (!created.ok) throw new Error("not created");
    await deleteBlogPost(admin, created.record.id);
    expect(fs.existsSync(fileOf(gallery))).toBe(true);
  });

  it("are kept when a post is deleted while a product shows the same upload (one imageInUse over every record)", async () => {
    const shared = await storeImage(await png(), "blog");
    const created = await createBlogPost(admin, input({ title: "Shared picture", featured_image: shared }));
    if (!created.ok) throw new Error("not created");
    createProduct({ title: "Star lamp", description: "A lamp.", price: 1200, image_url: shared });

    await deleteBlogPost(admin, created.record.id);
    expect(fs.existsSync(fileOf(shared))).toBe(true);
  });
});

describe("blog categories", () => {
  it("build a unique slug from the name and refuse a taken name", () => {
    const made = createCategory(admin, "blog", blogCategorySchema.parse({ name: "Care & Buying Guide" }));
    expect(made.ok && made.record).toMatchObject({ slug: "care-buying-guide", posts_count: 0 });
    const sameName = createCategory(admin, "blog", blogCategorySchema.parse({ name: "care & buying guide" }));
    expect(fieldErrors(sameName)).toEqual({ name: [panelCopy.categoryNameTaken] });
    const sameSlug = createCategory(admin, "blog", blogCategorySchema.parse({ name: "Care / Buying Guide" }));
    expect(sameSlug.ok && sameSlug.record.slug).toBe("care-buying-guide-2");
    const typedSlug = createCategory(admin, "blog", blogCategorySchema.parse({ name: "Guides", slug: "care-buying-guide" }));
    expect(fieldErrors(typedSlug)).toEqual({ slug: [panelBlogCopy.categorySlugTaken] });
    expect(blogCategorySchema.safeParse({ name: "  " }).error?.issues[0]?.message).toBe(panelCopy.nameRequired);
  });

  it("count their posts, and one that holds posts cannot be deleted", async () => {
    const category = getCategory("blog", heritage)!;
    expect(category.posts_count).toBeGreaterThan(0);
    const refused = deleteCategory(admin, "blog", heritage);
    expect(refused).toEqual({ ok: false, reason: "in_use", message: panelCopy.categoryInUse(category.posts_count, "post") });
    expect(getCategory("blog", heritage)).not.toBeNull();
    expect(listCategories("blog", { q: "heritage" }).results.map((row) => row.id)).toContain(heritage);
  });

  it("are renamed and deleted when empty, with audit rows", () => {
    const made = createCategory(admin, "blog", blogCategorySchema.parse({ name: "Workshop News" }));
    if (!made.ok) throw new Error("not created");
    const id = made.record.id;
    const renamed = updateCategory(admin, "blog", id, blogCategorySchema.parse({ name: "Workshop Diary", slug: "" }));
    expect(renamed.ok && renamed.record).toMatchObject({ name: "Workshop Diary", slug: "workshop-diary" });
    expect(updateCategory(admin, "blog", 999_999, blogCategorySchema.parse({ name: "Nothing" }))).toEqual({
      ok: false,
      reason: "not_found",
      message: panelCopy.notFound,
    });
    expect(deleteCategory(admin, "blog", id)).toEqual({ ok: true });
    expect(getCategory("blog", id)).toBeNull();
    expect(auditRows("BlogCategory", id).map((row) => row.action)).toEqual(["create", "update", "delete"]);
  });
});
