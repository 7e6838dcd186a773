/** /api/manage_data/, the upload call and the OpenAPI document: one domain, two doors. */
import { eq } from "drizzle-orm";
import sharp from "sharp";

import { createCategory, schema, testDb } from "../e2e/support/factories";
import { expect, newCheckedContext, test } from "./fixtures";
import { adminToken, approvedClient, bearer, E2E_ADMIN } from "./support";

const { productCategories } = schema;

const MODELS = [
  "GalleryItem",
  "GalleryCategory",
  "PortfolioItem",
  "PortfolioCategory",
  "BlogPost",
  "BlogCategory",
  "Product",
  "ProductCategory",
  "UserProfile",
  "SiteSettings",
];

test("every manage_data path answers 401 without a token and 403 to a business account", async ({ request }) => {
  const client = await approvedClient(request, "nosy");
  for (const model of MODELS) {
    for (const path of [`/api/manage_data/${model}/`, `/api/manage_data/${model}/1/`]) {
      expect((await request.get(path)).status(), path).toBe(401);
      const forbidden = await request.get(path, { headers: bearer(client.token) });
      expect(forbidden.status(), path).toBe(403);
      expect(await forbidden.json()).toMatchObject({ status: false });
    }
    expect((await request.post(`/api/manage_data/${model}/`, { data: {}, headers: bearer(client.token) })).status()).toBe(403);
  }
  expect((await request.get("/api/manage_data/NoSuchModel/", { headers: bearer(client.token) })).status()).toBe(404);
});

