/**
 * Issue 33, the integrator's defects 8-12, through the API's own route modules against a real
 * SQLite file (the requests as a client sends them: JSON bodies, bearer tokens):
 * 8 the field messages are the forms' words, never zod's defaults; 9 a conflict with stored data
 * is a 409 everywhere; 10 the bearer scheme in any case; 11 an error answer lists a bounded number
 * of keys; 12 inquiries are the spec's "user_type other than 1": an administrator is refused.
 */
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";

import { createSession } from "~/.server/accounts/sessions";
import { db, schema } from "~/.server/db";
import { createProductInquiry } from "~/.server/inquiries/inquiries";
import { gu } from "~/lib/copy/gu";
import { inquiryCopy } from "~/lib/copy/inquiries";
import { productInquirySchema } from "~/lib/schemas/inquiries";
import { browserSessionCookie } from "~/routes/.server/auth";
import { ERROR_LIMITS } from "~/routes/api/.server/respond";
import * as manageData from "~/routes/api/manage-data";
import * as portfolioInquirySubmit from "~/routes/api/portfolio-inquiry-submit";
import * as productInquirySubmit from "~/routes/api/product-inquiry-submit";
import * as signup from "~/routes/api/signup";
import { handleInquiryPost, inquiryPost } from "~/routes/site/.server/inquiry-actions";

import { createAdmin, createCategory, createPortfolioItem, createProduct, createUser, unique } from "../support/factories";

type Route = { action: (args: never) => Promise<Response> | Response; loader: (args: never) => Promise<Response> | Response };
type Answer = { status: number; body: { status?: boolean; message?: string; errors?: Record<string, string[]> } & Record<string, unknown>; bytes: number };

let address = 0;
/** One call as a client makes it, each from an address of its own (the API limit is not what is tested). */
async function call(
  route: Route,
  method: string,
  path: string,
  { token, body, scheme = "Bearer", params = {} }: { token?: string; body?: unknown; scheme?: string; params?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `${scheme} ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const request = new Request(`http://site.test${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const args = { request, params, context: { clientAddress: `198.51.100.${++address % 250}:${address}` } as unknown as AppLoadContext } as never;
  const response = await (method === "GET" ? route.loader(args) : route.action(args));
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Answer["body"], bytes: Buffer.byteLength(text) };
}

const tokenOf = (user: { id: number }) => createSession(user.id, "api");
const model = (name: string, id?: number) => ({ model: name, ...(id === undefined ? {} : { id: String(id) }) });

