/**
 * Issue 33, API keys over HTTP (docs/decisions/055): a key with the read scope reads the team's
 * catalogue lists and may not write them; the write scope writes; a scope missing is a 403; a
 * revoked key is a 401 like a bad token; no key reaches /api/account/ or the panel.
 */
import { createHash, randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import { schema, testDb } from "../e2e/support/factories";
import { expect, test } from "./fixtures";
import { bearer, E2E_ADMIN } from "./support";

/** A key as the panel makes it, written straight to the test server's database (the panel's form is tests/e2e/panel-integrations.spec.ts). */
function makeKey(scopes: string[]): { token: string; id: number } {
  const admin = testDb().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.user_email, E2E_ADMIN.email)).get()!;
  const token = `sk_live_${randomBytes(32).toString("base64url")}`;
  const row = testDb()
    .insert(schema.apiKeys)
    .values({
      name: `API spec ${scopes.join("+")}`,
      prefix: token.slice(0, 12),
      token_hash: createHash("sha256").update(token).digest("hex"),
      scopes: scopes.join(","),
      created_by: admin.id,
    })
    .returning({ id: schema.apiKeys.id })
    .get();
  return { token, id: row.id };
}

const newCategory = () => ({ name: `Key category ${Date.now()}-${Math.floor(Math.random() * 1e6)}`, description: "Made with an API key", is_active: true });

test.describe("API keys", () => {
  test("a read key reads the catalogue, may not write it, and is refused messages", async ({ request }) => {
    const { token } = makeKey(["catalogue:read"]);
    const list = await request.get("/api/manage_data/Product/", { headers: bearer(token) });
    expect(list.status()).toBe(200);
    expect((await list.json()).results.length).toBeGreaterThan(0);

    const write = await request.post("/api/manage_data/ProductCategory/", { headers: bearer(token), data: newCategory() });
    expect(write.status()).toBe(403);
    const messages = await request.get("/api/contact/messages/", { headers: bearer(token) });
    expect(messages.status()).toBe(403);
  });

  test("a write key writes the catalogue and is noted as used", async ({ request }) => {
    const { token, id } = makeKey(["catalogue:write"]);
    const created = await request.post("/api/manage_data/ProductCategory/", { headers: bearer(token), data: newCategory() });
    expect(created.status()).toBe(201);
    const lastUsed = testDb().select({ at: schema.apiKeys.last_used_at }).from(schema.apiKeys).where(eq(schema.apiKeys.id, id)).get()!.at;
    expect(lastUsed).not.toBeNull();
  });

  test("a revoked key is a 401, like a bad token", async ({ request }) => {
    const { token, id } = makeKey(["catalogue:read"]);
    expect((await request.get("/api/manage_data/Product/", { headers: bearer(token) })).status()).toBe(200);
    testDb().update(schema.apiKeys).set({ revoked_at: new Date().toISOString() }).where(eq(schema.apiKeys.id, id)).run();
    const refused = await request.get("/api/manage_data/Product/", { headers: bearer(token) });
    expect(refused.status()).toBe(401);
    const unknown = await request.get("/api/manage_data/Product/", { headers: bearer(`sk_live_${randomBytes(32).toString("base64url")}`) });
    expect(unknown.status()).toBe(401);
  });

  test("no key reaches the account's own calls or the panel", async ({ request }) => {
    const { token } = makeKey(["catalogue:write", "messages", "inquiries", "users"]);
    expect((await request.get("/api/account/", { headers: bearer(token) })).status()).toBe(403);
    expect((await request.get("/api/account/data/", { headers: bearer(token) })).status()).toBe(403);
    expect((await request.get("/api/quote-basket/", { headers: bearer(token) })).status()).toBe(403);
    const panel = await request.get("/panel/settings/integrations", { headers: bearer(token), maxRedirects: 0 });
    expect(panel.status()).toBe(302);
    expect(panel.headers().location).toContain("/login");
  });
});
