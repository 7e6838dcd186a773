/**
 * Issue 15: a third-party client generated from /api/openapi.json alone (openapi-typescript types,
 * tests/api/generated/openapi.d.ts, kept current by tests/unit/openapi.test.ts; openapi-fetch
 * calls) compiles with `npm run typecheck` and works against the server: log in, read a list,
 * create a record, meet an error, log out. Every answer is also checked against the document.
 */
import createClient from "openapi-fetch";

import { apiContract, expect, test } from "./fixtures";
import type { paths } from "./generated/openapi";
import { E2E_ADMIN } from "./support";

test("a client generated from the description logs in, lists, creates, meets an error and logs out", async ({ baseURL }) => {
  const contract = await apiContract();
  // Every answer the generated client receives is checked against the document too.
  const checkedFetch = async (input: Request) => {
    const response = await fetch(input);
    contract.check({
      method: input.method,
      url: response.url,
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.clone().text(),
    });
    return response;
  };
  const api = createClient<paths>({ baseUrl: baseURL, fetch: checkedFetch });

  const login = await api.POST("/api/login/", { body: { user_email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(login.response.status).toBe(200);
  const token = login.data!.token;
  expect(login.data!.userData).toMatchObject({ email: E2E_ADMIN.email, user_email: E2E_ADMIN.email, isAdmin: true, user_type: 1 });
  const headers = { Authorization: `Bearer ${token}` };

  const products = await api.GET("/api/products/", { params: { query: { page: 1, page_size: 2 } } });
  expect(products.data!.results.length).toBeLessThanOrEqual(2);
  expect(products.data!.count).toBeGreaterThan(0);

  const categories = await api.GET("/api/manage_data/ProductCategory/", { params: { query: { page_size: 1 } }, headers });
  const category = categories.data!.results[0]!.id;
  const created = await api.POST("/api/manage_data/Product/", {
    headers,
    body: { title: `Generated-client ring box ${Date.now()}`, description: "Made by the generated client.", category, price: 1450, is_available: true },
  });
  expect(created.response.status).toBe(201);
  expect(created.data!.data).toMatchObject({ category, price: 1450 });

  const refused = await api.POST("/api/manage_data/Product/", { headers, body: { title: "", description: "", category, price: -5 } });
  expect(refused.response.status).toBe(400);
  expect(refused.error).toMatchObject({ status: false, message: "Please correct the errors below." });
  expect(Object.keys(refused.error!.errors)).toEqual(expect.arrayContaining(["title", "price"]));

  const removed = await api.DELETE("/api/manage_data/Product/{id}/", { params: { path: { id: String(created.data!.data.id) } }, headers });
  expect(removed.response.status).toBe(200);

  expect((await api.POST("/api/logout/", { body: { accessToken: token } })).response.status).toBe(200);
  const afterwards = await api.GET("/api/manage_data/Product/", { headers });
  expect(afterwards.response.status).toBe(401);
});