describe("defect 9: a conflict with stored data is a 409, on every model", () => {
  it("answers a taken SKU, category name, blog slug and e-mail address 409 with the field's message; a wrong body stays 400", async () => {
    const token = tokenOf(createAdmin());
    const category = createCategory.product();
    const sku = unique("SKU-");
    createProduct({ category: category.id, sku });
    const product = { title: "Ring box", description: "A small ring box.", category: category.id, price: 1450 };

    const taken = await call(manageData, "POST", "/api/manage_data/Product/", { token, body: { ...product, sku }, params: model("Product") });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.sku).toHaveLength(1);

    // Taken, and wrong in another field too: the client must correct the body first (400).
    const mixed = await call(manageData, "POST", "/api/manage_data/Product/", { token, body: { ...product, price: -5, sku }, params: model("Product") });
    expect(mixed.status).toBe(400);

    const name = await call(manageData, "POST", "/api/manage_data/ProductCategory/", {
      token,
      body: { name: category.name },
      params: model("ProductCategory"),
    });
    expect(name.status).toBe(409);
    expect(Object.keys(name.body.errors ?? {})).toEqual(["name"]);

    const blogCategory = createCategory.blog();
    const post = { title: "Notes", category: blogCategory.id, content: "A paragraph.", status: "draft", slug: unique("notes-") };
    expect((await call(manageData, "POST", "/api/manage_data/BlogPost/", { token, body: post, params: model("BlogPost") })).status).toBe(201);
    const slug = await call(manageData, "POST", "/api/manage_data/BlogPost/", { token, body: { ...post, title: "Other notes" }, params: model("BlogPost") });
    expect(slug.status).toBe(409);
    expect(Object.keys(slug.body.errors ?? {})).toEqual(["slug"]);

    const someone = createUser();
    const user = {
      user_name: "Nisha Rao",
      business_name: "Rao Interiors",
      user_email: someone.user_email,
      contact_number: "9876543210",
      address: "Ring Road",
      city: "Surat",
      password: "a-long-private-passphrase",
      user_type: 2,
    };
    const email = await call(manageData, "POST", "/api/manage_data/UserProfile/", { token, body: user, params: model("UserProfile") });
    expect(email.status).toBe(409);
    expect(Object.keys(email.body.errors ?? {})).toEqual(["user_email"]);

    // The spec's sign-up with an address that is registered already: the same rule.
    const { user_type: _type, ...signupBody } = user;
    const again = await call(signup, "POST", "/api/signup/", { body: signupBody });
    expect(again.status).toBe(409);
    expect(again.body.errors?.user_email).toHaveLength(1);
  });

  it("keeps a category in use a 409 and an unknown record a 404", async () => {
    const token = tokenOf(createAdmin());
    const category = createCategory.product();
    createProduct({ category: category.id });
    expect((await call(manageData, "DELETE", "/api/manage_data/ProductCategory/", { token, params: model("ProductCategory", category.id) })).status).toBe(409);
    expect((await call(manageData, "DELETE", "/api/manage_data/Product/", { token, params: model("Product", 999_999) })).status).toBe(404);
  });
});

describe("defect 10: the bearer scheme is case-insensitive (RFC 9110)", () => {
  it.each(["Bearer", "bearer", "BEARER", "bEaReR"])("accepts %s", async (scheme) => {
    const token = tokenOf(createAdmin());
    const answer = await call(manageData, "GET", "/api/manage_data/Product/", { token, scheme, params: model("Product") });
    expect(answer.status).toBe(200);
  });

  it("still refuses another scheme", async () => {
    const token = tokenOf(createAdmin());
    expect((await call(manageData, "GET", "/api/manage_data/Product/", { token, scheme: "Basic", params: model("Product") })).status).toBe(401);
  });
});

describe("defect 11: an error answer lists a bounded number of fields", () => {
  it("answers 40,000 unknown keys in a few kilobytes, the body's own fields first and the rest counted", async () => {
    const token = tokenOf(createAdmin());
    const body: Record<string, unknown> = { title: "" };
    for (let index = 0; index < 40_000; index += 1) body[`k${index}`] = 1;
    const answer = await call(manageData, "POST", "/api/manage_data/ProductCategory/", {
      token,
      body: { name: "", ...body },
      params: model("ProductCategory"),
    });
    expect(answer.status).toBe(400);
    expect(answer.bytes).toBeLessThan(4_000);
    const errors = answer.body.errors!;
    const fields = Object.keys(errors).filter((field) => field !== "non_field_errors");
    expect(fields).toHaveLength(ERROR_LIMITS.fields);
    expect(fields[0]).toBe("name");
    // name, title and the 40,000 keys: 40,002 fields at fault, ERROR_LIMITS.fields listed.
    expect(errors.non_field_errors).toEqual([`And ${40_002 - ERROR_LIMITS.fields} more fields at fault, not listed.`]);
  });

  it("cuts a field name that is itself huge", async () => {
    const token = tokenOf(createAdmin());
    const answer = await call(manageData, "POST", "/api/manage_data/ProductCategory/", {
      token,
      body: { name: "Boxes", ["x".repeat(300_000)]: 1 },
      params: model("ProductCategory"),
    });
    expect(answer.status).toBe(400);
    expect(answer.bytes).toBeLessThan(2_000);
    expect(Object.keys(answer.body.errors!)).toEqual([`${"x".repeat(ERROR_LIMITS.nameLength)}…`]);
  });
});

