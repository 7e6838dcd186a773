/**
 * Issue 7, item 2: one account cannot read or change another's inquiries by changing ids, and
 * fields a client must not set (user_type, status, id, author...) are refused by the API and
 * ignored by the forms. Every attempt is checked against the database: nothing changed.
 */
import { type APIRequestContext } from "@playwright/test";
import { eq } from "drizzle-orm";

import { schema, testDb } from "../e2e/support/factories";
import { expect, newCheckedContext, test } from "./fixtures";
import { adminToken, approvedClient, bearer, businessSignupForm, E2E_ADMIN } from "./support";

type Row = Record<string, unknown>;

const { productInquiries, portfolioInquiries, products, users, blogPosts, blogCategories } = schema;
const productInquiry = (id: number) => testDb().select().from(productInquiries).where(eq(productInquiries.id, id)).get();
const portfolioInquiry = (id: number) => testDb().select().from(portfolioInquiries).where(eq(portfolioInquiries.id, id)).get();
const userByEmail = (email: string) => testDb().select().from(users).where(eq(users.user_email, email)).get();
/** The first available products of the demo data. */
const availableProducts = (count: number) =>
  testDb().select({ id: products.id }).from(products).where(eq(products.is_available, true)).orderBy(products.id).limit(count).all();
const firstProductId = () => availableProducts(1)[0]!.id;

async function ownInquiries(request: APIRequestContext, token: string) {
  const product = await request.post("/api/products/inquiries/submit/", {
    headers: bearer(token),
    data: { product_item: firstProductId(), message: "A dozen jewellery boxes, please." },
  });
  expect(product.status()).toBe(201);
  const portfolio = await request.post("/api/portfolio/inquiries/submit/", {
    headers: bearer(token),
    data: { portfolio_item: 1, message: "A panel like this one for our lobby." },
  });
  expect(portfolio.status()).toBe(201);
  return { product: (await product.json()).data.id as number, portfolio: (await portfolio.json()).data.id as number };
}

test("an account cannot read or change another account's inquiries through the API by changing ids", async ({ request }) => {
  const owner = await approvedClient(request, "owner");
  const intruder = await approvedClient(request, "intruder");
  const ids = await ownInquiries(request, owner.token);
  const before = { product: productInquiry(ids.product), portfolio: portfolioInquiry(ids.portfolio) };

  const attempts: { method: "get" | "post" | "patch" | "put" | "delete"; path: string; data?: Row }[] = [
    { method: "patch", path: `/api/products/inquiries/${ids.product}/status/`, data: { status: "closed" } },
    { method: "patch", path: `/api/portfolio/inquiries/${ids.portfolio}/status/`, data: { status: "closed" } },
    { method: "post", path: `/api/products/inquiries/${ids.product}/reply/`, data: { reply_message: "Hijacked reply" } },
    { method: "post", path: `/api/portfolio/inquiries/${ids.portfolio}/reply/`, data: { reply_message: "Hijacked reply" } },
    { method: "get", path: `/api/products/inquiries/admin/?search=${encodeURIComponent(owner.user_email)}` },
  ];
  for (const attempt of attempts) {
    const response = await request.fetch(attempt.path, { method: attempt.method.toUpperCase(), headers: bearer(intruder.token), data: attempt.data });
    expect(response.status(), `${attempt.method} ${attempt.path}`).toBe(403);
    expect(await response.text(), `${attempt.method} ${attempt.path}`).not.toContain(owner.user_email);
  }

  // The intruder's own list, even asked for another user's id, holds only the intruder's inquiries.
  for (const path of ["/api/products/inquiries/user/", "/api/portfolio/inquiries/user/"]) {
    const list = await request.get(`${path}?user=${before.product?.user_id}&user_id=${before.product?.user_id}`, { headers: bearer(intruder.token) });
    expect(list.status()).toBe(200);
    expect((await list.json()).count, path).toBe(0);
  }
  expect(productInquiry(ids.product)).toEqual(before.product);
  expect(portfolioInquiry(ids.portfolio)).toEqual(before.portfolio);
});

test("an account cannot open another account's inquiry in the panel by its id", async ({ baseURL }) => {
  const request = await newCheckedContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! }, maxRedirects: 0 });
  const owner = await approvedClient(request, "panel-owner");
  const intruder = await approvedClient(request, "panel-intruder");
  const ids = await ownInquiries(request, owner.token);
  const before = productInquiry(ids.product);
  expect((await request.post("/login", { form: { user_email: intruder.user_email, password: intruder.password } })).status()).toBe(302);

  for (const path of [`/panel/product-inquiries/${ids.product}`, `/panel/portfolio-inquiries/${ids.portfolio}`]) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(302);
    expect(page.headers().location).toBe("/");
    const post = await request.post(path, { form: { intent: "reply", reply_message: "Hijacked reply" } });
    expect(post.status(), path).toBe(302);
    expect(post.headers().location).toBe("/");
  }
  expect(productInquiry(ids.product)).toEqual(before);
});

