/**
 * Issue 33: API keys for integrations (docs/decisions/055). A key is a bearer token the team
 * makes in the panel (Settings -> Integrations): shown once when made, kept as its SHA-256 digest,
 * with scopes (app/lib/api-scopes.ts), an optional expiry, revocable, its last use noted (at most
 * once a minute, so a busy integration does not write on every call).
 *
 * A key acts for the administrator who made it (who the activity log names), holding only what
 * its scopes grant and that administrator may still do: a key whose maker is removed, disabled or
 * no longer allowed to manage settings stops working.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import { desc, eq } from "drizzle-orm";

import type { User } from "~/.server/accounts/users";
import { recordAudit } from "~/.server/activity/audit";
import { db, schema } from "~/.server/db";
import { type ApiScope, isScope, KEY_NAME_MAX, parseScopes } from "~/lib/api-scopes";
import { can } from "~/lib/permissions";

/** Every key starts so: a bearer token that does is read as a key, never as a session. */
export const KEY_PREFIX = "sk_live_";
/** How much of a key the panel shows, to tell keys apart: the prefix and 4 characters. */
const SHOWN_CHARACTERS = KEY_PREFIX.length + 4;
const LAST_USED_EVERY_MS = 60_000;

export type ApiKeyRecord = typeof schema.apiKeys.$inferSelect;
/** What the panel lists: never the digest. */
export type ApiKeySummary = Omit<ApiKeyRecord, "token_hash" | "scopes"> & { scopes: ApiScope[]; created_by_email: string | null };

export type ApiKeyPrincipal = { key: ApiKeyRecord; scopes: ApiScope[]; user: User };

export const isKeyToken = (token: string): boolean => token.startsWith(KEY_PREFIX);

const digest = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

export type NewKeyInput = { name: string; scopes: readonly string[]; expiresOn?: string | null };
export type NewKeyErrors = Partial<Record<"name" | "scopes" | "expires_on", "required" | "too_long" | "invalid" | "past">>;
export type CreateKeyResult = { ok: true; token: string; key: ApiKeySummary } | { ok: false; errors: NewKeyErrors };

/** The expiry of a key valid through a day (YYYY-MM-DD, UTC): the next midnight. */
function expiryOf(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) return null;
  return new Date(start.getTime() + 86_400_000).toISOString();
}

/** Makes a key: the plain token is in this answer and nowhere else, ever. */
export function createApiKey(actor: User, input: NewKeyInput, now = new Date()): CreateKeyResult {
  const errors: NewKeyErrors = {};
  const name = input.name.trim();
  if (!name) errors.name = "required";
  else if (name.length > KEY_NAME_MAX) errors.name = "too_long";
  const scopes = [...new Set(input.scopes)];
  if (scopes.length === 0) errors.scopes = "required";
  else if (!scopes.every(isScope)) errors.scopes = "invalid";
  let expiresAt: string | null = null;
  const day = input.expiresOn?.trim() ?? "";
  if (day) {
    expiresAt = expiryOf(day);
    if (!expiresAt) errors.expires_on = "invalid";
    else if (expiresAt <= now.toISOString()) errors.expires_on = "past";
  }
  if (Object.keys(errors).length) return { ok: false, errors };

  const token = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = db()
    .insert(schema.apiKeys)
    .values({
      name,
      prefix: token.slice(0, SHOWN_CHARACTERS),
      token_hash: digest(token),
      scopes: scopes.join(","),
      created_by: actor.id,
      expires_at: expiresAt,
    })
    .returning()
    .get();
  recordAudit(actor, "create", "api_key", row.id, `API key "${name}" (${scopes.join(", ")})`);
  return { ok: true, token, key: summary(row, actor.user_email) };
}

function summary(row: ApiKeyRecord, createdByEmail: string | null): ApiKeySummary {
  const { token_hash: _digest, scopes, ...rest } = row;
  return { ...rest, scopes: parseScopes(scopes), created_by_email: createdByEmail };
}

/** Every key, newest first, revoked ones too (the panel shows them as revoked). */
export function listApiKeys(): ApiKeySummary[] {
  return db()
    .select({ key: schema.apiKeys, email: schema.users.user_email })
    .from(schema.apiKeys)
    .leftJoin(schema.users, eq(schema.users.id, schema.apiKeys.created_by))
    .orderBy(desc(schema.apiKeys.id))
    .all()
    .map(({ key, email }) => summary(key, email));
}

export function getApiKey(id: number): ApiKeySummary | undefined {
  return listApiKeys().find((key) => key.id === id);
}

export type RevokeResult = { ok: true } | { ok: false; reason: "not_found" | "already_revoked" };

/** Revokes a key from now on; the row stays, for the list and the log. */
export function revokeApiKey(actor: User, id: number, now = new Date()): RevokeResult {
  const row = db().select().from(schema.apiKeys).where(eq(schema.apiKeys.id, id)).get();
  if (!row) return { ok: false, reason: "not_found" };
  if (row.revoked_at) return { ok: false, reason: "already_revoked" };
  db().update(schema.apiKeys).set({ revoked_at: now.toISOString() }).where(eq(schema.apiKeys.id, id)).run();
  recordAudit(actor, "delete", "api_key", id, `API key "${row.name}" revoked`);
  return { ok: true };
}

/**
 * The live key a token is, with its maker, or null: unknown, revoked, expired, or its maker
 * may no longer manage settings. Found by its digest; the digests then compared in constant time.
 */
export function verifyApiKey(token: string, now = new Date()): ApiKeyPrincipal | null {
  if (!isKeyToken(token)) return null;
  const given = digest(token);
  const found = db()
    .select({ key: schema.apiKeys, user: schema.users })
    .from(schema.apiKeys)
    .leftJoin(schema.users, eq(schema.users.id, schema.apiKeys.created_by))
    .where(eq(schema.apiKeys.token_hash, given))
    .get();
  if (!found) return null;
  const { key, user } = found;
  if (!timingSafeEqual(Buffer.from(key.token_hash, "hex"), Buffer.from(given, "hex"))) return null;
  const at = now.toISOString();
  if (key.revoked_at || (key.expires_at && key.expires_at <= at)) return null;
  if (!user || !can(user, "manage:settings")) return null;
  if (!key.last_used_at || now.getTime() - Date.parse(key.last_used_at) >= LAST_USED_EVERY_MS) {
    db().update(schema.apiKeys).set({ last_used_at: at }).where(eq(schema.apiKeys.id, key.id)).run();
    key.last_used_at = at;
  }
  return { key, scopes: parseScopes(key.scopes), user };
}
