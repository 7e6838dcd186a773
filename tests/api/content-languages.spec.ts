/**
 * Issue 19 (item 8): the public reads take an optional `lang` (en, gu, hi) and answer the same
 * fields with the translated texts (English where a text has no translation); a list in a language
 * is searched in it too; any other value is a 400 naming `lang`. /api/manage_data/ writes carry
 * `translations` (write-only: a PATCH that leaves them out keeps them). Every answer is checked
 * against the OpenAPI document by the fixtures, so `lang` must be described there.
 */
import { someProductCategory } from "../e2e/support/factories";
import { expect, test } from "./fixtures";
import { adminToken, bearer, withTestDatabase } from "./support";

test("a product's Gujarati and Hindi texts through lang; English without it; search in the language", async ({ request }) => {
  const admin = adminToken();
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const category = await request.post("/api/manage_data/ProductCategory/", {
    headers: bearer(admin),
    data: { name: `Trays ${stamp}`, description: "", is_active: true, translations: { gu: { name: `ટ્રે ${stamp}` } } },
  });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId = (await category.json()).data.id as number;

  const title = `Brass Edge Tray ${stamp}`;
  const created = await request.post("/api/manage_data/Product/", {
    headers: bearer(admin),
    data: {
      title,
      description: "A pen tray with a brass edge.",
      category: categoryId,
      price: 1450,
      tags: "tray, brass",
      is_available: true,
      translations: { gu: { title: `પિત્તળ કિનારીની ટ્રે ${stamp}`, tags: "ટ્રે, પિત્તળ" }, hi: { title: `पीतल किनारे वाली ट्रे ${stamp}` } },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()).data as { id: number };
  expect(product).not.toHaveProperty("translations");

  const gu = await (await request.get(`/api/products/${product.id}/?lang=gu`)).json();
  expect(gu).toMatchObject({
    title: `પિત્તળ કિનારીની ટ્રે ${stamp}`,
    tags_list: ["ટ્રે", "પિત્તળ"],
    category_name: `ટ્રે ${stamp}`,
    description: "A pen tray with a brass edge.",
  });
  expect(gu).not.toHaveProperty("untranslated");
  const hi = await (await request.get(`/api/products/${product.id}/?lang=hi`)).json();
  expect(hi).toMatchObject({ title: `पीतल किनारे वाली ट्रे ${stamp}`, tags_list: ["tray", "brass"], category_name: `Trays ${stamp}` });
  const en = await (await request.get(`/api/products/${product.id}/`)).json();
  expect(en).toMatchObject({ title, tags_list: ["tray", "brass"], category_name: `Trays ${stamp}` });
  expect(await (await request.get(`/api/products/${product.id}/?lang=en`)).json()).toEqual(en);

  const found = await (await request.get(`/api/products/?lang=gu&search=${encodeURIComponent(`કિનારીની ટ્રે ${stamp}`)}`)).json();
  expect(found.results.map((row: { id: number }) => row.id)).toEqual([product.id]);
  expect(found.results[0].title).toBe(`પિત્તળ કિનારીની ટ્રે ${stamp}`);
  expect((await (await request.get(`/api/products/?search=${encodeURIComponent(`કિનારીની ટ્રે ${stamp}`)}`)).json()).count).toBe(0);
  expect((await (await request.get(`/api/products/?lang=gu&search=${encodeURIComponent(title)}`)).json()).count).toBe(1);

  const categories = await (await request.get("/api/products/categories/?lang=gu")).json();
  expect(categories.data.find((row: { id: number }) => row.id === categoryId)?.name).toBe(`ટ્રે ${stamp}`);

  // A PATCH of an English field keeps the translations; a PATCH of one language replaces only it.
  expect((await request.patch(`/api/manage_data/Product/${product.id}/`, { headers: bearer(admin), data: { price: 1300 } })).status()).toBe(200);
  expect((await (await request.get(`/api/products/${product.id}/?lang=gu`)).json()).title).toBe(`પિત્તળ કિનારીની ટ્રે ${stamp}`);
  const patched = await request.patch(`/api/manage_data/Product/${product.id}/`, { headers: bearer(admin), data: { translations: { hi: { title: "" } } } });
  expect(patched.status(), await patched.text()).toBe(200);
  expect((await (await request.get(`/api/products/${product.id}/?lang=hi`)).json()).title).toBe(title);
  expect((await (await request.get(`/api/products/${product.id}/?lang=gu`)).json()).title).toBe(`પિત્તળ કિનારીની ટ્રે ${stamp}`);

  // Deleting the product deletes its translations.
  expect((await request.delete(`/api/manage_data/Product/${product.id}/`, { headers: bearer(admin) })).status()).toBeLessThan(300);
  expect(
    withTestDatabase((database) => database.prepare("select count(*) as n from content_translations where kind = 'product' and item_id = ?").get(product.id)),
  ).toEqual({
    n: 0,
  });
});

test("lang on every public read: an unknown language is a 400 naming lang; a translation too long is a 400 at its field", async ({ request }) => {
  for (const path of [
    "/api/products/",
    "/api/gallery/items/",
    "/api/portfolio/items/",
    "/api/blog/posts/",
    "/api/products/categories/",
    "/api/blog/categories/",
  ]) {
    expect((await request.get(`${path}?lang=gu`)).status(), path).toBe(200);
    const wrong = await request.get(`${path}?lang=fr`);
    expect(wrong.status(), path).toBe(400);
    expect(Object.keys((await wrong.json()).errors), path).toEqual(["lang"]);
  }
  const admin = adminToken();
  const tooLong = await request.post("/api/manage_data/GalleryCategory/", {
    headers: bearer(admin),
    data: { name: `Long ${Date.now()}`, translations: { hi: { name: "क".repeat(101) } } },
  });
  expect(tooLong.status()).toBe(400);
  expect(Object.keys((await tooLong.json()).errors)).toEqual(["translations.hi.name"]);
});

test("the site search in a language finds a product by its translated title and links to the page in that language", async ({ request }) => {
  const admin = adminToken();
  const category = someProductCategory();
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const created = await request.post("/api/manage_data/Product/", {
    headers: bearer(admin),
    data: { title: `Search Box ${stamp}`, description: "D", category: category.id, price: 10, translations: { hi: { title: `खोज डिब्बा ${stamp}` } } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as number;
  const hi = await (await request.get(`/api/search/?lang=hi&q=${encodeURIComponent(`डिब्बा ${stamp}`)}`)).json();
  expect(hi.results.products).toEqual({ count: 1, results: [expect.objectContaining({ id, title: `खोज डिब्बा ${stamp}`, url: `/hi/products/${id}` })] });
  const en = await (await request.get(`/api/search/?q=${encodeURIComponent(`Search Box ${stamp}`)}`)).json();
  expect(en.results.products.results[0]).toMatchObject({ id, title: `Search Box ${stamp}`, url: `/products/${id}` });
  expect((await request.get("/api/search/?q=box&lang=xx")).status()).toBe(400);
});
