/** Portfolio and blog: server-rendered lists, search, category, Load More, detail pages and portfolio inquiries, with JavaScript on and off. */
import { expect, type Page, test, type TestInfo } from "@playwright/test";

import { approvedAccount } from "./support/accounts";
import { withTestDatabase } from "./support/environment";
import { logIn } from "./support/forms";
import { waitForHydration } from "./support/hydration";

type Row = { id: number; title: string };
const query = <T>(sql: string, ...parameters: unknown[]) => withTestDatabase((database) => database.prepare(sql).all(...parameters) as T[]);
const run = (sql: string, ...parameters: unknown[]) => withTestDatabase((database) => database.prepare(sql).run(...parameters));

/** A word found only in the rows one test adds (the two projects run side by side). */
const fixtureToken = (testInfo: TestInfo) =>
  `qx${testInfo.project.name.replace(/\W/g, "")}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/**
 * Rows added for paging are dated 2001, older than every demo row, so the first page of the
 * unfiltered lists (which other tests read) still shows only the demo content.
 */
const oldDate = (index: number) => `2001-01-${String(28 - index).padStart(2, "0")}T10:00:00.000Z`;

/** The first public demo project, and the list address that shows it first (its title searched). */
function demoProject(): Row & { listPath: string } {
  const project = query<Row>("select id, title from portfolio_items where is_public = 1 order by id limit 1")[0]!;
  return { ...project, listPath: `/portfolio?${new URLSearchParams({ q: project.title })}` };
}

/** The cards' titles, in order (a retrying assertion: without JavaScript the page may still be arriving). */
const expectCardTitles = (page: Page, titles: string[]) =>
  expect(page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 })).toHaveText(titles);

test("the portfolio list is in the server HTML: public projects only, newest first", { tag: "@http" }, async ({ request }) => {
  // Rows other tests add for paging are dated 2001 and may come and go: they are left out.
  const projects = query<Row>("select id, title from portfolio_items where is_public = 1 and created_at > '2002' order by created_at desc, id desc limit 12");
  const hidden = query<Row>("select id, title from portfolio_items where is_public = 0");
  expect(projects.length).toBeGreaterThan(0);
  expect(hidden.length).toBeGreaterThan(0);
  const response = await request.get("/portfolio");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const project of projects) expect(html).toContain(`href="/portfolio/${project.id}"`);
  for (const project of hidden) expect(html).not.toContain(`href="/portfolio/${project.id}"`);
  expect(html).toMatch(/Showing \d+ of \d+ projects/);
  for (const fixed of ["25+", "15+", "Awards", "Countries"]) expect(html).toContain(fixed);
  expect(html).toContain("<title>Portfolio of Sadeli Commissions");
});

test("the blog list is in the server HTML: published posts only, the newest as the lead", { tag: "@http" }, async ({ request }) => {
  const posts = query<{ slug: string }>(
    "select slug from blog_posts where status = 'published' and published_at > '2002' order by published_at desc, id desc limit 12",
  );
  const unpublished = query<{ slug: string }>("select slug from blog_posts where status <> 'published'");
  expect(posts.length).toBeGreaterThan(1);
  const response = await request.get("/blog");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const post of posts) expect(html).toContain(`href="/blog/${post.slug}"`);
  for (const post of unpublished) expect(html).not.toContain(`href="/blog/${post.slug}"`);
  // The newest post is the lead card: the first link to a post on the page.
  expect(html.match(/href="\/blog\/([^"?]+)"/)?.[1]).toBe(posts[0]!.slug);
  expect(html).toMatch(/Showing \d+ of \d+ articles/);
  expect(html).toMatch(/\d+ min read/);
  for (const fixed of ["100+", "25+", "Techniques", "Expert Tips"]) expect(html).toContain(fixed);
  expect(html).toContain("<title>Sadeli Journal: Craft, Care and Heritage");
});

test("portfolio: search, category and Load More", async ({ page }, testInfo) => {
  const token = fixtureToken(testInfo);
  const image = query<{ image_url: string }>("select image_url from portfolio_items limit 1")[0]!.image_url;
  const [gifting, restoration] = ["Corporate Gifting", "Heritage Restoration"].map(
    (name) => query<{ id: number }>("select id from portfolio_categories where name = ?", name)[0]!.id,
  );
  // Projects 1..15 (1 the newest): 13 in Corporate Gifting, 2 in Heritage Restoration; one private.
  for (let index = 0; index < 15; index++) {
    run(
      "insert into portfolio_items (title, description, short_description, image_url, category, technologies, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)",
      `Project ${token} ${index + 1}`,
      "A paging fixture.",
      "A paging fixture.",
      image,
      index < 13 ? gifting : restoration,
      "Sadeli micro-mosaic, Brass inlay, Tin inlay, Bone-white",
      oldDate(index),
      oldDate(index),
    );
  }
  run("insert into portfolio_items (title, description, category, is_public) values (?, 'Private.', ?, 0)", `Private ${token}`, gifting);
  try {
    await page.goto("/portfolio");
    await page.getByLabel("Search projects").fill(token);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${token}`));
    await expect(page.getByText("Showing 12 of 15 projects")).toBeVisible();

    // The category submits by itself once the list has hydrated (the search reloaded it).
    if (testInfo.project.name === "js-on") await waitForHydration(page);
    await page.getByLabel("Category").selectOption(String(gifting));
    // With JavaScript the change submits by itself; without it, the Search button does.
    if (testInfo.project.name === "js-off") await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`category=${gifting}`));
    await expect(page.getByText("Showing 12 of 13 projects")).toBeVisible();
    await expectCardTitles(
      page,
      Array.from({ length: 12 }, (_, index) => `Project ${token} ${index + 1}`),
    );
    // Three technologies, then "+1".
    const firstCard = page.getByRole("main").getByRole("article").first();
    await expect(firstCard.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["Sadeli micro-mosaic", "Brass inlay", "Tin inlay", "+1"]);

    await page.getByRole("link", { name: "Load More", exact: true }).click();
    await expect(page.getByText("Showing 13 of 13 projects")).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expectCardTitles(
      page,
      Array.from({ length: 13 }, (_, index) => `Project ${token} ${index + 1}`),
    );
    await expect(page.getByRole("link", { name: "Load More", exact: true })).toHaveCount(0);
  } finally {
    run("delete from portfolio_items where title like ?", `%${token}%`);
  }
});

