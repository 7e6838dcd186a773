/**
 * GET /api/account/data/ and DELETE /api/account/ (issue 18): the caller's data, nothing secret
 * and nobody else's; erasure with the password (wrong or missing refused, the first administrator
 * refused), after which the token and the login fail and the team's list shows the inquiry under
 * the replaced name. Every answer is checked against the OpenAPI description (fixtures.ts).
 */
import { ERASED_INQUIRER, myDataCopy } from "../../app/lib/copy/my-data";
import { someAvailableProduct, somePublicProject } from "../e2e/support/factories";
import { expect, test } from "./fixtures";
import { adminToken, approvedClient, bearer, confirmNewsletterByLink, E2E_ADMIN } from "./support";

const someProduct = someAvailableProduct;
const somePortfolioItem = somePublicProject;

test("GET /api/account/data/ answers the caller's account and everything it sent, nothing secret, nobody else's", async ({ request }) => {
  const client = await approvedClient(request, "exporter");
  const other = await approvedClient(request, "bystander");
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const asClient = { headers: bearer(client.token) };
  expect(
    (
      await request.post("/api/products/inquiries/submit/", { data: { product_item: someProduct().id, message: `Product question ${tag}` }, ...asClient })
    ).status(),
  ).toBe(201);
  expect(
    (
      await request.post("/api/portfolio/inquiries/submit/", {
        data: { portfolio_item: somePortfolioItem().id, message: `Project question ${tag}` },
        ...asClient,
      })
    ).status(),
  ).toBe(201);
  await request.post("/api/products/inquiries/submit/", {
    data: { product_item: someProduct().id, message: `Not yours ${tag}` },
    headers: bearer(other.token),
  });
  expect(
    (
      await request.post("/api/contact/submit/", {
        data: {
          name: "Kiran Shah",
          email: client.user_email,
          subject: `Visit ${tag}`,
          message: "May we visit the workshop next week?",
          message_type: "inquiry",
        },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await request.post("/api/contact/submit/", {
        data: { name: "Kiran Shah", email: client.user_email, subject: "Newsletter Subscription", message: "Please subscribe me.", message_type: "other" },
      })
    ).status(),
  ).toBe(201);
  // Double opt-in: the subscription is the account's once its emailed link is confirmed.
  await confirmNewsletterByLink(request, client.user_email);

  expect((await request.get("/api/account/data/")).status()).toBe(401);
  const response = await request.get("/api/account/data/", asClient);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  const text = await response.text();
  const body = JSON.parse(text);
  expect(body.status).toBe(true);
  expect(body.data.account).toMatchObject({ user_email: client.user_email, user_name: "Kiran Shah" });
  expect(body.data.product_inquiries.map((inquiry: { message: string }) => inquiry.message)).toEqual([`Product question ${tag}`]);
  expect(body.data.portfolio_inquiries.map((inquiry: { message: string }) => inquiry.message)).toEqual([`Project question ${tag}`]);
  expect(body.data.contact_messages.map((message: { subject: string }) => message.subject)).toEqual(expect.arrayContaining([`Visit ${tag}`]));
  expect(body.data.newsletter_subscription).toMatchObject({ email: client.user_email, status: "subscribed" });
  for (const secret of ["password_hash", "scrypt$", "unsubscribe_token", client.token, client.password, other.user_email, `Not yours ${tag}`]) {
    expect(text).not.toContain(secret);
  }
});

test("the user inquiry lists answer as described: filters, a page past the end, only the caller's", async ({ request }) => {
  const client = await approvedClient(request, "lister");
  await request.post("/api/products/inquiries/submit/", {
    data: { product_item: someProduct().id, message: "Listed question" },
    headers: bearer(client.token),
  });
  for (const path of ["/api/products/inquiries/user/", "/api/portfolio/inquiries/user/"]) {
    for (const query of ["", "?status=pending", "?search=Listed&page_size=5", "?page=40"]) {
      const response = await request.get(`${path}${query}`, { headers: bearer(client.token) });
      expect(response.status(), `${path}${query}`).toBe(200);
      const list = await response.json();
      expect(list.results.every((inquiry: { inquirer_email: string }) => inquiry.inquirer_email === client.user_email)).toBe(true);
    }
  }
  expect((await (await request.get("/api/products/inquiries/user/?page=40", { headers: bearer(client.token) })).json()).results).toEqual([]);
});

test("DELETE /api/account/ needs the right password, refuses the first administrator, then the token and the login fail", async ({ request }) => {
  const client = await approvedClient(request, "leaver");
  const asClient = { headers: bearer(client.token) };
  const created = await (
    await request.post("/api/products/inquiries/submit/", { data: { product_item: someProduct().id, message: "Kept for the workshop" }, ...asClient })
  ).json();
  const inquiryId = created.data.id as number;

  expect((await request.delete("/api/account/", { data: { password: "x" } })).status()).toBe(401);
  const missing = await request.delete("/api/account/", { data: {}, ...asClient });
  expect(missing.status()).toBe(400);
  expect((await missing.json()).errors.password).toEqual([myDataCopy.passwordRequired]);
  const wrong = await request.delete("/api/account/", { data: { password: "not-my-password" }, ...asClient });
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).errors.password).toEqual([myDataCopy.wrongPassword]);

  const admin = adminToken();
  const refused = await request.delete("/api/account/", { data: { password: E2E_ADMIN.password }, headers: bearer(admin) });
  // The account may not (decision 053: a refusal of who asks is a 403).
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ status: false, message: myDataCopy.firstAdminRefused });

  const deleted = await request.delete("/api/account/", { data: { password: client.password }, ...asClient });
  expect(deleted.status()).toBe(200);
  expect(await deleted.json()).toEqual({ status: true, message: myDataCopy.deletedApi });

  expect((await request.get("/api/account/data/", asClient)).status()).toBe(401);
  expect((await request.post("/api/login/", { data: { user_email: client.user_email, password: client.password } })).status()).toBe(401);
  const list = await (await request.get("/api/products/inquiries/admin/?page_size=50", { headers: bearer(admin) })).json();
  expect(list.results.find((inquiry: { id: number }) => inquiry.id === inquiryId)).toMatchObject({
    inquirer_name: ERASED_INQUIRER.name,
    inquirer_email: ERASED_INQUIRER.email,
    user_id: null,
    message: "Kept for the workshop",
  });
});
