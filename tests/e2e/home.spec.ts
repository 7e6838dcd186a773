/** The home page and the promises every public page keeps (distinct titles and descriptions). */
import { expect, test } from "@playwright/test";

import { withTestDatabase } from "./support/environment";
import { waitForHydration } from "./support/hydration";

const rows = <T>(sql: string) => withTestDatabase((database) => database.prepare(sql).all() as T[]);

test("home renders its featured content from the database in the server HTML", { tag: "@http" }, async ({ request }) => {
  const html = await (await request.get("/")).text();
  const featuredProducts = rows<{ id: number }>("select id from products where is_featured = 1 order by created_at desc, id desc limit 6");
  for (const { id } of featuredProducts) expect(html).toContain(`href="/products/${id}"`);
  const featuredPosts = rows<{ slug: string }>("select slug from blog_posts where is_featured = 1 and status = 'published' order by published_at desc limit 3");
  for (const { slug } of featuredPosts) expect(html).toContain(`/blog/${slug}`);
  const featuredGallery = rows<{ id: number }>(
    "select id from gallery_items where is_featured = 1 and is_available = 1 order by created_at desc, id desc limit 3",
  );
  for (const { id } of featuredGallery) expect(html).toContain(`/gallery/${id}`);
  expect(html).toContain("Years Excellence");
  expect(html).toContain("What Our Collectors Say");
  const business = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!);
  expect(business["@type"]).toBe("LocalBusiness");
});

test("every hero slide is reachable; with JavaScript a dot jumps and switches to Manual", async ({ page }, testInfo) => {
  await page.goto("/");
  const dots = page.getByRole("navigation", { name: "Slides" }).getByRole("link");
  await expect(dots).toHaveCount(3);
  for (const [index, dot] of (await dots.all()).entries()) {
    await expect(dot).toHaveAttribute("href", `#slide-${index + 1}`);
    await expect(page.locator(`#slide-${index + 1}`)).toBeAttached();
  }
  await expect(page.locator("#slide-2 h2")).not.toBeEmpty();

  if (testInfo.project.name === "js-on") {
    const toggle = page.getByRole("button", { name: "Manual" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(page.getByRole("button", { name: "Auto" })).toHaveAttribute("aria-pressed", "true");
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Manual" })).toBeVisible();
  } else {
    await dots.nth(1).click();
    await expect(page).toHaveURL(/#slide-2$/);
    await expect(page.locator("#slide-2")).toBeInViewport();
  }
});

test("every public page has its own title and description", { tag: "@http" }, async ({ request }) => {
  const product = rows<{ id: number }>("select id from products limit 1")[0]!;
  const artwork = rows<{ id: number }>("select id from gallery_items where is_available = 1 limit 1")[0]!;
  const project = rows<{ id: number }>("select id from portfolio_items where is_public = 1 limit 1")[0]!;
  const post = rows<{ slug: string }>("select slug from blog_posts where status = 'published' limit 1")[0]!;
  const paths = [
    "/",
    "/about",
    "/products",
    "/gallery",
    "/portfolio",
    "/blog",
    "/contact",
    "/login",
    "/signup",
    "/privacy",
    "/terms",
    `/products/${product.id}`,
    `/gallery/${artwork.id}`,
    `/portfolio/${project.id}`,
    `/blog/${post.slug}`,
  ];
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
    expect(title, `${path} has a title`).toBeTruthy();
    expect(description, `${path} has a description`).toBeTruthy();
    expect(titles.get(title!), `title of ${path} is unique`).toBeUndefined();
    expect(descriptions.get(description!), `description of ${path} is unique`).toBeUndefined();
    titles.set(title!, path);
    descriptions.set(description!, path);
  }
});

test("an item opened from its list is a dialog over the list; Back closes it", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "Dialogs need JavaScript; without it the item is a page of its own (tested in catalogue.spec.ts).");
  await page.goto("/products");
  await waitForHydration(page);
  const firstCard = page.locator("#item-1 h3 a");
  const title = await firstCard.textContent();
  await firstCard.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 1 })).toHaveText(title!);
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByText(/Showing 12 of \d+ products/)).toBeAttached();
  await page.goBack();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/products$/);

  await page.locator("#item-2 h3 a").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("an item opened directly links back to a full list", async ({ page }) => {
  const product = withTestDatabase((database) => database.prepare("select id from products limit 1").get()) as { id: number };
  await page.goto(`/products/${product.id}`);
  await page.getByRole("link", { name: "← All products" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText(/Showing 12 of \d+ products/)).toBeVisible();
});

test("an item opened from the home page's sections starts at its top; a list keeps its place under the dialog", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "js-off", "Without JavaScript every link loads a page of its own, which the browser shows from its top.");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitForHydration(page);
  const postLink = page.locator('main a[href^="/blog/"]').last();
  await postLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await postLink.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.locator("main h1")).toBeVisible();
  // It used to open at the home page's scroll: the middle of the article.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto("/products");
  await waitForHydration(page);
  const card = page.locator("#item-4 h3 a");
  await card.scrollIntoViewIfNeeded();
  const listScroll = await page.evaluate(() => window.scrollY);
  await card.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(listScroll);
});