test("a product created through the API appears on /products; one made in the panel appears in the API", async ({ request, baseURL }) => {
  const admin = adminToken();
  const category = testDb().select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.is_active, true)).get()!;
  const title = `API Brass Pen Tray ${Date.now()}`;
  const created = await request.post("/api/manage_data/Product/", {
    headers: bearer(admin),
    data: {
      title,
      description: "A pen tray with a brass edge.",
      category: category.id,
      price: 1450,
      original_price: null,
      stock_quantity: 7,
      tags: "tray, brass",
      is_featured: false,
      is_available: true,
    },
  });
  expect(created.status()).toBe(201);
  const body = await created.json();
  expect(Object.keys(body).sort()).toEqual(["data", "errors", "message", "status"]);
  expect(body.data).toMatchObject({ title, price: 1450, stock_quantity: 7, tags_list: ["tray", "brass"] });
  const html = await (await request.get(`/products?q=${encodeURIComponent(title)}`)).text();
  expect(html).toContain(title);

  const patched = await request.patch(`/api/manage_data/Product/${body.data.id}/`, { headers: bearer(admin), data: { price: 1300 } });
  expect(await patched.json()).toMatchObject({ status: true, data: { price: 1300, title } });

  // The panel's door: a plain form post with the admin's browser session.
  const browser = await newCheckedContext({ baseURL });
  await browser.post("/login", { form: { user_email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  const panelTitle = `Panel Coaster Set ${Date.now()}`;
  const panel = await browser.post("/panel/products/new", {
    multipart: { title: panelTitle, description: "Six coasters.", category: String(category.id), price: "900", is_available: "on", tags: "coasters" },
    maxRedirects: 0,
  });
  expect(panel.status()).toBe(302);
  const api = await (await request.get(`/api/products/?search=${encodeURIComponent(panelTitle)}`)).json();
  expect(api.results.map((product: { title: string }) => product.title)).toEqual([panelTitle]);
  await browser.dispose();

  const removed = await request.delete(`/api/manage_data/Product/${body.data.id}/`, { headers: bearer(admin) });
  expect(await removed.json()).toMatchObject({ status: true });
  expect((await request.get(`/api/products/${body.data.id}/`)).status()).toBe(404);
});

test("bad JSON, wrong types, missing and unknown fields get 400 with field errors and store nothing", async ({ request }) => {
  const admin = adminToken();
  const badJson = await request.post("/api/manage_data/Product/", { headers: { ...bearer(admin), "Content-Type": "application/json" }, data: "{" });
  expect(badJson.status()).toBe(400);
  const wrong = await request.post("/api/manage_data/Product/", { headers: bearer(admin), data: { title: 5, price: "lots", category: 99999, mystery: true } });
  expect(wrong.status()).toBe(400);
  const errors = (await wrong.json()).errors;
  expect(errors.mystery).toEqual(["This field is not accepted."]);
  expect(errors.price?.length).toBeGreaterThan(0);
  expect(errors.description).toBeTruthy();
  const missing = await request.post("/api/manage_data/ProductCategory/", { headers: bearer(admin), data: { description: "no name" } });
  expect((await missing.json()).errors.name).toEqual(["Category name is required"]);
  // Nothing of those bodies is stored (counted by their own marks: other tests add and delete products meanwhile).
  expect(await testDb().$count(schema.products, eq(schema.products.category, 99999))).toBe(0);
  expect(await testDb().$count(schema.productCategories, eq(schema.productCategories.description, "no name"))).toBe(0);
});

test("site settings: several fields at once by PATCH, the app password write-only", async ({ request }) => {
  const admin = adminToken();
  const list = await (await request.get("/api/manage_data/SiteSettings/?page_size=1", { headers: bearer(admin) })).json();
  expect(list.count).toBe(1);
  const settings = list.results[0];
  const saved = await request.patch(`/api/manage_data/SiteSettings/${settings.id}/`, {
    headers: bearer(admin),
    data: { site_name: settings.site_name, contact_phone: "+91 261 240 0000", support_email: "workshop@example.in", email_app_password: "abcd efgh ijkl mnop" },
  });
  const answer = await saved.json();
  expect(answer).toMatchObject({ status: true, data: { contact_phone: "+91 261 240 0000", support_email: "workshop@example.in", has_app_password: true } });
  expect(JSON.stringify(answer)).not.toContain("abcd efgh");
  expect(JSON.stringify(await (await request.get("/api/manage_data/SiteSettings/1/", { headers: bearer(admin) })).json())).not.toContain("abcd efgh");
  expect((await request.delete("/api/manage_data/SiteSettings/1/", { headers: bearer(admin) })).status()).toBe(405);
});

test("users: a role change by PUT with only user_type ends that user's tokens", async ({ request }) => {
  const admin = adminToken();
  const client = await approvedClient(request, "promoted");
  const { id } = client;
  const changed = await request.put(`/api/manage_data/UserProfile/${id}/`, { headers: bearer(admin), data: { user_type: 3 } });
  expect(await changed.json()).toMatchObject({ status: true });
  expect((await request.get("/api/products/inquiries/user/", { headers: bearer(client.token) })).status()).toBe(401);
  const user = await (await request.get(`/api/manage_data/UserProfile/${id}/`, { headers: bearer(admin) })).json();
  expect(user.user_type).toBe(3);
  expect(user).not.toHaveProperty("password_hash");
  expect(user).not.toHaveProperty("password");
});

test("image upload stores a real image and refuses anything else", async ({ request }) => {
  const admin = adminToken();
  const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#804a30" } })
    .png()
    .toBuffer();
  const ok = await request.post("/api/upload/image/", {
    headers: bearer(admin),
    multipart: { file: { name: "panel.png", mimeType: "image/png", buffer: png }, category: "gallery", width: "800", height: "600" },
  });
  expect(ok.status()).toBe(201);
  const body = await ok.json();
  expect(Object.keys(body).sort()).toEqual(["message", "status", "url"]);
  expect(body.url).toMatch(/^\/uploads\/gallery\/[a-f0-9]+-800w\.webp$/);
  expect((await request.get(body.url)).headers()["content-type"]).toBe("image/webp");

  const fake = await request.post("/api/upload/image/", {
    headers: bearer(admin),
    multipart: { file: { name: "x.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") }, category: "gallery" },
  });
  expect(fake.status()).toBe(400);
  expect(await fake.json()).toMatchObject({ status: false, url: null });
  const svg = await request.post("/api/upload/image/", {
    headers: bearer(admin),
    multipart: {
      file: {
        name: "x.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      },
      category: "blog",
    },
  });
  expect((await svg.json()).message).toContain("SVG");
  expect((await request.post("/api/upload/image/", { multipart: { category: "gallery" } })).status()).toBe(401);
});

test("every path in /api/openapi.json exists", async ({ request }) => {
  const document = await (await request.get("/api/openapi.json")).json();
  expect(document.openapi).toBe("3.1.0");
  for (const path of Object.keys(document.paths)) {
    const concrete = path.replace("{id}", "1");
    const response = await request.fetch(concrete, { method: "OPTIONS" });
    // A route that exists answers its own JSON (405 for OPTIONS or 401 for protected ones), never the site's 404 page.
    expect(response.headers()["content-type"] ?? "", path).toContain("application/json");
  }
});

test("a list read twice is kept only until the next commit: a change made by another process shows at once", async ({ request }) => {
  const admin = adminToken();
  const list = async () =>
    (await (await request.get("/api/manage_data/ProductCategory/?page_size=100", { headers: bearer(admin) })).json()) as {
      count: number;
      results: Array<{ name: string }>;
    };
  const before = await list();
  expect(await list()).toEqual(before);
  const name = `Kept until commit ${Date.now()}`;
  // Straight into the file, as a second server process would: this process did not write it.
  const { id } = createCategory.product({ name, description: "" });
  const after = await list();
  expect(after.count).toBe(before.count + 1);
  expect(after.results.map((category) => category.name)).toContain(name);
  testDb().delete(productCategories).where(eq(productCategories.id, id)).run();
  expect((await list()).count).toBe(before.count);
});
