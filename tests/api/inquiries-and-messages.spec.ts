/** Inquiry lists, replies and statuses, and contact messages: who may call what, and what changes. */
import { someAvailableProduct } from "../e2e/support/factories";
import { expect, test } from "./fixtures";
import { adminToken, approvedClient, bearer, withTestDatabase } from "./support";

const LIST_KEYS = ["count", "next", "previous", "results"];

test("a client sees only its own inquiries; team lists refuse it with 403", async ({ request }) => {
  const first = await approvedClient(request, "first");
  const second = await approvedClient(request, "second");
  const product = someAvailableProduct();
  await request.post("/api/products/inquiries/submit/", { data: { product_item: product.id, message: "From the first client" }, headers: bearer(first.token) });
  await request.post("/api/portfolio/inquiries/submit/", { data: { portfolio_item: 1, message: "Portfolio question" }, headers: bearer(first.token) });

  const own = await (await request.get("/api/products/inquiries/user/", { headers: bearer(first.token) })).json();
  expect(Object.keys(own).sort()).toEqual(LIST_KEYS);
  expect(own.count).toBe(1);
  expect(own.results[0]).toMatchObject({ inquirer_email: first.user_email, message: "From the first client" });
  const others = await (await request.get("/api/products/inquiries/user/", { headers: bearer(second.token) })).json();
  expect(others.count).toBe(0);
  expect((await (await request.get("/api/portfolio/inquiries/user/", { headers: bearer(first.token) })).json()).count).toBe(1);

  expect((await request.get("/api/products/inquiries/user/")).status()).toBe(401);
  for (const path of ["/api/products/inquiries/admin/", "/api/portfolio/inquiries/admin/", "/api/contact/messages/"]) {
    const response = await request.get(path, { headers: bearer(first.token) });
    expect(response.status(), path).toBe(403);
    expect(await response.json()).toMatchObject({ status: false });
  }
});

test("the team replies to and closes a product inquiry; the reply is emailed", async ({ request }) => {
  const client = await approvedClient(request, "asker");
  const product = someAvailableProduct();
  const created = await (
    await request.post("/api/products/inquiries/submit/", { data: { product_item: product.id, message: "Can you engrave it?" }, headers: bearer(client.token) })
  ).json();
  const id = created.data.id as number;
  const admin = adminToken();

  const list = await (await request.get("/api/products/inquiries/admin/?status=pending&page_size=12", { headers: bearer(admin) })).json();
  expect(list.results.some((inquiry: { id: number }) => inquiry.id === id)).toBe(true);

  const empty = await request.post(`/api/products/inquiries/${id}/reply/`, { data: { reply_message: "   " }, headers: bearer(admin) });
  expect(empty.status()).toBe(400);
  expect((await empty.json()).errors.reply_message).toEqual(["Please enter a reply message"]);

  const reply = await request.post(`/api/products/inquiries/${id}/reply/`, { data: { reply_message: "Yes, in brass letters." }, headers: bearer(admin) });
  expect(reply.status()).toBe(200);
  expect(await reply.json()).toMatchObject({
    status: true,
    message: "Reply sent successfully",
    data: { status: "replied", reply_message: "Yes, in brass letters." },
  });
  const queued = withTestDatabase((database) =>
    database.prepare("select count(*) as n from email_outbox where to_address = ? and text_body like '%in brass letters%'").get(client.user_email),
  ) as { n: number };
  expect(queued.n).toBe(1);

  const bad = await request.patch(`/api/products/inquiries/${id}/status/`, { data: { status: "lost" }, headers: bearer(admin) });
  expect(bad.status()).toBe(400);
  const closed = await request.patch(`/api/products/inquiries/${id}/status/`, { data: { status: "closed" }, headers: bearer(admin) });
  expect(await closed.json()).toMatchObject({ status: true, message: "Status updated successfully", data: { status: "closed" } });
  expect((await request.patch(`/api/products/inquiries/${id}/status/`, { data: { status: "closed" }, headers: bearer(client.token) })).status()).toBe(403);
  expect((await request.post("/api/products/inquiries/999999/reply/", { data: { reply_message: "Hello" }, headers: bearer(admin) })).status()).toBe(404);
});

test("contact messages: the admin lists them with filters and replies", async ({ request }) => {
  const email = `api.msg.${Date.now()}@example.in`;
  await request.post("/api/contact/submit/", {
    data: { name: "Ravi", email, subject: "Restoration", message: "My grandmother's box needs repair.", message_type: "support" },
  });
  const admin = adminToken();
  const list = await (
    await request.get(`/api/contact/messages/?type=support&status=new&search=${encodeURIComponent(email)}`, { headers: bearer(admin) })
  ).json();
  expect(list.count).toBe(1);
  const message = list.results[0];
  expect(message).toMatchObject({ email, message_type: "support", status: "new" });
  const reply = await request.post(`/api/contact/messages/${message.id}/reply/`, {
    data: { reply_message: "Bring it to the workshop any weekday." },
    headers: bearer(admin),
  });
  expect(await reply.json()).toMatchObject({ status: true, message: "Reply sent successfully!", data: { status: "replied" } });
});
