/**
 * Portfolio and blog reads against a real SQLite file holding the demo content, plus a few rows
 * of our own: only public projects and published posts are listed; search, category, paging
 * and counts; the contract shape; unknown slugs; testimonials.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { listPublicCategoryChoices } from "~/.server/categories/categories";
import { db, schema } from "~/.server/db";
import { getPublicBlogPost, listPublicBlogPosts, listTestimonialPosts, toTestimonial } from "~/.server/journal/posts";
import { getPublicPortfolioItem, listPublicPortfolioItems } from "~/.server/portfolio/portfolio";
import { demoBlogPosts, demoPortfolioItems } from "~/.server/seed/demo-data";

import { SEEDED_DEMO_TIMEOUT_MS, useSeededDemo } from "../support/seeded-demo";

const ALL = { page: 1, pageSize: 1000 };

/** A word no demo row contains, on the rows this file adds for paging. */
const TOKEN = "zanzibarquill";
const EXTRA_PROJECTS = 15;
const EXTRA_POSTS = 14;
const AUTHOR_NAME = "Ishaan Mistry";

const demoPublicProjects = demoPortfolioItems.filter((item) => item.is_public !== false);
const demoPublishedPosts = demoBlogPosts.filter((post) => post.status === "published");

const PORTFOLIO_KEYS = [
  "id",
  "title",
  "description",
  "short_description",
  "image_url",
  "project_url",
  "client_name",
  "completion_date",
  "category",
  "category_name",
  "technologies",
  "technologies_list",
  "price",
  "is_featured",
  "is_public",
  "created_by_name",
  "created_at",
  // Issue 33's sync: when the record last changed.
  "updated_at",
].sort();
const BLOG_KEYS = [
  "id",
  "title",
  "slug",
  "content",
  "excerpt",
  "featured_image",
  "featured_image_alt",
  "category",
  "category_name",
  "status",
  "is_featured",
  "tags",
  "tags_list",
  "meta_description",
  "reading_time",
  "author",
  "author_name",
  "published_at",
  // Issue 32: when a draft is planned to be published (null on every public post).
  "publish_at",
  "created_at",
  // Issue 33's sync: when the record last changed.
  "updated_at",
].sort();

let authorId: number;
let portfolioCategory: (name: string) => number;
let blogCategory: (name: string) => number;

/** ISO time `minutes` before a fixed recent moment: newer than every demo row when small. */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

beforeAll(async () => {
  await useSeededDemo();
  const database = db();
  authorId = database
    .insert(schema.users)
    .values({ user_name: AUTHOR_NAME, user_email: "ishaan@example.in", password_hash: "not-a-real-hash", account_status: "approved" })
    .returning({ id: schema.users.id })
    .get().id;

  const portfolioIds = new Map(
    database
      .select()
      .from(schema.portfolioCategories)
      .all()
      .map((row) => [row.name, row.id]),
  );
  portfolioCategory = (name) => portfolioIds.get(name)!;
  const blogIds = new Map(
    database
      .select()
      .from(schema.blogCategories)
      .all()
      .map((row) => [row.name, row.id]),
  );
  blogCategory = (name) => blogIds.get(name)!;

  // Projects 1..15 with the token, the first 10 in Corporate Gifting, the rest in Heritage
  // Restoration; project N is N minutes old, so 1 is the newest. One more is private.
  database
    .insert(schema.portfolioItems)
    .values([
      ...Array.from({ length: EXTRA_PROJECTS }, (_, index) => ({
        title: `Paging project ${index + 1}`,
        description: `A project for the ${TOKEN} paging test.`,
        category: portfolioCategory(index < 10 ? "Corporate Gifting" : "Heritage Restoration"),
        technologies: "Sadeli micro-mosaic, Brass inlay, Tin inlay, Bone-white",
        created_by: authorId,
        created_at: minutesAgo(index + 1),
      })),
      {
        title: `Private ${TOKEN} project`,
        description: "Not for the public site.",
        category: portfolioCategory("Corporate Gifting"),
        is_public: false,
        created_at: minutesAgo(0),
      },
    ])
    .run();

  // Posts 1..14 with the token, written by the account (no display name); post N is N minutes
  // old. A draft and an archived post carry the token too and must never show.
  database
    .insert(schema.blogPosts)
    .values([
      ...Array.from({ length: EXTRA_POSTS }, (_, index) => ({
        title: `Paging post ${index + 1}`,
        slug: `paging-post-${index + 1}`,
        content: "Body",
        excerpt: `An excerpt for the ${TOKEN} paging test.`,
        category: blogCategory(index < 8 ? "Craft & Process" : "History & Heritage"),
        status: "published" as const,
        tags: "paging, test",
        author: authorId,
        published_at: minutesAgo(index + 1),
      })),
      { title: `Draft ${TOKEN}`, slug: "draft-token", content: "x", category: blogCategory("Craft & Process"), status: "draft" as const },
      {
        title: `Archived ${TOKEN}`,
        slug: "archived-token",
        content: "x",
        category: blogCategory("Craft & Process"),
        status: "archived" as const,
        published_at: minutesAgo(0),
      },
    ])
    .run();
}, SEEDED_DEMO_TIMEOUT_MS);