test("blog: search, category and Load More Articles", async ({ page }, testInfo) => {
  const token = fixtureToken(testInfo);
  const image = query<{ featured_image: string }>("select featured_image from blog_posts limit 1")[0]!.featured_image;
  const [craft, care] = ["Craft & Process", "Care & Buying Guide"].map(
    (name) => query<{ id: number }>("select id from blog_categories where name = ?", name)[0]!.id,
  );
  // Posts 1..15 (1 the newest): 13 in Craft & Process, 2 in Care & Buying Guide; one draft.
  for (let index = 0; index < 15; index++) {
    run(
      "insert into blog_posts (title, slug, content, excerpt, featured_image, category, status, tags, author_display_name, reading_time, published_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, 'published', ?, ?, 3, ?, ?, ?)",
      `Post ${token} ${index + 1}`,
      `${token}-${index + 1}`,
      "## Fixture\nA paging fixture.",
      "A paging fixture.",
      image,
      index < 13 ? craft : care,
      "alpha, beta, gamma",
      "Fixture Author",
      oldDate(index),
      oldDate(index),
      oldDate(index),
    );
  }
  run("insert into blog_posts (title, slug, content, category, status) values (?, ?, 'x', ?, 'draft')", `Draft ${token}`, `${token}-draft`, craft);
  try {
    await page.goto("/blog");
    await page.getByLabel("Search articles").fill(token);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${token}`));
    await expect(page.getByText("Showing 12 of 15 articles")).toBeVisible();

    // The category submits by itself once the list has hydrated (the search reloaded it).
    if (testInfo.project.name === "js-on") await waitForHydration(page);
    await page.getByLabel("Category").selectOption(String(craft));
    if (testInfo.project.name === "js-off") await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`category=${craft}`));
    await expect(page.getByText("Showing 12 of 13 articles")).toBeVisible();
    await expectCardTitles(
      page,
      Array.from({ length: 12 }, (_, index) => `Post ${token} ${index + 1}`),
    );
    // The lead card shows three tags, the others two (then "+1").
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards.nth(0).getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["alpha", "beta", "gamma"]);
    await expect(cards.nth(1).getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["alpha", "beta", "+1"]);
    await expect(cards.nth(1)).toContainText("Fixture Author");
    await expect(cards.nth(1)).toContainText("3 min read");

    await page.getByRole("link", { name: "Load More Articles" }).click();
    await expect(page.getByText("Showing 13 of 13 articles")).toBeVisible();
    await expectCardTitles(
      page,
      Array.from({ length: 13 }, (_, index) => `Post ${token} ${index + 1}`),
    );
    await expect(page.getByRole("link", { name: "Load More Articles" })).toHaveCount(0);

    // The author's name is searched too.
    await page.goto(`/blog?q=${encodeURIComponent(`${token} Fixture Author`)}`);
    await expect(page.getByText("Showing 12 of 15 articles")).toBeVisible();
  } finally {
    run("delete from blog_posts where slug like ?", `${token}-%`);
  }
});

test("nothing found shows the empty state and Clear Filters", async ({ page }) => {
  for (const [path, empty] of [
    ["/portfolio", "No portfolio items found"],
    ["/blog", "No blog posts found"],
  ] as const) {
    await page.goto(`${path}?q=zzqqxx-nothing`);
    await expect(page.getByText(empty)).toBeVisible();
    await expect(page.getByText(/Showing 0 of 0/)).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText(empty)).toHaveCount(0);
  }
});

test("a project page: full page when opened directly, 404 when unknown or private", { tag: "@read" }, async ({ page }) => {
  const project = query<{ id: number; title: string; price: number; project_url: string; description: string }>(
    "select id, title, price, project_url, description from portfolio_items where is_public = 1 and price is not null and project_url <> '' and is_featured = 1 order by id limit 1",
  )[0]!;
  const response = await page.goto(`/portfolio/${project.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
  await expect(page.getByText(/Showing \d+ of/)).toHaveCount(0);
  await expect(page.getByText("Project Investment")).toBeVisible();
  await expect(page.getByText("Starting price for similar projects")).toBeVisible();
  await expect(page.getByText("This is one of our featured projects")).toBeVisible();
  const live = page.getByRole("link", { name: /Visit live project/ });
  await expect(live).toHaveAttribute("href", new URL(project.project_url).href);
  await expect(live).toHaveAttribute("rel", "noopener noreferrer");
  await expect(live).toHaveAttribute("target", "_blank");
  // The description is split into paragraphs at blank lines.
  const paragraphs = project.description.split(/\n\s*\n/);
  await expect(page.getByText(paragraphs.at(-1)!.trim())).toBeVisible();
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)).flat();
  const breadcrumbs = data.find((entry) => entry["@type"] === "BreadcrumbList");
  expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Portfolio", project.title]);
  await expect(page).toHaveTitle(new RegExp(project.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));

  const hidden = query<Row>("select id, title from portfolio_items where is_public = 0 limit 1")[0]!;
  for (const path of [`/portfolio/${hidden.id}`, "/portfolio/987654", "/portfolio/not-a-number"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Artwork Not Found" })).toBeVisible();
  }
});

test("a blog post: full page when opened directly with its content rendered, 404 when unknown or unpublished", { tag: "@read" }, async ({ page }) => {
  const post = query<{ slug: string; title: string; meta_description: string; category: string }>(
    "select p.slug, p.title, p.meta_description, c.name as category from blog_posts p join blog_categories c on c.id = p.category where p.slug = 'a-short-history-of-surat-sadeli' and p.status = 'published'",
  )[0]!;
  const response = await page.goto(`/blog/${post.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByText(/Showing \d+ of/)).toHaveCount(0);
  await expect(page.getByRole("main").getByText(post.category, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
  // '## ' lines are headings one level below the post's h1 and the content's '# ' (h3); '- ' lines one list.
  await expect(page.getByRole("heading", { level: 3, name: "A Persian beginning" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "In 2020, Surat Sadeli received a Geographical Indication tag" })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", post.meta_description);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)).flat();
  const article = data.find((entry) => entry["@type"] === "BlogPosting");
  expect(article.headline).toBe(post.title);
  expect(data.some((entry) => entry["@type"] === "BreadcrumbList")).toBe(true);

  const draft = query<{ slug: string }>("select slug from blog_posts where status <> 'published' limit 1")[0]!;
  for (const path of [`/blog/${draft.slug}`, "/blog/no-such-post", "/blog/%3Cscript%3E"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Artwork Not Found" })).toBeVisible();
  }
});

test("a project opened from the list: a dialog over the list with JavaScript, a page without", async ({ page }, testInfo) => {
  const project = demoProject();
  await page.goto(project.listPath);
  // Opened over the list only once the list has hydrated; before that the link loads the page.
  if (testInfo.project.name === "js-on") await waitForHydration(page);
  await page.getByRole("main").getByRole("article").first().getByRole("link", { name: project.title, exact: true }).last().click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${project.id}\\?q=`));
  await expect(page.getByRole("heading", { level: 1, name: project.title })).toBeVisible();
  if (testInfo.project.name === "js-on") {
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(page.getByText(/Showing \d+ of \d+ projects?\b/)).toBeAttached();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/portfolio\?q=/);
    await expect(dialog).toHaveCount(0);
  } else {
    await expect(page.getByRole("link", { name: "← All projects" })).toHaveAttribute("href", /^\/portfolio\?q=/);
  }
});

