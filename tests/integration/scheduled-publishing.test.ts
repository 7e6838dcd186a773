/**
 * Issue 32, scheduled publishing and preview links (docs/decisions/046), against a real SQLite
 * file with a controlled clock: the form's IST time stored as UTC, a time in the past or on a
 * published post refused at the field, due records published (and not-yet-due ones left), what
 * fell due while the server was down published at start, the next one at its time, every memo
 * dropped, and preview links that cannot be stretched, moved or kept past 24 hours.
 */
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { User } from "~/.server/accounts/users";
import { createProduct as createProductRecord, updateProduct } from "~/.server/catalogue/product-admin";
import { config } from "~/.server/config";
import { db, schema } from "~/.server/db";
import { createBlogPost, getBlogPost, updateBlogPost } from "~/.server/journal/post-admin";
import { getPublicBlogPost } from "~/.server/journal/posts";
import { checkPreview, previewPath } from "~/.server/publishing/preview-links";
import { nextDueAt, publishDue, startScheduledPublishing, stopScheduledPublishing } from "~/.server/publishing/scheduled";
import { memoUntilWrite } from "~/.server/read-memo";
import { publishingCopy } from "~/lib/copy/publishing";
import { formatScheduleTime, scheduleInputFromUtc } from "~/lib/schedule-time";
import { blogPostSchema } from "~/lib/schemas/admin/blog";
import { productSchema } from "~/lib/schemas/admin/products";

import { createAdmin, createBlogPost as insertPost, createCategory, createProduct } from "../support/factories";

let admin: User;
let category: number;
const NOW = new Date("2026-11-28T10:00:00.000Z");

beforeAll(() => {
  admin = createAdmin() as unknown as User;
  category = createCategory.blog().id;
});

afterEach(() => {
  stopScheduledPublishing();
  vi.useRealTimers();
});

const postInput = (overrides: Record<string, unknown> = {}) =>
  blogPostSchema.parse({ title: "Diwali boxes", category: String(category), content: "Inlay for the festival.", ...overrides });

const row = (id: number) => db().select().from(schema.blogPosts).where(eq(schema.blogPosts.id, id)).get()!;
const productRow = (id: number) => db().select().from(schema.products).where(eq(schema.products.id, id)).get()!;

describe("the planned time's field", () => {
  it("reads the form's IST date and time as UTC, and the API's zoned time as it is", () => {
    expect(postInput({ publish_at: "2026-11-28T18:30" }).publish_at).toBe("2026-11-28T13:00:00.000Z");
    expect(postInput({ publish_at: "2026-11-28T13:00:00Z" }).publish_at).toBe("2026-11-28T13:00:00.000Z");
    expect(postInput({ publish_at: "" }).publish_at).toBeNull();
    expect(postInput().publish_at).toBeNull();
    // The field shows it back in IST, and the lists in words.
    expect(scheduleInputFromUtc("2026-11-28T13:00:00.000Z")).toBe("2026-11-28T18:30");
    expect(formatScheduleTime("2026-11-28T13:00:00.000Z")).toBe("28 Nov 2026, 18:30");
  });

  it("refuses a date that does not exist, at the field", () => {
    for (const bad of ["2026-02-31T10:00", "2026-11-28T25:00", "tomorrow"]) {
      const parsed = blogPostSchema.safeParse({ title: "x", category: String(category), content: "y", publish_at: bad });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual(["publish_at", publishingCopy.publishAtInvalid]);
    }
  });

  it("refuses a time in the past and a schedule on a post that is not a draft", async () => {
    const past = await createBlogPost(admin, postInput({ publish_at: "2026-11-28T15:29" }), NOW); // 09:59 UTC
    expect(past).toMatchObject({ ok: false, errors: { publish_at: [publishingCopy.publishAtPast] } });
    const published = await createBlogPost(admin, postInput({ status: "published", publish_at: "2026-11-29T10:00" }), NOW);
    expect(published).toMatchObject({ ok: false, errors: { publish_at: [publishingCopy.publishAtNotDraft] } });
    const planned = await createBlogPost(admin, postInput({ publish_at: "2026-11-28T18:30" }), NOW);
    expect(planned.ok).toBe(true);
    const id = (planned as { record: { id: number } }).record.id;
    expect(row(id)).toMatchObject({ status: "draft", publish_at: "2026-11-28T13:00:00.000Z", published_at: null });
    // Saved again as it was: the plan stays; saved as published: refused while the plan is set.
    expect((await updateBlogPost(admin, id, postInput({ publish_at: "2026-11-28T18:30" }), NOW)).ok).toBe(true);
    expect(getBlogPost(id)?.publish_at).toBe("2026-11-28T13:00:00.000Z");
  });

  it("a product's Available from: only on a product not available yet, only in the future", async () => {
    const productCategory = createCategory.product().id;
    const base = { title: "Jewellery box", category: String(productCategory), price: "1200", description: "Rosewood" };
    const shown = createProductRecord(admin, productSchema.parse({ ...base, is_available: "on", available_at: "2026-11-29T10:00" }), NOW);
    expect(shown).toMatchObject({ ok: false, errors: { available_at: [publishingCopy.availableAtNotHidden] } });
    const past = createProductRecord(admin, productSchema.parse({ ...base, available_at: "2026-11-28T10:00" }), NOW);
    expect(past).toMatchObject({ ok: false, errors: { available_at: [publishingCopy.availableAtPast] } });
    const planned = createProductRecord(admin, productSchema.parse({ ...base, available_at: "2026-11-29T10:00" }), NOW);
    expect(planned.ok).toBe(true);
    const id = (planned as { record: { id: number } }).record.id;
    expect(productRow(id)).toMatchObject({ is_available: false, available_at: "2026-11-29T04:30:00.000Z" });
    expect((await updateProduct(admin, id, productSchema.parse({ ...base, available_at: "" }), NOW)).ok).toBe(true);
    expect(productRow(id).available_at).toBeNull();
  });
});