describe("portfolio", () => {
  it("lists only public projects, newest first", () => {
    const { results, count } = listPublicPortfolioItems(ALL);
    expect(count).toBe(demoPublicProjects.length + EXTRA_PROJECTS);
    expect(results).toHaveLength(count);
    expect(results.every((item) => item.is_public)).toBe(true);
    expect(results.map((item) => item.title)).not.toContain("A Collector's Cabinet of Drawers");
    expect(results.map((item) => item.title)).not.toContain(`Private ${TOKEN} project`);
    const times = results.map((item) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("returns the spec's contract shape, with derived names and lists", () => {
    const { results } = listPublicPortfolioItems({ q: "Udaipur", page: 1, pageSize: 12 });
    expect(results).toHaveLength(1);
    const item = results[0]!;
    expect(Object.keys(item).sort()).toEqual(PORTFOLIO_KEYS);
    expect(item).toMatchObject({
      title: "Lobby Panels for a Lakeside Heritage Hotel, Udaipur",
      category_name: "Hotel & Hospitality Interiors",
      client_name: "Rathore Haveli Hotels",
      completion_date: "2025-02-14",
      price: 18500,
      is_featured: true,
      is_public: true,
      created_by_name: "",
      technologies_list: ["Sadeli micro-mosaic", "Brass inlay", "Rosewood veneer on stable core", "French polish"],
    });
    const extra = listPublicPortfolioItems({ q: "Paging project 1", page: 1, pageSize: 1 }).results[0]!;
    expect(extra.created_by_name).toBe(AUTHOR_NAME);
  });

  it("searches title, description, short description, technologies and client name", () => {
    const titles = (q: string) => listPublicPortfolioItems({ q, ...ALL }).results.map((item) => item.title);
    expect(titles("Udaipur")).toEqual(["Lobby Panels for a Lakeside Heritage Hotel, Udaipur"]); // title
    expect(titles("Candolim")).toEqual(["Room Key Boxes and Tea Trays for a Boutique Resort in Goa"]); // description
    expect(titles("eleven weeks")).toEqual(["Three Hundred Executive Desk Sets for a Bank's Anniversary"]); // short description
    expect(titles("Reversible hide glue")).toEqual(["Restoring a 1920s Writing Slope for a Parsi Family"]); // technologies
    expect(titles("casa areia")).toEqual(["Room Key Boxes and Tea Trays for a Boutique Resort in Goa"]); // client, any case
    // Every word must match somewhere; the private project's words find nothing.
    expect(titles("Udaipur coins")).toEqual([]);
    expect(titles("twenty-four shallow drawers")).toEqual([]);
    // LIKE wildcards are literal.
    expect(titles("%")).toEqual([]);
  });

  it("filters by category, combined with search, and counts only what matches", () => {
    const gifting = listPublicPortfolioItems({ category: portfolioCategory("Corporate Gifting"), ...ALL });
    expect(gifting.count).toBe(2 + 10);
    expect(gifting.results.every((item) => item.category_name === "Corporate Gifting")).toBe(true);
    const both = listPublicPortfolioItems({ q: TOKEN, category: portfolioCategory("Heritage Restoration"), ...ALL });
    expect(both.results.map((item) => item.title)).toEqual([
      "Paging project 11",
      "Paging project 12",
      "Paging project 13",
      "Paging project 14",
      "Paging project 15",
    ]);
    expect(both.count).toBe(5);
  });

  it("pages through the results without gaps or repeats", () => {
    const first = listPublicPortfolioItems({ q: TOKEN, page: 1, pageSize: 12 });
    const second = listPublicPortfolioItems({ q: TOKEN, page: 2, pageSize: 12 });
    expect(first.count).toBe(EXTRA_PROJECTS);
    expect(second.count).toBe(EXTRA_PROJECTS);
    expect(first.results).toHaveLength(12);
    expect(second.results).toHaveLength(3);
    expect([...first.results, ...second.results].map((item) => item.title)).toEqual(
      Array.from({ length: EXTRA_PROJECTS }, (_, index) => `Paging project ${index + 1}`),
    );
  });

  it("filters featured projects", () => {
    const featured = listPublicPortfolioItems({ featured: true, ...ALL });
    expect(featured.count).toBe(demoPublicProjects.filter((item) => item.is_featured).length);
    expect(featured.results.every((item) => item.is_featured)).toBe(true);
  });

  it("finds one public project by id, and nothing for private or unknown ids", () => {
    const [listed] = listPublicPortfolioItems({ q: "Udaipur", page: 1, pageSize: 1 }).results;
    expect(getPublicPortfolioItem(listed!.id)).toEqual(listed);
    const hidden = db().select().from(schema.portfolioItems).where(eq(schema.portfolioItems.title, "A Collector's Cabinet of Drawers")).get()!;
    expect(getPublicPortfolioItem(hidden.id)).toBeNull();
    expect(getPublicPortfolioItem(999_999)).toBeNull();
  });

  it("offers active categories with their counts of public projects", () => {
    db().insert(schema.portfolioCategories).values({ name: "Retired category", is_active: false }).run();
    const options = listPublicCategoryChoices("portfolio");
    expect(options.map((option) => option.name)).toEqual([
      "Corporate Gifting",
      "Heritage Restoration",
      "Hotel & Hospitality Interiors",
      "Residential Commissions",
    ]);
    const counts = Object.fromEntries(options.map((option) => [option.name, option.count]));
    // The private cabinet and the private extra project are not counted.
    expect(counts).toEqual({
      "Corporate Gifting": 12,
      "Heritage Restoration": 7,
      "Hotel & Hospitality Interiors": 2,
      "Residential Commissions": 1,
    });
    expect(options.reduce((sum, option) => sum + option.count, 0)).toBe(listPublicPortfolioItems(ALL).count);
  });
});

describe("blog", () => {
  it("lists only published posts, the most recently published first", () => {
    const { results, count } = listPublicBlogPosts(ALL);
    expect(count).toBe(demoPublishedPosts.length + EXTRA_POSTS);
    expect(results).toHaveLength(count);
    expect(results.every((post) => post.status === "published")).toBe(true);
    const slugs = results.map((post) => post.slug);
    expect(slugs).not.toContain("designing-a-new-motif");
    expect(slugs).not.toContain("draft-token");
    expect(slugs).not.toContain("archived-token");
    const times = results.map((post) => post.published_at!);
    expect(times).toEqual([...times].sort().reverse());
    expect(slugs[0]).toBe("paging-post-1");
  });

  it("returns the spec's contract shape, with the author's name derived", () => {
    const post = getPublicBlogPost("a-haveli-in-udaipur-dressed-in-sadeli")!;
    expect(Object.keys(post).sort()).toEqual(BLOG_KEYS);
    expect(post).toMatchObject({
      title: "A Haveli in Udaipur, Dressed in Sadeli",
      category_name: "Testimonials",
      status: "published",
      author: null,
      author_name: "Aditi Rathore, owner, Rathore Haveli Hotels, Udaipur",
      tags_list: ["testimonial", "hotel", "Udaipur", "panels"],
    });
    expect(post.content).toContain("## What we asked for");
    expect(post.reading_time).toBeGreaterThanOrEqual(1);
    // No display name: the author account's name; neither: ''.
    expect(getPublicBlogPost("paging-post-3")!.author_name).toBe(AUTHOR_NAME);
    db().update(schema.blogPosts).set({ author: null }).where(eq(schema.blogPosts.slug, "paging-post-14")).run();
    expect(getPublicBlogPost("paging-post-14")!.author_name).toBe("");
  });

  it("searches title, excerpt, author name and tags", () => {
    const slugs = (q: string) => listPublicBlogPosts({ q, ...ALL }).results.map((post) => post.slug);
    expect(slugs("Imitation")).toEqual(["how-to-tell-hand-laid-sadeli-from-an-imitation"]); // title and tags
    expect(slugs("undercuts")).toEqual([]); // content is not searched
    expect(slugs("Darjeeling")).toEqual([]);
    expect(slugs("return gifts")).toEqual(["our-wedding-favours-came-from-gopipura"]); // tags
    expect(slugs("Persian technique")).toEqual(["a-short-history-of-surat-sadeli"]); // excerpt
    expect(slugs("Farhan")).toEqual(["three-hundred-desk-sets"]); // display name
    expect(slugs("Ishaan Mistry")).toHaveLength(EXTRA_POSTS - 1); // the account's name (one post lost its author above)
    expect(slugs("khatam")).toEqual(["a-short-history-of-surat-sadeli"]);
    // Drafts are not found by their own words.
    expect(slugs("new motif")).toEqual([]);
  });

  it("filters by category, combined with search", () => {
    const testimonials = listPublicBlogPosts({ category: blogCategory("Testimonials"), ...ALL });
    expect(testimonials.count).toBe(3);
    expect(testimonials.results.every((post) => post.category_name === "Testimonials")).toBe(true);
    const both = listPublicBlogPosts({ q: TOKEN, category: blogCategory("History & Heritage"), ...ALL });
    expect(both.results.map((post) => post.slug)).toEqual([
      "paging-post-9",
      "paging-post-10",
      "paging-post-11",
      "paging-post-12",
      "paging-post-13",
      "paging-post-14",
    ]);
  });

  it("pages through the results without gaps or repeats", () => {
    const first = listPublicBlogPosts({ q: TOKEN, page: 1, pageSize: 12 });
    const second = listPublicBlogPosts({ q: TOKEN, page: 2, pageSize: 12 });
    expect(first.count).toBe(EXTRA_POSTS);
    expect(first.results).toHaveLength(12);
    expect(second.results).toHaveLength(2);
    expect([...first.results, ...second.results].map((post) => post.slug)).toEqual(
      Array.from({ length: EXTRA_POSTS }, (_, index) => `paging-post-${index + 1}`),
    );
  });

  it("filters featured posts", () => {
    const featured = listPublicBlogPosts({ featured: true, ...ALL });
    expect(featured.count).toBe(demoPublishedPosts.filter((post) => post.is_featured).length);
  });

  it("counts published posts per category", () => {
    const counts = Object.fromEntries(listPublicCategoryChoices("blog").map((option) => [option.name, option.count]));
    expect(counts).toEqual({
      "Care & Buying Guide": 2,
      "Craft & Process": 2 + 8, // the demo draft, the extra draft and the archived post are not counted
      "History & Heritage": 2 + 6,
      Testimonials: 3,
    });
  });

  it("finds nothing for unknown, draft or archived slugs", () => {
    expect(getPublicBlogPost("no-such-post")).toBeNull();
    expect(getPublicBlogPost("designing-a-new-motif")).toBeNull();
    expect(getPublicBlogPost("archived-token")).toBeNull();
    expect(getPublicBlogPost("")).toBeNull();
    expect(getPublicBlogPost("x".repeat(1000))).toBeNull();
  });

  describe("testimonials", () => {
    it("are the published posts of the 'testimonials' category, newest first", () => {
      const posts = listTestimonialPosts(6);
      expect(posts.map((post) => post.slug)).toEqual([
        "our-wedding-favours-came-from-gopipura",
        "three-hundred-desk-sets",
        "a-haveli-in-udaipur-dressed-in-sadeli",
      ]);
      expect(listTestimonialPosts(2)).toHaveLength(2);
      expect(toTestimonial(posts[0]!)).toEqual({
        id: posts[0]!.id,
        name: "Meera Desai, Ahmedabad",
        role: "Testimonials",
        content: posts[0]!.excerpt,
        rating: 5,
        avatar: posts[0]!.featured_image,
        verified: true,
      });
      expect(toTestimonial({ ...posts[0]!, author_name: "", excerpt: "" })).toMatchObject({ name: "Collector", content: posts[0]!.title });
    });

    it("also come from a category named like 'Client Reviews', and from none when there is no such category", () => {
      const database = db();
      const reviews = database.insert(schema.blogCategories).values({ name: "Client Reviews", slug: "client-words" }).returning().get();
      database
        .insert(schema.blogPosts)
        .values({ title: "A review", slug: "a-review", content: "Lovely.", category: reviews.id, status: "published", published_at: minutesAgo(0) })
        .run();
      expect(listTestimonialPosts(6).map((post) => post.slug)).toContain("a-review");

      database.update(schema.blogCategories).set({ name: "Letters", slug: "letters" }).where(eq(schema.blogCategories.id, reviews.id)).run();
      database.update(schema.blogCategories).set({ name: "Kind Words", slug: "kind-words" }).where(eq(schema.blogCategories.name, "Testimonials")).run();
      expect(listTestimonialPosts(6)).toEqual([]);
    });
  });
});
