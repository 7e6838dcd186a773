/**
 * Issue 32, autosave of long texts (docs/decisions/045), at 390 px. With JavaScript: what is typed
 * in a blog post's content is kept as a draft on the server; the page is closed without saving;
 * the same person opens the form in another browser (a new context, as on another device) and is
 * offered the draft; Restore fills the field, Save stores it, and the draft is gone. Discard
 * deletes it. Without JavaScript: no draft is sent, no offer is drawn, and the form posts as ever.
 */
import type { Page, Response } from "@playwright/test";
import { and, eq } from "drizzle-orm";

import { E2E_ADMIN } from "./support/environment";
import { createBlogPost, createCategory, schema, testDb } from "./support/factories";
import { expect, test } from "./support/fixtures";
import { signIn } from "./support/sessions";

const PHONE = { width: 390, height: 844 };
const adminId = () => testDb().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.user_email, E2E_ADMIN.email)).get()!.id;
const draftOf = (key: string) =>
  testDb()
    .select()
    .from(schema.formDrafts)
    .where(and(eq(schema.formDrafts.user_id, adminId()), eq(schema.formDrafts.form_key, key)))
    .get();
const storedContent = (id: number) =>
  testDb().select({ content: schema.blogPosts.content }).from(schema.blogPosts).where(eq(schema.blogPosts.id, id)).get()?.content;

const isDraftRead = (response: Response) => response.url().includes("/panel/drafts?") && response.request().method() === "GET";
const isDraftSave = (response: Response) => new URL(response.url()).pathname === "/panel/drafts" && response.request().method() === "POST";

/** Opens the post's form and waits until its script has asked for a draft (so it is listening to the fields). */
async function openForm(page: Page, id: number) {
  const asked = page.waitForResponse(isDraftRead);
  await page.goto(`/panel/blog/${id}/edit`);
  await asked;
}

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "autosave is a JavaScript improvement; the js-off test below covers the form without it");

  test("a post's content typed on a phone survives closing the page, is offered on another device, restored and saved", async ({
    browser,
    asAdmin: page,
  }, testInfo) => {
    const post = createBlogPost({ category: createCategory.blog().id, content: "The stored content." });
    const key = `blog_post:${post.id}`;
    const typed = `Written on the bus ${testInfo.project.name} ${post.id}.\n\nA second paragraph.`;
    await page.setViewportSize(PHONE);
    await openForm(page, post.id);

    const saved = page.waitForResponse(isDraftSave);
    await page.getByLabel("Content", { exact: true }).fill(typed);
    expect((await saved).status()).toBe(200);
    expect(JSON.parse(draftOf(key)!.fields)).toMatchObject({ content: typed });
    // Nothing was written over the post itself.
    expect(storedContent(post.id)).toBe("The stored content.");
    await page.close();

    const other = await browser.newContext({ viewport: PHONE });
    await signIn(other, E2E_ADMIN.email);
    const phone = await other.newPage();
    await openForm(phone, post.id);
    const offer = phone.getByText(/^Restore your unsaved text from \d{2}:\d{2}\?$/);
    await expect(offer).toBeVisible();
    await expect(phone.getByLabel("Content", { exact: true })).toHaveValue("The stored content.");

    await phone.getByRole("button", { name: "Restore" }).click();
    await expect(phone.getByLabel("Content", { exact: true })).toHaveValue(typed);
    await expect(offer).toHaveCount(0);
    // Restoring saves nothing.
    expect(storedContent(post.id)).toBe("The stored content.");

    await phone.getByRole("button", { name: "Update Post" }).click();
    await expect(phone).toHaveURL((url) => url.pathname === "/panel/blog");
    expect(storedContent(post.id)).toBe(typed);
    expect(draftOf(key)).toBeUndefined();
    await other.close();
  });

  test("Discard deletes the draft, and a draft equal to the stored text is not offered", async ({ asAdmin: page }) => {
    const post = createBlogPost({ category: createCategory.blog().id, content: "Kept as it is." });
    const key = `blog_post:${post.id}`;
    testDb()
      .insert(schema.formDrafts)
      .values({ user_id: adminId(), form_key: key, fields: JSON.stringify({ content: "An idea not wanted" }) })
      .run();
    await page.setViewportSize(PHONE);
    await openForm(page, post.id);
    await page.getByRole("button", { name: "Discard" }).click();
    await expect(page.getByText(/^Restore your unsaved text/)).toHaveCount(0);
    await expect.poll(() => draftOf(key)).toBeUndefined();
    await expect(page.getByLabel("Content", { exact: true })).toHaveValue("Kept as it is.");

    testDb()
      .insert(schema.formDrafts)
      .values({ user_id: adminId(), form_key: key, fields: JSON.stringify({ content: "Kept as it is." }) })
      .run();
    await openForm(page, post.id);
    // The form has asked for the draft and weighed it: nothing to offer, since it says what the post says.
    await expect(page.locator(`[data-autosave="${key}"][data-checked]`)).toBeAttached();
    await expect(page.locator(`[data-autosave="${key}"]`)).toBeEmpty();
  });
});

test.describe("without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the autosave with JavaScript is the test above");

  test("no draft is sent or offered, and the form posts as ever", async ({ asAdmin: page }) => {
    const post = createBlogPost({ category: createCategory.blog().id, content: "Before." });
    const key = `blog_post:${post.id}`;
    testDb()
      .insert(schema.formDrafts)
      .values({ user_id: adminId(), form_key: key, fields: JSON.stringify({ content: "From another device" }) })
      .run();
    const draftCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/panel/drafts") draftCalls.push(request.method());
    });
    await page.setViewportSize(PHONE);
    await page.goto(`/panel/blog/${post.id}/edit`);
    await expect(page.getByText(/^Restore your unsaved text/)).toHaveCount(0);
    await page.getByLabel("Content", { exact: true }).fill("Typed with JavaScript off.");
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/panel/blog");
    expect(storedContent(post.id)).toBe("Typed with JavaScript off.");
    // The save deleted the person's draft of this form, whichever device kept it.
    expect(draftOf(key)).toBeUndefined();
    expect(draftCalls).toEqual([]);
  });
});
