/**
 * Issue 32, autosave of long texts (docs/decisions/045), against a real SQLite file: a draft per
 * person and form, replaced as typing goes on; read back only by its author; allowed only to who
 * may edit the form's section (a store manager keeps product drafts, not blog drafts; a business
 * account none); bounded; removed after 30 days; deleted by a successful save of the form and
 * kept by a refused one. The draft route (/panel/drafts) is called as the form's script calls it:
 * a multipart POST with the session cookie.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { createSession } from "~/.server/accounts/sessions";
import { db, schema } from "~/.server/db";
import { deleteFormDraft, DRAFT_LIMITS, getFormDraft, pruneFormDrafts, saveFormDraft } from "~/.server/drafts/form-drafts";
import { draftOffer, panelAutosaveCopy } from "~/lib/copy/panel-autosave";
import { browserSessionCookie } from "~/routes/.server/auth";
import { action as blogFormAction } from "~/routes/panel/blog/form";
import { action as draftsAction, loader as draftsLoader } from "~/routes/panel/drafts";
import { action as contactAction } from "~/routes/panel/notifications/view";
import { action as productInquiryAction } from "~/routes/panel/product-inquiries/view";

import { createAdmin, createBlogPost, createCategory, createContactMessage, createProductInquiry, createUser } from "../support/factories";

const DAY_MS = 24 * 60 * 60 * 1000;
const draftRows = (userId: number) => db().select().from(schema.formDrafts).where(eq(schema.formDrafts.user_id, userId)).all();
const manager = () => createUser({ user_type: 3 });
const cookieOf = (userId: number) => browserSessionCookie(createSession(userId, "browser")).then((header) => header.split(";")[0]!);

/** What a door answered: a Response, or the Response it threw (a redirect). */
async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    return (await run()) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function post(path: string, cookie: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`http://site.test${path}`, { method: "POST", body, headers: { Cookie: cookie } });
}