test("a guest sees 'Login to Inquire' and is sent to log in", async ({ page, request }) => {
  const project = demoProject();
  await page.goto(project.listPath);
  await page.getByRole("main").getByRole("article").first().getByRole("link", { name: "Login to Inquire" }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fportfolio%2F${project.id}$`));

  // The project page offers log-in and sign-up instead of the form.
  await page.goto(`/portfolio/${project.id}`);
  await expect(page.getByRole("link", { name: "Login to Inquire" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
  await expect(page.getByLabel("Your message")).toHaveCount(0);

  const count = () => query<{ n: number }>("select count(*) as n from portfolio_inquiries")[0]!.n;
  const before = count();
  const post = await request.post(`/portfolio/${project.id}`, { form: { portfolio_item: String(project.id), message: "Hello" }, maxRedirects: 0 });
  expect(post.status()).toBe(302);
  expect(post.headers().location).toContain("/login");
  expect(count()).toBe(before);
});

test("an approved user sends a portfolio inquiry and the record holds exactly what was typed", async ({ page, request }, testInfo) => {
  const account = await approvedAccount(request, testInfo, "portfolio");
  const project = demoProject();
  await logIn(page, account.user_email, account.password, `/login?${new URLSearchParams({ redirectTo: `/portfolio/${project.id}` })}`);
  await expect(page).toHaveURL(new RegExp(`/portfolio/${project.id}$`));

  // Signed in, the list's button reads 'Send Inquiry' and opens the project.
  await page.goto(project.listPath);
  await page.getByRole("main").getByRole("article").first().getByRole("link", { name: "Send Inquiry" }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${project.id}\\?q=`));

  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page.locator('[data-field-error="message"]')).toHaveText("Please enter your inquiry message");

  const message = `Could you make twelve panels like these for our "Surat" café <lobby> & bar? સાદેલી ✨`;
  await page.getByLabel("Your message").fill(message);
  await page.getByLabel("Budget ($)").fill("2500.75");
  await page.getByLabel("Timeline").fill("Before the monsoon, ideally by June");
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page.getByText("Your inquiry has been sent successfully! We'll respond within 24-48 hours.")).toBeVisible();

  const rows = query<Record<string, unknown>>("select * from portfolio_inquiries where inquirer_email = ?", account.user_email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    portfolio_item: project.id,
    portfolio_title: project.title,
    inquirer_name: account.user_name,
    message,
    budget: 2500.75,
    timeline: "Before the monsoon, ideally by June",
    status: "pending",
  });
});
