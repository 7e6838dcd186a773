/** Products and gallery: server-rendered lists, search, category, Load More, details and inquiries, with JavaScript on and off. */
import { expect, test } from "@playwright/test";

import { logInAsNewBuyer } from "./support/accounts";
import { withTestDatabase } from "./support/environment";
import { waitForHydration } from "./support/hydration";

type Row = { id: number; title: string };
const query = <T>(sql: string, ...parameters: unknown[]) => withTestDatabase((database) => database.prepare(sql).all(...parameters) as T[]);

test("the product list is in the server HTML, newest first", { tag: "@http" }, async ({ request }) => {
  const newest = query<Row>("select id, title from products order by created_at desc, id desc limit 12");
  const html = await (await request.get("/products")).text();
  for (const product of newest) expect(html).toContain(`/products/${product.id}`);
  const total = query<{ n: number }>("select count(*) as n from products")[0]!.n;
  expect(html).toContain(`Showing 12 of ${total} products`);
});

test("products: search, category and Load More", async ({ page }, testInfo) => {
  const total = query<{ n: number }>("select count(*) as n from products")[0]!.n;
  await page.goto("/products");
  await expect(page.getByText(`Showing 12 of ${total} products`)).toBeVisible();
  await page.getByRole("link", { name: "Load More Products" }).click();
  await expect(page.getByText(`Showing ${Math.min(24, total)} of ${total} products`)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  if (total <= 24) await expect(page.getByRole("link", { name: "Load More Products" })).toHaveCount(0);

  // Search: every word must match; the result is what the database says.
  const expected = query<Row>(
    "select id, title from products where title like '%box%' or description like '%box%' or short_description like '%box%' or tags like '%box%'",
  );
  await page.getByLabel("Search products").fill("box");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(
    page.getByText(`Showing ${Math.min(12, expected.length)} of ${expected.length} ${expected.length === 1 ? "product" : "products"}`),
  ).toBeVisible();
  await expect(page).toHaveURL(/q=box/);

  // Category: the dropdown shows counts; choosing one starts again at page 1.
  const category = query<{ id: number; name: string; n: number }>(
    "select c.id, c.name, count(p.id) as n from product_categories c join products p on p.category = c.id group by c.id order by c.name limit 1",
  )[0]!;
  await page.goto("/products?page=2");
  if (testInfo.project.name === "js-on") await waitForHydration(page);
  await page.getByLabel("Category").selectOption(String(category.id));
  // With JavaScript the change submits by itself; without it, the Search button does.
  if (testInfo.project.name === "js-off") await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`category=${category.id}`));
  expect(page.url()).not.toContain("page=");
  await expect(page.getByText(`Showing ${Math.min(12, category.n)} of ${category.n} ${category.n === 1 ? "product" : "products"}`)).toBeVisible();
  await expect(page.getByLabel("Category").locator("option:checked")).toHaveText(`${category.name} (${category.n})`);
});

test("products: nothing found shows the empty state and Clear Filters", async ({ page }) => {
  await page.goto("/products?q=zzqqxx-nothing");
  await expect(page.getByText("No products found")).toBeVisible();
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText(/Showing 12 of \d+ products/)).toBeVisible();
});

