/**
 * The blog posts and blog categories screens, with JavaScript on and off: a post created with an
 * uploaded image, published, unpublished (the public page follows), edited and deleted; every
 * validation message; category add, edit, delete and the refusal to delete one holding posts;
 * and nobody but an admin gets in, by GET or by POST.
 */
import fs from "node:fs";
import path from "node:path";

import { type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";

import { panelBlogCopy, panelCopy, uploadCopy } from "~/lib/copy";
import { slugify } from "~/lib/slug";

import { E2E_ADMIN, e2eDataDir, withTestDatabase } from "./support/environment";
import { expect, test } from "./support/fixtures";

type PostRow = {
  id: number;
  title: string;
  slug: string;
  status: string;
  published_at: string | null;
  featured_image: string;
  featured_image_alt: string;
  reading_time: number;
  tags: string;
  meta_description: string;
  is_featured: number;
  author: number | null;
  category: number;
};

const postByTitle = (title: string) =>
  withTestDatabase((database) => database.prepare("select * from blog_posts where title = ?").get(title)) as PostRow | undefined;
const postById = (id: number) => withTestDatabase((database) => database.prepare("select * from blog_posts where id = ?").get(id)) as PostRow | undefined;
const categoryByName = (name: string) =>
  withTestDatabase((database) => database.prepare("select * from blog_categories where name = ?").get(name)) as
    { id: number; name: string; slug: string } | undefined;
const auditActions = (entity: string, id: number) =>
  (
    withTestDatabase((database) => database.prepare("select action from audit_log where entity = ? and entity_id = ? order by id").all(entity, String(id))) as {
      action: string;
    }[]
  ).map((row) => row.action);
const adminId = () => (withTestDatabase((database) => database.prepare("select id from users where user_email = ?").get(E2E_ADMIN.email)) as { id: number }).id;
const uploadedFile = (url: string) => path.join(e2eDataDir(), url.replace(/^\/uploads\//, "uploads/"));

async function pngFile(testInfo: TestInfo, name: string, background: string) {
  const file = testInfo.outputPath(name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .png()
    .toFile(file);
  return file;
}

const postForm = (page: Page) => page.locator("#blog-post-form");
const card = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function addTags(page: Page, testInfo: TestInfo, tags: string[]) {
  const input = postForm(page).getByRole("textbox", { name: "Tags" });
  if (testInfo.project.name === "js-off") {
    await input.fill(tags.join(", "));
    return;
  }
  await input.fill(tags[0]!);
  await input.press("Enter");
  for (const tag of tags.slice(1)) {
    await input.fill(tag);
    await postForm(page).getByRole("button", { name: "Add", exact: true }).click();
  }
  // A repeat is refused, and the chips show what will be saved.
  await input.fill(tags[0]!.toUpperCase());
  await input.press("Enter");
  await expect(postForm(page).getByText(`"${tags[0]!.toUpperCase()}" is already in the list`)).toBeVisible();
  await expect(postForm(page).getByRole("list", { name: "Tags added" }).getByRole("button")).toHaveCount(tags.length);
}

test("an admin creates a post with an uploaded image, publishes, unpublishes, edits and deletes it", async ({ asAdmin: page }, testInfo) => {
  test.setTimeout(90_000);
  const title = `Oiling a Sadeli box ${testInfo.project.name} ${Date.now()}`;
  const slug = slugify(title);
  const cover = await pngFile(testInfo, "cover.png", "#7a3b1d");

  await page.goto("/panel/blog");
  await page.getByRole("link", { name: "Add Post" }).click();
  const form = postForm(page);
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("combobox", { name: "Category" }).selectOption({ label: "Care & Buying Guide" });
  await form.getByRole("textbox", { name: "Excerpt" }).fill("A drop of oil twice a year keeps the rosewood alive.");
  await form.getByRole("textbox", { name: "Content" }).fill("## What you need\n- A soft cloth\n- Lemon oil\n\nRub along the grain, never across the inlay.");
  await form.getByLabel("Upload image").setInputFiles(cover);
  await form.getByRole("textbox", { name: "Image alt text" }).fill("A rosewood box being oiled");
  await addTags(page, testInfo, ["care", "rosewood"]);
  await form.getByRole("textbox", { name: "Meta description" }).fill("How to oil a Sadeli box.");
  await form.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText(panelBlogCopy.postCreated)).toBeVisible();

  const created = postByTitle(title)!;
  expect(created).toMatchObject({
    slug,
    status: "draft",
    published_at: null,
    reading_time: 5,
    tags: "care, rosewood",
    featured_image_alt: "A rosewood box being oiled",
    meta_description: "How to oil a Sadeli box.",
    author: adminId(),
  });
  expect(created.featured_image).toMatch(/^\/uploads\/blog\/[a-z0-9]+-1600w\.webp$/);
  const firstImage = created.featured_image;
  expect(fs.existsSync(uploadedFile(firstImage))).toBe(true);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

  // Publish from the card: the public page appears.
  await expect(card(page, title).locator("[data-status]")).toHaveText("Draft");
  await card(page, title).getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(panelBlogCopy.postPublished)).toBeVisible();
  await expect.poll(() => postById(created.id)!.status).toBe("published");
  expect(postById(created.id)!.published_at).not.toBeNull();
  await expect(card(page, title).locator("[data-status]")).toHaveText("Published");
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("img", { name: "A rosewood box being oiled" })).toHaveAttribute("src", firstImage);
  expect((await page.request.get(firstImage)).status()).toBe(200);

  // Unpublish: the public page is gone and published_at is cleared.
  await page.goto("/panel/blog?status=published");
  await card(page, title).getByRole("button", { name: "Unpublish", exact: true }).click();
  await expect(page.getByText(panelBlogCopy.postUnpublished)).toBeVisible();
  await expect.poll(() => postById(created.id)!.status).toBe("draft");
  expect(postById(created.id)!.published_at).toBeNull();
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

  // Edit: a new title, a new image, published through the form.
  await page.goto("/panel/blog");
  await card(page, title).getByRole("link", { name: "Edit" }).click();
  await expect(postForm(page).getByRole("textbox", { name: "Title" })).toHaveValue(title);
  await expect(postForm(page).getByRole("textbox", { name: "Slug" })).toHaveValue(slug);
  const newTitle = `${title} (revised)`;
  await postForm(page).getByRole("textbox", { name: "Title" }).fill(newTitle);
  await postForm(page)
    .getByLabel("Upload image")
    .setInputFiles(await pngFile(testInfo, "cover-2.png", "#c9a227"));
  await postForm(page).getByRole("combobox", { name: "Status" }).selectOption("published");
  await postForm(page).getByRole("spinbutton", { name: "Reading time (minutes)" }).fill("8");
  await postForm(page).getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByText(panelBlogCopy.postUpdated)).toBeVisible();
  const edited = postById(created.id)!;
  expect(edited).toMatchObject({ title: newTitle, slug, status: "published", reading_time: 8, is_featured: 0, tags: "care, rosewood" });
  expect(edited.published_at).not.toBeNull();
  expect(edited.featured_image).not.toBe(firstImage);
  expect(fs.existsSync(uploadedFile(firstImage))).toBe(false);
  expect(fs.existsSync(uploadedFile(edited.featured_image))).toBe(true);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();

  // Delete, after the spec's question; the image goes too.
  await page.goto("/panel/blog");
  await card(page, newTitle).getByRole("link", { name: "Delete" }).click();
  await expect(page.getByText(panelBlogCopy.deletePostConfirm)).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText(panelBlogCopy.postDeleted)).toBeVisible();
  expect(postById(created.id)).toBeUndefined();
  expect(fs.existsSync(uploadedFile(edited.featured_image))).toBe(false);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

  expect(auditActions("BlogPost", created.id)).toEqual(["create", "status_change", "status_change", "update", "delete"]);
});