describe("a form's draft (the domain)", () => {
  it("is kept per person and form, replaced as typing goes on, and read back only by its author", () => {
    const admin = createAdmin();
    const other = createAdmin();
    const first = saveFormDraft(admin, "blog_post:12", { content: "The first lines" });
    expect(first.ok).toBe(true);
    const second = saveFormDraft(admin, "blog_post:12", { content: "The first lines and more", excerpt: "Short" });
    expect(second.ok).toBe(true);
    expect(draftRows(admin.id)).toHaveLength(1);
    expect(getFormDraft(admin, "blog_post:12")?.fields).toEqual({ content: "The first lines and more", excerpt: "Short" });
    // Another form of the same person, and the same form of another person, are other drafts.
    expect(getFormDraft(admin, "blog_post:new")).toBeNull();
    expect(getFormDraft(other, "blog_post:12")).toBeNull();
    saveFormDraft(admin, "blog_post:new", { content: "A new post" });
    expect(draftRows(admin.id)).toHaveLength(2);

    expect(deleteFormDraft(admin, "blog_post:12")).toEqual({ ok: true });
    expect(getFormDraft(admin, "blog_post:12")).toBeNull();
    expect(getFormDraft(admin, "blog_post:new")?.fields).toEqual({ content: "A new post" });
  });

  it("is allowed only to who may edit the form's section", () => {
    const storeManager = manager();
    const buyer = createUser({ user_type: 2 });
    expect(saveFormDraft(storeManager, "product:3", { description: "Rosewood box" }).ok).toBe(true);
    expect(saveFormDraft(storeManager, "blog_post:3", { content: "Not mine to write" })).toMatchObject({ ok: false, reason: "forbidden" });
    expect(saveFormDraft(buyer, "product:3", { description: "Not mine" })).toMatchObject({ ok: false, reason: "forbidden" });
    expect(saveFormDraft(createUser({ user_type: 1, account_status: "disabled" }), "blog_post:3", { content: "x" })).toMatchObject({
      ok: false,
      reason: "forbidden",
    });
    // A form that keeps no drafts, or a key of no form.
    for (const key of ["settings:1", "blog_post", "blog_post:0", "blog_post:abc", "blog_post:1:2", ""]) {
      expect(saveFormDraft(createAdmin(), key, { content: "x" })).toMatchObject({ ok: false, reason: "not_found" });
    }
    // What may not be saved cannot be read or deleted either.
    expect(getFormDraft(buyer, "product:3")).toBeNull();
    expect(deleteFormDraft(storeManager, "blog_post:3")).toMatchObject({ ok: false, reason: "forbidden" });
    expect(db().select().from(schema.formDrafts).where(eq(schema.formDrafts.user_id, buyer.id)).all()).toEqual([]);
  });

  it("keeps texts under field names only, and at most 120,000 characters in all", () => {
    const admin = createAdmin();
    for (const fields of [null, "text", ["a"], {}, { content: 5 }, { "<script>": "x" }, { content: { nested: "x" } }]) {
      expect(saveFormDraft(admin, "blog_post:1", fields)).toMatchObject({ ok: false, errors: { fields: [panelAutosaveCopy.badFields] } });
    }
    const tooMany = Object.fromEntries(Array.from({ length: DRAFT_LIMITS.maxFields + 1 }, (_, index) => [`field_${index}`, "x"]));
    expect(saveFormDraft(admin, "blog_post:1", tooMany)).toMatchObject({ ok: false, errors: { fields: [panelAutosaveCopy.badFields] } });

    // A post's longest content (100,000 characters) with its excerpt and translations' names fits.
    const longest = { content: "ક".repeat(100_000), excerpt: "x".repeat(500), "translations.gu.content": "ખ".repeat(19_500) };
    expect(saveFormDraft(admin, "blog_post:1", longest).ok).toBe(true);
    const over = { ...longest, excerpt: "x".repeat(501) };
    expect(saveFormDraft(admin, "blog_post:1", over)).toMatchObject({ ok: false, reason: "too_long" });
    expect(getFormDraft(admin, "blog_post:1")?.fields.excerpt).toHaveLength(500);
  });

  it("is removed after 30 days, and never offered once that old", () => {
    const admin = createAdmin();
    const now = new Date();
    saveFormDraft(admin, "blog_post:7", { content: "Thirty-one days ago" }, new Date(now.getTime() - 31 * DAY_MS));
    saveFormDraft(admin, "product:7", { description: "Twenty-nine days ago" }, new Date(now.getTime() - 29 * DAY_MS));
    expect(getFormDraft(admin, "blog_post:7", now)).toBeNull();
    expect(getFormDraft(admin, "product:7", now)?.fields.description).toBe("Twenty-nine days ago");
    expect(draftRows(admin.id)).toHaveLength(2);

    // Any save removes everyone's old drafts on its way, and pruning alone does too.
    saveFormDraft(createAdmin(), "gallery_item:new", { description: "Today" }, now);
    expect(draftRows(admin.id).map((row) => row.form_key)).toEqual(["product:7"]);
    expect(pruneFormDrafts(new Date(now.getTime() + 2 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect(draftRows(admin.id)).toEqual([]);
  });

  it("is offered with the time it was kept, in India's time zone", () => {
    const now = new Date("2026-11-28T05:20:00.000Z");
    expect(draftOffer(panelAutosaveCopy, "2026-11-28T05:12:30.000Z", "en", now)).toBe("Restore your unsaved text from 10:42?");
    expect(draftOffer(panelAutosaveCopy, "2026-11-27T05:12:30.000Z", "en", now)).toBe("Restore your unsaved text from 27 Nov, 10:42?");
  });
});

describe("the form's save deletes its draft", () => {
  const postFields = (category: number, content: string) => ({ title: "Caring for Sadeli", category: String(category), content, status: "draft" });

  it("a successful edit deletes the editor's draft of that post; a refused one keeps it", async () => {
    const admin = createAdmin();
    const category = createCategory.blog();
    const blogPost = createBlogPost({ category: category.id });
    const key = `blog_post:${blogPost.id}`;
    saveFormDraft(admin, key, { content: "Typed on the phone" });
    saveFormDraft(admin, "blog_post:new", { content: "Another form's draft" });
    const cookie = await cookieOf(admin.id);
    const save = (fields: Record<string, string>) =>
      answer(() =>
        blogFormAction({ request: post(`/panel/blog/${blogPost.id}/edit`, cookie, fields), params: { id: String(blogPost.id) }, context: {} } as never),
      );

    const refused = await answer(() =>
      blogFormAction({
        request: post(`/panel/blog/${blogPost.id}/edit`, cookie, { ...postFields(category.id, "Typed on the phone"), title: "" }),
        params: { id: String(blogPost.id) },
        context: {},
      } as never),
    );
    expect((refused as unknown as { init?: { status?: number } }).init?.status).toBe(400);
    expect(getFormDraft(admin, key)?.fields.content).toBe("Typed on the phone");

    const saved = await save(postFields(category.id, "Typed on the phone"));
    expect(saved.status).toBe(302);
    expect(db().select().from(schema.blogPosts).where(eq(schema.blogPosts.id, blogPost.id)).get()?.content).toBe("Typed on the phone");
    expect(getFormDraft(admin, key)).toBeNull();
    expect(getFormDraft(admin, "blog_post:new")?.fields.content).toBe("Another form's draft");
  });

  it("a new post's save deletes the draft of the new-post form", async () => {
    const admin = createAdmin();
    const category = createCategory.blog();
    saveFormDraft(admin, "blog_post:new", { content: "A whole new post" });
    const cookie = await cookieOf(admin.id);
    const saved = await answer(() =>
      blogFormAction({ request: post("/panel/blog/new", cookie, postFields(category.id, "A whole new post")), params: {}, context: {} } as never),
    );
    expect(saved.status).toBe(302);
    expect(getFormDraft(admin, "blog_post:new")).toBeNull();
  });
});

describe("a sent reply deletes its draft", () => {
  const REPLY = "Thank you for writing. The box is ready in two weeks.";

  it("of a contact message, and of a product inquiry; a refused reply keeps it", async () => {
    const admin = createAdmin();
    const cookie = await cookieOf(admin.id);
    const message = createContactMessage();
    saveFormDraft(admin, `contact_reply:${message.id}`, { reply_message: REPLY });
    const refused = await answer(() =>
      contactAction({
        request: post(`/panel/notifications/${message.id}`, cookie, { intent: "reply", reply_message: "" }),
        params: { id: String(message.id) },
        context: {},
      } as never),
    );
    expect((refused as unknown as { init?: { status?: number } }).init?.status).toBe(400);
    expect(getFormDraft(admin, `contact_reply:${message.id}`)).not.toBeNull();
    const sent = await answer(() =>
      contactAction({
        request: post(`/panel/notifications/${message.id}`, cookie, { intent: "reply", reply_message: REPLY }),
        params: { id: String(message.id) },
        context: {},
      } as never),
    );
    expect(sent.status).toBe(302);
    expect(getFormDraft(admin, `contact_reply:${message.id}`)).toBeNull();

    const inquiry = createProductInquiry();
    saveFormDraft(admin, `product_inquiry_reply:${inquiry.id}`, { reply_message: REPLY });
    const replied = await answer(() =>
      productInquiryAction({
        request: post(`/panel/product-inquiries/${inquiry.id}`, cookie, { intent: "reply", reply_message: REPLY }),
        params: { id: String(inquiry.id) },
        context: {},
      } as never),
    );
    expect(replied.status).toBe(302);
    expect(getFormDraft(admin, `product_inquiry_reply:${inquiry.id}`)).toBeNull();
  });
});

describe("the draft route, as the form's script calls it", () => {
  const call = (cookie: string, fields: Record<string, string>) =>
    answer(() => draftsAction({ request: post("/panel/drafts", cookie, fields), params: {}, context: {} } as never));
  const read = (cookie: string, key: string) =>
    answer(() =>
      draftsLoader({
        request: new Request(`http://site.test/panel/drafts?form_key=${encodeURIComponent(key)}`, { headers: { Cookie: cookie } }),
        params: {},
        context: {},
      } as never),
    );

  it("keeps, answers and discards the signed-in person's draft, never cached", async () => {
    const admin = createAdmin();
    const cookie = await cookieOf(admin.id);
    const kept = await call(cookie, { intent: "save", form_key: "portfolio_item:new", fields: JSON.stringify({ description: "A wedding chest" }) });
    expect(kept.status).toBe(200);
    expect(kept.headers.get("Cache-Control")).toBe("no-store");
    const asked = await read(cookie, "portfolio_item:new");
    expect(asked.headers.get("Cache-Control")).toBe("no-store");
    expect(((await asked.json()) as { draft: { fields: unknown } }).draft.fields).toEqual({ description: "A wedding chest" });

    expect((await call(cookie, { intent: "discard", form_key: "portfolio_item:new" })).status).toBe(200);
    expect(await (await read(cookie, "portfolio_item:new")).json()).toEqual({ draft: null });
  });

  it("refuses a form the person may not edit, a draft too long, a body that is not a draft, and a guest", async () => {
    const storeManager = manager();
    const cookie = await cookieOf(storeManager.id);
    expect((await call(cookie, { intent: "save", form_key: "blog_post:new", fields: JSON.stringify({ content: "x" }) })).status).toBe(403);
    expect((await call(cookie, { intent: "save", form_key: "settings:1", fields: JSON.stringify({ content: "x" }) })).status).toBe(404);
    expect((await call(cookie, { intent: "save", form_key: "product:new", fields: "not json" })).status).toBe(400);
    expect((await call(cookie, { intent: "save", form_key: "product:new", fields: JSON.stringify({ description: "x".repeat(120_001) }) })).status).toBe(413);
    expect(draftRows(storeManager.id)).toEqual([]);

    // A business account is sent home; a guest to the login page.
    const buyerCookie = await cookieOf(createUser({ user_type: 2 }).id);
    const buyer = await call(buyerCookie, { intent: "save", form_key: "product:new", fields: JSON.stringify({ description: "x" }) });
    expect([buyer.status, buyer.headers.get("Location")]).toEqual([302, "/"]);
    const guest = await call("", { intent: "save", form_key: "product:new", fields: JSON.stringify({ description: "x" }) });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toMatch(/^\/login\?/);
  });
});
