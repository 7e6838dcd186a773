/**
 * Issue 33, API keys (docs/decisions/055), against a real SQLite file: a key is shown once and
 * kept as its SHA-256 digest; it verifies while live and not once revoked or expired or when its
 * maker may no longer manage settings; its last use is noted at most once a minute; its scopes
 * open only their actions (a read scope only to GET), never the account's own calls; making and
 * revoking are in the activity log.
 */
import { createHash } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { ensureFirstAdmin, getUserByEmail, type User } from "~/.server/accounts/users";
import { db, schema } from "~/.server/db";
import { createApiKey, listApiKeys, revokeApiKey, verifyApiKey } from "~/.server/security/api-keys";
import { scopeActions } from "~/lib/api-scopes";
import { keyPrincipal } from "~/routes/api/.server/api-key-auth";
import { requireApiUser } from "~/routes/api/.server/auth";

let admin: User;

beforeAll(async () => {
  await ensureFirstAdmin({ email: "keys.owner@sadeli.example", password: "owner-password-1", log: () => undefined });
  admin = getUserByEmail("keys.owner@sadeli.example")!;
});

function make(scopes: string[], expiresOn?: string, now?: Date) {
  const result = createApiKey(admin, { name: `Sync ${Math.random()}`, scopes, expiresOn }, now);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

const request = (token: string, method = "GET") =>
  new Request("http://localhost/api/manage_data/Product/", { method, headers: { Authorization: `Bearer ${token}` } });

/** The status a guard answers with (it throws a Response), or "passed". */
function statusOf(run: () => unknown): number | "passed" {
  try {
    run();
    return "passed";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("API keys", () => {
  it("answers the plain key once and keeps only its SHA-256 digest and first characters", () => {
    const { token, key } = make(["catalogue:read"]);
    expect(token).toMatch(/^sk_live_[A-Za-z0-9_-]{43}$/);
    const row = db().select().from(schema.apiKeys).where(eq(schema.apiKeys.id, key.id)).get()!;
    expect(row.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(Object.values(row)).not.toContain(token);
    expect(row.prefix).toBe(token.slice(0, 12));
    expect(row.created_by).toBe(admin.id);
    const listed = listApiKeys().find((each) => each.id === key.id)!;
    expect(listed).not.toHaveProperty("token_hash");
    expect(JSON.stringify(listed)).not.toContain(token.slice(12));
    expect(listed.scopes).toEqual(["catalogue:read"]);
  });

  it("refuses a key without a name or a scope, with an unknown scope, or expiring in the past", () => {
    const errors = (input: Parameters<typeof createApiKey>[1]) => {
      const result = createApiKey(admin, input);
      return result.ok ? null : result.errors;
    };
    expect(errors({ name: " ", scopes: [] })).toEqual({ name: "required", scopes: "required" });
    expect(errors({ name: "x", scopes: ["root"] })).toEqual({ scopes: "invalid" });
    expect(errors({ name: "x", scopes: ["users"], expiresOn: "2020-01-01" })).toEqual({ expires_on: "past" });
    expect(errors({ name: "x", scopes: ["users"], expiresOn: "2026-02-30" })).toEqual({ expires_on: "invalid" });
    expect(errors({ name: "x".repeat(81), scopes: ["users"] })).toEqual({ name: "too_long" });
  });

  it("verifies a live key as its maker, and not a key one character off", () => {
    const { token, key } = make(["catalogue:write"]);
    const principal = verifyApiKey(token)!;
    expect(principal.key.id).toBe(key.id);
    expect(principal.user.id).toBe(admin.id);
    expect(principal.scopes).toEqual(["catalogue:write"]);
    const other = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(verifyApiKey(other)).toBeNull();
    expect(verifyApiKey("not-a-key-at-all-0123456789")).toBeNull();
  });

  it("stops a revoked key, logs making and revoking, and refuses revoking twice", () => {
    const { token, key } = make(["messages"]);
    expect(revokeApiKey(admin, key.id)).toEqual({ ok: true });
    expect(verifyApiKey(token)).toBeNull();
    expect(statusOf(() => keyPrincipal(token, "GET", "manage:products"))).toBe(401);
    expect(revokeApiKey(admin, key.id)).toEqual({ ok: false, reason: "already_revoked" });
    expect(revokeApiKey(admin, 999999)).toEqual({ ok: false, reason: "not_found" });
    const logged = db()
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, "api_key"), eq(schema.auditLog.entity_id, String(key.id))))
      .all()
      .map((row) => row.action);
    expect(logged.sort()).toEqual(["create", "delete"]);
  });

  it("stops a key at its expiry: it works through the day named, not after", () => {
    const made = new Date("2026-03-01T10:00:00.000Z");
    const { token, key } = make(["users"], "2026-03-05", made);
    expect(key.expires_at).toBe("2026-03-06T00:00:00.000Z");
    expect(verifyApiKey(token, new Date("2026-03-05T23:59:59.000Z"))).not.toBeNull();
    expect(verifyApiKey(token, new Date("2026-03-06T00:00:00.000Z"))).toBeNull();
  });

  it("notes the last use at most once a minute", () => {
    const { token, key } = make(["users"]);
    const lastUsed = () => db().select().from(schema.apiKeys).where(eq(schema.apiKeys.id, key.id)).get()!.last_used_at;
    expect(lastUsed()).toBeNull();
    const first = new Date("2026-11-28T10:00:00.000Z");
    verifyApiKey(token, first);
    expect(lastUsed()).toBe(first.toISOString());
    verifyApiKey(token, new Date("2026-11-28T10:00:59.000Z"));
    expect(lastUsed()).toBe(first.toISOString());
    verifyApiKey(token, new Date("2026-11-28T10:01:00.000Z"));
    expect(lastUsed()).toBe("2026-11-28T10:01:00.000Z");
  });

  it("opens only the scopes' actions, a read scope only to GET and HEAD, and never the account's own calls", () => {
    const reader = make(["catalogue:read"]).token;
    expect(statusOf(() => requireApiUser(request(reader), "manage:products"))).toBe("passed");
    expect(requireApiUser(request(reader), "manage:products").id).toBe(admin.id);
    expect(statusOf(() => requireApiUser(request(reader, "POST"), "manage:products"))).toBe(403);
    expect(statusOf(() => requireApiUser(request(reader), "manage:messages"))).toBe(403);
    // No action named: the account's own calls (/api/account/*), and the buyer's and sender's.
    expect(statusOf(() => requireApiUser(request(reader)))).toBe(403);
    const writer = make(["catalogue:write", "inquiries", "messages", "users"]).token;
    expect(statusOf(() => requireApiUser(request(writer, "POST"), "manage:blog"))).toBe("passed");
    expect(statusOf(() => requireApiUser(request(writer, "POST"), "request:quotes"))).toBe(403);
    expect(statusOf(() => requireApiUser(request(writer, "POST"), "send:inquiries"))).toBe(403);
    expect(statusOf(() => requireApiUser(request(writer), "manage:settings"))).toBe(403);
    expect(statusOf(() => requireApiUser(request(writer), "read:activity"))).toBe(403);
    // Never more than an administrator: no scope reaches an action the table keeps from admins.
    for (const action of scopeActions(["catalogue:write", "inquiries", "messages", "users"], "POST")) {
      expect(["request:quotes", "send:inquiries", "manage:settings", "manage:subscribers", "read:activity"]).not.toContain(action);
    }
  });

  it("stops every key of a maker who may no longer manage settings", async () => {
    const { hashPassword } = await import("~/.server/accounts/password");
    const other = db()
      .insert(schema.users)
      .values({
        user_name: "Second Admin",
        business_name: "Sadeli Workshop",
        user_email: "second.admin@sadeli.example",
        contact_number: "",
        password_hash: await hashPassword("second-password-1"),
        user_type: 1,
        account_status: "approved",
      })
      .returning()
      .get();
    const result = createApiKey(other, { name: "Second's sync", scopes: ["users"] });
    if (!result.ok) throw new Error("not made");
    expect(verifyApiKey(result.token)).not.toBeNull();
    db().update(schema.users).set({ account_status: "disabled" }).where(eq(schema.users.id, other.id)).run();
    expect(verifyApiKey(result.token)).toBeNull();
    db().update(schema.users).set({ account_status: "approved", user_type: 3 }).where(eq(schema.users.id, other.id)).run();
    expect(verifyApiKey(result.token)).toBeNull();
  });

  it("leaves a person's session token to the session check: optional callers never see a key", async () => {
    const { optionalApiUser } = await import("~/routes/api/.server/auth");
    const { token } = make(["catalogue:read"]);
    expect(optionalApiUser(request(token))).toBeNull();
    expect(keyPrincipal(null, "GET")).toBeNull();
  });
});