test("the status filters and the search narrow the list", async ({ asAdmin: page }) => {
  await page.goto("/panel/blog");
  await page
    .getByRole("navigation", { name: "Status filter" })
    .getByRole("link", { name: /^Drafts/ })
    .click();
  await expect(page).toHaveURL(/status=draft/);
  const badges = page.locator("main li [data-status]");
  await expect(badges.first()).toBeVisible();
  expect(new Set(await badges.allTextContents())).toEqual(new Set(["Draft"]));

  await page
    .getByRole("navigation", { name: "Status filter" })
    .getByRole("link", { name: /^Published/ })
    .click();
  await expect(page).toHaveURL(/status=published/);
  await expect(badges.first()).toBeVisible();
  expect(new Set(await badges.allTextContents())).toEqual(new Set(["Published"]));

  // The search keeps the status; a seeded post is found by a word of its title.
  await page.getByRole("searchbox", { name: "Search posts" }).fill("History of Surat");
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/status=published/);
  await expect(page.getByRole("heading", { name: "A Short History of Surat Sadeli" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Status filter" })
    .getByRole("link", { name: /^Archived/ })
    .click();
  await expect(page.getByText(panelBlogCopy.noPostsFound)).toBeVisible();
});

test("each validation message of the post form shows, and nothing is saved", async ({ asAdmin: page }, testInfo) => {
  test.setTimeout(60_000);
  await page.goto("/panel/blog");
  await page.getByRole("link", { name: "Add Post" }).click();
  const form = postForm(page);
  const error = (field: string) => form.locator(`[data-field-error="${field}"]`);
  const submit = () => form.getByRole("button", { name: "Create Post" }).click();

  await submit();
  await expect(error("title")).toHaveText(panelBlogCopy.titleRequired);
  await expect(error("category")).toHaveText(panelBlogCopy.categoryRequired);
  await expect(error("content")).toHaveText(panelBlogCopy.contentRequired);

  const title = `Checked post ${testInfo.project.name} ${Date.now()}`;
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("combobox", { name: "Category" }).selectOption({ label: "Craft & Process" });
  await form.getByRole("textbox", { name: "Content" }).fill("Cutting the rods.");
  await form.getByRole("textbox", { name: "Meta description" }).fill("m".repeat(161));
  await form.getByRole("spinbutton", { name: "Reading time (minutes)" }).fill("0");
  await form.getByRole("textbox", { name: "Image URL" }).fill("not an address");
  await submit();
  await expect(error("meta_description")).toHaveText(panelBlogCopy.metaDescriptionTooLong);
  await expect(error("reading_time")).toHaveText(panelBlogCopy.readingTimeMin);
  await expect(error("featured_image")).toHaveText(panelBlogCopy.imageUrlInvalid);
  await expect(error("title")).toHaveCount(0);

  await form.getByRole("textbox", { name: "Meta description" }).fill("m".repeat(160));
  await form.getByRole("spinbutton", { name: "Reading time (minutes)" }).fill("2.5");
  await form.getByRole("textbox", { name: "Image URL" }).fill("");
  await submit();
  await expect(error("reading_time")).toHaveText(panelBlogCopy.readingTimeWhole);
  await expect(error("meta_description")).toHaveCount(0);

  // Rules only the server can check: a file that is not an image, a slug in use.
  const notAnImage = testInfo.outputPath("notes.png");
  fs.mkdirSync(path.dirname(notAnImage), { recursive: true });
  fs.writeFileSync(notAnImage, "These are not pixels.");
  await form.getByRole("spinbutton", { name: "Reading time (minutes)" }).fill("");
  await form.getByLabel("Upload image").setInputFiles(notAnImage);
  await submit();
  await expect(error("image_file")).toHaveText(uploadCopy.notAnImage);
  if (testInfo.project.name === "js-on") {
    // The form stays a dialog over the list when the server sends it back with errors.
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search posts" })).toBeAttached();
  }

  // With JavaScript the refused file is still chosen; without, the page came back empty.
  await form.getByLabel("Upload image").setInputFiles([]);
  await form.getByRole("textbox", { name: "Slug" }).fill("a-short-history-of-surat-sadeli");
  await submit();
  await expect(error("slug")).toHaveText(panelBlogCopy.slugTaken);

  // Other tests add posts at the same time, so nothing saved is checked by this post's title and slug.
  expect(postByTitle(title)).toBeUndefined();
  expect(withTestDatabase((database) => database.prepare("select count(*) as n from blog_posts where slug like ?").get(`${slugify(title)}%`))).toEqual({
    n: 0,
  });
});

test("an admin adds, renames and deletes a blog category; one holding posts is kept", async ({ asAdmin: page }, testInfo) => {
  const name = `Workshop Diary ${testInfo.project.name} ${Date.now()}`;
  await page.goto("/panel/blog-categories");
  await page.getByRole("link", { name: "Add Category" }).click();
  await page.getByRole("button", { name: "Create Category" }).click();
  await expect(page.locator('[data-field-error="name"]')).toHaveText(panelCopy.nameRequired);

  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("button", { name: "Create Category" }).click();
  await expect(page.getByText(panelCopy.categoryCreated, { exact: true })).toBeVisible();
  const created = categoryByName(name)!;
  expect(created.slug).toBe(slugify(name));
  const item = (label: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: label, exact: true }) });
  await expect(item(name).getByText("0 posts")).toBeVisible();

  // The new category is offered on the post form.
  await page.goto("/panel/blog/new");
  await expect(postForm(page).getByRole("combobox", { name: "Category" }).getByRole("option", { name })).toHaveCount(1);

  await page.goto("/panel/blog-categories");
  await item(name).getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(name);
  const renamed = `${name} renamed`;
  await page.getByRole("textbox", { name: "Name" }).fill(renamed);
  await page.getByRole("textbox", { name: "Slug" }).fill("");
  await page.getByRole("button", { name: "Update Category" }).click();
  await expect(page.getByText(panelCopy.categoryUpdated, { exact: true })).toBeVisible();
  expect(categoryByName(renamed)).toMatchObject({ id: created.id, slug: slugify(renamed) });

  await item(renamed).getByRole("link", { name: "Delete" }).click();
  await expect(page.getByText(panelCopy.deleteNamedConfirm(renamed))).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText(panelCopy.categoryDeleted, { exact: true })).toBeVisible();
  expect(categoryByName(renamed)).toBeUndefined();
  expect(auditActions("BlogCategory", created.id)).toEqual(["create", "update", "delete"]);

  const used = withTestDatabase((database) =>
    database.prepare("select c.id, count(p.id) as n from blog_categories c join blog_posts p on p.category = c.id group by c.id order by c.id limit 1").get(),
  ) as { id: number; n: number };
  await page.goto(`/panel/blog-categories/${used.id}/delete`);
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText(panelCopy.categoryInUse(used.n, "post"));
  expect(withTestDatabase((database) => database.prepare("select count(*) as n from blog_categories where id = ?").get(used.id))).toEqual({ n: 1 });
});

