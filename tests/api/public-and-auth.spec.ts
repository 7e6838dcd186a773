/** The public half of the JSON contract and its auth calls, path for path, key for key. */
import { eq, ne } from "drizzle-orm";

import { newsletterCopy } from "~/lib/copy/newsletter";

import { schema, testDb } from "../e2e/support/factories";
import { expect, test } from "./fixtures";
import { apiLogin, approvedClient, bearer, confirmNewsletterByLink, E2E_ADMIN, withTestDatabase } from "./support";

const { blogPosts, galleryItems, portfolioItems, products } = schema;

const LIST_KEYS = ["count", "next", "previous", "results"];
const keys = (value: object) => Object.keys(value).sort();

test("login answers status, message, token and userData; the token works until logout", async ({ request }) => {
  const response = await request.post("/api/login/", { data: { user_email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(keys(body)).toEqual(["message", "status", "token", "userData"]);
  expect(body.status).toBe(true);
  expect(body.userData).toMatchObject({ user_email: E2E_ADMIN.email, user_type: 1, isAdmin: true });
  expect(body.userData).not.toHaveProperty("password");
  expect(body.userData).not.toHaveProperty("password_hash");

  const stored = withTestDatabase((database) => database.prepare("select count(*) as n from sessions where token_hash = ?").get(body.token)) as { n: number };
  expect(stored.n).toBe(0); // only a hash of the token is stored

  // An administrator's token reads the team's messages (an inquiry is not theirs to send, issue 33).
  const before = await request.get("/api/contact/messages/", { headers: bearer(body.token) });
  expect(before.status()).toBe(200);
  const logout = await request.post("/api/logout/", { data: { accessToken: body.token } });
  expect(await logout.json()).toEqual({ status: true, message: "Logged out" });
  const after = await request.get("/api/contact/messages/", { headers: bearer(body.token) });
  expect(after.status()).toBe(401);
});

test("a wrong password and a pending account are refused with status false", async ({ request }) => {
  const wrong = await request.post("/api/login", { data: { user_email: E2E_ADMIN.email, password: "not-the-password" } });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toMatchObject({ status: false, message: "Invalid email or password.", token: null });

  const user_email = `pending.${Date.now()}@example.in`;
  const signup = await request.post("/core_api/register-business/", {
    data: {
      user_name: "Asha Patel",
      business_name: "Patel Decor",
      user_email,
      contact_number: "9825012345",
      password: "secret-pass",
      address: "5 Ghod Dod Road",
      city: "Surat",
    },
  });
  expect(signup.status()).toBe(201);
  expect(keys(await signup.json())).toEqual(["message", "status"]);
  // First the address must be proven (issue 28), then the team decides.
  const unconfirmed = await request.post("/api/login/", { data: { user_email, password: "secret-pass" } });
  expect((await unconfirmed.json()).message).toContain("Please confirm your email address first");
  withTestDatabase((database) =>
    database.prepare("update users set email_confirmed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where user_email = ?").run(user_email),
  );
  const pending = await request.post("/api/login/", { data: { user_email, password: "secret-pass" } });
  expect((await pending.json()).message).toContain("awaiting approval");
});

test("sign-up validates with the forms' messages and ignores nothing it does not know", async ({ request }) => {
  const response = await request.post("/api/signup/", { data: { user_name: "A", user_email: "bad", user_type: 1, status: "approved" } });
  expect(response.status()).toBe(400);
  const body = await response.json();
  expect(body.status).toBe(false);
  expect(body.errors.user_name).toContain("Name must be at least 2 characters");
  expect(body.errors.user_email).toContain("Please enter a valid email");
  expect(body.errors.password).toContain("Password is required");
  expect(body.errors.user_type).toEqual(["This field is not accepted."]);
  expect(body.errors.status).toEqual(["This field is not accepted."]);
});

test("bad JSON, the wrong content type and an unknown method get JSON errors", async ({ request }) => {
  const badJson = await request.post("/api/login/", { data: "{not json", headers: { "Content-Type": "application/json" } });
  expect(badJson.status()).toBe(400);
  expect((await badJson.json()).status).toBe(false);
  const form = await request.post("/api/login/", { form: { user_email: "a@b.c", password: "123456" } });
  expect(form.status()).toBe(415);
  const method = await request.delete("/api/products/");
  expect(method.status()).toBe(405);
  expect(method.headers()["allow"]).toBe("GET");
  expect(await method.json()).toMatchObject({ status: false });
  const missing = await request.get("/api/products/999999/");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ status: false, message: "Not found." });
});

for (const path of ["/api/products/", "/api/gallery/items/", "/api/portfolio/items/", "/api/blog/posts/"]) {
  test(`${path} answers {results, count, next, previous} and pages`, async ({ request }) => {
    const first = await (await request.get(`${path}?page_size=2`)).json();
    expect(keys(first)).toEqual(LIST_KEYS);
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    expect(first.next).toContain("page=2");
    const second = await (await request.get(first.next)).json();
    expect(second.results[0].id).not.toBe(first.results[0].id);
    const withoutSlash = await request.get(path.replace(/\/$/, ""));
    expect(withoutSlash.status()).toBe(200);
    const capped = await (await request.get(`${path}?page_size=100000`)).json();
    expect(capped.results.length).toBeLessThanOrEqual(100);
  });
}

test("products carry the contract's fields and filter by featured, category and search", async ({ request }) => {
  const list = await (await request.get("/api/products/?page_size=6&is_featured=true")).json();
  const product = list.results[0];
  for (const field of [
    "id",
    "title",
    "short_description",
    "description",
    "image_url",
    "category",
    "category_name",
    "price",
    "original_price",
    "is_featured",
    "is_available",
    "stock_quantity",
    "sku",
    "tags",
    "tags_list",
    "dimensions",
    "weight",
    "material",
    "crafting_time",
    "created_at",
  ]) {
    expect(product, field).toHaveProperty(field);
  }
  expect(list.results.every((item: { is_featured: boolean }) => item.is_featured)).toBe(true);
  const category = product.category as number;
  const inCategory = await (await request.get(`/api/products/?category=${category}`)).json();
  expect(inCategory.results.every((item: { category: number }) => item.category === category)).toBe(true);
  const searched = await (await request.get("/api/products/?search=coaster")).json();
  expect(searched.count).toBeGreaterThan(0);
});

test("only public content: no hidden gallery items, private projects or draft posts", async ({ request }) => {
  const hiddenGallery = testDb().select({ id: galleryItems.id }).from(galleryItems).where(eq(galleryItems.is_available, false)).all();
  const gallery = await (await request.get("/api/gallery/items/?page_size=100")).json();
  for (const { id } of hiddenGallery) expect(gallery.results.map((item: { id: number }) => item.id)).not.toContain(id);
  const privateProjects = testDb().select({ id: portfolioItems.id }).from(portfolioItems).where(eq(portfolioItems.is_public, false)).all();
  for (const { id } of privateProjects) expect((await request.get(`/api/portfolio/items/${id}/`)).status()).toBe(404);
  const drafts = testDb().select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts).where(ne(blogPosts.status, "published")).all();
  for (const draft of drafts) {
    expect((await request.get(`/api/blog/posts/${draft.id}/`)).status()).toBe(404);
    expect((await request.get(`/api/blog/posts/${draft.slug}/`)).status()).toBe(404);
  }
  const published = testDb().select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.status, "published")).get()!;
  expect((await (await request.get(`/api/blog/posts/${published.slug}/`)).json()).slug).toBe(published.slug);
});

