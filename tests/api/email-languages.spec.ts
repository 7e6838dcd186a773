/**
 * Issue 19, decision 017: the JSON API stays English. Its writes take no language: an account
 * registered through /api/signup/ is English, and so is the email of its approval; the account's
 * `language` (kept by the site's pages) is answered with the record and is read-only, so a PUT of
 * the whole record as it was read cannot change it. The team's decision is emailed in the
 * account's language whichever door the team used. The pages' side:
 * tests/integration/email-languages.test.ts.
 */
import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "./fixtures";
import { adminToken, bearer, withTestDatabase } from "./support";

async function apiSignup(request: APIRequestContext) {
  const user_email = `api-lang.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const signup = await request.post("/api/signup/", {
    data: {
      user_name: "Meera Desai",
      business_name: "Desai Decor",
      user_email,
      contact_number: "+91 98250 33333",
      password: "pending-signup-password",
      address: "5 Ring Road",
      city: "Surat",
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const id = (withTestDatabase((database) => database.prepare("select id from users where user_email = ?").get(user_email)) as { id: number }).id;
  // The holder has opened the link sent at sign-up: the team approves only a proven address (docs/decisions/021).
  withTestDatabase((database) => database.prepare("update users set email_confirmed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where id = ?").run(id));
  return id;
}

const approvalEmail = (id: number) =>
  withTestDatabase((database) => database.prepare("select subject, text_body from email_outbox where reference = ?").get(`user:${id}:approved`)) as {
    subject: string;
    text_body: string;
  };

test("an account registered through the API is English, and its approval is emailed in English", async ({ request }) => {
  const admin = adminToken();
  const id = await apiSignup(request);
  const record = await (await request.get(`/api/manage_data/UserProfile/${id}/`, { headers: bearer(admin) })).json();
  expect(record.language).toBe("en");
  const approved = await request.patch(`/api/manage_data/UserProfile/${id}/`, { headers: bearer(admin), data: { account_status: "approved" } });
  expect(approved.status(), await approved.text()).toBe(200);
  expect(approvalEmail(id).subject).toMatch(/ account is approved$/);
  expect(approvalEmail(id).text_body).not.toMatch(/\/(gu|hi)\//);
});

test("language is read-only: a PUT of the whole record cannot change it, and the approval follows the account's language", async ({ request }) => {
  const admin = adminToken();
  const id = await apiSignup(request);
  // The person has since used the Hindi site (a login there keeps it on the account).
  withTestDatabase((database) => database.prepare("update users set language = 'hi' where id = ?").run(id));
  const record = await (await request.get(`/api/manage_data/UserProfile/${id}/`, { headers: bearer(admin) })).json();
  expect(record.language).toBe("hi");

  const put = await request.put(`/api/manage_data/UserProfile/${id}/`, {
    headers: bearer(admin),
    data: { ...record, language: "en", account_status: "approved" },
  });
  expect(put.status(), await put.text()).toBe(200);
  expect((withTestDatabase((database) => database.prepare("select language from users where id = ?").get(id)) as { language: string }).language).toBe("hi");
  expect(approvalEmail(id).subject).toMatch(/खाता मंज़ूर हो गया है$/);
  expect(approvalEmail(id).text_body).toMatch(/\/hi\/login\n/);
});
