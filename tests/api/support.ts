/** Calling the API as a third-party client would. */
import type { APIRequestContext } from "@playwright/test";
import { eq } from "drizzle-orm";

import { E2E_ADMIN, setAccountStatus, withTestDatabase } from "../e2e/support/environment";
import { createSession, createUser, schema, testDb } from "../e2e/support/factories";

export { E2E_ADMIN, setAccountStatus, withTestDatabase };

export async function apiLogin(request: APIRequestContext, user_email: string, password: string): Promise<string> {
  const response = await request.post("/api/login/", { data: { user_email, password } });
  const body = await response.json();
  if (!body.token) throw new Error(`Login failed: ${JSON.stringify(body)}`);
  return body.token as string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * An API token of the account, as POST /api/login/ gives it (a session row of kind "api"), made
 * without the login: the login itself is tested in public-and-auth.spec.ts (docs/decisions/034).
 */
export function apiToken(userId: number): string {
  return createSession(userId, "api");
}

/** An API token of the test server's first administrator. */
export function adminToken(): string {
  const admin = testDb().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.user_email, E2E_ADMIN.email)).get();
  if (!admin) throw new Error(`No administrator ${E2E_ADMIN.email} on the test server`);
  return apiToken(admin.id);
}

/**
 * A new approved business account (made by the factories, its address confirmed, a password that
 * logs in) and an API token of it. The request context is no longer used: kept for the callers.
 */
export async function approvedClient(_request: APIRequestContext, prefix = "client") {
  const user_email = `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = "api-client-password";
  const { id } = createUser({
    user_name: "Kiran Shah",
    business_name: "Shah Handicrafts",
    user_email,
    contact_number: "+91 98250 11111",
    password,
    address: "22 Station Road, Varachha",
    city: "Surat",
  });
  return { id, user_email, password, token: apiToken(id) };
}

/** The sign-up form of a business account, as a browser posts it. */
export const businessSignupForm = (user_email: string) => ({
  user_name: "Kiran Shah",
  business_name: "Shah Handicrafts",
  user_email,
  contact_number: "+91 98250 11111",
  address: "22 Station Road, Varachha",
  city: "Surat",
  password: "shah-handicrafts-2026",
  confirm_password: "shah-handicrafts-2026",
});

/** The records behind the access matrix's placeholders ({productInquiry}, {account}...), by what a test made. */
export function matrixPlaceholderIds(made: {
  productInquiryId: number;
  portfolioInquiryId: number;
  contactEmail: string;
  subscriberEmail: string;
  accountEmail: string;
}) {
  return withTestDatabase((database) => {
    const one = (sql: string, value: string) => database.prepare(sql).get(value) as Record<string, number | string>;
    return {
      productInquiry: String(made.productInquiryId),
      portfolioInquiry: String(made.portfolioInquiryId),
      contactMessage: String(one("select id from contact_messages where email = ?", made.contactEmail).id),
      subscriber: String(one("select id from newsletter_subscribers where email = ?", made.subscriberEmail).id),
      unsubscribeToken: String(one("select unsubscribe_token as t from newsletter_subscribers where email = ?", made.subscriberEmail).t),
      account: String(one("select id from users where user_email = ?", made.accountEmail).id),
    };
  });
}

/** The token of the newest newsletter confirmation link emailed to an address (from the outbox), or null. */
export function emailedNewsletterToken(email: string): string | null {
  const rows = withTestDatabase(
    (database) =>
      database.prepare("select text_body from email_outbox where to_address = ? order by id desc").all(email.toLowerCase()) as { text_body: string }[],
  );
  for (const row of rows) {
    const match = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(row.text_body);
    if (match) return match[1]!;
  }
  return null;
}

/**
 * Confirms a newsletter sign-up as its owner does (double opt-in, docs/decisions/023): the link
 * emailed to the address (read from the outbox), its page (the token moves into a cookie of this
 * request context), then its button.
 */
export async function confirmNewsletterByLink(request: APIRequestContext, email: string, headers: Record<string, string> = {}) {
  const token = emailedNewsletterToken(email);
  if (!token) throw new Error(`No newsletter confirmation link was emailed to ${email}`);
  const page = await request.get(`/newsletter/confirm?token=${token}`, { headers });
  if (page.status() !== 200) throw new Error(`The confirmation page answered ${page.status()}`);
  const confirmed = await request.post("/newsletter/confirm", { form: {}, headers, maxRedirects: 0 });
  if (confirmed.status() !== 302) throw new Error(`The confirmation answered ${confirmed.status()}: ${await confirmed.text()}`);
}