test("sign-up ignores role, status and id in the form; the API refuses them by name", async ({ baseURL }) => {
  const request = await newCheckedContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! }, maxRedirects: 0 });
  const email = `mass.${Date.now()}@example.in`;
  const form = businessSignupForm(email);
  const response = await request.post("/signup", {
    form: { ...form, user_type: "1", account_status: "approved", status: "approved", id: "1", is_admin: "true" },
  });
  expect(response.status()).toBe(302);
  const stored = userByEmail(email);
  expect(stored).toMatchObject({ user_type: 2, account_status: "pending" });
  expect(stored?.id).not.toBe(1);

  const apiEmail = `mass.api.${Date.now()}@example.in`;
  const { confirm_password: _confirmation, ...apiBody } = form;
  const refused = await request.post("/api/signup/", { data: { ...apiBody, user_email: apiEmail, user_type: 1, account_status: "approved", id: 1 } });
  expect(refused.status()).toBe(400);
  const body = await refused.json();
  for (const field of ["user_type", "account_status", "id"]) expect(body.errors[field], field).toEqual(["This field is not accepted."]);
  expect(userByEmail(apiEmail)).toBeUndefined();
});

test("inquiries ignore (form) or refuse (API) an author, status, id or reply set by the client", async ({ baseURL }) => {
  const request = await newCheckedContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! }, maxRedirects: 0 });
  const client = await approvedClient(request, "mass-inquiry");
  const victim = await approvedClient(request, "mass-victim");
  const victimId = userByEmail(victim.user_email)?.id;
  const productId = firstProductId();

  const refused = await request.post("/api/products/inquiries/submit/", {
    headers: bearer(client.token),
    data: {
      product_item: productId,
      message: "Boxes, please.",
      user: victimId,
      user_id: victimId,
      author: victimId,
      status: "closed",
      id: 1,
      reply_message: "Sure",
    },
  });
  expect(refused.status()).toBe(400);
  const body = await refused.json();
  for (const field of ["user", "user_id", "author", "status", "id", "reply_message"])
    expect(body.errors[field], field).toEqual(["This field is not accepted."]);

  expect((await request.post("/login", { form: { user_email: client.user_email, password: client.password } })).status()).toBe(302);
  const message = `Form inquiry ${Date.now()} with extra fields`;
  const posted = await request.post(`/products/${productId}`, {
    form: { product_item: String(productId), message, user: String(victimId), user_id: String(victimId), status: "closed", id: "1", reply_message: "Sure" },
  });
  expect(posted.status()).toBe(302);
  const stored = testDb().select().from(productInquiries).where(eq(productInquiries.message, message)).get()!;
  expect(stored).toMatchObject({ user_id: userByEmail(client.user_email)?.id, status: "pending" });
  expect(stored.reply_message).toBeFalsy();
  expect(stored.id).not.toBe(1);
});

test("manage_data ignores the read-only id, author and timestamps a client sends back", async ({ request }) => {
  const token = adminToken();
  const category = testDb().select({ id: blogCategories.id }).from(blogCategories).orderBy(blogCategories.id).get()!;
  const title = `Mass assignment ${Date.now()}`;
  const response = await request.post("/api/manage_data/BlogPost/", {
    headers: bearer(token),
    data: {
      title,
      category: category.id,
      content: "A paragraph.",
      status: "draft",
      id: 1,
      author: 999,
      created_at: "2000-01-01T00:00:00Z",
      published_at: "2000-01-01T00:00:00Z",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const stored = testDb().select().from(blogPosts).where(eq(blogPosts.title, title)).get()!;
  const admin = userByEmail(E2E_ADMIN.email);
  expect(stored.id).not.toBe(1);
  expect(stored.author).toBe(admin?.id);
  expect(String(stored.created_at)).not.toContain("2000-01-01");
  expect(stored.published_at).toBeNull();
  // A field that is neither writable nor part of the model is refused by name.
  const unknown = await request.post("/api/manage_data/BlogPost/", {
    headers: bearer(token),
    data: { title: `${title} 2`, category: category.id, content: "x", is_admin: true },
  });
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).errors.is_admin).toEqual(["This field is not accepted."]);
});

test("an inquiry posted on a product's page is about that product, whatever item the body names", async ({ baseURL }) => {
  const request = await newCheckedContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! }, maxRedirects: 0 });
  const client = await approvedClient(request, "url-item");
  expect((await request.post("/login", { form: { user_email: client.user_email, password: client.password } })).status()).toBe(302);
  const [page, other] = availableProducts(2);
  const message = `Inquiry about the page's product ${Date.now()}`;
  expect((await request.post(`/products/${page!.id}`, { form: { product_item: String(other!.id), message } })).status()).toBe(302);
  const stored = testDb().select({ product_item: productInquiries.product_item }).from(productInquiries).where(eq(productInquiries.message, message)).get();
  expect(stored).toEqual({ product_item: page!.id });
});