test("category lists answer {status, data, message} with counts", async ({ request }) => {
  for (const [path, countField] of [
    ["/api/products/categories/", "products_count"],
    ["/api/gallery/categories/", "items_count"],
    ["/api/portfolio/categories/", "items_count"],
    ["/api/blog/categories/", "posts_count"],
  ] as const) {
    const body = await (await request.get(path)).json();
    expect(keys(body), path).toEqual(["data", "message", "status"]);
    expect(body.status).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]).toHaveProperty(countField);
  }
});

test("public settings never include the mail password; search groups matches by kind", async ({ request }) => {
  const settings = await (await request.get("/api/settings/public/")).json();
  expect(keys(settings)).toEqual(["data", "message", "status"]);
  expect(settings.data.site_name).toBeTruthy();
  expect(JSON.stringify(settings)).not.toMatch(/password/i);

  const search = await (await request.get("/api/search/?q=sadeli")).json();
  expect(keys(search)).toEqual(["corrected", "count", "query", "results"]);
  expect(keys(search.results)).toEqual(["blog", "gallery", "portfolio", "products"]);
  expect(search.count).toBeGreaterThan(0);
  expect((await request.get("/api/search/")).status()).toBe(400);
});

test("contact submissions: a message, and the newsletter call that subscribes once its emailed link is confirmed", async ({ request }) => {
  const email = `api.contact.${Date.now()}@example.in`;
  const message = await request.post("/api/contact/submit/", {
    data: { name: "Farah", email, phone: "", subject: "Wedding order", message: "Forty boxes for a wedding in February.", message_type: "inquiry" },
  });
  expect(message.status()).toBe(201);
  expect(keys(await message.json())).toEqual(["errors", "message", "status"]);
  const invalid = await (await request.post("/api/contact/submit/", { data: { name: "", email: "x", subject: "", message: "short" } })).json();
  expect(invalid.errors).toMatchObject({
    name: ["Name is required"],
    email: ["Please enter a valid email"],
    subject: ["Subject is required"],
    message: ["Message must be at least 10 characters"],
  });

  // The newsletter call (spec section 7): the same answer each time, a confirmation link emailed
  // (double opt-in, docs/decisions/023), nobody on the list until the link is confirmed.
  const subscriber = `api.news.${Date.now()}@example.in`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await request.post("/api/contact/submit/", {
      data: {
        name: subscriber.split("@")[0],
        email: subscriber,
        subject: "Newsletter Subscription",
        message: "Please subscribe me to the newsletter.",
        message_type: "other",
      },
    });
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ status: true, message: newsletterCopy.success, errors: {} });
  }
  const count = (sql: string) => (withTestDatabase((database) => database.prepare(sql).get(subscriber)) as { n: number }).n;
  expect(count("select count(*) as n from newsletter_subscribers where email = ?")).toBe(0);
  expect(count("select count(*) as n from newsletter_confirmations where email = ?")).toBe(1);
  expect(count("select count(*) as n from email_outbox where to_address = ? and subject like 'Please confirm%'")).toBe(2);
  expect(count("select count(*) as n from email_outbox where to_address = ? and subject like 'Welcome%'")).toBe(0);

  await confirmNewsletterByLink(request, subscriber);
  expect(count("select count(*) as n from newsletter_subscribers where email = ? and status = 'subscribed'")).toBe(1);
  expect(count("select count(*) as n from newsletter_confirmations where email = ?")).toBe(0);
  expect(count("select count(*) as n from email_outbox where to_address = ? and subject like 'Welcome%'")).toBe(1);
});