test("a regular user, a store manager and a guest are refused on every blog screen, by GET and POST", async ({ page, asClient: buyer, asManager: manager }) => {
  test.setTimeout(120_000);
  const post = withTestDatabase((database) => database.prepare("select * from blog_posts where status = 'published' order by id limit 1").get()) as PostRow;
  const category = withTestDatabase((database) => database.prepare("select * from blog_categories order by id limit 1").get()) as {
    id: number;
    name: string;
    slug: string;
  };
  const pages = [
    "/panel/blog",
    "/panel/blog?status=draft",
    "/panel/blog/new",
    `/panel/blog/${post.id}/edit`,
    `/panel/blog/${post.id}/delete`,
    "/panel/blog-categories",
    "/panel/blog-categories/new",
    `/panel/blog-categories/${category.id}/edit`,
    `/panel/blog-categories/${category.id}/delete`,
  ];
  const postFields = { title: "Sneaky post", category: String(category.id), content: "Should never be saved.", status: "published", name: "Sneaky category" };
  const posts_: [string, Record<string, string>][] = [
    ["/panel/blog", { intent: "toggle-status", id: String(post.id) }],
    ["/panel/blog/new", postFields],
    [`/panel/blog/${post.id}/edit`, postFields],
    [`/panel/blog/${post.id}/delete`, {}],
    ["/panel/blog-categories/new", { name: "Sneaky category" }],
    [`/panel/blog-categories/${category.id}/edit`, { name: "Sneaky category" }],
    [`/panel/blog-categories/${category.id}/delete`, {}],
  ];

  for (const visitor of [buyer, manager]) {
    for (const url of pages) {
      await visitor.goto(url);
      await expect(visitor, url).toHaveURL(/\/$/);
    }
    for (const [url, form] of posts_) {
      const response = await visitor.request.post(url, { form, maxRedirects: 0 });
      expect(response.status(), url).toBe(302);
      expect(new URL(response.headers().location!, "http://x").pathname, url).toBe("/");
    }
  }
  for (const [url, form] of posts_) {
    const response = await page.request.fetch(url, { method: "POST", form, headers: { cookie: "" }, maxRedirects: 0 });
    expect([302, 401, 403], url).toContain(response.status());
  }

  expect(postById(post.id)).toMatchObject({ title: post.title, status: "published", published_at: post.published_at });
  expect(categoryByName(category.name)).toMatchObject({ id: category.id, slug: category.slug });
  expect(categoryByName("Sneaky category")).toBeUndefined();
  expect(postByTitle("Sneaky post")).toBeUndefined();
});