describe("publishing on time", () => {
  it("publishes what is due with its planned date, leaves what is not, and makes a due product available", () => {
    const due = insertPost({ status: "draft", publish_at: "2026-11-28T09:30:00.000Z" });
    const later = insertPost({ status: "draft", publish_at: "2026-11-28T11:00:00.000Z" });
    const product = createProduct({ is_available: false, available_at: "2026-11-28T09:59:00.000Z" });
    const laterProduct = createProduct({ is_available: false, available_at: "2026-12-01T00:00:00.000Z" });

    const done = publishDue(NOW);
    expect(done.posts).toContain(due.id);
    expect(done.posts).not.toContain(later.id);
    expect(row(due.id)).toMatchObject({ status: "published", published_at: "2026-11-28T09:30:00.000Z", publish_at: null });
    expect(row(later.id)).toMatchObject({ status: "draft", published_at: null, publish_at: "2026-11-28T11:00:00.000Z" });
    expect(getPublicBlogPost(due.slug)?.id).toBe(due.id);
    expect(getPublicBlogPost(later.slug)).toBeNull();
    expect(productRow(product.id)).toMatchObject({ is_available: true, available_at: null });
    expect(productRow(laterProduct.id)).toMatchObject({ is_available: false });
    // The activity log says it was the schedule.
    const audit = db()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity_id, String(due.id)))
      .all();
    expect(audit.some((entry) => entry.entity === "BlogPost" && entry.summary.includes("(scheduled)"))).toBe(true);
    // Run again: nothing twice.
    expect(publishDue(NOW).posts).toEqual([]);
    // Cleared for the next tests.
    db().update(schema.blogPosts).set({ publish_at: null }).run();
    db().update(schema.products).set({ available_at: null }).run();
  });

  it("drops the read memo and moves the version the page memo watches", () => {
    const post = insertPost({ status: "draft", publish_at: "2026-11-28T09:00:00.000Z" });
    const watcher = new Database(config().databasePath, { readonly: true });
    const dataVersion = () => watcher.prepare("pragma data_version").pluck().get();
    const count = () =>
      memoUntilWrite("test:published", () => db().select().from(schema.blogPosts).where(eq(schema.blogPosts.status, "published")).all().length);
    const before = count();
    const version = dataVersion();
    publishDue(NOW);
    expect(count()).toBe(before + 1);
    expect(dataVersion()).not.toBe(version);
    watcher.close();
    expect(row(post.id).status).toBe("published");
  });

  it("at start publishes what fell due while the server was down, then the next one at its time", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    vi.setSystemTime(NOW);
    const missed = insertPost({ status: "draft", publish_at: "2026-11-28T06:00:00.000Z" });
    const soon = insertPost({ status: "draft", publish_at: "2026-11-28T10:00:30.000Z" });
    startScheduledPublishing();
    expect(row(missed.id)).toMatchObject({ status: "published", published_at: "2026-11-28T06:00:00.000Z" });
    expect(row(soon.id).status).toBe("draft");
    expect(nextDueAt()?.toISOString()).toBe("2026-11-28T10:00:30.000Z");
    await vi.advanceTimersByTimeAsync(29_000);
    expect(row(soon.id).status).toBe("draft");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(row(soon.id)).toMatchObject({ status: "published", published_at: "2026-11-28T10:00:30.000Z", publish_at: null });
    // A plan saved later than the worker's last look is still caught within a minute.
    const planned = insertPost({ status: "draft", publish_at: "2026-11-28T10:20:00.000Z" });
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    expect(row(planned.id).status).toBe("published");
  });
});

describe("preview links", () => {
  const parts = (path: string) => {
    const [, , kind, id, expires, signature] = path.split("/");
    return { kind, id: Number(id), expires, signature };
  };

  it("work for 24 hours for the record they were made for, and no other", () => {
    const path = previewPath("post", 12, NOW);
    expect(path).toMatch(/^\/preview\/post\/12\/\d+\/[\w-]{43}$/);
    const link = parts(path);
    expect(checkPreview(link, NOW)).toMatchObject({ ok: true });
    expect(checkPreview(link, new Date(NOW.getTime() + 23.9 * 3_600_000))).toMatchObject({ ok: true });
    expect(checkPreview(link, new Date(NOW.getTime() + 24 * 3_600_000))).toEqual({ ok: false, reason: "expired" });
    // Tampered: another id, another kind, a later expiry, a changed signature.
    expect(checkPreview({ ...link, id: 13 }, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(checkPreview({ ...link, kind: "gallery" }, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(checkPreview({ ...link, expires: String(Number(link.expires) + 86_400) }, NOW)).toEqual({ ok: false, reason: "invalid" });
    const flipped = `${link.signature!.slice(0, -1)}${link.signature!.endsWith("A") ? "B" : "A"}`;
    expect(checkPreview({ ...link, signature: flipped }, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(checkPreview({ ...link, signature: "short" }, NOW)).toEqual({ ok: false, reason: "invalid" });
  });
});
