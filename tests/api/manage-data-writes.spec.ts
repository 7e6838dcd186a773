/**
 * Issue 15, what /api/manage_data/ writes, over HTTP: sign-ups approved and rejected through the
 * API (account_status, with the panel's email and sessions), a PUT that is the whole record on
 * every model (a partial one is a 400 naming each missing field, never a blanked field), a PATCH
 * that changes only what it sends, fields that are not writable refused by name, and SiteSettings
 * never created twice. The rules against SQLite: tests/integration/manage-data-writes.test.ts.
 */
import { type APIRequestContext } from "@playwright/test";

import { expect, test } from "./fixtures";
import { adminToken, bearer, E2E_ADMIN, withTestDatabase } from "./support";

const REQUIRED = ["This field is required."];

async function pendingSignup(request: APIRequestContext, prefix: string) {
  const user_email = `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = "pending-signup-password";
  const signup = await request.post("/api/signup/", {
    data: {
      user_name: "Meera Desai",
      business_name: "Desai Decor",
      user_email,
      contact_number: "+91 98250 33333",
      password,
      address: "5 Ring Road",
      city: "Surat",
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const id = (withTestDatabase((database) => database.prepare("select id from users where user_email = ?").get(user_email)) as { id: number }).id;
  // The holder has opened the link sent at sign-up: the team approves only a proven address (docs/decisions/021).
  withTestDatabase((database) => database.prepare("update users set email_confirmed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where id = ?").run(id));
  return { id, user_email, password };
}
const outboxFor = (id: number) =>
  withTestDatabase((database) =>
    database.prepare("select count(*) as n from email_outbox where reference like ? and reference != ?").get(`user:${id}:%`, `user:${id}:email_confirm`),
  ) as { n: number };

test("an administrator approves a sign-up through the API: the account can log in and is emailed", async ({ request }) => {
  const admin = adminToken();
  const signup = await pendingSignup(request, "approve");
  expect((await request.post("/api/login/", { data: { user_email: signup.user_email, password: signup.password } })).status()).not.toBe(200);

  const bogus = await request.patch(`/api/manage_data/UserProfile/${signup.id}/`, { headers: bearer(admin), data: { account_status: "bogus-value" } });
  expect(bogus.status()).toBe(400);
  expect(Object.keys((await bogus.json()).errors)).toEqual(["account_status"]);
  expect((await (await request.get(`/api/manage_data/UserProfile/${signup.id}/`, { headers: bearer(admin) })).json()).account_status).toBe("pending");

  const approved = await request.patch(`/api/manage_data/UserProfile/${signup.id}/`, { headers: bearer(admin), data: { account_status: "approved" } });
  expect(approved.status(), await approved.text()).toBe(200);
  expect(await approved.json()).toMatchObject({ status: true, message: "Updated successfully", data: { id: signup.id, account_status: "approved" } });
  expect(outboxFor(signup.id).n).toBe(1);
  const login = await request.post("/api/login/", { data: { user_email: signup.user_email, password: signup.password } });
  expect(login.status(), await login.text()).toBe(200);

  // Back to the queue is no decision: refused, and the account stays approved.
  const back = await request.patch(`/api/manage_data/UserProfile/${signup.id}/`, { headers: bearer(admin), data: { account_status: "pending" } });
  expect(back.status()).toBe(409);
  expect((await back.json()).message).toContain("cannot be set back to pending");
});

test("a rejection through the API ends the account's tokens; the domain's refusals are 409s", async ({ request }) => {
  const admin = adminToken();
  const signup = await pendingSignup(request, "reject");
  const record = await (await request.get(`/api/manage_data/UserProfile/${signup.id}/`, { headers: bearer(admin) })).json();
  // The whole record PUT back with the decision, as a client editing the user would send it.
  const rejected = await request.put(`/api/manage_data/UserProfile/${signup.id}/`, { headers: bearer(admin), data: { ...record, account_status: "rejected" } });
  expect(rejected.status(), await rejected.text()).toBe(200);
  expect((await rejected.json()).data.account_status).toBe("rejected");
  expect(outboxFor(signup.id).n).toBe(1);
  expect((await request.post("/api/login/", { data: { user_email: signup.user_email, password: signup.password } })).status()).not.toBe(200);

  const adminId = (withTestDatabase((database) => database.prepare("select id from users where user_email = ?").get(E2E_ADMIN.email)) as { id: number }).id;
  const own = await request.patch(`/api/manage_data/UserProfile/${adminId}/`, { headers: bearer(admin), data: { account_status: "rejected" } });
  expect(own.status()).toBe(409);
  expect(await own.json()).toMatchObject({ status: false, message: "You cannot reject your own account", errors: {} });
});

test("SiteSettings: a POST is a 409 that points to PUT and overwrites nothing; a PUT without a required field is a 400, without an optional one keeps it", async ({
  request,
}) => {
  const admin = adminToken();
  const settings = (await (await request.get("/api/manage_data/SiteSettings/?page_size=1", { headers: bearer(admin) })).json()).results[0];
  const posted = await request.post("/api/manage_data/SiteSettings/", { headers: bearer(admin), data: { ...settings, site_name: "Overwritten by a POST" } });
  expect(posted.status()).toBe(409);
  expect((await posted.json()).message).toContain("PUT /api/manage_data/SiteSettings/1/");
  // site_name is required (the rules refuse a PUT without it); an optional field left out keeps its value (decision 052).
  const { site_name: _left, ...partial } = settings;
  const put = await request.put("/api/manage_data/SiteSettings/1/", { headers: bearer(admin), data: { ...partial, site_description: "Overwritten by a PUT" } });
  expect(put.status()).toBe(400);
  expect((await put.json()).errors).toEqual({ site_name: REQUIRED });
  const after = (await (await request.get("/api/manage_data/SiteSettings/1/", { headers: bearer(admin) })).json()) as { site_description: string };
  expect(after.site_description).not.toMatch(/Overwritten/);
  // The record as it was read (id and has_app_password included) goes back whole.
  const whole = await request.put("/api/manage_data/SiteSettings/1/", { headers: bearer(admin), data: after });
  expect(whole.status(), await whole.text()).toBe(200);
  const { site_description: _kept, ...withoutOptional } = after as Record<string, unknown>;
  const kept = await request.put("/api/manage_data/SiteSettings/1/", { headers: bearer(admin), data: withoutOptional });
  expect(kept.status(), await kept.text()).toBe(200);
  expect((await kept.json()).data).toEqual(after);
});

test("every model: PUT back what was read changes nothing; a PUT missing a required field is a 400 under it; a PATCH changes only what it sends", async ({
  request,
}) => {
  const admin = adminToken();
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const made: { model: string; id: number; field: string }[] = [];
  const create = async (model: string, field: string, data: Record<string, unknown>) => {
    const response = await request.post(`/api/manage_data/${model}/`, { headers: bearer(admin), data });
    expect(response.status(), `${model}: ${await response.text()}`).toBe(201);
    const id = (await response.json()).data.id as number;
    made.push({ model, id, field });
    return id;
  };
  const productCategory = await create("ProductCategory", "name", { name: `PUT Lamps ${stamp}`, description: "Lamp bases", is_active: true });
  const galleryCategory = await create("GalleryCategory", "name", { name: `PUT Panels ${stamp}`, description: "Wall panels", is_active: true });
  const portfolioCategory = await create("PortfolioCategory", "name", { name: `PUT Hotels ${stamp}`, description: "Hotel work", is_active: true });
  const blogCategory = await create("BlogCategory", "name", { name: `PUT Notes ${stamp}` });
  await create("Product", "description", {
    title: `PUT Lamp ${stamp}`,
    description: "A lamp base.",
    category: productCategory,
    price: 3200,
    material: "Sheesham",
    is_available: true,
  });
  await create("GalleryItem", "title", {
    title: `PUT Panel ${stamp}`,
    image_url: "/images/sadeli-pattern.svg",
    category: galleryCategory,
    description: "A panel.",
    tags: "panel",
  });
  await create("PortfolioItem", "description", {
    title: `PUT Lobby ${stamp}`,
    category: portfolioCategory,
    description: "A hotel lobby.",
    client_name: "Hotel Surat",
    is_public: true,
  });
  await create("BlogPost", "content", { title: `PUT Post ${stamp}`, category: blogCategory, content: "A paragraph.", excerpt: "In short.", status: "draft" });
  await create("UserProfile", "city", {
    user_name: "Nisha Rao",
    business_name: "Rao Interiors",
    user_email: `put.user.${stamp}@example.in`,
    contact_number: "9825098250",
    address: "3 Ring Road",
    city: "Surat",
    password: "a-strong-one",
    user_type: 2,
  });

  /** A record's updated_at, where it has one, as "any time" (each saved write moves it). */
  const movedTime = (record: Record<string, unknown>) => ("updated_at" in record ? { updated_at: expect.any(String) } : {});
  for (const { model, id, field } of made) {
    const url = `/api/manage_data/${model}/${id}/`;
    const get = async () => (await (await request.get(url, { headers: bearer(admin) })).json()) as Record<string, unknown>;
    const before = await get();

    const echoed = await request.put(url, { headers: bearer(admin), data: before });
    expect(echoed.status(), `${model} PUT of what was read: ${await echoed.text()}`).toBe(200);
    // Every saved write moves the read-only updated_at (issue 33's sync, decision 057); nothing else changes.
    expect(await get(), `${model} after a PUT of what was read`).toEqual({ ...before, ...movedTime(before) });

    const { [field]: _left, ...partial } = before;
    const refused = await request.put(url, { headers: bearer(admin), data: partial });
    expect(refused.status(), `${model} PUT without ${field}`).toBe(400);
    expect((await refused.json()).errors[field], `${model} PUT without ${field}`).toEqual(REQUIRED);
    expect(await get(), `${model} after a refused PUT`).toEqual({ ...before, ...movedTime(before) });

    const unknown = await request.patch(url, { headers: bearer(admin), data: { is_admin: true } });
    expect(unknown.status(), model).toBe(400);
    expect((await unknown.json()).errors, model).toEqual({ is_admin: ["This field is not accepted."] });

    const value = `Patched ${field} ${stamp}`;
    const patched = await request.patch(url, { headers: bearer(admin), data: { [field]: value } });
    expect(patched.status(), `${model} PATCH: ${await patched.text()}`).toBe(200);
    expect(await get(), `${model} after a PATCH of ${field}`).toEqual({
      ...before,
      ...movedTime(before),
      [field]: value,
      ...(model === "UserProfile" ? { updated_datetime: expect.any(String) } : {}),
    });
  }

  for (const { model, id } of [...made].reverse())
    expect((await request.delete(`/api/manage_data/${model}/${id}/`, { headers: bearer(admin) })).status(), model).toBe(200);
});