test("inquiries need a token: none is 401, and a client's inquiry is stored as sent", async ({ request }) => {
  const anonymous = await request.post("/api/products/inquiries/submit/", { data: { product_item: 1, message: "Hello" } });
  expect(anonymous.status()).toBe(401);
  expect((await anonymous.json()).status).toBe(false);

  const client = await approvedClient(request);
  const product = testDb().select({ id: products.id, title: products.title }).from(products).where(eq(products.is_available, true)).get()!;
  const response = await request.post("/api/products/inquiries/submit/", {
    data: { product_item: product.id, message: "  Twelve boxes, please.  ", quantity: 12, budget: 30000, delivery_timeline: "March" },
    headers: bearer(client.token),
  });
  expect(response.status()).toBe(201);
  const body = await response.json();
  expect(keys(body)).toEqual(["data", "errors", "message", "status"]);
  expect(body.data).toMatchObject({
    product_item: product.id,
    product_title: product.title,
    message: "Twelve boxes, please.",
    quantity: 12,
    budget: 30000,
    delivery_timeline: "March",
    inquirer_email: client.user_email,
  });

  const invalid = await request.post("/api/products/inquiries/submit/", {
    data: { product_item: product.id, message: " ", quantity: 0, id: 5 },
    headers: bearer(client.token),
  });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).errors).toMatchObject({
    message: ["Please enter your inquiry message"],
    quantity: ["Quantity must be at least 1"],
    id: ["This field is not accepted."],
  });

  // A browser session cookie is not an API credential.
  const token = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  expect(token.length).toBeGreaterThan(20);
});