describe("defect 12: inquiries are for accounts other than an administrator's (the spec's user_type other than 1)", () => {
  it("refuses an administrator's product and portfolio inquiries with 403 and stores nothing; a business account and a store manager send theirs", async () => {
    const product = createProduct({ is_available: true });
    const project = createPortfolioItem({ is_public: true });
    const productBody = { product_item: product.id, message: "Could you make this in teak, please?" };
    const projectBody = { portfolio_item: project.id, message: "We would like a lobby panel like this one." };
    const count = () => db().select().from(schema.productInquiries).all().length + db().select().from(schema.portfolioInquiries).all().length;
    const before = count();

    const admin = tokenOf(createAdmin());
    const refusedProduct = await call(productInquirySubmit, "POST", "/api/products/inquiries/submit/", { token: admin, body: productBody });
    expect(refusedProduct.status).toBe(403);
    const refusedRequest = await call(productInquirySubmit, "POST", "/api/products/inquiries/submit/", {
      token: admin,
      body: { product_item: product.id, request_kind: "notify" },
    });
    expect(refusedRequest.status).toBe(403);
    expect((await call(portfolioInquirySubmit, "POST", "/api/portfolio/inquiries/submit/", { token: admin, body: projectBody })).status).toBe(403);
    expect(count()).toBe(before);

    for (const account of [createUser(), createUser({ user_type: 3, user_email: `${unique("manager")}@sadeli.test` })]) {
      const token = tokenOf(account);
      expect((await call(productInquirySubmit, "POST", "/api/products/inquiries/submit/", { token, body: productBody })).status).toBe(201);
      expect((await call(portfolioInquirySubmit, "POST", "/api/portfolio/inquiries/submit/", { token, body: projectBody })).status).toBe(201);
    }
    expect(count()).toBe(before + 4);
  });

  it("refuses it in the domain too, whatever door calls", async () => {
    const admin = createAdmin();
    const product = createProduct({ is_available: true });
    const result = createProductInquiry(admin, { product_item: product.id, message: "Could you make this in teak, please?" } as never);
    expect(result).toMatchObject({ ok: false, reason: "forbidden" });
  });

  it("refuses the page's form too: the administrator's post is a 403 with the words in the page's language, and nothing is stored", async () => {
    const product = createProduct({ is_available: true });
    const count = () => db().select().from(schema.productInquiries).all().length;
    const before = count();
    const post = async (userId: number, path: string) => {
      const cookie = (await browserSessionCookie(createSession(userId, "browser"))).split(";")[0]!;
      const body = new URLSearchParams({ message: "Could you make this in teak, please?" });
      const request = new Request(`http://site.test${path}`, { method: "POST", body, headers: { Cookie: cookie } });
      return handleInquiryPost(
        request,
        inquiryPost({
          schema: productInquirySchema,
          itemPath: `/products/${product.id}`,
          item: { field: "product_item", id: product.id },
          create: createProductInquiry,
        }),
      );
    };
    const admin = createAdmin();
    const refused = (await post(admin.id, `/products/${product.id}`)) as unknown as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(403);
    expect(refused.data.result.error[""]).toEqual([inquiryCopy.teamCannotSend]);
    const inGujarati = (await post(admin.id, `/gu/products/${product.id}`)) as unknown as typeof refused;
    expect(inGujarati.data.result.error[""]).toEqual([gu.inquiryCopy.teamCannotSend]);
    expect(count()).toBe(before);

    // A business account's post is stored (a redirect with the toast).
    const sent = (await post(createUser().id, `/products/${product.id}`)) as Response;
    expect(sent.status).toBe(302);
    expect(count()).toBe(before + 1);
  });
});
