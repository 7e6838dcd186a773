/** Every model of /api/manage_data/ through its whole life: create, read, change, delete. And CORS. */
import { expect, test } from "./fixtures";
import { adminToken, bearer } from "./support";

type Created = { model: string; id: number };

test("each model can be created, read, changed and deleted by an admin", async ({ request }) => {
  const admin = adminToken();
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const created: Created[] = [];
  const create = async (model: string, data: Record<string, unknown>) => {
    const response = await request.post(`/api/manage_data/${model}/`, { headers: bearer(admin), data });
    const body = await response.json();
    expect(response.status(), `${model}: ${JSON.stringify(body.errors)}`).toBe(201);
    expect(Object.keys(body).sort()).toEqual(["data", "errors", "message", "status"]);
    created.push({ model, id: body.data.id });
    return body.data as Record<string, unknown> & { id: number };
  };

  const productCategory = await create("ProductCategory", { name: `API Lamps ${stamp}`, description: "Lamp bases", is_active: true });
  const galleryCategory = await create("GalleryCategory", { name: `API Panels ${stamp}`, description: "Wall panels", is_active: true });
  const portfolioCategory = await create("PortfolioCategory", { name: `API Hotels ${stamp}`, description: "Hotel work", is_active: true });
  const blogCategory = await create("BlogCategory", { name: `API Notes ${stamp}` });
  await create("Product", { title: `API Lamp ${stamp}`, description: "A lamp base.", category: productCategory.id, price: 3200, is_available: true });
  await create("GalleryItem", {
    title: `API Panel ${stamp}`,
    image_url: "/images/sadeli-pattern.svg",
    category: galleryCategory.id,
    description: "A panel.",
    price: 250.5,
    tags: "panel, brass",
    is_featured: false,
    is_available: true,
  });
  await create("PortfolioItem", {
    title: `API Lobby ${stamp}`,
    category: portfolioCategory.id,
    description: "A hotel lobby.\n\nIn two parts.",
    technologies: "Sadeli micro-mosaic, Brass inlay",
    price: 12000,
    is_public: true,
    project_url: "https://example.org/lobby",
  });
  const post = await create("BlogPost", {
    title: `API Post ${stamp}`,
    category: blogCategory.id,
    content: "# A heading\n\nA paragraph.",
    status: "published",
    tags: "api",
    reading_time: 3,
  });
  expect(post.slug).toBe(`api-post-${stamp}`);
  expect(post.published_at).toBeTruthy();
  await create("UserProfile", {
    user_name: "Nisha Rao",
    business_name: "Rao Interiors",
    user_email: `api.user.${stamp}@example.in`,
    contact_number: "9825098250",
    address: "3 Ring Road",
    city: "Surat",
    password: "a-strong-one",
    user_type: 2,
  });

  for (const { model, id } of created) {
    const read = await request.get(`/api/manage_data/${model}/${id}/`, { headers: bearer(admin) });
    expect(read.status(), model).toBe(200);
    expect((await read.json()).id).toBe(id);
    const listed = await (await request.get(`/api/manage_data/${model}/?page_size=100`, { headers: bearer(admin) })).json();
    expect(Object.keys(listed).sort()).toEqual(["count", "next", "previous", "results"]);
  }

  const renamed = await request.patch(`/api/manage_data/ProductCategory/${productCategory.id}/`, {
    headers: bearer(admin),
    data: { description: "Turned lamp bases" },
  });
  expect(await renamed.json()).toMatchObject({ status: true, data: { description: "Turned lamp bases", name: `API Lamps ${stamp}` } });
  // The spec's status toggle: the whole post back, with status and published_at.
  const toggled = await request.put(`/api/manage_data/BlogPost/${post.id}/`, {
    headers: bearer(admin),
    data: { ...post, status: "draft", published_at: null },
  });
  expect(await toggled.json()).toMatchObject({ status: true, data: { status: "draft", published_at: null } });

  // A category with items is not deleted; items go first.
  const blocked = await request.delete(`/api/manage_data/ProductCategory/${productCategory.id}/`, { headers: bearer(admin) });
  expect(blocked.status()).toBe(409);
  for (const { model, id } of [...created].reverse()) {
    const removed = await request.delete(`/api/manage_data/${model}/${id}/`, { headers: bearer(admin) });
    expect(removed.status(), `${model} delete: ${await removed.text()}`).toBe(200);
    expect((await request.get(`/api/manage_data/${model}/${id}/`, { headers: bearer(admin) })).status()).toBe(404);
  }
});

test("CORS: a listed origin is answered, any other is not", async ({ request }) => {
  const allowed = await request.fetch("/api/products/", {
    method: "OPTIONS",
    headers: { Origin: "https://partner.example", "Access-Control-Request-Method": "GET" },
  });
  expect(allowed.status()).toBe(204);
  expect(allowed.headers()["access-control-allow-origin"]).toBe("https://partner.example");
  expect(allowed.headers()["access-control-allow-headers"]).toContain("Authorization");
  const get = await request.get("/api/products/", { headers: { Origin: "https://partner.example" } });
  expect(get.headers()["access-control-allow-origin"]).toBe("https://partner.example");
  const other = await request.get("/api/products/", { headers: { Origin: "https://evil.example" } });
  expect(other.headers()["access-control-allow-origin"]).toBeUndefined();
});