test("absurd list parameters are clamped, never an error", { tag: "@http" }, async ({ request }) => {
  for (const path of [
    "/products?page=-4",
    "/products?page=99999999999999",
    "/products?category=abc",
    "/products?category=999999",
    "/gallery?page=%00%ff",
    `/blog?q=${"x".repeat(5000)}`,
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test("a product page: full page when opened directly, 404 when unknown, JSON-LD with an INR price", { tag: "@read" }, async ({ page }) => {
  const product = query<{ id: number; title: string; price: number }>("select id, title, price from products where is_available = 1 limit 1")[0]!;
  const response = await page.goto(`/products/${product.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text)).flat();
  const productData = data.find((entry) => entry["@type"] === "Product");
  expect(productData.offers.priceCurrency).toBe("INR");
  expect(Number(productData.offers.price)).toBe(product.price);
  expect(data.some((entry) => entry["@type"] === "BreadcrumbList")).toBe(true);

  expect((await page.goto("/products/987654"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Artwork Not Found" })).toBeVisible();
  expect((await page.goto("/products/not-a-number"))?.status()).toBe(404);
});

test("a guest cannot send an inquiry and is sent to log in", async ({ page, request }) => {
  const product = query<Row>("select id, title from products where is_available = 1 limit 1")[0]!;
  await page.goto(`/products/${product.id}`);
  await page
    .getByRole("main")
    .getByRole("link", { name: "Login to Inquire" })
    .or(page.getByRole("dialog").getByRole("link", { name: "Login to Inquire" }))
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fproducts%2F${product.id}$`));

  const before = query<{ n: number }>("select count(*) as n from product_inquiries")[0]!.n;
  const post = await request.post(`/products/${product.id}`, { form: { product_item: String(product.id), message: "Hello" }, maxRedirects: 0 });
  expect(post.status()).toBe(302);
  expect(post.headers().location).toContain("/login");
  expect(query<{ n: number }>("select count(*) as n from product_inquiries")[0]!.n).toBe(before);
});

test("an unavailable product shows a disabled 'Out of Stock' button", { tag: "@read" }, async ({ page }) => {
  const product = query<Row>("select id, title from products where is_available = 0 limit 1")[0];
  test.skip(!product, "The demo content has no unavailable product.");
  await page.goto(`/products/${product!.id}`);
  await expect(page.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
});

test("an approved buyer sends a product inquiry and the record holds what was typed", async ({ page }, testInfo) => {
  const buyer = await logInAsNewBuyer(page, testInfo);
  const product = query<Row>("select id, title from products where is_available = 1 order by id limit 1")[0]!;
  await page.goto(`/products/${product.id}`);

  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page.locator('[data-field-error="message"]')).toHaveText("Please enter your inquiry message");

  await page.getByLabel("Your message").fill("  Could you make this with my company's monogram in brass?  ");
  await page.getByLabel("Quantity (optional)").fill("0");
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page.locator('[data-field-error="quantity"]')).toHaveText("Quantity must be at least 1");

  await page.getByLabel("Quantity (optional)").fill("25");
  await page.getByLabel("Budget (₹)").fill("150000");
  await page.getByLabel("Delivery timeline").fill("Before Diwali");
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page.getByText("Your inquiry has been sent successfully! We'll respond within 24-48 hours.")).toBeVisible();

  const rows = query<Record<string, unknown>>("select * from product_inquiries where inquirer_email = ?", buyer.user_email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    product_item: product.id,
    product_title: product.title,
    inquirer_name: buyer.user_name,
    message: "Could you make this with my company's monogram in brass?",
    quantity: 25,
    budget: 150000,
    delivery_timeline: "Before Diwali",
    status: "pending",
  });
});

test("gallery: masonry by default, Load More replaces the page", async ({ page }) => {
  const total = query<{ n: number }>("select count(*) as n from gallery_items where is_available = 1")[0]!.n;
  await page.goto("/gallery");
  await expect(page.getByText(`Showing ${Math.min(12, total)} of ${total} artworks`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Masonry" })).toHaveAttribute("aria-current", "true");
  if (total > 12) {
    await page.getByRole("link", { name: "Load More" }).click();
    await expect(page.getByText(`Showing ${Math.min(12, total - 12)} of ${total} artworks`)).toBeVisible();
  }
  await page.getByRole("link", { name: "Grid" }).click();
  await expect(page).toHaveURL(/view=grid/);
  await expect(page.getByRole("link", { name: "Grid" })).toHaveAttribute("aria-current", "true");
});

test("gallery detail: guests get the sign-in notice and a shortened description; accounts get everything", async ({ page }, testInfo) => {
  const item = query<{ id: number; title: string; description: string }>(
    "select id, title, description from gallery_items where is_available = 1 order by length(description) desc limit 1",
  )[0]!;
  expect(item.description.length).toBeGreaterThan(100);
  await page.goto(`/gallery/${item.id}`);
  await expect(page.getByText("Sign in to see full descriptions and high-resolution images.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("href", `/login?redirectTo=%2Fgallery%2F${item.id}`);
  const html = await (await page.request.get(`/gallery/${item.id}`)).text();
  expect(html).not.toContain(item.description.slice(95));

  await logInAsNewBuyer(page, testInfo);
  await page.goto(`/gallery/${item.id}`);
  await expect(page.getByTestId("artwork-description")).toHaveText(item.description);
  await expect(page.getByRole("link", { name: "Open high-resolution image" })).toBeVisible();
});

test("sitemap.xml lists every public page and every seeded item; robots.txt points to it", { tag: "@http" }, async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const { id } of query<Row>("select id from products")) expect(xml).toContain(`/products/${id}</loc>`);
  for (const { id } of query<Row>("select id from gallery_items where is_available = 1")) expect(xml).toContain(`/gallery/${id}</loc>`);
  for (const { id } of query<Row>("select id from portfolio_items where is_public = 1")) expect(xml).toContain(`/portfolio/${id}</loc>`);
  for (const { slug } of query<{ slug: string }>("select slug from blog_posts where status = 'published'")) expect(xml).toContain(`/blog/${slug}</loc>`);
  for (const path of ["/about", "/products", "/gallery", "/portfolio", "/blog", "/contact"]) expect(xml).toContain(`${path}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  expect(robots).toContain("Disallow: /panel");
});
